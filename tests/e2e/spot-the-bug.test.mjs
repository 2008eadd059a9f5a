// Spot the bug, in compare mode: a bug planted in the second search (picked
// by number, so that its name gives nothing away) runs for real beside the
// right search; its steps have no sentence; its pseudocode's lines are
// buttons; pointing at a right line says so, pointing at the wrong one
// says how it should read and where the two searches part, and a button
// goes there on both trees. Screenshot: test-results/screenshots/spot-the-bug.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, openApp, saveScreenshot, useBrowser } from './support.mjs';

const browser = useBrowser();

test('the lab sheet\'s MIN-VALUE bug is spotted on its line, and the searches part where it first acts', async () => {
  const tree = encodeURIComponent('A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))');
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#t=${tree}&a=alphabeta` });
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  await page.click('#mode-compare');
  await page.selectOption('.compare-algorithm select', { label: 'Alpha-beta' });
  const bugs = await page.locator('.compare-bug select option').allTextContents();
  assert.deepEqual(bugs, ['none', 'bug 1', 'bug 2', 'bug 3', 'bug 4', 'bug 5'], 'numbered, not named');
  await page.selectOption('.compare-bug select', { label: 'bug 1' });
  assert.match(await page.locator('#compare-second .compare-label').textContent(), /with a planted bug/);
  assert.match(await page.locator('#compare-second .sentence').textContent(), /^A bug is planted in this search/);
  // The listing on show is the buggy one, its lines buttons.
  const lines = page.locator('.pseudocode .line-pick');
  assert.equal(await lines.nth(16).textContent(), '    if v ≤ β then return v');
  await lines.nth(8).click();
  assert.match(await page.locator('.bug-hunt .verdict').textContent(), /^Not line 9: it is as it should be\. The two searches part at step \d+\./);
  await lines.nth(16).click();
  const verdict = await page.locator('.bug-hunt .verdict').textContent();
  const parts = Number(verdict.match(/part at step (\d+)\./)[1]);
  assert.match(verdict, /^Right: line 17 is the bug; it should read “if v ≤ α then return v”\./);
  await page.locator('.show-parting').click();
  assert.match(await page.locator('.step-of').textContent(), new RegExp(`^Step ${parts} of`));
  // There the right search's B does not cut where the buggy one does.
  assert.match(await page.locator('#compare-first .sentence').textContent(), /^Is v = 3 ≤ α = −∞\? No, so no cut\./);
  await saveScreenshot(page, 'spot-the-bug');
  assert.deepEqual(errors, []);
  await page.close();
});
