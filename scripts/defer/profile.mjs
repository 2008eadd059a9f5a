// Finds the functions the first screen runs: opens the built page, with an
// instrumented module in place of its WebAssembly (scripts/defer/wat.mjs,
// `instrument`), in headless Chromium, and does what a first visit does, in
// each language, on a laptop and on a phone: the lecture example appears
// and is stepped through, forwards to its end and back; then a link to the
// moment it ended on, opened and embedded. The files are served from the
// build's folder through Playwright's routing, so no server is started.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ORIGIN = 'http://profile.invalid';
const TYPES = {
  '.css': 'text/css',
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

/** Serves `folder`, with `wasmBytes` as `wasmName` and the page without integrity checks or service worker. */
function serve(folder, wasmName, wasmBytes) {
  return async (route) => {
    const name = decodeURIComponent(new URL(route.request().url()).pathname.slice(1)) || 'index.html';
    const type = TYPES[path.extname(name)] ?? 'application/octet-stream';
    if (name === wasmName) return route.fulfill({ body: wasmBytes, contentType: type });
    if (name === 'index.html') {
      const page = readFileSync(path.join(folder, name), 'utf8')
        .replace(/ integrity=["']?sha384-[A-Za-z0-9+/=]+["']?/g, '')
        .replace('navigator.serviceWorker.register(', 'Promise.resolve(');
      return route.fulfill({ body: page, contentType: type });
    }
    try {
      return route.fulfill({ body: readFileSync(path.join(folder, name)), contentType: type });
    } catch {
      return route.fulfill({ status: 404, body: '' });
    }
  };
}

// The first screens profiled: every language, on a laptop and on a phone.
const LANGUAGES = ['en', 'ro', 'cs', 'fa'];
const SCREENS = [
  { viewport: { width: 1280, height: 900 } },
  { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
];

/**
 * The ordinals of the functions one first screen, at `address` (relative to
 * the page), ran, read from the module's "hit<k>" globals; and the address
 * the page wrote for its last step, which shared links and embeds carry.
 */
async function firstScreen(browser, route, address, screen) {
  const context = await browser.newContext({ locale: 'en-US', ...screen });
  try {
    await context.route(`${ORIGIN}/**`, route);
    const page = await context.newPage();
    const failures = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.addInitScript(() =>
      addEventListener('TrunkApplicationStarted', (event) => {
        window.profiledExports = event.detail.wasm;
      }),
    );
    await page.goto(`${ORIGIN}/${address}`);
    await page.waitForSelector('svg.tree-view g.tree-node', { timeout: 60_000 });
    for (const key of ['ArrowRight', 'ArrowLeft']) {
      for (let step = 0; step < 80; step += 1) await page.keyboard.press(key);
    }
    // The page writes its address a moment after the last step.
    await page.waitForFunction(() => location.hash.length > 1);
    if (failures.length) throw new Error(`defer: the profiled page ${address} failed: ${failures.join('; ')}`);
    return await page.evaluate(() => ({
      hits: Object.entries(window.profiledExports)
        .filter(([name, global]) => name.startsWith('hit') && global.value === 1)
        .map(([name]) => Number(name.slice(3))),
      hash: location.hash,
    }));
  } finally {
    await context.close();
  }
}

/** The ordinals of the functions that any of the profiled first screens ran. */
export async function hotFunctions(folder, wasmName, instrumentedBytes) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const route = serve(folder, wasmName, instrumentedBytes);
    const hot = new Set();
    let shared = '';
    for (const lang of LANGUAGES) {
      for (const screen of SCREENS) {
        const { hits, hash } = await firstScreen(browser, route, `?lang=${lang}`, screen);
        hits.forEach((ordinal) => hot.add(ordinal));
        shared ||= hash;
      }
    }
    // A shared link, and the same moment embedded in a course page.
    for (const address of [shared, `?embed${shared}`]) {
      const { hits } = await firstScreen(browser, route, address, { viewport: { width: 720, height: 480 } });
      hits.forEach((ordinal) => hot.add(ordinal));
    }
    return hot;
  } finally {
    await browser.close();
  }
}
