// On a 390×844 phone, in English and in Persian, every control of every
// panel and mode is a fingertip's size (44×44 px at least; a checkbox's
// target is its label) and nothing reaches past the screen's edge, a
// menu's choice is never cut and the step slider stays on the screen with
// five-digit step counts. With the CPU four times slower: at every step the
// lit pseudocode line, the current node and the sentence share the first
// screen, and a question of Monte Carlo practice keeps the drawing and the
// answer's field in sight while it is typed. Screenshots:
// phone-<lang>-<state>.png (the window only for the last two).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, openApp, press, saveScreenshot, slowAsPhone, useBrowser, waitForKeys } from './support.mjs';

const browser = useBrowser();

/** Figure 5.2 with alpha-beta, and with 5,000 iterations of Monte Carlo tree search (over 10,000 steps). */
const FIGURE = 't=((3_12_8)_(2_4_6)_(14_5_2))&a=alphabeta';
const LONG = 't=((3_12_8)_(2_4_6)_(14_5_2))&a=mcts&mc=5000,0,1.4,one,visits';

/**
 * Every visible control on the page smaller than 44 px either way (a
 * checkbox measured by its label), past the screen's edge, or a menu
 * whose chosen text is wider than the menu shows.
 */
const problems = (page, state) =>
  page.evaluate((state) => {
    const found = [];
    const context = document.createElement('canvas').getContext('2d');
    for (const control of document.querySelectorAll('button, a[href], select, input, summary, textarea')) {
      const style = getComputedStyle(control);
      let box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || control.closest('svg')) continue;
      if (control.matches('input[type="checkbox"], input[type="radio"]')) box = control.closest('label')?.getBoundingClientRect() ?? box;
      const name = `${state}: ${control.tagName.toLowerCase()}${control.id ? `#${control.id}` : ''} "${(control.textContent || control.value || control.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
      if (box.width < 44 || box.height < 44) found.push(`${name} is ${Math.round(box.width)}×${Math.round(box.height)} px`);
      if (box.left < -0.5 || box.right > innerWidth + 0.5) found.push(`${name} spans x ${Math.round(box.left)} to ${Math.round(box.right)}`);
      if (control.matches('select') && control.selectedIndex >= 0) {
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(control.options[control.selectedIndex].text).width;
        const room = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
        if (text > room + 1) found.push(`${name} shows ${Math.round(room)} px of its ${Math.round(text)} px choice`);
      }
    }
    return found;
  }, state);

/** Opens every folded panel of the page. */
const openPanels = (page) => page.evaluate(() => document.querySelectorAll('details:not([open]) > summary').forEach((summary) => summary.click()));

for (const lang of ['en', 'fa']) {
  test(`on a phone every control is a fingertip's size and on the screen: ${lang}`, async () => {
    const query = lang === 'en' ? '' : `?lang=${lang}`;
    const { page, errors } = await openApp(browser(), { url: `${BASE_URL}${query}#${FIGURE}`, phone: true });
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    const found = [];
    // Watching, the options and every panel open (From a game's form too).
    await page.locator('.options-toggle').click();
    await openPanels(page);
    await openPanels(page);
    found.push(...(await problems(page, 'watch')));
    await saveScreenshot(page, `phone-${lang}-watch`);
    await page.locator('#mode-compare').click();
    await page.locator('.compare-stage').waitFor();
    await openPanels(page);
    found.push(...(await problems(page, 'compare')));
    await page.locator('#mode-practice').click();
    await page.locator('.practice-panel').first().waitFor();
    await openPanels(page);
    found.push(...(await problems(page, 'practice')));
    await saveScreenshot(page, `phone-${lang}-practice`);
    // A search of five-digit step counts: the slider stays on the screen.
    await page.goto(`${BASE_URL}${query}#${LONG}`);
    await page.reload();
    await page.locator('.scrubber input').waitFor({ timeout: 60_000 });
    const steps = Number(await page.locator('.scrubber input').getAttribute('max'));
    assert.ok(steps >= 10_000, `${steps} steps`);
    found.push(...(await problems(page, 'long search')));
    assert.deepEqual(found, []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

/** Figure 5.2 as the first lecture example writes it, with its letters. */
const LETTERED = 't=A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))';

/** Opens `hash` on a phone whose CPU is four times slower, as a student's may be. */
async function openSlowPhone(hash) {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#${hash}`, phone: true });
  await slowAsPhone(page);
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  return { page, errors };
}

/**
 * What of `selectors` (each naming one element) is not wholly in the
 * window, or is covered there by something else (what the middle of it
 * shows), each named by its selector.
 */
const outOfSight = (page, selectors) =>
  page.evaluate((selectors) => {
    const found = [];
    for (const selector of selectors) {
      const element = document.querySelector(selector);
      const box = element?.getBoundingClientRect();
      if (!box || box.height === 0) found.push(`${selector} is not shown`);
      else if (box.top < -0.5 || box.bottom > innerHeight + 0.5 || box.left < -0.5 || box.right > innerWidth + 0.5) {
        found.push(`${selector} spans y ${Math.round(box.top)} to ${Math.round(box.bottom)}`);
      } else {
        const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!element.contains(seen) && !seen?.contains(element) && !(element.closest('svg') && seen?.closest('svg') === element.closest('svg'))) {
          found.push(`${selector} is covered by ${seen?.tagName.toLowerCase()}.${seen?.className}`);
        }
      }
    }
    return found;
  }, selectors);

/**
 * The lit pseudocode line, if a row of its text is under 14 px tall,
 * outside the window, or outside the part of the listing its box shows:
 * the line and where its rows are.
 */
const litLineUnseen = (page) =>
  page.evaluate(() => {
    const line = document.querySelector('.pseudocode li.current');
    if (!line) return ['no lit line'];
    const box = line.closest('.listing').getBoundingClientRect();
    const text = document.createRange();
    text.selectNodeContents(line);
    const rows = [...text.getClientRects()].filter((row) => row.width > 0);
    const seen = (row) => row.height >= 14 && row.top >= Math.max(box.top, 0) - 0.5 && row.bottom <= Math.min(box.bottom, innerHeight) + 0.5;
    if (rows.length > 0 && rows.every(seen)) return [];
    const where = [...new Set(rows.map((row) => `y ${Math.round(row.top)} (${Math.round(row.height * 10) / 10} px)`))];
    return [`lit line "${line.textContent.trim()}" at ${where.join(', ')}`];
  });

// The first lecture example under alpha-beta, step by step to its end, and
// the first steps of Monte Carlo tree search and of proof-number search,
// whose listings and sentences are longer: a student who only taps Step
// forward reads the lit line beside the tree and the sentence.
for (const [algorithm, steps] of [['alphabeta', 43], ['mcts', 12], ['pns', 15]]) {
  test(`on a phone the lit pseudocode line, the current node and the sentence are on the first screen at every step: ${algorithm}`, async () => {
    const { page, errors } = await openSlowPhone(`${LETTERED}&a=${algorithm}`);
    const forward = page.getByRole('button', { name: 'Step forward' });
    const unseen = [];
    for (let step = 1; step <= steps; step += 1) {
      await forward.tap();
      await page.locator('.step-of').filter({ hasText: new RegExp(`^Step ${step} of`) }).waitFor();
      const found = [
        ...(await litLineUnseen(page)),
        ...(await outOfSight(page, ['g.tree-node.is-current .node-shape', '.explanation .sentence'])),
      ];
      if (found.length > 0) unseen.push(`step ${step}: ${found.join('; ')}`);
      assert.equal(await page.evaluate(() => scrollY), 0, `step ${step}: the page moved`);
      if (step === Math.ceil(steps / 2)) await saveScreenshot(page, `phone-en-${algorithm}-step-${step}`, { fullPage: false });
    }
    assert.deepEqual(unseen, []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

// A question of Monte Carlo practice is about the tree's top (the node
// selection is at, or the root's N and W): the whole drawing and the
// answer's field stay in sight as it is asked and while the answer is typed.
for (const kind of ['ucb', 'backup']) {
  test(`on a phone a ${kind} question keeps every node and its field in sight while the student types`, async () => {
    const { page, errors } = await openSlowPhone(`x=${kind}.mcts.equal.soft.b2-3.d2.v0~9.k0.7.g2`);
    await page.locator('.practice-panel').first().waitFor();
    await page.locator('svg.tree-view').focus();
    await press(page, '+', '+', '+');
    await page.locator('#practice-play-on').tap();
    await page.locator('#practice-question').waitFor();
    await waitForKeys(page, 'practice-reply');
    const labels = await page.locator('svg.tree-view g.tree-node').evaluateAll((nodes) => nodes.map((node) => node.dataset.label));
    const sight = labels.map((label) => `g.tree-node[data-label="${label}"] .node-shape`).concat('#practice-reply');
    const unseen = (await outOfSight(page, sight)).map((problem) => `asked: ${problem}`);
    await saveScreenshot(page, `phone-en-${kind}-question`, { fullPage: false });
    for (const key of 'B 0.5') {
      await page.keyboard.type(key);
      unseen.push(...(await outOfSight(page, sight)).map((problem) => `typed "${key}": ${problem}`));
    }
    assert.deepEqual(unseen, []);
    assert.deepEqual(await problems(page, `${kind} question`), []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
