// The player's speed in headless Chromium, on the release build that users
// get: a uniform random tree of about 1,000 and of about 10,000 nodes is
// opened through a shared link, then searched again (picking an algorithm:
// search, sentences, layout and drawing) and stepped. Each time runs from
// the user's action to the next painted frame. Run with scripts/bench-app.
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

/** The share link of `text` searched with alpha-beta (share.rs's format). */
function link(text) {
  const tree = encodeURIComponent(text).replace(/_/g, '%5F').replace(/%20/g, '_');
  return `${BASE_URL}#t=${tree}&a=alphabeta`;
}

const pickAlgorithm = (label) => `
  const select = document.querySelector('.algorithm-menu select');
  select.selectedIndex = [...select.options].findIndex((option) => option.text === '${label}');
  select.dispatchEvent(new Event('change', { bubbles: true }));`;

const press = (key) => `document.dispatchEvent(new KeyboardEvent('keydown', { key: '${key}', bubbles: true }));`;

const browser = await launchBrowser();
const rows = [];
for (const [branching, depth] of [[3, 6], [3, 8]]) {
  const text = randomTree(branching, depth);
  const nodes = (text.match(/-?\d+/g) ?? []).length + (text.match(/\(/g) ?? []).length;
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const opened = performance.now();
  await page.goto(link(text));
  await page.locator('svg.tree-view g.tree-node').first().waitFor({ timeout: 60_000 });
  const open = performance.now() - opened;
  const search = [];
  for (let repeat = 0; repeat < REPEATS; repeat += 1) {
    search.push(await timeToPaint(page, pickAlgorithm(repeat % 2 ? 'Alpha-beta' : 'Minimax')));
  }
  await page.evaluate(pickAlgorithm('Alpha-beta'));
  // The browser's own account of the work a step causes: script, style and layout.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const work = async () => {
    const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    return (metrics.ScriptDuration + metrics.RecalcStyleDuration + metrics.LayoutDuration) * 1000;
  };
  // Into the search first: the first step zooms from the whole tree to
  // the node it follows, once; the steps after it are the ones a class
  // watches, each panning the followed view.
  for (let step = 0; step < 10; step += 1) await page.evaluate(press('ArrowRight'));
  const step = [];
  const workBefore = await work();
  for (let repeat = 0; repeat < REPEATS * 2; repeat += 1) {
    step.push(await timeToPaint(page, press(repeat % 2 ? 'ArrowLeft' : 'ArrowRight')));
  }
  const stepWork = ((await work()) - workBefore) / (REPEATS * 2);
  rows.push({
    nodes,
    'open from link, ms (incl. loading the wasm)': Math.round(open),
    'search + layout + draw, ms (median)': Math.round(median(search)),
    'one step to the next frame, ms (median)': Number(median(step).toFixed(1)),
    'one step: script + style + layout, ms (mean)': Number(stepWork.toFixed(1)),
  });
  await page.close();
}
await browser.close();
console.table(rows);
