// Compare mode and the ordering chart in headless Chromium, on the release
// build: one step of two searches side by side on a tree of about 1,000
// nodes (alpha-beta beside minimax, step by step and by the node
// finished), and the chart of the ordering lab worked out and drawn for
// branchings 2 to 5, depths 1 to 8. Each time runs from the user's action
// to the next painted frame. Run with scripts/bench-app.
import { execFileSync } from 'node:child_process';
import { launchBrowser } from '../e2e/support.mjs';
import { median, timeToPaint } from './measure.mjs';

const BASE_URL = process.env.BASE_URL;
const REPEATS = 15;

/** A random tree from the same generator as the app, through the CLI. */
function randomTree(branching, depth) {
  return execFileSync(
    'cargo',
    ['run', '--quiet', '--release', '-p', 'gametree', '--', 'random', '--branching', `${branching}`, '--depth', `${depth}`, '--seed', '1'],
    { encoding: 'utf8' },
  ).trim();
}

/** The share link of `text` with alpha-beta and `rest` (share.rs's format). */
function link(text, rest) {
  const tree = encodeURIComponent(text).replace(/_/g, '%5F').replace(/%20/g, '_');
  return `${BASE_URL}#t=${tree}&a=alphabeta${rest}`;
}

const press = (key) => `document.dispatchEvent(new KeyboardEvent('keydown', { key: '${key}', bubbles: true }));`;

const pickBranching = (branching) => `
  const select = document.querySelector('#chart-branching');
  select.value = '${branching}';
  select.dispatchEvent(new Event('change', { bubbles: true }));`;

const browser = await launchBrowser();
const rows = [];

const text = randomTree(3, 6);
const nodes = (text.match(/-?\d+/g) ?? []).length + (text.match(/\(/g) ?? []).length;
for (const [name, rest] of [['step by step', '&a2=minimax&sync=step'], ['by the node finished', '&a2=minimax&sync=node']]) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(link(text, rest));
  await page.locator('#compare-second svg.tree-view g.tree-node').first().waitFor({ timeout: 60_000 });
  // The first step zooms from the whole tree to the node it follows (and
  // Home back): every node is shown or hidden, once per search.
  const first = [];
  for (let repeat = 0; repeat < 5; repeat += 1) {
    first.push(await timeToPaint(page, press('ArrowRight')));
    await timeToPaint(page, press('Home'));
  }
  rows.push({ what: `compare mode, ${nodes} nodes, ${name}: the first step (whole tree to followed node), ms (median)`, ms: Number(median(first).toFixed(1)) });
  // Then into the search: the steps after the first are the ones a class
  // watches, each panning the followed view.
  for (let step = 0; step < 10; step += 1) await page.evaluate(press('ArrowRight'));
  const step = [];
  for (let repeat = 0; repeat < REPEATS * 2; repeat += 1) {
    step.push(await timeToPaint(page, press(repeat % 2 ? 'ArrowLeft' : 'ArrowRight')));
  }
  rows.push({ what: `compare mode, ${nodes} nodes, ${name}: one step to the next frame, ms (median)`, ms: Number(median(step).toFixed(1)) });
  await page.close();
}

const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await page.goto(`${BASE_URL}#t=(1_2)&a=alphabeta`);
// A window under 800 pixels tall folds the options behind their button.
await page.locator('.options-toggle').click();
await page.getByLabel('Ordering lab').check();
await page.locator('svg.ordering-chart').waitFor();
for (const branching of [2, 3, 4, 5]) {
  const times = [];
  for (let repeat = 0; repeat < 5; repeat += 1) {
    // Away and back, so that every measure works the chart out afresh.
    await timeToPaint(page, pickBranching(branching === 2 ? 3 : 2));
    times.push(await timeToPaint(page, pickBranching(branching)));
  }
  rows.push({ what: `ordering chart, b = ${branching}, depths 1 to 8: worked out and drawn, ms (median)`, ms: Math.round(median(times)) });
}
await page.close();
await browser.close();
console.table(rows);
