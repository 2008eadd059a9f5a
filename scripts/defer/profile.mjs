// Finds the functions the first screen runs: opens the built page, with an
// instrumented module in place of its WebAssembly (scripts/defer/wat.mjs,
// `instrument`), in headless Chromium, and does what a first visit does:
// the lecture example appears and is stepped through, forwards to its end
// and back. The files are served from the build's folder through
// Playwright's routing, so no server is started.

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

/** The ordinals of the functions that ran, read from the module's "hit<k>" globals. */
export async function hotFunctions(folder, wasmName, instrumentedBytes) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 768 } });
    await context.route(`${ORIGIN}/**`, serve(folder, wasmName, instrumentedBytes));
    const page = await context.newPage();
    const failures = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.addInitScript(() =>
      addEventListener('TrunkApplicationStarted', (event) => {
        window.profiledExports = event.detail.wasm;
      }),
    );
    await page.goto(`${ORIGIN}/`);
    await page.waitForSelector('svg.tree-view g.tree-node', { timeout: 60_000 });
    for (const key of ['ArrowRight', 'ArrowLeft']) {
      for (let step = 0; step < 80; step += 1) await page.keyboard.press(key);
    }
    if (failures.length) throw new Error(`defer: the profiled page failed: ${failures.join('; ')}`);
    const hits = await page.evaluate(() =>
      Object.entries(window.profiledExports)
        .filter(([name, global]) => name.startsWith('hit') && global.value === 1)
        .map(([name]) => Number(name.slice(3))),
    );
    return new Set(hits);
  } finally {
    await browser.close();
  }
}
