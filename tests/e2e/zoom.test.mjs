// Zooming as a lecturer points: the wheel zooms about the point under the
// pointer, which stays put, and Z fills the view with the selected node's
// subtree so that a class can read one part of a big tree. On a phone, two
// fingers pinch the tree as they would a map.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseExample, openApp, painted, press, saveScreenshot, tap, treeNodes, useBrowser } from './support.mjs';

const browser = useBrowser();

/** Opens the app at 1366×768, the keys given to the player. */
async function openLaptop() {
  const { page, errors } = await openApp(browser());
  await page.setViewportSize({ width: 1366, height: 768 });
  await treeNodes(page).first().waitFor();
  return { page, errors };
}

/** The centre and width of `locator`'s box on screen. */
async function centreOf(locator) {
  const box = await locator.boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width };
}

test('the wheel zooms about the point under the pointer, which stays where it is', async () => {
  const { page, errors } = await openLaptop();
  // A leaf far from the middle: zooming about the middle would throw it off screen.
  const leaf = treeNodes(page).last().locator('.node-shape');
  const before = await centreOf(leaf);
  await page.mouse.move(before.x, before.y);
  for (let turn = 0; turn < 3; turn += 1) {
    await page.mouse.wheel(0, -100);
    await page.waitForTimeout(100);
  }
  const after = await centreOf(leaf);
  await saveScreenshot(page, 'zoom-about-pointer');
  assert.ok(after.width > before.width * 1.5, `zoomed in: ${before.width} → ${after.width} px`);
  assert.ok(Math.hypot(after.x - before.x, after.y - before.y) < 4, `the leaf stayed under the pointer: ${JSON.stringify({ before, after })}`);
  // Back out to the whole tree, and a wheel out further scrolls the page rather than the tree.
  for (let turn = 0; turn < 3; turn += 1) {
    await page.mouse.wheel(0, 100);
    await page.waitForTimeout(100);
  }
  const back = await centreOf(leaf);
  assert.ok(Math.hypot(back.x - before.x, back.y - before.y) < 2, `the whole tree again: ${JSON.stringify({ before, back })}`);
  assert.deepEqual(errors, []);
  await page.close();
});

// Trees bigger than a lecture's: a smaller one is always drawn whole and legible.
for (const [preset, name] of [['Tic-tac-toe: X to move and block', 'tic-tac-toe'], ['Erratic vacuum world (AND-OR search)', 'vacuum']]) {
  test(`on the ${name} example Z zooms to the selected node's subtree, and Z or F shows the whole tree`, async () => {
    const { page, errors } = await openLaptop();
    await chooseExample(page, preset);
    await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
    await press(page, 'f');
    /** The on-screen size of the selected node's label, or its value's. */
    const readable = () => page.evaluate(() => {
      const node = document.querySelector('g.tree-node.is-selected');
      const text = node.querySelector('text.node-label, text.node-value');
      return parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM().a;
    });
    // The first node three levels down: a part of the tree a class reads.
    for (let level = 0; level < 4; level += 1) await press(page, 'ArrowDown');
    const whole = await readable();
    const drawn = await treeNodes(page).count();
    assert.ok(whole < 11, `the whole tree is small: ${whole} px`);
    await press(page, 'z');
    await saveScreenshot(page, `zoom-subtree-${name}`);
    const zoomed = await readable();
    assert.ok(zoomed >= 11 && zoomed > 2 * whole, `the subtree is readable: ${whole} → ${zoomed} px`);
    const [node, frame] = [await page.locator('g.tree-node.is-selected .node-shape').boundingBox(), await page.locator('.tree-view-frame').boundingBox()];
    assert.ok(node.y >= frame.y && node.y + node.height <= frame.y + frame.height && node.x >= frame.x && node.x + node.width <= frame.x + frame.width, `the subtree's root is in sight: ${JSON.stringify({ node, frame })}`);
    // Zoomed in: much of the tree is out of sight.
    const inSight = await page.evaluate(() => {
      const frame = document.querySelector('.tree-view-frame').getBoundingClientRect();
      return [...document.querySelectorAll('g.tree-node')].filter((node) => {
        const box = node.getBoundingClientRect();
        return box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;
      }).length;
    });
    assert.ok(inSight < drawn / 2, `nodes in sight / drawn whole: ${inSight} / ${drawn}`);
    await press(page, 'z');
    assert.ok((await readable()) < 11, 'Z again: the whole tree');
    await press(page, 'z');
    await press(page, 'f');
    assert.ok((await readable()) < 11, 'F: the whole tree');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

/**
 * Touches `page` with fingers at `points` ([x, y] each) and moves them, in
 * `steps` even moves, to `to`, then lifts them: a touch screen's gesture, as
 * the browser's own input sends it.
 */
async function touchGesture(page, points, to, steps = 8) {
  const client = await page.context().newCDPSession(page);
  await painted(page);
  const at = (progress) => points.map(([x, y], id) => ({
    x: x + (to[id][0] - x) * progress,
    y: y + (to[id][1] - y) * progress,
    id,
  }));
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= steps; step += 1) {
    await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / steps) });
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(100);
}

test('on a phone two fingers zoom the tree about the point between them, and move it', async () => {
  const { page, errors } = await openApp(browser(), { phone: true });
  await treeNodes(page).first().waitFor();
  // The middle leaf: the fingers about it stay on the screen.
  const leaf = page.locator('g.tree-node[data-label="I"] .node-shape');
  const before = await centreOf(leaf);
  // Spread apart across the leaf: three times as far apart.
  await touchGesture(page, [[before.x - 30, before.y], [before.x + 30, before.y]], [[before.x - 90, before.y], [before.x + 90, before.y]]);
  const after = await centreOf(leaf);
  await saveScreenshot(page, 'zoom-pinch-phone');
  assert.ok(after.width > before.width * 2, `zoomed in: ${before.width} → ${after.width} px`);
  assert.ok(Math.hypot(after.x - before.x, after.y - before.y) < 6, `the leaf stayed between the fingers: ${JSON.stringify({ before, after })}`);
  const selected = () => page.locator('g.tree-node.is-selected').evaluateAll((nodes) => nodes.map((node) => node.dataset.label));
  assert.deepEqual(await selected(), [], 'fingers that pinch select nothing, even on a node');
  // Both fingers moved up together: the tree goes with them, no larger
  // (up, so that the fingers stay on the drawing, whose bottom is near).
  await touchGesture(page, [[after.x - 40, after.y], [after.x + 40, after.y]], [[after.x - 40, after.y - 60], [after.x + 40, after.y - 60]]);
  const moved = await centreOf(leaf);
  assert.ok(Math.abs(moved.y - (after.y - 60)) < 6 && Math.abs(moved.x - after.x) < 6, `moved with the fingers: ${JSON.stringify({ after, moved })}`);
  assert.ok(Math.abs(moved.width - after.width) < 1, `not zoomed by a move: ${after.width} → ${moved.width} px`);
  // Pinched closed again: the whole tree.
  await touchGesture(page, [[moved.x - 150, moved.y], [moved.x + 150, moved.y]], [[moved.x - 5, moved.y], [moved.x + 5, moved.y]]);
  const back = await centreOf(leaf);
  assert.ok(Math.abs(back.width - before.width) < 1 && Math.hypot(back.x - before.x, back.y - before.y) < 2, `the whole tree again: ${JSON.stringify({ before, back })}`);
  // A tap on a node selects it.
  await tap(page, back.x, back.y);
  assert.deepEqual(await selected(), ['I'], 'a tap selects');
  assert.deepEqual(errors, []);
  await page.close();
});
