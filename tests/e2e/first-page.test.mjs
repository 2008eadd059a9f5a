// The first page: while the app downloads, its title and "loading" in the
// reader's language; then the lecture tree, searched with alpha-beta and
// ready to play; at the end its root value and best move are shown, with
// nothing logged as an error.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL, openApp, press, saveScreenshot, useBrowser, waitForAnswer } from './support.mjs';

const browser = useBrowser();

test('shows root value 3 and best move B for the lecture tree', async () => {
  const { page, errors } = await openApp(browser());
  try {
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    assert.match(await page.textContent('.controls'), /Step 0 of 43/);
    await press(page, 'End');
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

test('while the app downloads, the page shows its title and says it is loading, in Romanian', async () => {
  const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  // The wasm is held back until the loading page has been looked at.
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route('**/*_bg.wasm', async (route) => {
    await held;
    await route.continue();
  });
  try {
    await page.goto(`${BASE_URL}?lang=ro`, { waitUntil: 'domcontentloaded' });
    const loading = page.locator('.page-loading[role="status"]');
    await loading.waitFor();
    assert.equal((await page.textContent('.page-loading-title')).trim(), 'Minimax Lab');
    assert.equal((await page.textContent('.page-loading-text')).trim(), 'Se încarcă…');
    await saveScreenshot(page, 'first-page-loading-ro');
    release();
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    assert.equal(await loading.count(), 0, 'the app replaced the loading page');
  } finally {
    release();
    await page.close();
  }
});
