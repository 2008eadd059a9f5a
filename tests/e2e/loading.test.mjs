// The page loads one WebAssembly module; when it cannot (the file missing,
// a campus network's login page in its place, a connection that opens
// and sends nothing, the app's script missing), the loading page says so
// within a few seconds in the page's language, with a Reload button that
// brings the app back once the file can be had. Nothing half-loads.
// Screenshots: test-results/screenshots/loading-failed-*.png.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL, saveScreenshot, treeNodes, useBrowser } from './support.mjs';

const browser = useBrowser();
const WASM = '**/*_bg.wasm';
const SCRIPT = /minimax-lab-[0-9a-f]+\.js$/;

/** How long the message may take: the page gives up after 6 s without a byte. */
const WITHIN_MS = 9000;

/** A page without a service worker, whose own fetches would pass the routes by. */
const newPage = () => browser().newPage({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

/**
 * Opens `address` with the requests matching `pattern` answered by
 * `answer(route)` until the test lets them through; returns the page, how
 * long the message took, and a switch that lets the file through.
 */
async function openFailing(address, pattern, answer) {
  const page = await newPage();
  let failing = true;
  await page.route(pattern, (route) => (failing ? answer(route) : route.continue()));
  const started = Date.now();
  await page.goto(`${BASE_URL}${address}`);
  await page.locator('.page-loading-failed').waitFor({ timeout: WITHIN_MS });
  return { page, took: Date.now() - started, mend: () => (failing = false) };
}

/** The message's words and its button, and then Reload brings the app back. */
async function assertSaysSoAndReloads({ page, mend }, words, reload, screenshot) {
  const message = page.locator('.page-loading-failed');
  assert.equal(await message.getAttribute('role'), 'alert');
  assert.match(await message.locator('.page-loading-text').innerText(), words);
  assert.equal(await message.locator('.page-loading-bar').isVisible(), false, 'no bar moving as if it still loaded');
  const button = message.getByRole('button', { name: reload });
  assert.ok(await button.isVisible(), 'a Reload button');
  if (screenshot) await saveScreenshot(page, screenshot);
  mend();
  await button.click();
  await treeNodes(page).first().waitFor();
  assert.equal(await page.locator('.page-loading').count(), 0, 'the app replaced the loading page');
}

test('the wasm file missing: the page says so in English, and Reload brings the app back', async () => {
  const opened = await openFailing('', WASM, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  try {
    assert.ok(opened.took < WITHIN_MS, `${opened.took} ms`);
    await assertSaysSoAndReloads(opened, /could not be loaded\. Check the connection/, 'Reload', 'loading-failed-missing');
  } finally {
    await opened.page.close();
  }
});

test("a campus network's login page in place of the wasm: the page says so in Romanian", async () => {
  const login = '<!doctype html><title>Login</title><form>Wi-Fi login</form>';
  const opened = await openFailing('?lang=ro', WASM, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: login }),
  );
  try {
    await assertSaysSoAndReloads(opened, /nu a putut fi încărcat/, 'Reîncarcă', 'loading-failed-login-page-ro');
  } finally {
    await opened.page.close();
  }
});

test('a connection that never answers: after 6 s without a byte the page says so in Persian', async () => {
  const held = [];
  const opened = await openFailing('?lang=fa', WASM, (route) => {
    held.push(route); // never answered
  });
  try {
    assert.ok(opened.took >= 5500, `not before 6 s: ${opened.took} ms`);
    assert.equal(await opened.page.evaluate(() => document.documentElement.dir), 'rtl');
    await assertSaysSoAndReloads(opened, /Minimax Lab بارگیری نشد/, 'بارگیری دوباره', 'loading-failed-stalled-fa');
  } finally {
    await opened.page.close();
  }
});

test("the app's script missing: the page says so in Czech", async () => {
  const opened = await openFailing('?lang=cs', SCRIPT, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  try {
    assert.ok(opened.took < 3000, `at once: ${opened.took} ms`);
    await assertSaysSoAndReloads(opened, /nepodařilo načíst/, 'Znovu načíst');
  } finally {
    await opened.page.close();
  }
});

test('a slow download that keeps coming is not called a failure', async () => {
  const page = await newPage();
  // The app replaces the loading page as it starts, so the message is
  // watched for while the page loads, not looked for afterwards.
  await page.addInitScript(() => {
    window.loadingFailedSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('.page-loading-failed')) window.loadingFailedSeen = true;
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  try {
    const session = await page.context().newCDPSession(page);
    await session.send('Network.enable');
    // About 10 s for the wasm's raw bytes: far past 6 s, but never 6 s without one.
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 100_000,
      uploadThroughput: 50_000,
    });
    await page.goto(BASE_URL);
    await treeNodes(page).first().waitFor({ timeout: 60_000 });
    assert.equal(await page.evaluate(() => window.loadingFailedSeen), false, 'the failure message showed while loading');
  } finally {
    await page.close();
  }
});
