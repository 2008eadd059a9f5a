// The page's heaviest inputs, shared by what tests them
// (heavy.test.mjs: each taken or refused as it should be) and what
// measures them (tests/bench/heavy.mjs: how long until step 1 shows): the
// largest tree of each kind within the page's limits, the inputs that once
// froze it, and those past its limits.
import assert from 'node:assert/strict';
import { openApp } from './support.mjs';

/**
 * A uniform tree of branching `b` and depth `d`, each leaf `leaf(n)` of the
 * n-th number of a fixed sequence.
 */
function uniform(b, d, leaf = (n) => String((n % 201) - 100)) {
  let seed = 1;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  const node = (depth) => (depth === 0 ? leaf(next()) : `(${Array.from({ length: b }, () => node(depth - 1)).join(' ')})`);
  return node(d);
}

/** A win (1) or a loss (-1). */
const outcome = (n) => (n % 2 ? '1' : '-1');

/** A chain `depth` nodes deep, every inner node with the static value 1. */
const chain = (depth) => `${'N=1('.repeat(depth - 1)}5${')'.repeat(depth - 1)}`;

/** The text of an address's tree (spaces written `_`). */
const inAddress = (text) => text.replaceAll(' ', '_');

/** The step counter's words. */
export const counter = (page) => page.locator('.step-of').first().textContent();

/**
 * Opens the app in `browser` on the first lecture example (43 steps), the
 * drawing focused; `phone` as openApp takes it.
 */
export async function openPage(browser, { phone = false } = {}) {
  const opened = await openApp(browser, { phone });
  await opened.page.locator('.step-of').waitFor();
  assert.match(await counter(opened.page), / 43$/);
  await opened.page.locator('svg.tree-view').first().click({ position: { x: 3, y: 3 } });
  return opened;
}

/**
 * Gives the input (`give(page)`), presses → once the new search is on show
 * (a key pressed sooner would step the lecture example's 43 steps, which
 * the new tree then replaces at step 0), and returns how long until the
 * step counter shows step 1 of the new search, and its words.
 */
export async function readyAfter(page, give) {
  const started = Date.now();
  await give(page);
  const shows = (step) =>
    page.waitForFunction(
      (step) => new RegExp(`^\\D*${step}\\D+(?!43$)[\\d,]+$`).test(document.querySelector('.step-of')?.textContent ?? ''),
      step,
      { timeout: 60_000, polling: 20 },
    );
  await shows(0);
  await page.keyboard.press('ArrowRight');
  await shows(1);
  return { took: Date.now() - started, words: await counter(page) };
}

/** Opens `fragment` as a link pasted into the open page would. */
export const openAddress = (fragment) => (page) => page.evaluate((hash) => (location.hash = hash), fragment);

/** Puts `text` in the tree text box as a paste would, the focus left on the drawing. */
export const paste = (text) => (page) =>
  page.evaluate((typed) => {
    const box = document.querySelector('#tree-text');
    box.value = typed;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);

/** What the page takes: each input's name and how it is given. */
export const ACCEPTED = [
  ['the whole tic-tac-toe tree under minimax (549,946 nodes)', openAddress('#g=tictactoe,.../.../...&t=&a=minimax')],
  ['the whole tic-tac-toe tree under negamax', openAddress('#g=tictactoe,.../.../...&t=&a=negamax')],
  ["Grundy's game from 16 sticks under minimax (521,441 nodes)", openAddress('#g=grundy,16&t=&a=minimax')],
  ['Nim from 26 taking 1 or 2 under minimax (514,228 nodes)', openAddress('#g=nim,26,k2&t=&a=minimax')],
  ['the longest text the page reads: 499,999 leaves under one root, pasted', paste(`(${'1 '.repeat(499_998)}1)`)],
  ['PVS on 10^5 leaves', openAddress(`#t=${inAddress(uniform(10, 5))}&a=pvs`)],
  ['minimax on 10^5 leaves', openAddress(`#t=${inAddress(uniform(10, 5))}&a=minimax`)],
  ['iterative deepening on a 1,000-deep chain', openAddress(`#t=${chain(1000)}&a=alphabeta&i=1`)],
  ['df-pn on 10^5 leaves of wins and losses', openAddress(`#t=${inAddress(uniform(10, 5, outcome))}&a=dfpn`)],
  [
    'Monte Carlo tree search, the 100,000 iterations the page traces whole, on the whole tic-tac-toe tree',
    openAddress('#g=tictactoe,.../.../...&t=&a=mcts&mc=100000,0,1.4,one,visits'),
  ],
  ['Monte Carlo tree search, 100,000 iterations on 10^5 leaves', openAddress(`#t=${inAddress(uniform(10, 5))}&a=mcts&mc=100000,0,1.4,one,visits`)],
];

/** What the page refuses: each input's name, how it is given, and the words of its refusal. */
export const REFUSED = [
  ["Grundy's game from 1,000 sticks", openAddress('#g=grundy,1000&t=&a=minimax'), /more than the 600000 nodes/],
  ['Nim from 29 taking 1 or 2', openAddress('#g=nim,29,k2&t=&a=minimax'), /more than the 600000 nodes/],
  ['Nim from a heap of 4,294,967,295', openAddress('#g=nim,4294967295&t=&a=minimax'), /more than the 600000 nodes/],
  ['a lambda link asking for lines of 260', openAddress('#g=lambda,x..../...../...../...../.....,k260,n1,x&t=&a=andor'), /not 260/],
  ['iterative deepening on a 1,200-deep chain', openAddress(`#t=${chain(1200)}&a=alphabeta&i=1`), /would visit up to 720599 nodes/],
];

/**
 * Pastes 5 MB of tree text, its last bracket missing (a page that read it
 * would say so, not count its characters), made and waited for in the
 * page, so that 5 MB do not cross from Node to the browser: what the page
 * says (null if nothing within 600 frames) and the milliseconds it took.
 */
export const pasteTooLong = (page) =>
  page.evaluate(async () => {
    const box = document.querySelector('#tree-text');
    const started = performance.now();
    box.value = `(${'12 '.repeat(1_750_000)}1`;
    box.dispatchEvent(new Event('input', { bubbles: true }));
    for (let waited = 0; !document.querySelector('.message') && waited < 600; waited += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return { said: document.querySelector('.message')?.textContent ?? null, took: performance.now() - started };
  });

/**
 * Pastes a root whose second child has 300,000 leaves, and steps with →
 * until a sentence counts the leaves a cut skips: that sentence (null if
 * none within 20 steps) and the milliseconds from its key to it.
 */
export async function stepToCut(page) {
  await paste(`((3) (2 ${'0 '.repeat(299_999)}0))`)(page);
  await page.waitForFunction(() => !/ 43$/.test(document.querySelector('.step-of')?.textContent ?? ''), null, { timeout: 60_000 });
  await page.locator('svg.tree-view').first().click({ position: { x: 3, y: 3 } });
  const sentence = () => page.locator('.explanation .sentence').first().textContent();
  for (let step = 0; step < 20; step += 1) {
    const before = await sentence();
    const started = Date.now();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((old) => document.querySelector('.explanation .sentence')?.textContent !== old, before);
    const now = await sentence();
    if (now.includes('more')) return { cut: now, took: Date.now() - started };
  }
  return { cut: null, took: null };
}
