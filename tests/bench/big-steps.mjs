// How soon the biggest game trees a class opens are ready, and how fast
// they step, on the page's own thread: Grundy's game from 16 sticks and
// the whole tic-tac-toe tree under alpha-beta, on a 1280×800 laptop and on
// a 390×844 phone with its CPU slowed 4×. For each: from the link to step 1
// shown, the longest task the main thread ran meanwhile (a `longtask`
// observer: the page's longest freeze), and from → to the next frame
// painted at steps 10, 100 and 1,000 (the page opened there by its link's
// `s=`). Run with scripts/bench-app.
import { BASE_URL, launchBrowser, openApp, slowAsPhone } from '../e2e/support.mjs';
import { openAddress, openPage, readyAfter } from '../e2e/heavy-inputs.mjs';
import { median } from './measure.mjs';

/** The trees, by their links. */
const TREES = [
  ["Grundy's game from 16 sticks, alpha-beta", '#g=grundy,16&t=&a=alphabeta'],
  ['the whole tic-tac-toe tree, alpha-beta', '#g=tictactoe,.../.../...&t=&a=alphabeta'],
];

/** The steps at which → is timed. */
const STEPS = [10, 100, 1000];

/** Presses of → timed at each of those steps (the median is kept). */
const PRESSES = 3;

/** Records every long task of `page` from now on, in `window.longTasks`. */
const watchLongTasks = (page) =>
  page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((task) => task.duration))).observe({ type: 'longtask' });
  });

/** Milliseconds from the link to step 1 shown, and the longest task meanwhile. */
async function ready(browser, address, { phone }) {
  const { page } = await openPage(browser, { phone });
  if (phone) await slowAsPhone(page);
  await watchLongTasks(page);
  const { took } = await readyAfter(page, openAddress(address));
  // Tasks still running for step 1 (its effects) freeze the page too.
  await page.waitForTimeout(1000);
  const longest = await page.evaluate(() => Math.round(Math.max(0, ...window.longTasks)));
  await page.close();
  return { took, longest };
}

/**
 * Milliseconds from a → pressed on `page` to the frame painted after the
 * step counter moved (null if it did not within 600 frames).
 */
async function stepTime(page) {
  await page.evaluate(() => {
    window.stepFrom = document.querySelector('.step-of').textContent;
    window.addEventListener('keydown', () => (window.pressedAt = performance.now()), { capture: true, once: true });
  });
  await page.keyboard.press('ArrowRight');
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.pressedAt), 0));
        const moved = () => document.querySelector('.step-of').textContent !== window.stepFrom;
        const watch = (frames) => (moved() ? painted() : frames < 600 ? requestAnimationFrame(() => watch(frames + 1)) : resolve(null));
        watch(0);
      }),
  );
}

/** The median milliseconds a → takes at `step`, on the tree of `address` opened there (null if none moved). */
async function stepAt(browser, address, step, { phone }) {
  const { page } = await openApp(browser, { url: `${BASE_URL}${address}&s=${step}`, phone });
  if (phone) await slowAsPhone(page);
  await page.waitForFunction((at) => new RegExp(`^\\D*${at}\\D`).test(document.querySelector('.step-of')?.textContent ?? ''), step, {
    timeout: 120_000,
  });
  // Focused, not clicked: a click in the corner may land on a node drawn
  // there (tic-tac-toe's at step 100 on a phone), and → then moves the
  // selection through the tree, as its keys do, where it should step.
  await page.locator('svg.tree-view').first().focus();
  const times = [];
  for (let press = 0; press < PRESSES; press += 1) times.push(await stepTime(page));
  await page.close();
  const timed = times.filter((time) => time !== null);
  return timed.length > 0 ? Math.round(median(timed)) : null;
}

const browser = await launchBrowser();
const rows = [];
for (const [name, address] of TREES) {
  for (const phone of [false, true]) {
    const row = { tree: name, screen: phone ? 'phone, CPU 4× slower' : 'laptop' };
    const { took, longest } = await ready(browser, address, { phone });
    row['to step 1, ms'] = took;
    row['longest task, ms'] = longest;
    for (const step of STEPS) row[`→ at step ${step}, ms`] = await stepAt(browser, address, step, { phone });
    console.log(row);
    rows.push(row);
  }
}
await browser.close();
console.table(rows);
