// The first page: the lecture tree is loaded, searched with alpha-beta, and
// its root value and best move are shown, with nothing logged as an error.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, openApp, saveScreenshot, waitForAnswer } from './support.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('shows root value 3 and best move B for the lecture tree', async () => {
  const { page, errors } = await openApp(browser);
  try {
    await waitForAnswer(page, errors);
    if ((await page.locator('#error').count()) > 0) {
      assert.fail(`the app shows an error: ${await page.textContent('#error')}`);
    }
    assert.equal(await page.textContent('#root-value'), '3');
    assert.equal((await page.textContent('#best-move')).trim(), 'B (move 0)');
    assert.match(await page.textContent('#tree-text'), /^A\(B\(E=3 F=12 G=8\)/);
    assert.deepEqual(errors, [], 'no console errors');
  } finally {
    await saveScreenshot(page, 'first-page');
    await page.close();
  }
});

test('follows a dark colour scheme', async () => {
  const { page, errors } = await openApp(browser, { colorScheme: 'dark' });
  try {
    await waitForAnswer(page, errors);
    // The page takes the palette's dark page colour, #14161c.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(background, 'rgb(20, 22, 28)');
    assert.deepEqual(errors, [], 'no console errors');
  } finally {
    await saveScreenshot(page, 'first-page-dark');
    await page.close();
  }
});
