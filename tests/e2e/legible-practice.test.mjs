// Every kind of exercise the practice panel offers, and the bug hunt, is
// legible where it is done: on a 1024×768 projector (projector mode on), a
// 1366×768 laptop, a 390×844 phone with its CPU four times slower, and
// embedded at 720×480; the projector and the laptop at the medium and the
// hard level (27 leaves). Measured in pixels on the screen: every text of
// the drawing at least 14 px tall (more where figure 5.2's bars are
// higher, in legible.test.mjs), every node inside the visible drawing, no
// text cut by the drawing's edge, and no text over another text or over
// another node's shape; with answers written, the solution shown, or the
// search stopped at its question.
// Screenshots: legible-practice-<context>-<level>-<kind>.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { measure } from './drawing.mjs';
import { BASE_URL, press, saveScreenshot, slowAsPhone, useBrowser } from './support.mjs';

const browser = useBrowser();

/**
 * Where exercises are done, the levels of the trees set there (a phone's
 * a two-level tree of up to nine leaves, the others' three levels of up
 * to 27, the hard level's always 27), and the least on-screen height of
 * every text (`text`) and of a leaf's value (`leaf`) each promises, in
 * pixels. On a projector the numbers written beside each of a hard
 * tree's nine nodes above the leaves need more than 1,024 pixels across
 * for leaves 18 px tall: proof numbers' leaves promise 16 px there, and
 * Monte Carlo tree search's N and W/N (14 px at 1,024 pixels only up to
 * the medium level) keep its two kinds at the medium level.
 */
const CONTEXTS = [
  {
    name: 'projector-1024x768',
    width: 1024,
    height: 768,
    projector: true,
    levels: ['medium', 'hard'],
    text: 14,
    leaf: 18,
    hardLeaf: { proof: 16 },
    mediumOnly: ['ucb', 'backup'],
  },
  { name: 'laptop-1366x768', width: 1366, height: 768, levels: ['medium', 'hard'], text: 14, leaf: 16 },
  { name: 'phone-390x844', width: 390, height: 844, phone: true, levels: ['easy'], text: 14, leaf: 14 },
  { name: 'embed-720x480', width: 720, height: 480, embed: true, levels: ['medium'], text: 14, leaf: 14 },
];

/**
 * A level's shape in an exercise code: branching, depth and values, for a
 * pruning search and for proof numbers, the cuts asked for, and `t` where
 * its leaves may tie.
 */
const LEVELS = {
  easy: { shape: 'b2-3.d2.v0~9', proof: 'b2-3.d2.v-9~9', cuts: 'k1', ties: '' },
  medium: { shape: 'b2-3.d3.v0~30', proof: 'b2-3.d3.v-30~30', cuts: 'k2a', ties: '' },
  hard: { shape: 'b3.d3.v0~20', proof: 'b3.d3.v-20~20', cuts: 'k3at', ties: 't' },
};

/**
 * Every kind of exercise at `level`, by its link, and how it gets to what
 * it draws most of: answers written at the root and its first child
 * (`answers`), the solution shown, or the search played on to its
 * question.
 */
const kinds = ({ shape, proof, cuts, ties }) => [
  { kind: 'values', hash: `x=values.minimax.equal.soft.${shape}.k0${ties}.7.g2`, answers: ['17', '8'] },
  { kind: 'cuts', hash: `x=cuts.alphabeta.equal.soft.${shape}.${cuts}.7.g2`, answers: ['17', '8'] },
  { kind: 'windows', hash: `x=windows.alphabeta.equal.soft.${shape}.${cuts}.7.g2`, answers: ['-inf, +inf', '-inf, +inf'] },
  { kind: 'proof', hash: `x=proof.pns.equal.soft.${proof}.k0t.7.g2`, answers: ['1, 2', 'inf, 0'] },
  { kind: 'order', hash: `x=order.alphabeta.equal.soft.${shape}.${cuts}.7.g2`, solution: true },
  { kind: 'predict', hash: `x=predict.alphabeta.equal.soft.${shape}.${cuts}.7.g2`, plays: true },
  { kind: 'ucb', hash: `x=ucb.mcts.equal.soft.${shape}.k0${ties}.7.g2`, plays: true },
  { kind: 'backup', hash: `x=backup.mcts.equal.soft.${shape}.k0${ties}.7.g2`, plays: true },
];

/** A bug hunt on figure 5.2, done once in every context. */
const HUNT = { kind: 'bug-hunt', hash: 't=A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))&a=alphabeta&a2=alphabeta&bug2=1', hunt: true };

/** What is wrong with the drawing now, as `context` promises it, in `kind` at `moment`, leaves `leaf` px tall. */
async function problemsOf(page, context, kind, moment, leaf) {
  const seen = await measure(page);
  const at = `${kind}, ${moment}`;
  const problems = [];
  if (seen.outside.length > 0) problems.push(`${at}: ${seen.outside.join(', ')} outside the drawing`);
  if (seen.cut.length > 0) problems.push(`${at}: ${seen.cut.join(', ')} cut by the drawing's edge`);
  for (const small of seen.texts.filter((text) => text.height < context.text)) {
    problems.push(`${at}: ${small.class} "${small.text}" ${small.height} px tall`);
  }
  if (Math.round(seen.leaf * 10) / 10 < leaf) problems.push(`${at}: leaf values ${seen.leaf} px tall`);
  problems.push(...seen.overlaps.map((overlap) => `${at}: ${overlap}`));
  const least = Math.min(...seen.texts.map((text) => text.height));
  return { problems, figure: `${at}: texts ≥ ${least} px, leaves ≥ ${Math.round(seen.leaf * 10) / 10} px` };
}

/**
 * Does in `kind` what shows most on its drawing, and says what that was;
 * embedded, where no practice panel is shown, goes to the last step.
 */
async function workOn(page, kind, context) {
  if (context.embed) kind = { hunt: true };
  if (kind.answers) {
    // ↓ selects the root, ↓ again its first child; Enter, type, Enter answers.
    for (const answer of kind.answers) {
      await press(page, 'ArrowDown', 'Enter');
      await page.keyboard.type(answer);
      await press(page, 'Enter');
    }
    return 'answered';
  }
  if (kind.solution) {
    await page.locator('#practice-solution').click();
    return 'solved';
  }
  if (kind.plays) {
    // Played fast (three speeds up) to its first question.
    await press(page, '+', '+', '+');
    await page.locator('#practice-play-on').click();
    await page.locator('#practice-question').waitFor();
    return 'asked';
  }
  await press(page, 'End');
  return 'at the end';
}

for (const context of CONTEXTS) {
  test(`every exercise and the bug hunt are legible: ${context.name}`, async () => {
    const screen = { viewport: { width: context.width, height: context.height }, hasTouch: Boolean(context.phone) };
    const page = await browser().newPage(screen);
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    if (context.phone) await slowAsPhone(page);
    const problems = [];
    const figures = [];
    // Embedded, only a link's tree and search show: the bug hunt's.
    const levels = context.embed ? [] : context.levels;
    const exercises = levels
      .flatMap((level) => kinds(LEVELS[level]).map((kind) => ({ ...kind, level })))
      .filter(({ kind, level }) => level === 'medium' || !context.mediumOnly?.includes(kind));
    for (const kind of [...exercises, HUNT]) {
      const name = kind.level ? `${kind.level} ${kind.kind}` : kind.kind;
      const leaf = (kind.level === 'hard' && context.hardLeaf?.[kind.kind]) || context.leaf;
      await page.goto('about:blank');
      await page.goto(`${BASE_URL}${context.embed ? '?embed' : ''}#${kind.hash}`);
      await page.locator('svg.tree-view g.tree-node').first().waitFor();
      if (!context.embed) await page.locator(kind.hunt ? '#compare-second .compare-label' : '.practice-panel').first().waitFor();
      if (context.projector) {
        await press(page, 'p');
        await page.locator('.app.projector').waitFor();
      }
      await page.locator('svg.tree-view').first().focus();
      const opened = await problemsOf(page, context, name, 'opened', leaf);
      const moment = await workOn(page, kind, context);
      const worked = await problemsOf(page, context, name, moment, leaf);
      problems.push(...opened.problems, ...worked.problems);
      figures.push(opened.figure, worked.figure);
      await saveScreenshot(page, `legible-practice-${context.name}-${name.replace(' ', '-')}`);
    }
    console.log(`${context.name}:\n  ${figures.join('\n  ')}`);
    assert.deepEqual(problems, []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
