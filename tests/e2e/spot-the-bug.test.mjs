// Spot the bug, in compare mode: a bug planted in the second search (picked
// by number, so that its name gives nothing away) runs for real beside the
// right search; its steps have no sentence; its pseudocode's lines are
// buttons; pointing at a right line says so, pointing at the wrong one
// says how it should read, where the two searches part and what each does
// there, and a button goes there on both trees. A bug hunt, from practice
// or compare mode, plants a bug picked at random on a generated tree on
// which it shows; its link carries the bug; the first line pointed at
// counts in the student's record. Screenshots:
// test-results/screenshots/spot-the-bug.png, bug-hunt-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, openApp, saveScreenshot, useBrowser } from './support.mjs';

const browser = useBrowser();

test('the lab sheet\'s MIN-VALUE bug is spotted on its line, and the searches part where it first acts', async () => {
  const tree = encodeURIComponent('A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))');
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#t=${tree}&a=alphabeta` });
  await page.setViewportSize({ width: 1024, height: 768 });
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
  assert.equal(await page.locator('.bug-hunt-status').textContent(), 'Click the line above that you think is wrong.');
  await lines.nth(8).click();
  assert.match(await page.locator('.bug-hunt .verdict').textContent(), /^Not line 9: it is as it should be\. At step \d+, on line 17, the two searches part: /);
  await lines.nth(16).click();
  const verdict = await page.locator('.bug-hunt .verdict').textContent();
  const parts = Number(verdict.match(/At step (\d+), on line 17, the two searches part/)[1]);
  // What the bug did, said of the tree: B compares v with β = +∞, not with α.
  assert.equal(verdict, 'Right: line 17 is the bug; it should read “if v ≤ α then return v”. '
    + `At step ${parts}, on line 17, the two searches part: with the bug, B stops after E, where v = 3 < +∞; `
    + 'without it, B goes on with [α, β] = [−∞, 3].');
  await lines.nth(16).scrollIntoViewIfNeeded();
  await page.locator('.show-parting').click();
  assert.match(await page.locator('.step-of').textContent(), new RegExp(`^Step ${parts} of`));
  // Both drawings are back in the window, every node of both on screen.
  const offScreen = await page.evaluate(() =>
    [...document.querySelectorAll('svg.tree-view g.tree-node .node-shape')]
      .map((shape) => shape.getBoundingClientRect())
      .filter((box) => box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth).length,
  );
  assert.equal(offScreen, 0, 'every node of both drawings in the window');
  assert.equal(await page.locator('svg.tree-view g.tree-node').count(), 26, 'both trees of 13 nodes');
  // There the right search's B does not cut where the buggy one does.
  assert.match(await page.locator('#compare-first .sentence').textContent(), /^Is v = 3 ≤ α = −∞\? No, so no cut\./);
  await saveScreenshot(page, 'spot-the-bug');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a bug hunt from practice shows a bug on a tree where it shows, its link carries it, and the first guess is scored', async () => {
  const { page, errors } = await openApp(browser());
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  await page.click('#mode-practice');
  await page.click('#practice-bug-hunt');
  // Compare mode, with a bug planted in the second search.
  await page.locator('#compare-second .compare-label').waitFor();
  assert.match(await page.locator('#compare-second .compare-label').textContent(), /with a planted bug/);
  assert.match(await page.locator('#compare-first .compare-label').textContent(), /correct/);
  // The generated tree shows the bug: the two searches end differently.
  assert.doesNotMatch(await page.locator('#compare-summary').textContent(), /every node is the same/);
  await page.waitForFunction(() => /&bug2=\d/.test(location.hash));
  const link = await page.evaluate(() => location.hash);
  // Point at each line in turn until the verdict says right: only the first counts.
  const lines = page.locator('.pseudocode .line-pick');
  const count = await lines.count();
  let right = null;
  for (let line = 0; line < count && right === null; line += 1) {
    await lines.nth(line).click();
    if ((await page.locator('.bug-hunt .verdict').getAttribute('class')).includes('right')) right = line;
  }
  assert.notEqual(right, null, 'one line is the bug');
  assert.match(await page.locator('.bug-hunt .verdict').textContent(), /At step \d+, on line \d+, the two searches part: with the bug, .+; without it, .+\.$/);
  await saveScreenshot(page, 'bug-hunt-1024');
  // The link opens the same hunt.
  const reopened = await openApp(browser(), { url: `${BASE_URL}${link}` });
  await reopened.page.locator('#compare-second .compare-label').waitFor();
  assert.equal(await reopened.page.evaluate(() => location.hash), link);
  assert.match(await reopened.page.locator('#compare-second .compare-label').textContent(), /with a planted bug/);
  await reopened.page.close();
  // The first line pointed at is in the record: wrong unless it was line 1.
  await page.click('#mode-practice');
  const record = await page.locator('#practice-record').textContent();
  assert.match(record, /^Exercises checked: 1\./, record);
  assert.deepEqual(errors, []);
  await page.close();
});
