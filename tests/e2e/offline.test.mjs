// Offline and install: after one visit the service worker has cached the
// built site, so that with the network gone (Playwright's offline mode) a
// reload still shows the app and plays a lecture tree to its end, the
// embedded player and a page in another language included; the page links
// a web manifest with icons.
// Screenshots: test-results/screenshots/offline-*.png.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { BASE_URL, launchBrowser, press, saveScreenshot } from './support.mjs';

/** The built site, which the stalling server below serves itself. */
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };

/**
 * Serves dist/ on a free loopback port until `stall()` is called; from then
 * on it accepts every connection and never answers, as a saturated network
 * does. Returns its address, the switch, and `close`.
 */
async function stallingServer() {
  let stalled = false;
  const server = createServer(async (request, response) => {
    if (stalled) return;
    const name = decodeURIComponent(new URL(request.url, 'http://host').pathname);
    const file = path.join(DIST, name.endsWith('/') ? `${name}index.html` : name);
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'text/plain' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    stall: () => (stalled = true),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** The lecture's figure 5.2: alpha-beta gives A = 3 and cuts at C. */
const FIGURE_5_2 = 'A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))';

/** Opens a page in a fresh context and waits until the service worker controls it. */
async function firstVisit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  await page.goto(url);
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  // Installed and activated, its cache filled: from now on it answers.
  await page.evaluate(() => navigator.serviceWorker.ready);
  // It claims the page it was installed from as it activates.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { context, page, errors };
}

/** Plays the tree on `page` to its end and returns the root's value. */
async function playToTheEnd(page) {
  await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
  await press(page, 'End');
  return (await page.locator('#root-value').textContent()).trim();
}

test('after one visit the app works offline: reload, then play a lecture tree', async () => {
  const browser = await launchBrowser();
  try {
    const { context, page, errors } = await firstVisit(browser, `${BASE_URL}#t=${FIGURE_5_2}&a=alphabeta`);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names.find((name) => name.startsWith('minimax-lab-')));
      return { names, files: (await cache.keys()).map((request) => new URL(request.url).pathname) };
    });
    assert.equal(cached.names.filter((name) => name.startsWith('minimax-lab-')).length, 1, 'one cache, of this build');
    assert.ok(cached.files.some((file) => file.endsWith('_bg.wasm')), `the wasm is cached: ${cached.files}`);
    for (const file of ['/lang/interface/ro.txt', '/lang/sentences/ro.txt', '/lang/interface/fa.txt', '/lang/sentences/cs.txt', '/worker.js', '/worker_bg.wasm']) {
      assert.ok(cached.files.includes(file), `${file} is cached: ${cached.files}`);
    }

    await context.setOffline(true);
    assert.equal(await page.evaluate(() => navigator.onLine), false);
    await page.reload();
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    assert.equal(await playToTheEnd(page), '3');
    assert.ok((await page.locator('g.tree-node.state-pruned').count()) > 0, 'the cut is drawn');
    await saveScreenshot(page, 'offline-played');

    // The embedded player, by another address, from the same cache.
    await page.goto(`${BASE_URL}?embed#t=${FIGURE_5_2}&a=alphabeta`);
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    assert.equal(await page.locator('.app.embed').count(), 1, 'embed mode');
    await press(page, 'End');
    await page.locator('g.tree-node.state-pruned').first().waitFor();
    await saveScreenshot(page, 'offline-embed');

    // Another language than the first visit's: its catalogues come from the cache too.
    await page.goto(`${BASE_URL}?lang=ro#t=${FIGURE_5_2}&a=alphabeta&s=1`);
    await page.locator('.explanation .sentence').first().waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ro');
    assert.match(await page.locator('.explanation .sentence').first().innerText(), /^Pornim de la A/);
    assert.equal(await playToTheEnd(page), '3');

    // The page's worker, which writes LaTeX, from the cache too.
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.share-bar button.export-latex').click()]);
    assert.match(readFileSync(await download.path()).toString('utf8'), /^% Compile with pdflatex/);
    assert.deepEqual(errors, [], 'no console errors');
    await context.close();
  } finally {
    await browser.close();
  }
});

test('on a network that stalls, an installed page comes from the cache within seconds', async () => {
  const server = await stallingServer();
  const browser = await launchBrowser();
  try {
    const { context, page, errors } = await firstVisit(browser, `${server.url}#t=${FIGURE_5_2}&a=alphabeta`);
    server.stall();
    const started = Date.now();
    await page.reload({ waitUntil: 'commit' });
    await page.locator('svg.tree-view g.tree-node').first().waitFor({ timeout: 15_000 });
    const took = Date.now() - started;
    // The worker waits 3 s for the network; before it did, it waited for ever.
    assert.ok(took < 8000, `the page showed after ${took} ms`);
    assert.equal(await playToTheEnd(page), '3');
    assert.deepEqual(errors, [], 'no console errors');
    await context.close();
  } finally {
    await browser.close();
    server.close();
  }
});

test('the page can be installed: a web manifest with icons', async () => {
  const response = await fetch(new URL('manifest.webmanifest', BASE_URL));
  assert.equal(response.status, 200);
  const manifest = await response.json();
  assert.equal(manifest.name, 'Minimax Lab');
  assert.equal(manifest.display, 'standalone');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((candidate) => candidate.sizes === size);
    assert.ok(icon, `an icon of ${size}`);
    const image = await fetch(new URL(icon.src, BASE_URL));
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/png');
  }
  const worker = await (await fetch(new URL('service-worker.js', BASE_URL))).text();
  assert.match(worker, /VERSION ?= ?["'][0-9a-f]{16}["']/, 'the build wrote the cache version');
  assert.doesNotMatch(worker, /^\/\//m, 'minified: no comment is sent');
  assert.match(worker, /"\.\/index\.html"/, 'and the list of files');
});
