// The windows exercise on the lecture examples: every window a student
// writes stays clear of the others and of the nodes' names and values, so
// that a whole tree of answers can be read (and checked) at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseExample, openApp, press, saveScreenshot, treeNodes, useBrowser } from './support.mjs';

const browser = useBrowser();

/** The widest window there is, written at every node. */
const WIDEST = '-inf, +inf';

/** The pairs of boxes among `selector`'s elements and the labels that meet. */
const overlaps = (page) =>
  page.evaluate(() => {
    const box = (element) => element.getBoundingClientRect();
    const windows = [...document.querySelectorAll('svg.tree-view .answer-text')];
    const labels = [...document.querySelectorAll('svg.tree-view .node-label, svg.tree-view .node-value')];
    const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const found = [];
    windows.forEach((window, index) => {
      const mine = window.closest('g.tree-node');
      for (const other of windows.slice(index + 1)) {
        if (meet(box(window), box(other))) found.push(`${window.textContent} at ${mine.dataset.label} meets ${other.textContent} at ${other.closest('g.tree-node').dataset.label}`);
      }
      for (const label of labels) {
        if (meet(box(window), box(label))) found.push(`${window.textContent} at ${mine.dataset.label} meets ${label.textContent} at ${label.closest('g.tree-node').dataset.label}`);
      }
    });
    return { found, windows: windows.length };
  });

for (const [preset, name] of [
  ['Two-move game (Russell & Norvig 5.2)', 'figure-5-2'],
  ['Exercise: apply minimax', 'minimax-exercise'],
  ['Exercise: apply alpha-beta', 'alpha-beta-exercise'],
]) {
  test(`on the ${name} example the windows written at every node meet neither each other nor the labels`, async () => {
    const { page, errors } = await openApp(browser());
    await page.setViewportSize({ width: 1366, height: 768 });
    await treeNodes(page).first().waitFor();
    await chooseExample(page, preset);
    await page.locator('#mode-practice').click();
    await page.locator('#exercise-kind').selectOption('windows');
    await page.locator('#practise-watched').click();
    await page.locator('.practice-panel h2').waitFor();
    const count = await treeNodes(page).count();
    for (let index = 0; index < count; index += 1) {
      await treeNodes(page).nth(index).locator('.node-shape').click({ force: true });
      await press(page, 'Enter');
      await page.keyboard.type(WIDEST);
      await press(page, 'Enter');
    }
    await press(page, 'Escape');
    await saveScreenshot(page, `windows-${name}`);
    const { found, windows } = await overlaps(page);
    assert.equal(windows, count, 'a window at every node');
    assert.deepEqual(found, []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
