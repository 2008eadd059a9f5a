// Time from navigation to the first drawn tree, on the release build served
// from localhost: a fresh browser context each time (nothing cached, no
// service worker yet), the page opened at its address, and the time taken
// from the navigation's start to the first frame painted with a tree node
// in it. Prints the median and the range. Run with scripts/bench-app.
import { launchBrowser } from '../e2e/support.mjs';
import { median } from './measure.mjs';

const BASE_URL = process.env.BASE_URL;
const REPEATS = 11;

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

const browser = await launchBrowser();
const times = [];
for (let repeat = 0; repeat < REPEATS; repeat += 1) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.addInitScript(WATCH_FOR_THE_TREE);
  await page.goto(BASE_URL);
  // performance.now() counts from the navigation's start.
  times.push(await page.evaluate(() => window.firstTreeAt));
  await context.close();
}
await browser.close();
const ms = (time) => `${time.toFixed(0)} ms`;
console.log(
  `first drawn tree (default lecture tree, ${REPEATS} cold loads): median ${ms(median(times))}, ` +
    `range ${ms(Math.min(...times))}–${ms(Math.max(...times))}`,
);
