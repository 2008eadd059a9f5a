// Practice mode: an exercise link opens the same tree on every page; wrong
// answers are marked on the tree and the first is explained; right answers
// score; a tampered link says so and offers a fresh exercise; questions,
// hints, solutions and orderings work. Answers are given with the keyboard
// alone, and on a phone by tapping. Screenshots:
// test-results/screenshots/practice-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, openApp, press, saveScreenshot, tap, treeInSight, treeTop, useBrowser, waitForKeys } from './support.mjs';

/** An easy minimax exercise: a root A over B and C, over the leaves D to G. */
const VALUES = 'x=values.minimax.equal.soft.b2.d2.v0~9.k0.42';
const CUTS = 'x=cuts.alphabeta.equal.soft.b2-3.d3.v0~20.k2a.42';
const PREDICT = 'x=predict.alphabeta.equal.soft.b2-3.d3.v0~20.k2a.7';

const browser = useBrowser();

/** Opens the exercise at `address` in a new page and waits for its tree. */
async function openExercise(address) {
  const opened = await openApp(browser(), { url: `${BASE_URL}#${address}` });
  await opened.page.locator('svg.tree-view g.tree-node').first().waitFor();
  await opened.page.locator('.practice-panel').waitFor();
  return opened;
}

/** Every drawn node as `label:value`, in drawing order. */
const drawn = (page) =>
  page.locator('svg.tree-view g.tree-node').evaluateAll((nodes) =>
    nodes.map((node) => `${node.dataset.label ?? ''}:${node.querySelector('.node-value')?.textContent ?? ''}`),
  );

/** The value written at leaf `label`. */
async function leaf(page, label) {
  return Number(await page.locator(`g.tree-node[data-label="${label}"] .node-value`).textContent());
}

/** Writes `value` at the selected node: Enter, type, Enter. */
async function answer(page, value) {
  await press(page, 'Enter');
  await page.keyboard.type(String(value));
  await press(page, 'Enter');
}

/** Presses the button `id` from the keyboard. */
async function pressButton(page, id) {
  await page.locator(`#${id}`).focus();
  await press(page, 'Enter');
}

test('an exercise link: a wrong answer is marked and explained, right answers score, and the same link gives the same tree', async () => {
  const { page, errors } = await openExercise(VALUES);
  const [d, e, f, g] = [await leaf(page, 'D'), await leaf(page, 'E'), await leaf(page, 'F'), await leaf(page, 'G')];
  const b = Math.min(d, e);
  const c = Math.min(f, g);
  const a = Math.max(b, c);
  assert.match(await page.locator('.practice-rule').textContent(), /Graded by Minimax/);

  // ↓ selects the root, ↓ again its first child, → the next one.
  await press(page, 'ArrowDown');
  await answer(page, a);
  await press(page, 'ArrowDown');
  await answer(page, b + 1);
  await press(page, 'ArrowRight');
  await answer(page, c);
  await pressButton(page, 'practice-check');
  await page.locator('.first-mistake').waitFor();
  assert.match(await page.locator('.first-mistake').textContent(), new RegExp(`B is worth ${b}, not ${b + 1}`));
  assert.equal(await page.locator('.practice-feedback .score').textContent(), '2 of 3 right.');
  assert.equal(await page.locator('g.tree-node.answer-wrong').count(), 1);
  assert.equal(await page.locator('g.tree-node.answer-wrong[data-label="B"]').count(), 1, 'B is marked');
  await saveScreenshot(page, 'practice-values-wrong');

  await press(page, 'ArrowLeft');
  await answer(page, b);
  await pressButton(page, 'practice-check');
  await page.locator('.all-right').waitFor();
  assert.equal(await page.locator('.practice-feedback .score').textContent(), '3 of 3 right.');
  assert.equal(await page.locator('g.tree-node.answer-wrong').count(), 0);
  assert.match(await page.locator('#practice-record').textContent(), /^Exercises checked: 1\. Right at the first check: 0\. Streak: 0/);
  await saveScreenshot(page, 'practice-values-right');

  // The same link on another page, with its own storage, gives the same tree.
  const other = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const second = await other.newPage();
    await second.goto(`${BASE_URL}#${VALUES}`);
    await second.locator('.practice-panel').waitFor();
    assert.deepEqual(await drawn(second), await drawn(page));
    assert.equal(await second.locator('#exercise-code').textContent(), VALUES.slice(2));
  } finally {
    await other.close();
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone a tap on or beside a node brings its answer to hand, and answering goes back to the tree', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#${VALUES}`, phone: true });
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  const focusedAndScroll = () => page.evaluate(() => [document.activeElement?.id ?? '', window.scrollY]);
  for (const [label, value] of [['B', 4], ['C', 0]]) {
    const shape = page.locator(`g.tree-node[data-label="${label}"] .node-shape`);
    const box = await shape.boundingBox();
    await tap(page, box.x + box.width / 2, box.y + box.height / 2);
    await waitForKeys(page, 'edit-value');
    // The field comes to hand on the tree's screen, under the node answered.
    const [field, node] = [await page.locator('#edit-value').boundingBox(), await shape.boundingBox()];
    assert.ok(field.y + field.height <= 844, `the field is in sight: ${JSON.stringify(field)}`);
    assert.ok(node.y >= 0 && node.y + node.height <= field.y, `${label} is in sight above the field: ${JSON.stringify({ node, field })}`);
    assert.match(await page.locator('.answer-bar h3').innerText(), new RegExp(`\\b${label}\\b`));
    await page.keyboard.type(String(value));
    await press(page, 'Enter');
    await page.waitForFunction(() => window.scrollY === 0);
    assert.notEqual((await focusedAndScroll())[0], 'edit-value');
  }
  const written = (label) => page.locator(`g.tree-node[data-label="${label}"] .answer-text`).textContent();
  assert.deepEqual([await written('B'), await written('C')], ['4', '0']);
  await saveScreenshot(page, 'practice-phone-tapped');
  assert.deepEqual(errors, []);
  await page.close();

  // A leaf of a cuts exercise, a few pixels wide on a phone, is tapped
  // beside its box; it asks only whether its branch is cut, so the cut
  // button comes to hand, and pressing it goes back to the tree.
  const cuts = await openApp(browser(), { url: `${BASE_URL}#${CUTS}`, phone: true });
  await cuts.page.locator('svg.tree-view g.tree-node').first().waitFor();
  const leafBox = await cuts.page.locator('g.tree-node[data-label="J"] .node-shape').boundingBox();
  assert.ok(leafBox.width < 30, `the leaf is small: ${leafBox.width} px`);
  await tap(cuts.page, leafBox.x + leafBox.width + 1, leafBox.y + leafBox.height / 2);
  await waitForKeys(cuts.page, 'toggle-cut');
  assert.equal(await cuts.page.locator('g.tree-node[aria-selected="true"]').getAttribute('data-label'), 'J');
  // The cut button is on the same screen as the leaf, clear of it.
  const [cutButton, leafNow] = [await cuts.page.locator('#toggle-cut').boundingBox(), await cuts.page.locator('g.tree-node[data-label="J"] .node-shape').boundingBox()];
  assert.ok(leafNow.y >= 0 && leafNow.y + leafNow.height <= cutButton.y && cutButton.y + cutButton.height <= 844, `the leaf above the cut button, both in sight: ${JSON.stringify({ leafNow, cutButton })}`);
  await cuts.page.locator('#toggle-cut').tap();
  await cuts.page.waitForFunction(() => window.scrollY === 0);
  assert.equal(await cuts.page.locator('g.tree-node[data-label="J"] .answer-cut').count(), 1);
  assert.deepEqual(cuts.errors, []);
  await cuts.page.close();
});

test('a tampered exercise link says so and offers a fresh exercise', async () => {
  const { page, errors } = await openExercise('x=cuts.alphabeta.equal.soft.b2.d3.v0~9.k2q.42');
  const message = await page.locator('p.message[role="alert"]').textContent();
  assert.match(message, /exercise link cannot be read .*unknown flags "q"/);
  assert.ok((await page.locator('svg.tree-view g.tree-node').count()) > 3, 'a fresh exercise is on show');
  await saveScreenshot(page, 'practice-tampered');
  assert.deepEqual(errors, []);
  await page.close();
});

test('cuts: a marked cut is drawn, a hint reveals one step, and the solution plays from the first mistake', async () => {
  const { page, errors } = await openExercise(CUTS);
  assert.equal(await page.locator('.controls').count(), 0, 'no playing before the answers');
  // Mark the root's second child's branch as cut: wrong, the root never cuts.
  await press(page, 'ArrowDown', 'ArrowDown', 'ArrowRight', 'c');
  assert.equal(await page.locator('path.answer-cut.is-marked').count(), 1);
  await pressButton(page, 'practice-hint');
  assert.equal(await page.locator('.tree-node.is-current').count(), 1, 'one step shown');
  await pressButton(page, 'practice-check');
  await page.locator('.first-mistake').waitFor();
  assert.ok((await page.locator('path.answer-cut.is-wrong, path.answer-cut.is-missing').count()) >= 1);
  await saveScreenshot(page, 'practice-cuts-checked');
  await pressButton(page, 'practice-solution');
  await page.locator('.controls').waitFor();
  await press(page, 'Escape', 'End');
  assert.match(await page.locator('.step-of').textContent(), /^Step (\d+) of \1$/, 'the solution plays to the end');
  await saveScreenshot(page, 'practice-cuts-solution');
  assert.deepEqual(errors, []);
  await page.close();
});

test('predict: the search stops at a question and goes on once it is answered', async () => {
  const { page, errors } = await openExercise(PREDICT);
  await press(page, 'End');
  await page.locator('#practice-question').waitFor();
  const stoppedAt = await page.locator('.step-of, .controls').first().textContent();
  await press(page, 'Enter');
  await page.keyboard.type('7');
  await press(page, 'Enter');
  await page.locator('.verdict').waitFor();
  await saveScreenshot(page, 'practice-predict');
  await press(page, 'ArrowRight');
  assert.notEqual(await page.locator('.step-of, .controls').first().textContent(), stoppedAt, 'one step on');
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone Play on, Hint and Show solution bring the tree into sight, and Play on plays to the next question', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#${PREDICT}`, phone: true });
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  await press(page, '+', '+', '+');
  const step = () => page.locator('.step-of').textContent();
  // The student scrolls down to read the task, and plays on from there.
  for (const round of [1, 2]) {
    const button = page.locator('#practice-play-on');
    await button.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    assert.ok((await treeTop(page)) < 0, `round ${round}: the tree is above the window`);
    const before = await step();
    await button.tap();
    await treeInSight(page);
    await page.waitForFunction((old) => document.querySelector('.step-of').textContent !== old, before);
    if (round === 2) break;
    // The search stops at its question, whose field comes to hand.
    await waitForKeys(page, 'practice-reply');
    await page.keyboard.type('7');
    await press(page, 'Enter');
    await page.locator('.verdict').waitFor();
    const box = await button.boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= 844, `the button is in sight beside the verdict: ${box.y}`);
    await saveScreenshot(page, 'practice-phone-predict-verdict');
  }
  assert.deepEqual(errors, []);
  await page.close();

  // Hint and Show solution show their answer on the tree, so they too
  // bring it back into sight.
  const cuts = await openApp(browser(), { url: `${BASE_URL}#${CUTS}`, phone: true });
  await cuts.page.locator('svg.tree-view g.tree-node').first().waitFor();
  for (const id of ['practice-hint', 'practice-solution']) {
    const button = cuts.page.locator(`#${id}`);
    await button.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    assert.ok((await treeTop(cuts.page)) < 0, `${id}: the tree is above the window`);
    await button.tap();
    await treeInSight(cuts.page);
  }
  assert.equal(await cuts.page.locator('.controls').count(), 1, 'the solution plays');
  assert.deepEqual(cuts.errors, []);
  await cuts.page.close();
});

test('windows: the nodes the search never enters are named before any answer', async () => {
  const { page, errors } = await openExercise('x=windows.alphabeta.equal.soft.b2-3.d3.v0~20.k2a.38093');
  // K and G, and the leaves under them, are asked nothing: the task says so, and why.
  assert.equal(
    await page.locator('.practice-panel .never-entered').textContent(),
    'K, L, G, O and P are never entered: alpha-beta stops searching at E and C before them, so they have no window to write.',
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('ordering: the order is scored against the best, which the solution shows', async () => {
  const { page, errors } = await openExercise('x=order.alphabeta.equal.soft.b2-3.d3.v0~20.k2a.5');
  const before = await drawn(page);
  // ↓ ↓ selects the root's first child; ] moves it one place right.
  await press(page, 'ArrowDown', 'ArrowDown', ']');
  await page.waitForFunction(
    (old) => [...document.querySelectorAll('svg.tree-view g.tree-node')].map((n) => n.dataset.label).join() !== old,
    before.map((entry) => entry.split(':')[0]).join(),
  );
  assert.equal(await page.locator('p.message[role="alert"]').count(), 0, 'reordering is allowed here');
  await pressButton(page, 'practice-check');
  const result = await page.locator('.practice-feedback .score').textContent();
  const [, yours] = result.match(/^Alpha-beta reads (\d+) leaves with your order; the best order reads only \d+\.$/);
  // Which child is out of place, and why, on the order drawn.
  const advice = await page.locator('.practice-feedback .misplaced').textContent();
  const [, then] = advice.match(/^Under \S+, \S+ should come before \S+: it is the better move for (?:MAX|MIN) \(\S+ against \S+\), and with it first alpha-beta reads (\d+) leaves\.$/);
  assert.ok(Number(then) < Number(yours), advice);
  await pressButton(page, 'practice-solution');
  assert.equal(await page.locator('.practice-feedback .misplaced').count(), 0, 'the best order needs no advice');
  await press(page, 'Escape', 'End');
  assert.match(await page.locator('.step-of').textContent(), /^Step (\d+) of \1$/);
  await saveScreenshot(page, 'practice-ordering');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Practice and Watch switch modes, and watching comes back to the same tree', async () => {
  const { page, errors } = await openApp(browser());
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  const watched = await drawn(page);
  await page.locator('#mode-practice').click();
  await page.locator('.practice-panel').waitFor();
  assert.equal(await page.locator('.algorithm-menu').count(), 0, 'the exercise sets the search');
  assert.equal(await page.locator('.language-menu select').count(), 1, 'the language can still be changed');
  await page.locator('#exercise-kind').selectOption('values');
  await page.locator('#exercise-level').selectOption({ label: 'Easy' });
  await page.locator('#new-exercise').click();
  await page.locator('.practice-panel h2', { hasText: 'Minimax values' }).waitFor();
  await page.waitForURL(/#x=values\.minimax\./);
  await page.locator('#mode-watch').click();
  await page.locator('.algorithm-menu').waitFor();
  assert.deepEqual(await drawn(page), watched);
  assert.deepEqual(errors, []);
  await page.close();
});

test('More settings make the exercise asked for, and its code says so', async () => {
  const { page, errors } = await openExercise(CUTS);
  await page.locator('.exercise-settings summary').click();
  await page.locator('#exercise-ties').selectOption({ index: 1 });
  await page.locator('#exercise-failure').selectOption({ index: 1 });
  await page.locator('#exercise-branching').fill('2');
  await page.locator('#exercise-depth').fill('2');
  await page.locator('#exercise-cuts').fill('1');
  await page.locator('#exercise-above-leaves').uncheck();
  await page.locator('#exercise-ties-allowed').check();
  await page.locator('#new-exercise').click();
  await page.waitForFunction(() => document.getElementById('exercise-code')?.textContent.includes('.b2.'));
  assert.match(await page.locator('#exercise-code').textContent(), /^cuts\.alphabeta\.strict\.hard\.b2\.d2\.v0~20\.k1t\.\d+\.g2$/);
  assert.match(await page.locator('.practice-rule').textContent(), /strict.*fail-hard/);
  assert.equal(await page.locator('svg.tree-view g.tree-node').count(), 7);
  // Settings that cannot be read say so and keep the exercise.
  await page.locator('#exercise-depth').fill('two');
  await page.locator('#new-exercise').click();
  await page.locator('p.message[role="alert"]', { hasText: 'whole numbers' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});
