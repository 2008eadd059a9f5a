// The first page: the lecture tree is loaded, searched with alpha-beta and
// ready to play; at the end its root value and best move are shown, with
// nothing logged as an error.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp, saveScreenshot, useBrowser, waitForAnswer } from './support.mjs';

const browser = useBrowser();

test('shows root value 3 and best move B for the lecture tree', async () => {
  const { page, errors } = await openApp(browser());
  try {
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    assert.match(await page.textContent('.controls'), /Step 0 of 43/);
    await page.keyboard.press('End');
    await waitForAnswer(page, errors);
    if ((await page.locator('#error').count()) > 0) {
      assert.fail(`the app shows an error: ${await page.textContent('#error')}`);
    }
    assert.equal(await page.textContent('#root-value'), '3');
    // Moves are counted from 1, as people count them, and the line of
    // best play runs all the way down.
    assert.equal((await page.textContent('#best-move')).trim(), 'B (move 1)');
    assert.equal((await page.textContent('#best-play')).trim(), 'A → B → E');
    assert.deepEqual(errors, [], 'no console errors');
  } finally {
    await saveScreenshot(page, 'first-page');
    await page.close();
  }
});

test('follows a dark colour scheme', async () => {
  const { page, errors } = await openApp(browser(), { colorScheme: 'dark' });
  try {
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    // The page takes the dark palette's page colour, #12141a.
    const background = await page.evaluate(() => getComputedStyle(document.querySelector('.app')).backgroundColor);
    assert.equal(background, 'rgb(18, 20, 26)');
    assert.deepEqual(errors, [], 'no console errors');
  } finally {
    await saveScreenshot(page, 'first-page-dark');
    await page.close();
  }
});
