// Nothing typed is lost, and a loss is never silent: a reload at once after
// an edit keeps the edit; a saved tree that no longer reads is said and put
// in the tree box to mend; a browser whose storage refuses the tree says
// so; a game tree's megabytes of notation stay out of the text box, which
// says where to find them.
// Screenshots: test-results/screenshots/kept-*.png.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL, openApp, saveScreenshot, treeNodes, treeText, useBrowser } from './support.mjs';

const browser = useBrowser();

/** The key the page keeps its tree under (src/hooks/storage.rs). */
const KEY = 'minimax-lab/tree';

test('a reload at once after an edit keeps the edit', async () => {
  const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The page's clock stands still from the edit on: the address's delayed
  // write never comes, as when the reader reloads at once.
  await page.clock.install();
  await page.goto(BASE_URL, { waitUntil: 'load' });
  await treeNodes(page).first().waitFor();
  await page.clock.pauseAt(Date.now() + 60_000);
  await treeText(page).fill('((1 2) (3 4))');
  await page.waitForFunction(() => document.querySelectorAll('svg.tree-view g.tree-node').length === 7);
  assert.doesNotMatch(await page.evaluate(() => location.hash), /t=\(\(1_2\)/, 'the delayed write has not come');
  await page.reload({ waitUntil: 'load' });
  await page.clock.resume();
  await treeNodes(page).first().waitFor();
  assert.equal(await treeText(page).inputValue(), '((1 2) (3 4))');
  assert.equal(await treeNodes(page).count(), 7);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a saved tree that no longer reads is said, and its text is in the box to mend', async () => {
  const { page, errors } = await openApp(browser());
  await treeNodes(page).first().waitFor();
  await page.evaluate((key) => localStorage.setItem(key, 't=((4_(5_6)&a=minimax'), KEY);
  await page.goto('about:blank');
  await page.goto(BASE_URL, { waitUntil: 'load' });
  const message = page.locator('.message').first();
  await message.waitFor();
  assert.match(await message.textContent(), /The tree kept from your last visit could not be read.*in the tree box to mend/);
  assert.equal(await treeText(page).inputValue(), '((4 (5 6)', 'the kept text, as it still reads');
  await saveScreenshot(page, 'kept-unreadable');
  // It outlives another reload, in the box.
  await page.reload({ waitUntil: 'load' });
  await treeNodes(page).first().waitFor();
  assert.equal(await treeText(page).inputValue(), '((4 (5 6)');
  assert.deepEqual(errors, []);
  await page.close();
});

test('storage that refuses the tree is said: it will be gone after a reload', async () => {
  const { page, errors } = await openApp(browser());
  await treeNodes(page).first().waitFor();
  // Fill the storage to the brim, as other pages of the same site can.
  await page.evaluate((key) => {
    localStorage.removeItem(key);
    let filler = 'x'.repeat(1 << 20);
    for (let index = 0; filler.length > 0; index += 1) {
      try {
        localStorage.setItem(`filler-${index}`, filler);
      } catch {
        filler = filler.slice(0, filler.length >> 1);
      }
    }
  }, KEY);
  await treeText(page).fill('((7 8) (9 10))');
  const message = page.locator('.message').first();
  await message.waitFor();
  assert.match(await message.textContent(), /This browser would not keep the tree.*gone after a reload/);
  await saveScreenshot(page, 'kept-refused');
  await page.evaluate(() => localStorage.clear());
  assert.deepEqual(errors, []);
  await page.close();
});

test("a game tree's notation stays out of the text box, which says where it is", async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#g=tictactoe,.../.../...&t=&a=alphabeta` });
  await treeNodes(page).first().waitFor();
  assert.equal(await treeText(page).inputValue(), '');
  assert.match(await page.locator('.editor-hint').textContent(), /longer than the box shows.*Export notation/);
  assert.deepEqual(errors, []);
  await page.close();
});
