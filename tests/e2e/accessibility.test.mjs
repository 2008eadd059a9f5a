// Accessibility: axe-core checks every state of the page that matters
// (watching, each kind of exercise, every panel and dialog open, embed mode,
// the dark theme and projector mode, proof-number search with its formula
// panel, the pass strip of iterative deepening, the ordering lab, compare
// mode) and finds nothing serious or critical, nor, in Romanian, Czech and
// Persian, any English left untranslated;
// the palette passes WCAG AA contrast in every theme; a screen reader hears
// each step once and each node's state; the tree and its fold buttons work
// from the keyboard. Screenshots: test-results/screenshots/a11y-*.png.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { BASE_URL, openApp, press, saveScreenshot, useBrowser } from './support.mjs';

const browser = useBrowser();

/**
 * The languages to check every state in. The address picks the language
 * (`lang=`); English is the page's own, with nothing to add.
 */
const LANGUAGES = ['en', 'ro', 'cs', 'fa'];

/** The interface's word for `key` in `language`, from its catalogue. */
function word(language, key) {
  const file = readFileSync(new URL(`../../lang/${language}.txt`, import.meta.url), 'utf8');
  const line = file.split('\n').find((entry) => entry.startsWith(`${key} =`));
  return line.slice(key.length + 2).trim();
}

/** The page's address in `language`, with `query` (before the `#`) and `hash`. */
function address(language, { query = '', hash = '' } = {}) {
  const parameters = [query, language === 'en' ? '' : `lang=${language}`].filter(Boolean).join('&');
  return `${BASE_URL}${parameters ? `?${parameters}` : ''}${hash ? `#${hash}` : ''}`;
}

/** The lecture's figure 5.2, and a tree with static values for iterative deepening. */
const FIGURE_5_2 = 'A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))';
const STATIC_VALUES = 'A(B=4(E=2_F=7)_C=9(G=1_H=5(K=12_L=3))_D=6(I=8_J=4))';

/** An exercise of `kind` on a small tree, by its code. */
const exercise = (kind, algorithm = 'alphabeta') => ({
  hash: kind === 'values' ? 'x=values.minimax.equal.soft.b2.d2.v0~9.k0.42' : `x=${kind}.${algorithm}.equal.soft.b2-3.d3.v0~20.k2a.7`,
});

/**
 * The English words left on a page in another language, outside what
 * stays in the lecture's own form (the drawing, the pseudocode, the tree
 * text, exercise codes): words no Romanian, Czech or Persian sentence uses.
 */
function englishLeftOvers(page) {
  return page.evaluate(() => {
    const kept = 'svg, pre, code, textarea, script, style, .pseudocode, option';
    const english = /\b(the|is|what|which|will|does|your|you|leaf|leaves|node|nodes|step|steps|Prisoner|Silent|Betray)\b/i;
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found = new Set();
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      if (text.parentElement?.closest(kept) || !english.test(text.textContent)) continue;
      found.add(text.textContent.trim());
    }
    return [...found];
  });
}

/**
 * Every state to check: how to open it (the address) and how to get there
 * from the opened page.
 */
const STATES = [
  { name: 'watch', open: {}, go: async () => {} },
  { name: 'watch-cut-shown', open: {}, go: (page) => press(page, 'n') },
  { name: 'watch-finished', open: {}, go: (page) => press(page, 'End') },
  { name: 'node-selected', open: {}, go: (page) => press(page, 'End', 'ArrowDown', 'ArrowDown') },
  { name: 'dark', open: { colorScheme: 'dark' }, go: (page) => press(page, 'n') },
  { name: 'projector', open: {}, go: (page) => press(page, 'p', 'n') },
  { name: 'projector-dark', open: { colorScheme: 'dark' }, go: (page) => press(page, 'p', 'n') },
  { name: 'shortcut-sheet', open: {}, go: (page) => press(page, '?') },
  {
    name: 'random-tree-open',
    open: {},
    go: (page) => page.locator('.random-form summary').click(),
  },
  { name: 'embed-code-open', open: {}, go: (page) => page.locator('.embed-toggle').click() },
  {
    name: 'text-with-an-error',
    open: {},
    go: (page) => page.locator('#tree-text').fill('((3 12 8) (2 4'),
  },
  { name: 'embed-mode', open: { query: 'embed' }, go: (page) => press(page, 'n') },
  { name: 'embed-mode-dark', open: { query: 'embed', colorScheme: 'dark' }, go: (page) => press(page, 'End') },
  { name: 'practice-values', open: exercise('values', 'minimax'), go: async () => {} },
  {
    name: 'practice-values-checked',
    open: exercise('values', 'minimax'),
    go: async (page) => {
      await press(page, 'ArrowDown', 'Enter');
      await page.keyboard.type('99');
      await press(page, 'Enter');
      await page.locator('#practice-check').click();
    },
  },
  { name: 'practice-cuts', open: exercise('cuts'), go: (page) => press(page, 'ArrowDown', 'ArrowDown', 'c') },
  { name: 'practice-windows', open: exercise('windows'), go: (page) => press(page, 'ArrowDown') },
  { name: 'practice-predict', open: exercise('predict'), go: (page) => press(page, 'End') },
  {
    name: 'practice-predict-answered',
    open: exercise('predict'),
    go: async (page) => {
      await press(page, 'End', 'Enter');
      await page.keyboard.type('7');
      await press(page, 'Enter');
      await page.locator('.verdict').waitFor();
    },
  },
  { name: 'practice-order', open: exercise('order'), go: async () => {} },
  {
    name: 'practice-new-exercise-settings',
    open: exercise('values', 'minimax'),
    go: (page) => page.locator('.exercise-settings summary').click(),
  },
  {
    name: 'dilemma',
    open: {},
    go: async (page) => {
      await page.locator('.games-panel summary').click();
      await page.locator('#next-elimination').click();
      await page.locator('#next-elimination').click();
      await page.locator('#open-dilemma').click();
      await page.waitForFunction(() => document.querySelectorAll('svg.tree-view g.tree-node').length === 7);
    },
  },
  { name: 'proof-numbers-formula', open: { hash: `t=${FIGURE_5_2}&a=pns` }, go: (page) => press(page, ...Array(6).fill('ArrowRight')) },
  { name: 'proof-numbers-proved', open: { hash: `t=${FIGURE_5_2}&a=dfpn` }, go: (page) => press(page, 'End') },
  { name: 'monte-carlo-selection', open: { hash: `t=${FIGURE_5_2}&a=mcts` }, go: (page) => press(page, ...Array(10).fill('ArrowRight')) },
  { name: 'monte-carlo-end-dark', open: { hash: `t=${FIGURE_5_2}&a=mcts`, colorScheme: 'dark' }, go: (page) => press(page, 'End') },
  { name: 'deepening-pass-strip', open: { hash: `t=${STATIC_VALUES}&a=alphabeta&i=1` }, go: (page) => press(page, ...Array(4).fill('ArrowRight')) },
  { name: 'ordering-lab', open: { hash: `t=${FIGURE_5_2}&a=alphabeta` }, go: (page, language) => page.getByLabel(word(language, 'lab.lab')).check() },
  {
    name: 'compare-mode',
    open: { hash: `t=${FIGURE_5_2}&a=alphabeta` },
    go: async (page) => {
      await page.click('#mode-compare');
      await page.locator('#compare-second svg.tree-view g.tree-node').first().waitFor();
      await page.locator('#compare-first svg.tree-view').click({ position: { x: 5, y: 5 } });
      await press(page, 'n', 'n');
    },
  },
];

for (const language of LANGUAGES) {
  for (const state of STATES) {
    test(`axe finds nothing serious in ${state.name} (${language})`, async () => {
      const { query, hash, colorScheme } = state.open;
      const { page, errors } = await openApp(browser(), { url: address(language, { query, hash }), colorScheme });
      try {
        await page.locator('svg.tree-view g.tree-node').first().waitFor();
        await state.go(page, language);
        // Let the page draw what the last key or click changed.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
        const violations = await axeViolations(page);
        assert.ok(violations.length === 0, `axe found:\n${violations.join('\n')}`);
        if (language !== 'en') assert.deepEqual(await englishLeftOvers(page), [], 'every word in the page\'s language');
        assert.deepEqual(errors, [], 'no console errors');
      } finally {
        await saveScreenshot(page, `a11y-${state.name}-${language}`);
        await page.close();
      }
    });
  }
}

/** WCAG's contrast ratio of two colours given as [r, g, b] in 0..255. */
function contrast(first, second) {
  const luminance = ([r, g, b]) => {
    const linear = (channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** The palette's colours as the page resolves them, each as [r, g, b], by name without `--color-`. */
function palette(page) {
  return page.evaluate(() => {
    const app = document.querySelector('.app');
    const style = getComputedStyle(app);
    const probe = document.createElement('span');
    app.append(probe);
    const colours = {};
    for (const name of Array.from(style).filter((property) => property.startsWith('--color-'))) {
      probe.style.color = style.getPropertyValue(name).trim();
      colours[name.slice('--color-'.length)] = getComputedStyle(probe).color.match(/\d+/g).slice(0, 3).map(Number);
    }
    probe.remove();
    return colours;
  });
}

/** Text on the page and on the panels: at least 4.5:1 (WCAG 1.4.3). */
const TEXT = ['text', 'muted', 'max', 'min', 'chance', 'cut', 'chosen', 'pruned-text', 'player-1', 'player-2', 'player-3', 'player-4', 'pen', 'wrong', 'right', 'proved', 'disproved'];
/** Marks on the tree and outlines of fields: at least 3:1 (WCAG 1.4.11). */
const MARKS = ['active', 'border', 'max', 'min', 'chance', 'cut', 'chosen', 'proved', 'disproved'];
/** Text on a coloured ground: [text, ground]. */
const TEXT_ON = [['error-text', 'error-surface'], ['active-text', 'active'], ['surface', 'max'], ['surface', 'pen']];

for (const colorScheme of ['light', 'dark']) {
  for (const projector of [false, true]) {
    const mode = `${colorScheme}${projector ? ', projector' : ''}`;
    test(`the palette passes WCAG AA contrast (${mode})`, async () => {
      const { page } = await openApp(browser(), { colorScheme });
      try {
        await page.locator('svg.tree-view g.tree-node').first().waitFor();
        if (projector) await press(page, 'p');
        const colours = await palette(page);
        const failures = [];
        const check = (foreground, background, least) => {
          assert.ok(colours[foreground] && colours[background], `the palette defines --color-${foreground} and --color-${background}`);
          const ratio = contrast(colours[foreground], colours[background]);
          if (ratio < least) failures.push(`${foreground} on ${background}: ${ratio.toFixed(2)} < ${least}`);
        };
        for (const ground of ['page', 'surface']) {
          for (const name of TEXT) check(name, ground, 4.5);
          for (const name of MARKS) check(name, ground, 3);
        }
        for (const [text, ground] of TEXT_ON) check(text, ground, 4.5);
        assert.deepEqual(failures, []);
      } finally {
        await page.close();
      }
    });
  }
}

/** The text of the live region that screen readers hear. */
const heard = (page) => page.locator('[aria-live="polite"][aria-atomic="true"]').textContent();

test('a screen reader hears each step once, and only the step where fast playing stops', async () => {
  const { page, errors } = await openApp(browser());
  try {
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    assert.equal(await heard(page), '', 'nothing is said before the first step');
    await press(page, 'ArrowRight', 'ArrowRight');
    const sentence = await page.locator('.explanation .sentence').textContent();
    assert.equal(await heard(page), sentence);
    assert.equal(await page.locator('.explanation .sentence[aria-live]').count(), 0, 'the sentence on show is not said twice');
    // At the fastest speed, "Playing" is said once and nothing more until it stops.
    await press(page, '+', '+', '+', '+', ' ');
    await page.waitForFunction(() => /Step ([5-9]|\d\d) of/.test(document.querySelector('.controls').textContent));
    assert.equal(await heard(page), 'Playing');
    await press(page, ' ');
    await page.waitForFunction(
      () =>
        document.querySelector('[aria-live="polite"][aria-atomic="true"]').textContent ===
        document.querySelector('.explanation .sentence').textContent,
    );
    // At the slowest speed every step is said as it comes.
    await press(page, '-', '-', '-', '-', '-', ' ');
    await page.waitForFunction(() => document.querySelector('[aria-live="polite"][aria-atomic="true"]').textContent !== 'Playing');
    await press(page, ' ');
    assert.deepEqual(errors, [], 'no console errors');
  } finally {
    await page.close();
  }
});

/** The element that has the keyboard's focus: its id or class, and its role. */
const focused = (page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return { id: element.id || element.className, role: element.getAttribute('role') ?? element.tagName.toLowerCase() };
  });

/**
 * What a screen reader is told about the element `selector` finds: its role
 * and name as Chromium's accessibility tree computes them.
 */
async function accessible(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    return { role: nodes[0].role?.value, name: nodes[0].name?.value };
  } finally {
    await cdp.detach();
  }
}

/**
 * The selector of the tree's active item, the node a screen reader reads
 * out, once it is the node labelled `label`: a key's render may finish
 * after the key press has returned (Yew yields to the browser every 16 ms).
 */
async function activeItem(page, label) {
  const id = await page.waitForFunction((label) => {
    const id = document.getElementById('game-tree')?.getAttribute('aria-activedescendant');
    return id && document.getElementById(id)?.dataset.label === label && id;
  }, label);
  return `#${await id.jsonValue()}`;
}

test('the tree is a keyboard widget: each node is read out, and the fold button is one Tab away', async () => {
  const { page, errors } = await openApp(browser());
  try {
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    assert.deepEqual(await accessible(page, '#game-tree'), { role: 'tree', name: 'The game tree' });
    await press(page, 'n');
    await press(page, 'ArrowDown');
    assert.deepEqual(await focused(page), { id: 'game-tree', role: 'tree' }, 'the arrows bring the focus to the tree');
    let item = await activeItem(page, 'A');
    const root = await accessible(page, item);
    assert.equal(root.role, 'treeitem');
    assert.match(root.name, /^A, MAX node, value 3, window \[3, \+∞\], being searched/);
    assert.equal(await page.locator(item).getAttribute('aria-level'), '1');
    await press(page, 'ArrowDown', 'ArrowRight');
    item = await activeItem(page, 'C');
    assert.deepEqual(await accessible(page, item), { role: 'treeitem', name: 'C, MIN node, value ≤\u20092, window [3, +∞], cut after H, current step' });
    const c = page.locator(item);
    assert.equal(await c.getAttribute('aria-level'), '2');
    assert.equal(await c.getAttribute('aria-posinset'), '2');
    assert.equal(await c.getAttribute('aria-setsize'), '3');
    assert.equal(await c.getAttribute('aria-expanded'), 'true');
    assert.equal(await c.getAttribute('aria-selected'), 'true');

    // Tab reaches the fold button of the selected node; Enter and Space press it.
    await press(page, 'Tab');
    assert.deepEqual(await focused(page), { id: 'fold-selected', role: 'button' });
    assert.deepEqual(await accessible(page, '.fold-selected'), { role: 'button', name: 'Fold the subtree under C' });
    await press(page, 'Enter');
    await page.locator('g.tree-node[data-label="H"]').waitFor({ state: 'detached' });
    assert.equal(await c.getAttribute('aria-expanded'), 'false');
    assert.match((await accessible(page, item)).name, /3 nodes folded away/);
    assert.deepEqual(await accessible(page, '.fold-selected'), { role: 'button', name: 'Unfold the subtree under C' });
    assert.deepEqual(await focused(page), { id: 'fold-selected', role: 'button' }, 'the button keeps the focus');
    await saveScreenshot(page, 'a11y-folded-from-the-keyboard');
    await press(page, ' ');
    await page.locator('g.tree-node[data-label="H"]').waitFor();
    assert.match(await page.textContent('.controls'), /Step 2\d of 43/, 'Space pressed the button, not Play');

    // Escape clears the selection; the fold button goes with it.
    await press(page, 'Escape');
    await page.locator('#game-tree:not([aria-activedescendant])').waitFor();
    await page.locator('.fold-selected').waitFor({ state: 'detached' });
    assert.deepEqual(errors, [], 'no console errors');
  } finally {
    await page.close();
  }
});

test('the chosen move and checked answers are marked by shape, not by colour alone', async () => {
  const { page } = await openApp(browser());
  try {
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    await press(page, 'End');
    // The line of best play, A → B → E: the move chosen is B.
    const chosen = page.locator('g.tree-node.is-chosen');
    assert.deepEqual(await chosen.evaluateAll((nodes) => nodes.map((node) => node.dataset.label)), ['B', 'E']);
    const b = 'g.tree-node.is-chosen[data-label="B"]';
    assert.equal(await page.locator(b).locator('.ring-chosen-gap').count(), 1, 'a double ring');
    assert.match((await accessible(page, b)).name, /the move chosen/);
  } finally {
    await page.close();
  }
  const opened = await openApp(browser(), { url: `${BASE_URL}#x=values.minimax.equal.soft.b2.d2.v0~9.k0.42` });
  try {
    await opened.page.locator('.practice-panel').waitFor();
    await press(opened.page, 'ArrowDown', 'Enter');
    await opened.page.keyboard.type('99');
    await press(opened.page, 'Enter');
    await opened.page.locator('#practice-check').click();
    const root = opened.page.locator('g.tree-node[data-label="A"]');
    assert.equal(await root.locator('.answer-mark').textContent(), '✗');
    assert.match((await accessible(opened.page, 'g.tree-node[data-label="A"]')).name, /your answer 99, wrong/);
  } finally {
    await opened.page.close();
  }
});

test('motion stops for readers who ask for less', async () => {
  const context = await browser().newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  try {
    await page.goto(BASE_URL);
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    const durations = await page.evaluate(() => {
      const button = document.querySelector('button');
      const style = getComputedStyle(button);
      return [style.transitionDuration, style.animationDuration];
    });
    assert.deepEqual(durations, ['1e-05s', '1e-05s']);
  } finally {
    await context.close();
  }
});

test('a screen reader hears what each node of a Monte Carlo tree holds at the step', async () => {
  // Figure 5.2 ten iterations into 100: some nodes in the search tree,
  // with N and W/N, the rest outside it; none "not reached yet".
  const { page, errors } = await openApp(browser(), {
    url: `${BASE_URL}#t=A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))&a=mcts&mc=100,0,1.4,one,visits&s=40`,
  });
  try {
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    const said = await page.locator('svg.tree-view g.tree-node .node-description').allTextContents();
    assert.equal(said.length, 13);
    assert.deepEqual(said.filter((description) => /not reached yet/.test(description)), []);
    assert.match(said[0], /^A, MAX node, N \d+, W\/N [\d.]+, in the search tree/);
    const inside = said.filter((description) => /, in the search tree/.test(description));
    assert.ok(inside.every((description) => /, N \d+, W\/N/.test(description)), inside.join('\n'));
    assert.ok(said.some((description) => /^I, leaf, value 4, not in the search tree/.test(description)), said.join('\n'));
    // During a selection, the children's scores as the edges write them.
    for (let step = 0; step < 6 && !said.some((description) => /selection's score/.test(description)); step += 1) {
      await press(page, 'ArrowRight');
      said.splice(0, said.length, ...(await page.locator('svg.tree-view g.tree-node .node-description').allTextContents()));
    }
    assert.ok(said.some((description) => /selection's score (\+∞|[\d.]+)/.test(description)), said.join('\n'));
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});
