// Practice mode's speed in headless Chromium, on the release build: opening
// an exercise link (the tree made to order from its code, searched, drawn;
// for ordering also the best order found), checking a set of answers, and
// making a new exercise from the form, at each difficulty. Each time runs
// from the action to the next painted frame. Run with scripts/bench-app.
import { launchBrowser } from '../e2e/support.mjs';
import { median, timeToPaint } from './measure.mjs';

const BASE_URL = process.env.BASE_URL;
const REPEATS = 9;
const LEVELS = {
  easy: 'b2.d2.v0~9.k1',
  medium: 'b2-3.d3.v0~20.k2a',
  hard: 'b3.d3.v0~20.k3at',
};

const click = (id) => `document.getElementById('${id}').click();`;

const browser = await launchBrowser();
const rows = [];
for (const [level, shape] of Object.entries(LEVELS)) {
  for (const kind of ['cuts', 'order']) {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const opened = performance.now();
    await page.goto(`${BASE_URL}#x=${kind}.alphabeta.equal.soft.${shape}.42`);
    await page.locator('.practice-panel').waitFor({ timeout: 60_000 });
    const open = performance.now() - opened;
    const check = [];
    const fresh = [];
    for (let repeat = 0; repeat < REPEATS; repeat += 1) {
      check.push(await timeToPaint(page, click('practice-check')));
    }
    await page.locator('#exercise-kind').selectOption(kind);
    for (let repeat = 0; repeat < REPEATS; repeat += 1) {
      fresh.push(await timeToPaint(page, click('new-exercise')));
    }
    rows.push({
      exercise: `${kind}, ${level}`,
      'open from link, ms (incl. loading the wasm)': Math.round(open),
      'check, ms (median)': Number(median(check).toFixed(1)),
      'new exercise of the form (medium), ms (median)': Number(median(fresh).toFixed(1)),
    });
    await page.close();
  }
}
await browser.close();
console.table(rows);
