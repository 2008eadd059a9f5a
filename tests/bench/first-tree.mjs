// Time from navigation to the first drawn tree, on the release build served
// from localhost: a fresh browser context each time (nothing cached, no
// service worker yet), the page opened at its address, and the time taken
// from the navigation's start to the first frame painted with a tree node
// in it; then the same on a slow connection. Prints the median and the
// range of each. Run with scripts/bench-app.
import { launchBrowser } from '../e2e/support.mjs';
import { median } from './measure.mjs';

const BASE_URL = process.env.BASE_URL;
const REPEATS = 11;
const SLOW_REPEATS = 5;

// Runs in the page before its own scripts: notes the time of the first
// painted frame after a tree node appears.
const WATCH_FOR_THE_TREE = () => {
  window.firstTreeAt = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('svg.tree-view g.tree-node')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
};

// A slow connection, as Chromium's developer tools call "Fast 3G": 1.6 Mbit/s
// down, 150 ms of latency. scripts/bench-app serves the files gzipped, as a
// production host does (tests/bench/serve.py), so the bytes that cross it
// are the gzipped files'.
const SLOW = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

/** The times of `repeats` cold loads, each on `network` conditions if given. */
async function firstTreeTimes(browser, repeats, network) {
  const times = [];
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    if (network) {
      const session = await context.newCDPSession(page);
      await session.send('Network.enable');
      await session.send('Network.emulateNetworkConditions', network);
    }
    await page.addInitScript(WATCH_FOR_THE_TREE);
    await page.goto(BASE_URL);
    // performance.now() counts from the navigation's start.
    times.push(await page.evaluate(() => window.firstTreeAt));
    await context.close();
  }
  return times;
}

const ms = (time) => `${time.toFixed(0)} ms`;
const report = (what, times) =>
  console.log(
    `first drawn tree (default lecture tree, ${what}, ${times.length} cold loads): median ${ms(median(times))}, ` +
      `range ${ms(Math.min(...times))}–${ms(Math.max(...times))}`,
  );

const browser = await launchBrowser();
report('localhost', await firstTreeTimes(browser, REPEATS, null));
report('1.6 Mbit/s, 150 ms, gzipped', await firstTreeTimes(browser, SLOW_REPEATS, SLOW));
await browser.close();
