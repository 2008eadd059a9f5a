// Drawing a tree on the drawing itself: select a node, then build a tree
// with the edit bar's buttons and fields (the mouse) or with Insert, the
// arrows and Enter (the keyboard), and undo and redo it. Screenshots:
// test-results/screenshots/draw-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, press, saveScreenshot, treeNodes, treeText, useBrowser } from './support.mjs';

const browser = useBrowser();

const valueField = (page) => page.locator('#edit-value');

/** Waits until the tree text box reads `text`. */
async function expectText(page, text) {
  await page
    .waitForFunction((expected) => document.querySelector('#tree-text')?.value === expected, text, { timeout: 5_000 })
    .catch(async () => {
      assert.equal(await treeText(page).inputValue(), text);
    });
}

/** Opens the app on the one-node tree `5`, typed into the text box. */
async function openOnOneNode() {
  const { page, errors } = await openApp(browser());
  await treeNodes(page).first().waitFor();
  await treeText(page).fill('5');
  await page.waitForFunction(() => document.querySelectorAll('svg.tree-view g.tree-node').length === 1);
  return { page, errors };
}

/** Clicks node number `index` (in pre-order) of the drawing. */
async function clickNode(page, index) {
  // The value written on the shape takes the click; it is part of the node too.
  await treeNodes(page).nth(index).locator('path.node-shape').click({ force: true });
  await page.locator('.edit-bar').waitFor();
}

/** Types `value` into the value field and applies it with Enter. */
async function setValue(page, value) {
  await valueField(page).fill(value);
  await valueField(page).press('Enter');
}

test('a tree is drawn with the mouse: buttons and value fields', async () => {
  const { page, errors } = await openOnOneNode();
  assert.equal(await page.locator('.edit-bar').count(), 0, 'no edit bar before a node is selected');
  await clickNode(page, 0);
  assert.equal(await treeNodes(page).first().getAttribute('class').then((c) => c.includes('is-selected')), true);
  await page.locator('#add-child').click();
  await expectText(page, '=5(0)');
  await setValue(page, '3');
  await expectText(page, '=5(3)');
  await page.locator('#add-sibling').click();
  await page.locator('#add-child').click();
  await setValue(page, '1');
  await page.locator('#add-sibling').click();
  await setValue(page, '2');
  await expectText(page, '=5(3 =0(1 2))');
  // Clear the static values the inner nodes kept from when they were leaves.
  await clickNode(page, 2);
  await setValue(page, '');
  await clickNode(page, 0);
  await setValue(page, '');
  await expectText(page, '(3 (1 2))');
  assert.equal(await treeNodes(page).count(), 5);
  await saveScreenshot(page, 'draw-mouse');

  // A refused edit says why and keeps the tree.
  await page.locator('#delete-subtree').isDisabled();
  await clickNode(page, 1);
  await page.locator('#move-left').click();
  await page.locator('p.message[role="alert"]').waitFor();
  assert.match(await page.locator('p.message').textContent(), /already the leftmost/);
  await expectText(page, '(3 (1 2))');
  await page.locator('#move-right').click();
  await expectText(page, '((1 2) 3)');
  await saveScreenshot(page, 'draw-mouse-moved');
  assert.deepEqual(errors, []);
});

test('a tree is drawn with the keyboard alone; undo and redo go through it', async () => {
  const { page, errors } = await openOnOneNode();
  await clickNode(page, 0);
  const keys = async (...pressed) => {
    for (const key of pressed) await press(page, key);
  };
  const typeValue = async (value) => {
    await keys('Enter');
    await page.keyboard.type(value);
    await keys('Enter');
  };
  await keys('Insert');
  await expectText(page, '=5(0)');
  await typeValue('3');
  // Each new node is on the page before its value is typed, as a person sees it.
  await expectText(page, '=5(3)');
  await keys('ArrowUp', 'Insert', 'Insert');
  await expectText(page, '=5(3 =0(0))');
  await typeValue('1');
  await keys('ArrowUp', 'Insert');
  await expectText(page, '=5(3 =0(1 0))');
  await typeValue('2');
  await expectText(page, '=5(3 =0(1 2))');
  await keys('ArrowUp', 'Enter', 'Backspace', 'Enter');
  await keys('ArrowUp', 'Enter', 'Backspace', 'Enter');
  await expectText(page, '(3 (1 2))');
  await saveScreenshot(page, 'draw-keyboard');

  // Delete removes the selected subtree; Ctrl+Z brings it back, Ctrl+Shift+Z removes it again.
  await keys('ArrowDown', 'ArrowRight', 'Delete');
  await expectText(page, '(3)');
  await keys('Control+z');
  await expectText(page, '(3 (1 2))');
  await keys('Control+z');
  await expectText(page, '=5(3 (1 2))');
  await keys('Control+Shift+Z', 'Control+Shift+Z');
  await expectText(page, '(3)');
  await keys('Control+z');
  await expectText(page, '(3 (1 2))');

  // Escape clears the selection, and the arrows step the animation again.
  await clickNode(page, 1);
  await keys('Escape');
  assert.equal(await page.locator('.edit-bar').count(), 0);
  assert.equal(await page.locator('.tree-node.is-selected').count(), 0);
  await keys('ArrowRight');
  assert.equal(await page.locator('.tree-node.is-current').count(), 1, 'one step taken');
  await saveScreenshot(page, 'draw-keyboard-undo');
  assert.deepEqual(errors, []);
});

test('a child dragged along its row moves among its siblings; a short drag only selects', async () => {
  const { page, errors } = await openOnOneNode();
  await treeText(page).fill('(1 2 3)');
  await page.waitForFunction(() => document.querySelectorAll('svg.tree-view g.tree-node').length === 4);
  const centre = async (index) => {
    const shape = await treeNodes(page).nth(index).locator('path.node-shape').boundingBox();
    return { x: shape.x + shape.width / 2, y: shape.y + shape.height / 2 };
  };
  const first = await centre(1);
  const last = await centre(3);

  // A press that hardly moves is a click: it selects and changes nothing.
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  await page.mouse.move(first.x + 2, first.y);
  await page.mouse.up();
  await expectText(page, '(1 2 3)');
  await page.locator('.edit-bar').waitFor();

  // Dragged past the last child, the first lands at the end; the marker shows where.
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  await page.mouse.move((first.x + last.x) / 2, first.y, { steps: 5 });
  await page.mouse.move(last.x + 30, first.y + 10, { steps: 5 });
  assert.equal(await page.locator('line.drop-marker').count(), 1, 'the gap is marked');
  assert.equal(await page.locator('path.drag-ghost').count(), 1, 'the node follows the pointer');
  await saveScreenshot(page, 'draw-drag');
  await page.mouse.up();
  await expectText(page, '(2 3 1)');
  assert.equal(await page.locator('line.drop-marker').count(), 0);
  assert.ok(
    (await treeNodes(page).nth(3).getAttribute('class')).includes('is-selected'),
    'the moved node stays selected',
  );
  await press(page, 'Control+z');
  await expectText(page, '(1 2 3)');
  assert.deepEqual(errors, []);
  await page.close();
});

test('what is typed in a field and not yet applied stays while the page changes elsewhere', async () => {
  const { page, errors } = await openApp(browser());
  await treeNodes(page).first().waitFor();
  await clickNode(page, 1);
  await page.locator('#edit-label').fill('Half typed');
  // The search steps on and the view zooms: the page draws again, but the
  // edit bar's props are the same, so its fields keep what was typed.
  await page.locator('.controls button').nth(3).click();
  await page.locator('svg.tree-view').hover();
  await page.mouse.wheel(0, -200);
  await page.waitForTimeout(300);
  assert.match(await page.locator('.controls').innerText(), /Step 1 of/);
  assert.equal(await page.locator('#edit-label').inputValue(), 'Half typed');
  assert.deepEqual(errors, []);
  await page.close();
});
