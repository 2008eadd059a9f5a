// The lecture demo, driven as a lecturer drives it: keyboard only, stepping
// through the first lecture tree to C's cut and to the end, back to the
// start, then minimax, then every lecture example played to its end; a
// step picked from the history on a phone. Screenshots of the start, the cut and the end of each run are saved.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseExample, openApp, press, saveScreenshot, treeInSight, useBrowser } from './support.mjs';

const browser = useBrowser();

/** The drawn node labelled `label`. */
const node = (page, label) => page.locator(`g.tree-node[data-label="${label}"]`);

/** The values written inside nodes, by label, for the nodes that show one. */
async function shownValues(page, labels) {
  const values = {};
  for (const label of labels) {
    const value = node(page, label).locator('.node-value');
    values[label] = (await value.count()) > 0 ? (await value.first().textContent()).trim() : '';
  }
  return values;
}

async function openPlayer() {
  const { page, errors } = await openApp(browser());
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  return { page, errors };
}

test('the first lecture tree, stepped with the keyboard only', async () => {
  const { page, errors } = await openPlayer();
  assert.deepEqual(await shownValues(page, ['A', 'B', 'C', 'D']), { A: '', B: '', C: '', D: '' });
  await saveScreenshot(page, 'player-lecture-start');

  // Step forward until C is cut.
  let presses = 0;
  while ((await node(page, 'C').getAttribute('class')).includes('is-cut') === false) {
    await press(page, 'ArrowRight');
    presses += 1;
    assert.ok(presses <= 43, 'C is cut within the 43 steps of the search');
  }
  assert.match(await node(page, 'C').locator('.cut-condition').textContent(), /2 ≤ α = 3/);
  for (const label of ['I', 'J']) {
    assert.match(await node(page, label).getAttribute('class'), /state-pruned/, `${label} is pruned`);
  }
  assert.match(await page.locator('.explanation .sentence').textContent(), /C stops after H, an α-cut: v = 2 ≤ α = 3/);
  // The drawing names the cut too: α beside the strokes across C's edge to I.
  assert.equal(await page.locator('svg.tree-view .cut-mark.cut-alpha').count(), 1);
  assert.equal((await page.locator('svg.tree-view .cut-letter.cut-alpha').textContent()).trim(), 'α');
  // Read on screen: inside the drawing, as tall as the window labels beside it.
  const letter = await page.evaluate(() => {
    const box = document.querySelector('svg.tree-view .cut-letter').getBoundingClientRect();
    const drawing = document.querySelector('svg.tree-view').getBoundingClientRect();
    const windowLabel = document.querySelector('svg.tree-view .edge-label').getBoundingClientRect();
    const inside = box.left >= drawing.left && box.right <= drawing.right && box.top >= drawing.top && box.bottom <= drawing.bottom;
    return { inside, height: box.height, windowHeight: windowLabel.height };
  });
  assert.ok(letter.inside && letter.height >= letter.windowHeight, `the α on screen: ${JSON.stringify(letter)}`);
  assert.equal(await page.locator('svg.tree-view .cut-mark.cut-beta').count(), 0);
  assert.match(await page.locator('.rule-table td.lit').textContent(), /cut/);
  await saveScreenshot(page, 'player-lecture-cut');

  await press(page, 'End');
  assert.equal((await page.locator('#root-value').textContent()).trim(), '3');
  assert.match(await page.locator('#best-move').textContent(), /B \(move 1\)/);
  assert.equal((await shownValues(page, ['A'])).A, '3');
  await saveScreenshot(page, 'player-lecture-end');

  await press(page, 'Home');
  assert.deepEqual(await shownValues(page, ['A', 'B', 'C', 'D']), { A: '', B: '', C: '', D: '' });
  assert.equal(await page.locator('#root-value').count(), 0);
  assert.equal(await page.locator('.tree-node.state-pruned').count(), 0);

  // N jumps straight to the cut; Space plays.
  await press(page, 'n');
  assert.match(await node(page, 'C').getAttribute('class'), /is-cut/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('minimax cuts nothing', async () => {
  const { page, errors } = await openPlayer();
  await page.selectOption('.algorithm-menu select', { label: 'Minimax' });
  await saveScreenshot(page, 'player-minimax-start');
  await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
  await press(page, 'End');
  assert.equal((await page.locator('#root-value').textContent()).trim(), '3');
  assert.equal(await page.locator('.tree-node.is-cut').count(), 0);
  assert.equal(await page.locator('.tree-node.state-pruned').count(), 0);
  await saveScreenshot(page, 'player-minimax-end');
  assert.deepEqual(errors, []);
  await page.close();
});

test('every lecture example plays to its end', async () => {
  const { page, errors } = await openPlayer();
  const titles = await page.locator('.preset-menu option').allTextContents();
  assert.equal(titles.length, 20);
  // Monte Carlo tree search's three end on its estimate of the root.
  const expected = ['3', '12', '12', '⟨1, 2, 6⟩', '9', '5.1667', '−1', '0', 'proved', 'proved', 'proved', 'proved', '1', '1', '1', '1', '−5', '4.56', '1', '−0.24'];
  for (const [index, title] of titles.entries()) {
    await chooseExample(page, title);
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    const name = `player-preset-${index + 1}`;
    await saveScreenshot(page, `${name}-start`);
    // Leave the menu, so that the keys go to the player.
    await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
    await press(page, 'End');
    assert.equal((await page.locator('#root-value').textContent()).trim(), expected[index], title);
    await saveScreenshot(page, `${name}-end`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('projector mode and the dark theme from the keyboard', async () => {
  const { page, errors } = await openPlayer();
  await press(page, 'p');
  await press(page, 'd');
  await press(page, 'n');
  assert.match(await page.locator('.app').getAttribute('class'), /projector/);
  assert.equal(await page.locator('.app').getAttribute('data-theme'), 'dark');
  await page.setViewportSize({ width: 1366, height: 768 });
  await saveScreenshot(page, 'player-projector-dark-cut');
  await press(page, '?');
  assert.equal(await page.locator('[role="dialog"]').count(), 1);
  await press(page, 'Escape');
  assert.equal(await page.locator('[role="dialog"]').count(), 0);
  await page.setViewportSize({ width: 740, height: 360 });
  await saveScreenshot(page, 'player-phone-sideways');
  assert.deepEqual(errors, []);
  await page.close();
});

/** The bottom of the drawing's column, in window pixels: negative when all of it is above the window. */
const drawingBottom = (page) => page.locator('.tree-area').evaluate((area) => area.getBoundingClientRect().bottom);

test('on a phone, a step picked from the history, a screen below the drawing, brings the drawing into sight', async () => {
  const { page, errors } = await openApp(browser(), { phone: true });
  try {
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    await press(page, 'End');
    const entry = page.locator('.history-entry').nth(4);
    await entry.scrollIntoViewIfNeeded();
    assert.ok((await drawingBottom(page)) < 0, 'the drawing is above the window');
    await entry.tap();
    await treeInSight(page);
    await page.locator('.step-of', { hasText: 'Step 5 of 43' }).waitFor();
    await saveScreenshot(page, 'player-phone-history-step');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});
