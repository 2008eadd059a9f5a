// A big Monte Carlo tree on a projector is read from the back row as
// figure 5.2 is: the lecture example "Monte Carlo tree search: X to move
// and block" (a tic-tac-toe position of hundreds of nodes) follows the
// current node before its search, during it and after it, its values at
// least 28 px tall on a 1024×768 projector (names, N and W/N at least 24)
// and the current node inside the visible drawing. Measured in pixels with drawing.mjs. Screenshots:
// legible-mcts-projector-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { measure } from './drawing.mjs';
import { chooseExample, openApp, press, saveScreenshot, useBrowser } from './support.mjs';

const browser = useBrowser();

/** The least heights on screen of the values and of everything the nodes write, and whether the current node is inside the visible drawing. */
async function seenAt(page) {
  const seen = await measure(page);
  const least = (pattern) => Math.min(Infinity, ...seen.texts.filter((text) => pattern.test(text.class)).map((text) => text.height));
  const inside = await page.evaluate(() => {
    // Before the first step and after the last, the root is the one followed.
    const current = document.querySelector('svg.tree-view g.tree-node.is-current') ?? document.querySelector('svg.tree-view g.tree-node');
    const box = document.querySelector('.tree-view-box').getBoundingClientRect();
    const shape = current.querySelector('.node-shape').getBoundingClientRect();
    return shape.left >= box.left - 0.5 && shape.right <= box.right + 0.5 && shape.top >= box.top - 0.5 && shape.bottom <= box.bottom + 0.5;
  });
  // The values, and the rest a node writes: its N and W/N, its name (all
  // a root has before the first step).
  return { values: least(/^node-value/), written: least(/^(node-value|node-label|mcts-numbers)/), inside };
}

test('on a 1024×768 projector the Monte Carlo tic-tac-toe example is read at step 0, midway and at the end', async () => {
  const { page, errors } = await openApp(browser());
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  await press(page, 'p');
  await page.locator('.app.projector').waitFor();
  await chooseExample(page, 'Monte Carlo tree search: X to move and block');
  const toggle = page.locator('.options-toggle');
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
  await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
  const steps = Number(await page.locator('.scrubber input').first().getAttribute('max'));
  assert.ok((await page.locator('svg.tree-view g.tree-node').count()) > 40, 'a tree too big for a lecture');
  const problems = [];
  const look = async (name) => {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const { values, written, inside } = await seenAt(page);
    if (values < 27.99) problems.push(`${name}: values ${values} px tall`);
    if (!(written >= 24 && written < Infinity)) problems.push(`${name}: names and numbers ${written} px tall`);
    if (!inside) problems.push(`${name}: the current node outside the drawing`);
  };
  await look('step 0');
  await saveScreenshot(page, 'legible-mcts-projector-start', { fullPage: false });
  for (let step = 1; step <= 6; step += 1) {
    await press(page, 'ArrowRight');
    await look(`step ${step}`);
  }
  await page.locator('.scrubber input').first().fill(String(Math.floor(steps / 2)));
  await look('midway');
  await saveScreenshot(page, 'legible-mcts-projector-midway', { fullPage: false });
  await press(page, 'End');
  await look('the end');
  await saveScreenshot(page, 'legible-mcts-projector-end', { fullPage: false });
  assert.deepEqual(problems, []);
  assert.deepEqual(errors, []);
  await page.close();
});
