// The code the first screen does not run comes in a second file
// (scripts/defer-wasm.mjs): the first screen must work without it, and
// everything else must work whether it arrived in the background or is
// needed before it has.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL, openApp, press, saveScreenshot, treeNodes, useBrowser, waitForAnswer } from './support.mjs';

const browser = useBrowser();
const DEFERRED = '**/*_deferred.wasm';

/**
 * A page whose requests for the deferred file the test's routes decide: no
 * service worker, whose own fetches (its offline cache) would pass them by.
 */
const newPage = (screen) => browser().newPage({ ...screen, serviceWorkers: 'block' });

/** Opens `address` with the deferred file held back for good; returns the page, its errors and how often it asked for the file. */
async function openWithoutTheRest(address, screen) {
  const page = await newPage(screen);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const asked = { times: 0 };
  await page.route(DEFERRED, (route) => {
    asked.times += 1;
    return route.abort();
  });
  await page.goto(`${BASE_URL}${address}`);
  await treeNodes(page).first().waitFor();
  return { page, errors, asked };
}

const LAPTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test('the lecture tree can be stepped through before the rest of the code has arrived', async () => {
  const { page, errors, asked } = await openWithoutTheRest('', LAPTOP);
  try {
    const first = await page.textContent('.explanation');
    for (let step = 0; step < 43; step += 1) await press(page, 'ArrowRight');
    await waitForAnswer(page, errors);
    assert.equal(await page.textContent('#root-value'), '3');
    assert.notEqual(await page.textContent('.explanation'), first);
    await press(page, 'Home');
    assert.match(await page.textContent('.controls'), /Step 0 of 43/);
    assert.ok(asked.times >= 1, 'the page asked for the rest of the code once it had started');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('in every language, on a laptop and a phone, and embedded, the first screen needs nothing more', async () => {
  const pages = ['ro', 'cs', 'fa'].flatMap((lang) => [
    [`?lang=${lang}`, LAPTOP],
    [`?lang=${lang}`, PHONE],
  ]);
  pages.push(['', PHONE], ['?embed', { viewport: { width: 720, height: 480 } }], ['?embed&lang=fa', LAPTOP]);
  for (const [address, screen] of pages) {
    const { page, errors } = await openWithoutTheRest(address, screen);
    try {
      for (let step = 0; step < 10; step += 1) await press(page, 'ArrowRight');
      assert.match(await page.textContent('.controls'), /10/, `${address} on ${screen.viewport.width} px steps`);
      assert.deepEqual(errors, [], `${address} on ${screen.viewport.width} px`);
    } finally {
      await page.close();
    }
  }
});

test('a link into a game works although its code is needed before it has been fetched', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#g=nim,5&t=&a=minimax` });
  try {
    await treeNodes(page).first().waitFor();
    assert.ok((await treeNodes(page).count()) > 10, 'the game tree is drawn');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('once the rest of the code has arrived, another algorithm searches the tree', async () => {
  const { page, errors } = await openApp(browser());
  try {
    await treeNodes(page).first().waitFor();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('_deferred.wasm') && entry.responseEnd > 0),
    );
    await page.selectOption('.algorithm-menu select', { label: 'Expectiminimax' });
    await press(page, 'End');
    await waitForAnswer(page, errors);
    assert.equal(await page.textContent('#root-value'), '3');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('when the rest of the code cannot be downloaded, a notice says so, and the page fetches it by itself once the connection is back', async () => {
  const page = await newPage({ viewport: { width: 1280, height: 800 } });
  let offline = true;
  await page.route(DEFERRED, (route) => (offline ? route.abort() : route.continue()));
  try {
    await page.goto(`${BASE_URL}?lang=ro`);
    await treeNodes(page).first().waitFor();
    await page.selectOption('.algorithm-menu select', { label: 'Expectiminimax' });
    const notice = page.locator('.load-failed[role="alert"]');
    await notice.waitFor();
    assert.match(await notice.textContent(), /Verificați conexiunea/);
    await saveScreenshot(page, 'deferred-load-failed');
    assert.equal(await notice.getByRole('button', { name: 'Reîncarcă' }).count(), 1, 'a reload button');
    await notice.getByRole('button', { name: 'Închide' }).click();
    assert.equal(await notice.count(), 0, 'the notice closes');
    // Failed in the reducer, the app carries on: the tree still steps.
    await press(page, 'ArrowRight');
    await page.locator('.step-of', { hasText: 'Pasul 1 din 43' }).waitFor();
    // The page asks again in the background, a few seconds after each failure.
    const fetched = page.waitForResponse((response) => /_deferred\.wasm$/.test(response.url()) && response.ok());
    offline = false;
    assert.equal((await fetched).request().resourceType(), 'fetch', 'fetched in the background, not read on demand');
    await page.selectOption('.algorithm-menu select', { label: 'Minimax' });
    await press(page, 'End');
    await page.locator('#root-value', { hasText: '3' }).waitFor();
    assert.equal(await notice.count(), 0, 'no notice once the code has come');
  } finally {
    await page.close();
  }
});

test('after failed fetches the page asks less often, and at once when the browser is online again', async () => {
  const page = await newPage({ viewport: { width: 1280, height: 800 } });
  const failures = [];
  let failedTwice;
  const twice = new Promise((resolve) => (failedTwice = resolve));
  let offline = true;
  await page.route(DEFERRED, (route) => {
    if (!offline) return route.continue();
    failures.push(Date.now());
    if (failures.length === 2) failedTwice();
    return route.abort();
  });
  try {
    await page.goto(BASE_URL);
    await treeNodes(page).first().waitFor();
    // The first fetch fails as the app starts, the next one 3 s later.
    await Promise.race([twice, page.waitForTimeout(10000)]);
    assert.equal(failures.length, 2, 'asked again');
    assert.ok(failures[1] - failures[0] >= 2500, `asked again after ${failures[1] - failures[0]} ms`);
    // The next would come 6 s later; the browser coming online asks now.
    offline = false;
    const fetched = page.waitForResponse((response) => /_deferred\.wasm$/.test(response.url()) && response.ok(), { timeout: 1500 });
    await page.evaluate(() => dispatchEvent(new Event('online')));
    assert.equal((await fetched).request().resourceType(), 'fetch');
  } finally {
    await page.close();
  }
});

test('when a panel cannot be made for want of the rest of the code, the notice asks for a reload, which brings the page back where it was', async () => {
  const page = await newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let offline = true;
  await page.route(DEFERRED, (route) => (offline ? route.abort() : route.continue()));
  try {
    await page.goto(BASE_URL);
    await treeNodes(page).first().waitFor();
    await press(page, 'End');
    await page.waitForFunction(() => new URL(location.href).hash.includes('s=43'));
    const before = page.url();
    // Opening the folded panel makes its forms: code the first screen never ran.
    await page.locator('.games-panel summary').click();
    const notice = page.locator('.load-failed[role="alert"]');
    await notice.waitFor();
    assert.match(await notice.textContent(), /reload the page/);
    assert.ok(errors.some((error) => /could not load/.test(error)), 'the failed call is reported');
    offline = false;
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
    await treeNodes(page).first().waitFor();
    assert.equal(page.url(), before, 'the same tree, search and step');
    await page.locator('.games-panel summary').click();
    await page.locator('.games-panel select, .games-panel form').first().waitFor();
    assert.equal(await notice.count(), 0);
  } finally {
    await page.close();
  }
});
