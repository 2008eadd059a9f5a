// The drawing follows the big game trees: the whole tic-tac-toe tree and
// Grundy's game from 16 sticks, at every step of 250 (big-tree-walk.mjs).
// A node too wide to draw whole, unfolded by hand, draws a run of its
// children. Screenshots: big-tree-*.png.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TREES, followEachStep } from './big-tree-walk.mjs';
import { BASE_URL, openApp, saveScreenshot, treeNodes, useBrowser } from './support.mjs';

const browser = useBrowser();

followEachStep(TREES.filter((tree) => ['tic-tac-toe', 'grundy-16'].includes(tree.name)), browser);

test('a node too wide to draw whole, unfolded by hand, draws its first run and counts the rest', async () => {
  const leaves = Array(1600).fill('0').join('_');
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#t=(1_(${leaves}))&a=minimax` });
  const wide = page.locator('svg.tree-view g.tree-node.is-folded');
  await wide.waitFor();
  assert.equal(await treeNodes(page).count(), 3, 'it opens folded');
  await wide.locator('.tree-toggle').click();
  await page.waitForFunction(() => document.querySelectorAll('svg.tree-view g.tree-node').length > 3);
  assert.equal(await treeNodes(page).count(), 3 + 25, 'the root, its two children and a run of 25 leaves');
  assert.equal(await page.locator('svg.tree-view .hidden-count text').textContent(), '+1575');
  await saveScreenshot(page, 'big-tree-wide-unfolded');
  assert.deepEqual(errors, []);
  await page.close();
});
