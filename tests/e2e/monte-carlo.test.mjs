// Monte Carlo tree search on its lecture examples, driven as a lecturer
// drives it: the first three iterations add B, C and D; the fourth selects
// by UCB1 with every child's score on its edge and the chosen one lit;
// nodes outside the search tree are faint; N and W/N are written at every
// node of the search tree and are as tall on screen as the back row needs;
// a whole iteration at a time (I, +10); the end with the root's estimate,
// the move and the convergence chart marking minimax's move; the trap that
// a short search falls into; options typed wrong refused with one sentence
// and kept in their field; a million iterations run with their progress
// shown, cancellable, ending on their last iterations to step through; a
// link carrying the options. Screenshots:
// test-results/screenshots/mcts-*.png, at a projector, a laptop, a phone
// and embedded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, openApp, openExample, press, saveScreenshot, useBrowser } from './support.mjs';

const browser = useBrowser();

const FIGURE = 'Monte Carlo tree search on the two-move game (5.2)';
const TRAP = 'Monte Carlo tree search: a trap';

/** The drawn node labelled `label`. */
const node = (page, label) => page.locator(`svg.tree-view g.tree-node[data-label="${label}"]`);

/** The labels of the drawn nodes that have class `name`, in drawing order. */
const labelled = (page, name) =>
  page.locator(`svg.tree-view g.tree-node.${name}`).evaluateAll((nodes) => nodes.map((n) => n.dataset.label));

/** The lines of numbers written at `label`: ["N 3", "W/N 0.56"]. */
async function numbers(page, label) {
  const text = node(page, label).locator('.mcts-numbers');
  if ((await text.count()) === 0) return [];
  const spans = await text.locator('tspan').allTextContents();
  return spans.length > 0 ? spans : [await text.textContent()];
}

const sentence = (page) => page.locator('.explanation .sentence').first().textContent();

/** Opens the app on the lecture example `title`, keys going to the player. */
const openPreset = (title, options = {}) => openExample(browser(), title, options);

test('the first iterations add B, C and D, then selection picks by UCB1 with the scores on the edges', async () => {
  const { page, errors } = await openPreset(FIGURE);
  assert.deepEqual(await labelled(page, 'mcts-in'), ['A'], 'only the root is in the search tree');
  assert.ok((await labelled(page, 'mcts-out')).includes('E'), 'the rest is faint');
  await press(page, 'ArrowRight');
  assert.match(await sentence(page), /^B joins the search tree with N = 0 and W = 0/);
  await press(page, 'ArrowRight', 'ArrowRight');
  assert.match(await sentence(page), /^The reward 0\.5 goes back up from B to the root/);
  assert.deepEqual(await numbers(page, 'A'), ['N 1', 'W/N 0.5']);
  await press(page, 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight');
  assert.deepEqual(await labelled(page, 'mcts-in'), ['A', 'B', 'C', 'D']);
  await press(page, 'ArrowRight');
  assert.equal(
    await sentence(page),
    "D has the highest score among A's children, its mean reward plus its exploration bonus: 1 + 1.4 × √(ln 3 / 1) = 2.47. Selection goes down to D.",
  );
  // Every child's score on its edge, the chosen one lit.
  const scores = await page.locator('svg.tree-view .edge-label').allTextContents();
  assert.deepEqual(scores, ['1.97', '1.63', '2.47']);
  assert.deepEqual(await labelled(page, 'score-chosen'), ['D']);
  assert.match(await page.locator('.pseudocode .current').textContent(), /the child c with the highest q\(c\) \+ 1\.4/);
  await saveScreenshot(page, 'mcts-select');

  // The playout goes down dashed from the node just added.
  await press(page, 'ArrowRight', 'ArrowRight');
  assert.match(await sentence(page), /^K is a leaf, so there is nothing to play out/);
  // On to the end of the iteration under way, then a whole one more.
  await press(page, 'i');
  assert.match(await sentence(page), /^The reward 1 goes back up from K to the root/);
  assert.deepEqual(await numbers(page, 'D'), ['N 2', 'W/N 1']);
  await press(page, 'i');
  assert.match(await sentence(page), /^The reward 0\.25 goes back up from L to the root/);
  assert.deepEqual(await numbers(page, 'D'), ['N 3', 'W/N 0.75']);
  assert.deepEqual(errors, []);
});

test('at the end: the root estimate, the move, and the chart marks minimax\'s move', async () => {
  const { page, errors } = await openPreset(FIGURE);
  const one = page.getByRole('button', { name: '1 iteration on' });
  assert.equal(await one.getAttribute('title'), '1 iteration on (I)');
  await one.click();
  assert.match(await page.locator('.step-of').textContent(), /^Step 3 of 398/);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('button', { name: '10 iterations on' }).click();
  assert.match(await page.locator('.step-of').textContent(), /^Step 37 of 398/);
  await press(page, 'End');
  assert.equal(await sentence(page), 'After 100 iterations, A plays B, its most visited child (N = 43).');
  assert.equal((await page.locator('#root-value').textContent()).trim(), '4.56');
  assert.match(await page.locator('#best-move').textContent(), /B \(move 1\)/);
  const chart = page.locator('svg.convergence-chart');
  await chart.scrollIntoViewIfNeeded();
  assert.equal(await chart.locator('.chart-line:not(.chart-key) polyline').count(), 3);
  assert.equal((await chart.locator('.chart-key.line-minimax-move text').textContent()).trim(), 'B (minimax)');
  await saveScreenshot(page, 'mcts-end');
  assert.deepEqual(errors, []);
});

test('a short search falls into the trap minimax sees', async () => {
  const { page, errors } = await openPreset(TRAP);
  await press(page, 'End');
  assert.match(await page.locator('#best-move').textContent(), /^B/);
  const chart = page.locator('svg.convergence-chart');
  await chart.scrollIntoViewIfNeeded();
  assert.equal((await chart.locator('.chart-key.line-minimax-move text').textContent()).trim(), 'C (minimax)');
  // With more iterations it finds C, as minimax does.
  await page.locator('#mcts-iterations').fill('200');
  await page.locator('#mcts-iterations').press('Enter');
  await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
  await press(page, 'End');
  assert.match(await page.locator('#best-move').textContent(), /^C/);
  await saveScreenshot(page, 'mcts-trap');
  assert.deepEqual(errors, []);
});

test('options the search cannot take are refused in one sentence, and what was typed stays', async () => {
  const { page, errors } = await openPreset(FIGURE);
  const field = page.locator('#mcts-iterations');
  await field.fill('20000000');
  await field.press('Enter');
  assert.equal(
    await page.locator('.field-problem').textContent(),
    'the number of iterations is a whole number from 0 to 10000000, not "20000000"',
  );
  assert.equal(await field.inputValue(), '20000000', 'the typed text stays');
  assert.match(await page.locator('.step-of').textContent(), /of 398$/, 'the search on show stays');
  const c = page.locator('#mcts-c');
  await c.fill('-1');
  await c.press('Enter');
  assert.match(await page.locator('.field-problem').textContent(), /^C is a finite number, 0 or more, not "-1"/);
  await field.fill('10');
  await field.press('Enter');
  assert.match(await page.locator('.step-of').textContent(), /of 38$/);
  assert.equal(await page.locator('.field-problem').count(), 0);
  assert.deepEqual(errors, []);
});

/** The value of the long search's progress bar. */
const progressed = (page) => page.locator('.long-run progress').evaluate((bar) => bar.value);

test('a million iterations run with their progress shown, and end on the last ones to step through', async () => {
  const { page, errors } = await openPreset(FIGURE);
  const field = page.locator('#mcts-iterations');
  await field.fill('1000000');
  await field.press('Enter');
  // The page stays alive while it searches, and says how far it is.
  await page.locator('.long-run progress').waitFor();
  assert.match(await page.locator('.long-run').textContent(), /Iterations run: \d+ of 1000000/);
  await page.locator('.long-run').waitFor({ state: 'detached', timeout: 60_000 });
  // The end: a million iterations counted, the last thousand traced.
  const iterations = page.locator('.counters tbody tr').first().locator('.count');
  assert.equal(await iterations.textContent(), '1000000');
  assert.match(await page.locator('#best-move').textContent(), /^B/);
  assert.ok(Number((await page.locator('.step-of').textContent()).match(/of (\d+)$/)[1]) < 10_000);
  assert.equal((await numbers(page, 'A'))[0], 'N 1.00M', 'a million written short, so that the tree keeps its size');
  // A step back goes into the last iteration, counted from the million.
  await press(page, 'ArrowLeft');
  assert.match(await sentence(page), /goes back up from [A-M] to the root/);
  await press(page, 'Home');
  assert.equal(await iterations.textContent(), '999000', 'the trace begins after the untraced iterations');
  await page.locator('.convergence-chart').waitFor();
  assert.equal(await field.inputValue(), '1000000');
  assert.deepEqual(errors, []);
});

test('a long search can be cancelled, which keeps what was typed, and run again', async () => {
  const { page, errors } = await openPreset('Monte Carlo tree search: X to move and block');
  const field = page.locator('#mcts-iterations');
  await field.fill('10000000');
  await field.press('Enter');
  await page.locator('.long-run progress').waitFor();
  await page.waitForFunction(() => document.querySelector('.long-run progress')?.value > 0);
  const first = await progressed(page);
  // The page answers while it searches: the progress goes on between two looks.
  await page.waitForFunction((before) => document.querySelector('.long-run progress')?.value > before, first);
  // From the keyboard: Cancel turns into Run again where the focus is.
  await page.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Run again' }).waitFor();
  const stopped = await page.locator('.long-run p').textContent();
  const match = stopped.match(/Cancelled after (\d+) of 10000000 iterations: nothing is searched/);
  assert.ok(match, stopped);
  assert.ok(Number(match[1]) > 0 && Number(match[1]) < 10_000_000);
  await page.waitForTimeout(300);
  assert.equal(await page.locator('.long-run p').textContent(), stopped);
  assert.equal(await page.locator('.long-run progress').isVisible(), false);
  const after = await page.locator('.long-run progress').evaluate((bar) => bar.value);
  await page.waitForTimeout(300);
  assert.equal(await page.locator('.long-run progress').evaluate((bar) => bar.value), after, 'nothing runs after Cancel');
  assert.equal(await field.inputValue(), '10000000', 'the typed text stays');
  const focused = () => page.evaluate(() => document.activeElement?.textContent);
  assert.equal(await focused(), 'Run again', 'the keyboard goes on from Cancel to Run again');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.long-run progress')?.value > 0);
  assert.equal(await focused(), 'Cancel', 'and back');
  // Fewer iterations, and the search is traced whole again.
  await field.fill('100');
  await field.press('Enter');
  await page.locator('.long-run').waitFor({ state: 'detached' });
  assert.match(await page.locator('.step-of').textContent(), /of \d+$/);
  assert.deepEqual(errors, []);
});

test('practice: which child selection takes, and what backup gives, graded with the numbers', async () => {
  const { page, errors } = await openPreset(FIGURE);
  await page.locator('#mode-practice').click();
  await page.selectOption('#exercise-kind', 'predict');
  await page.locator('#practise-watched').click();
  const seen = { selection: false, backup: false };
  for (let asked = 0; asked < 12 && !(seen.selection && seen.backup); asked += 1) {
    await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
    await press(page, 'End');
    const question = await page.locator('#practice-question').textContent();
    const before = (await page.locator('.verdict').count()) > 0 ? await page.locator('.verdict').last().textContent() : '';
    // The verdict of this reply: the last one, once it differs from before.
    const verdictOf = async () => {
      await page.waitForFunction((old) => {
        const all = document.querySelectorAll('.verdict');
        return all.length > 0 && all[all.length - 1].textContent !== old;
      }, before);
      return page.locator('.verdict').last().textContent();
    };
    const backup = question.match(/^The root has N = (\d+) and W = ([\d.]+), and the playout's reward is ([\d.]+)\./);
    if (backup) {
      // N + 1 and W + r, as the tree writes W.
      const [n, w, r] = backup.slice(1).map(Number);
      await page.locator('#practice-reply').fill(`${n + 1} ${(w + r).toFixed(2)}`);
      await page.locator('#practice-reply').press('Enter');
      assert.match(await verdictOf(), /^Right: The reward [\d.]+ goes back up/);
      seen.backup = true;
      continue;
    }
    const selection = question.match(/^Selection is at (\w), whose children are all in the search tree/);
    assert.ok(selection, question);
    // A click on a child answers; a wrong one is shown its own score.
    const first = { A: 'B', B: 'E', C: 'H', D: 'K' }[selection[1]];
    // (A leaf's value covers its shape: the press lands on the node all the same.)
    await node(page, first).locator('.node-shape').click({ force: true });
    const verdict = await verdictOf();
    const right = new RegExp(`^Right: ${first} has the highest score`);
    const wrong = new RegExp(`^No: selection goes down to \\w\\. .* = [\\d.]+\\. Selection goes down to \\w\\. ${first} scores only [\\d.]+ \\+ 1\\.4 × √\\(ln \\d+ / \\d+\\) = [\\d.]+\\.$`);
    assert.ok(right.test(verdict) || wrong.test(verdict), verdict);
    seen.selection = true;
  }
  assert.deepEqual(seen, { selection: true, backup: true });
  await saveScreenshot(page, 'mcts-practice');
  assert.deepEqual(errors, []);
});

test('practice kinds of their own: UCB and backup, generated and checked', async () => {
  const { page, errors } = await openPreset(FIGURE);
  await page.locator('#mode-practice').click();
  await page.selectOption('#exercise-kind', 'ucb');
  await page.locator('#new-exercise').click();
  await page.locator('.practice-panel h2', { hasText: 'UCB' }).waitFor();
  await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
  await press(page, 'End');
  assert.match(await page.locator('#practice-question').textContent(), /^Selection is at \w+, whose children are all in the search tree\. Which child does it go down to, and with what score/);
  assert.match(await page.locator('.practice-panel code').first().textContent(), /^ucb\.mcts\./, 'the exercise has its code');
  await page.locator('#practice-reply').fill('no such node 1');
  await page.locator('#practice-reply').press('Enter');
  assert.match(await page.locator('.message').first().textContent(), /names no child of/);
  // A wrong score for any child is graded, and the answer written out with its score.
  const parent = (await page.locator('#practice-question').textContent()).match(/^Selection is at (\w+),/)[1];
  // Nodes are drawn in pre-order: the parent's first child comes next.
  const labels = await page.locator('svg.tree-view g.tree-node').evaluateAll((nodes) => nodes.map((n) => n.dataset.label));
  const child = labels[labels.indexOf(parent) + 1];
  await page.locator('#practice-reply').fill(`${child} 99`);
  await page.locator('#practice-reply').press('Enter');
  await page.locator('.verdict').first().waitFor();
  assert.match(await page.locator('.verdict').last().textContent(), /^No: selection goes down to \w+, whose score is [\d.+∞]+\./);
  await saveScreenshot(page, 'mcts-practice-ucb');

  await page.selectOption('#exercise-kind', 'backup');
  await page.locator('#new-exercise').click();
  await page.locator('.practice-panel h2', { hasText: 'Backup' }).waitFor();
  await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
  await press(page, 'End');
  assert.match(await page.locator('#practice-question').textContent(), /^The root has N = \d+ and W = [\d.]+, and the playout's reward is [\d.]+\./);
  await page.locator('#practice-reply').fill('0 0');
  await page.locator('#practice-reply').press('Enter');
  await page.locator('.verdict').first().waitFor();
  assert.match(await page.locator('.verdict').last().textContent(), /^No: N = \d+ and W = [\d.]+\. The reward/);
  assert.deepEqual(errors, []);
});

test('a link carries the options and the step', async () => {
  const url = `${BASE_URL}#t=A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))&a=mcts&mc=50,3,0.5,all,mean&s=7`;
  const { page, errors } = await openApp(browser(), { url });
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  assert.equal(await page.locator('#mcts-iterations').inputValue(), '50');
  assert.equal(await page.locator('#mcts-c').inputValue(), '0.5');
  assert.equal(await page.locator('#mcts-seed').inputValue(), '3');
  assert.match(await page.locator('.step-of').textContent(), /^Step 7 of/);
  assert.match(await page.locator('.pseudocode').textContent(), /add all of n's children to the tree/);
  assert.deepEqual(errors, []);
});

for (const context of [
  { name: 'projector-1024x768', width: 1024, height: 768, projector: true, least: 18 },
  { name: 'laptop-1366x768', width: 1366, height: 768, least: 16 },
  { name: 'phone-390x844', width: 390, height: 844, least: 9 },
  { name: 'embed-720x480', width: 720, height: 480, embed: true, least: 9 },
]) {
  test(`N and W/N are legible and the tree whole: ${context.name}`, async () => {
    const url = `${BASE_URL}${context.embed ? '?embed' : ''}#t=A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))&a=mcts&mc=100,0,1.4,one,visits&s=398`;
    const { page, errors } = await openApp(browser(), { url });
    await page.setViewportSize({ width: context.width, height: context.height });
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    if (context.projector) {
      await press(page, 'p');
      await page.locator('.app.projector').waitFor();
    }
    await page.waitForTimeout(200);
    const seen = await page.evaluate(() => {
      const svg = document.querySelector('svg.tree-view');
      const box = svg.closest('.tree-view-box').getBoundingClientRect();
      const outside = [...svg.querySelectorAll('g.tree-node')]
        .filter((node) => {
          const r = node.querySelector('.node-shape').getBoundingClientRect();
          return r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1;
        })
        .map((node) => node.dataset.label);
      const heights = [...svg.querySelectorAll('.mcts-numbers')].map((text) => text.getBoundingClientRect().height);
      return { outside, least: Math.min(...heights), count: heights.length };
    });
    assert.deepEqual(seen.outside, [], 'every node inside the drawing');
    assert.equal(seen.count, 13, 'numbers at every node of the search tree');
    // A line of N and W/N is about 1.2 times its font's size on screen.
    assert.ok(seen.least >= context.least, `numbers ${seen.least.toFixed(1)} px tall, want ${context.least}`);
    await saveScreenshot(page, `mcts-${context.name}`);
    assert.deepEqual(errors, []);
  });
}
