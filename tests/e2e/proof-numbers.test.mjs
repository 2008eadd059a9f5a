// Proof-number search, PN² and df-pn, each on its lecture example, driven
// as a lecturer drives them: the walk to the most-proving node lit, pn and
// dn on every node, faint nodes until generated, proved and disproved
// nodes coloured and marked, the proof tree at the end, df-pn's thresholds
// and PN²'s inner searches; the formula panel; a tree they cannot take;
// a link to a step, embedding and the SVG export; a proof-numbers
// exercise and a most-proving question. Screenshots (light, dark and
// projector): test-results/screenshots/proof-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { BASE_URL, openApp, openExample, press, saveScreenshot, useBrowser } from './support.mjs';

const browser = useBrowser();

const NARROW = 'Proof-number search: the narrow win first';
const MOVING = 'Proof-number search: the most-proving node moves';
const INNER = 'PN²: inner searches settle whole subtrees';
const THRESHOLDS = 'df-pn: depth-first under thresholds';

/** The drawn node labelled `label`. */
const node = (page, label) => page.locator(`g.tree-node[data-label="${label}"]`);

/** The labels of the drawn nodes that have class `name`, in drawing order. */
const labelled = (page, name) =>
  page.locator(`svg.tree-view g.tree-node.${name}`).evaluateAll((nodes) => nodes.map((n) => n.dataset.label));

/** The pn and dn written at `label`, as "pn 4 | dn 1". */
async function numbers(page, label) {
  const text = node(page, label).locator('.proof-numbers');
  if ((await text.count()) === 0) return '';
  return (await text.locator('tspan').allTextContents()).join(' | ');
}

/** Opens the app on the lecture example `title`, keys going to the player. */
const openPreset = (title, options = {}) => openExample(browser(), title, options);

/** Presses → until the sentence matches `pattern`, at most `most` times. */
async function stepUntil(page, pattern, most = 100) {
  for (let presses = 0; presses < most; presses += 1) {
    const sentence = await page.locator('.explanation .sentence').textContent();
    if (pattern.test(sentence)) return sentence;
    await press(page, 'ArrowRight');
  }
  throw new Error(`no sentence matched ${pattern}`);
}

test('proof-number search proves the narrow win, walking to each most-proving node', async () => {
  const { page, errors } = await openPreset(NARROW);
  assert.equal(await page.locator('.algorithm-menu select').inputValue(), await page.locator('.algorithm-menu option', { hasText: 'Proof-number search' }).getAttribute('value'));
  assert.deepEqual(await labelled(page, 'proof-seen'), [], 'nothing generated before the first step');
  await saveScreenshot(page, 'proof-pns-start');

  await stepUntil(page, /^A is an OR node: go down to B/);
  assert.deepEqual(await labelled(page, 'on-path'), ['A', 'B'], 'the walk is lit');
  assert.equal(await numbers(page, 'B'), 'pn 1 | dn 1');
  await stepUntil(page, /^B is an AND node: pn = 1 \+ 1 \+ 1 \+ 1 = 4/);
  assert.equal(await numbers(page, 'B'), 'pn 4 | dn 1');
  assert.match(await page.locator('#formula').textContent(), /AND node: pn = 1 \+ 1 \+ 1 \+ 1 = 4, dn = min\(1, 1, 1, 1\) = 1/);
  assert.equal(await page.locator('.formula-panel tr.and.lit').count(), 1, 'the AND row is lit');
  assert.ok((await labelled(page, 'proof-unseen')).includes('K'), 'K is not generated yet: faint');
  await saveScreenshot(page, 'proof-pns-b-expanded');

  await stepUntil(page, /the update stops here, and the next walk starts from A/);
  await press(page, 'ArrowRight');
  assert.match(await page.locator('.explanation .sentence').textContent(), /go down to C/);
  assert.deepEqual(await labelled(page, 'on-path'), ['A', 'C'], 'the walk now goes to C');

  await press(page, 'End');
  assert.equal((await page.locator('#root-value').textContent()).trim(), 'proved');
  assert.match(await page.locator('#best-move').textContent(), /C \(move 2\)/);
  assert.deepEqual(await labelled(page, 'in-proof'), ['A', 'C', 'I', 'S'], 'the proof tree');
  assert.deepEqual(await labelled(page, 'is-disproved'), ['T']);
  assert.equal(await node(page, 'A').locator('.proof-mark.proved').textContent(), 'Proved: MAX can force a win from here✓');
  assert.equal(await node(page, 'T').locator('.proof-mark.disproved').count(), 1, 'a mark, not colour only');
  assert.deepEqual(await labelled(page, 'proof-unseen'), ['K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'J']);
  await saveScreenshot(page, 'proof-pns-end');

  // Alpha-beta on the same tree reads every leaf of B first.
  const counts = async () => (await page.locator('.counters tbody td.count:not(.minimax)').allTextContents()).map(Number);
  const proofCounts = await counts();
  await page.selectOption('.algorithm-menu select', { label: 'Alpha-beta' });
  await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
  await press(page, 'End');
  const alphaBeta = await counts();
  assert.deepEqual([proofCounts[2], alphaBeta[1]], [2, 10], 'values read: 2 by proof numbers, 10 by alpha-beta');
  await saveScreenshot(page, 'proof-alphabeta-on-the-same-tree');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the most-proving node moves between subtrees, dark and on the projector', async () => {
  const { page, errors } = await openPreset(MOVING, { colorScheme: 'dark' });
  await press(page, 'p');
  await page.setViewportSize({ width: 1366, height: 768 });
  const walks = [];
  for (let presses = 0; presses < 70; presses += 1) {
    const sentence = await page.locator('.explanation .sentence').textContent();
    const walk = /^A is an OR node: go down to ([BCD])/.exec(sentence);
    if (walk) walks.push(walk[1]);
    await press(page, 'ArrowRight');
  }
  assert.deepEqual(walks, ['B', 'C', 'D', 'B', 'B', 'C', 'D', 'D'], 'B, C, D, back to B, then C and D');
  assert.equal((await page.locator('#root-value').textContent()).trim(), 'proved');
  assert.deepEqual(await labelled(page, 'in-proof'), ['A', 'D', 'I', 'T', 'J', 'U']);
  await saveScreenshot(page, 'proof-pns-moving-dark-projector');
  assert.deepEqual(errors, []);
  await page.close();
});

test('df-pn shows the thresholds each node is searched with', async () => {
  const { page, errors } = await openPreset(THRESHOLDS);
  await stepUntil(page, /^Search E while pn < 2 and dn < 2/);
  assert.equal(await numbers(page, 'E'), 'pn 1 < 2 | dn 1 < 2');
  assert.equal(await numbers(page, 'B'), 'pn 2 < 3 | dn 1 < ∞');
  assert.equal(await numbers(page, 'C'), 'pn 2 | dn 1', 'no thresholds off the path');
  assert.match(await page.locator('.pseudocode .current').textContent(), /MID\(c, th_pn − pn\(n\) \+ pn\(c\), min\(th_dn, s\)\)/);
  await saveScreenshot(page, 'proof-dfpn-thresholds');
  await stepUntil(page, /^E is proved, so the search goes back up to B/);
  await press(page, 'd');
  await saveScreenshot(page, 'proof-dfpn-leave-dark');
  await press(page, 'End');
  assert.equal((await page.locator('#root-value').textContent()).trim(), 'proved');
  assert.deepEqual(errors, []);
  await page.close();
});

test('PN² shows its inner searches, their limit and what they found', async () => {
  const { page, errors } = await openPreset(INNER);
  await press(page, 'p');
  const sentence = await stepUntil(page, /^C is the most-proving node: PN² expands it with an inner proof-number search/);
  assert.match(sentence, /holds at least 8 nodes, as many as the outer tree\. It proves C with 4 nodes/);
  await press(page, 'ArrowRight');
  assert.match(await page.locator('.explanation .sentence').textContent(), /^The inner search reads S, a leaf worth 3/);
  await saveScreenshot(page, 'proof-pn2-inner-projector');
  await press(page, 'End');
  assert.equal((await page.locator('#root-value').textContent()).trim(), 'proved');
  assert.deepEqual(await labelled(page, 'in-proof'), ['A', 'C', 'I'], 'I was proved by the inner search');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a tree with chance nodes or tuples says why, in the menu\'s words', async () => {
  const { page, errors } = await openPreset(NARROW);
  await page.locator('#tree-text').fill('A(B(1/2:3 1/2:4) 5)');
  await page.locator('#error').waitFor();
  assert.equal(
    (await page.locator('#error').textContent()).trim(),
    'This tree does not suit the algorithm: Proof-number search cannot search chance nodes, and B is one: use Expectiminimax',
  );
  await page.selectOption('.algorithm-menu select', { label: 'df-pn' });
  await page.locator('#tree-text').fill('(<1,2> <3,4>)');
  await page.waitForFunction(() => /tuples/.test(document.querySelector('#error')?.textContent ?? ''));
  assert.match(await page.locator('#error').textContent(), /df-pn needs numbers at the leaves; this tree has tuples, so use max\^n/);
  assert.equal(await page.locator('#tree-text').inputValue(), '(<1,2> <3,4>)', 'what was typed stays');
  await saveScreenshot(page, 'proof-unsuitable');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a link to a step, the embedded player and the SVG export keep the numbers', async () => {
  const tree = 'A(B(E(K=1_L=-3)_F(M=-2_N=4)_G(O=2_P=-1)_H(Q=-4_R=5))_C(I(S=3_T=-2))_D(J=-1))';
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#t=${tree}&a=pns&s=13` });
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  assert.match(await page.textContent('.controls'), /Step 13 of 27/);
  assert.equal(await numbers(page, 'B'), 'pn 4 | dn 1');
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export SVG' }).click()]);
  const svg = readFileSync(await file.path(), 'utf8');
  assert.match(svg, /<tspan class="pn"[^>]*>pn 4<\/tspan>/, 'the numbers are in the file');
  assert.match(svg, /proof-unseen[^>]*style="[^"]*opacity: 0\.3/, 'faint nodes stay faint');
  await page.close();

  const embedded = await openApp(browser(), { url: `${BASE_URL}index.html?embed#t=${tree}&a=dfpn&s=20` });
  await embedded.page.locator('svg.tree-view g.tree-node').first().waitFor();
  assert.equal(await embedded.page.locator('.app-header').count(), 0);
  assert.match(await embedded.page.textContent('.controls'), /Step 20 of 34/);
  assert.ok((await numbers(embedded.page, 'B')).startsWith('pn '));
  await saveScreenshot(embedded.page, 'proof-embed-dfpn');
  assert.deepEqual([...errors, ...embedded.errors], []);
  await embedded.page.close();
});

test('practice: proof numbers filled in and graded, and the most-proving node predicted', async () => {
  const { page, errors } = await openPreset(MOVING);
  await page.locator('#mode-practice').click();
  await page.selectOption('#exercise-kind', 'proof');
  await page.locator('#practise-watched').click();
  await page.locator('.practice-panel h2', { hasText: 'Proof numbers' }).waitFor();
  assert.match(await page.locator('.explanation .sentence').textContent(), /Its numbers are yours to write/);
  assert.equal(await page.locator('.proof-numbers').count(), 0, 'the numbers are hidden');
  // ↓ selects A, ↓ again B: B written wrong, then the first hint.
  await press(page, 'ArrowDown');
  await press(page, 'ArrowDown');
  await press(page, 'Enter');
  await page.keyboard.type('2, 1');
  await press(page, 'Enter');
  await page.locator('#practice-hint').click();
  await page.locator('#practice-check').click();
  await page.locator('.first-mistake').waitFor();
  assert.equal(await page.locator('.practice-feedback .score').textContent(), '1 of 12 right.');
  assert.match(await page.locator('.first-mistake').textContent(), /L has pn = 0, dn = ∞, not blank: Leaf worth 4/);
  assert.equal(await page.locator('g.tree-node.answer-wrong[data-label="B"]').count(), 1);
  await saveScreenshot(page, 'proof-practice-checked');
  await page.locator('#practice-solution').click();
  await page.locator('.proof-numbers').first().waitFor();

  await page.selectOption('#exercise-kind', 'predict');
  await page.locator('#practise-watched').click();
  await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
  await press(page, 'End');
  await page.locator('#practice-question').waitFor();
  assert.equal(await page.locator('#practice-question').textContent(), 'Which node is most-proving now, the one expanded next?');
  await page.locator('#practice-reply').fill('B');
  await page.locator('#practice-reply').press('Enter');
  await page.locator('.verdict').waitFor();
  assert.match(await page.locator('.verdict').textContent(), /^Right: B is the most-proving node/);
  await saveScreenshot(page, 'proof-practice-predict');
  assert.deepEqual(errors, []);
  await page.close();
});
