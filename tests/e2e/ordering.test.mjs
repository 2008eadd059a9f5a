// Move ordering, as a lecture shows it: iterative deepening pass by pass
// (the strip of passes, the children sliding to their new places), the
// ordering lab's buttons and counts and its chart, principal variation
// search's null windows, and compare mode with two tie rules on the tree
// where they differ. Screenshots of each are saved.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, openApp, press, saveScreenshot, useBrowser } from './support.mjs';

const browser = useBrowser();

/** Lecture example 5 with a static value on H, so that every pass can stop where it must. */
const STATIC_VALUES = 'A(B=4(E=2_F=7)_C=9(G=1_H=5(K=12_L=3))_D=6(I=8_J=4))';
/** Russell & Norvig's figure 5.2. */
const FIGURE_5_2 = 'A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))';
/** The tie rules differ on this tree: H equals α = 3. */
const TIE = 'A(B(E=3_F=12)_C(H=3_I=4)_D(K=2_L=9))';

/** The drawn node labelled `label` in `scope` (the page, or one drawing). */
const node = (scope, label) => scope.locator(`g.tree-node[data-label="${label}"]`);

/** Opens the app at `address` (after the #) and waits for the drawing. */
async function openAt(address) {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#${address}` });
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  return { page, errors };
}

/** The horizontal centre of a node on the screen. */
async function centreX(scope, label) {
  const box = await node(scope, label).locator('.node-shape').boundingBox();
  return box.x + box.width / 2;
}

/** Steps on with the keyboard until `done` holds, at most `most` times. */
async function stepUntil(page, done, most) {
  for (let presses = 0; !(await done()); presses += 1) {
    assert.ok(presses < most, `reached within ${most} steps`);
    await press(page, 'ArrowRight');
  }
}

test('iterative deepening, pass by pass', async () => {
  const { page, errors } = await openAt(`t=${STATIC_VALUES}&a=alphabeta&i=1`);
  const passes = page.locator('.pass-strip .pass');
  assert.equal(await passes.count(), 3);
  assert.match(await passes.nth(0).textContent(), /Pass 1 · depth 1/);
  // Pass 1 reads B, C and D and would play C.
  await stepUntil(page, async () => (await passes.nth(0).getAttribute('class')).includes('pass-done'), 20);
  assert.match(await passes.nth(0).textContent(), /A = 9, move C.*3 leaves read/);
  assert.ok((await centreX(page, 'B')) < (await centreX(page, 'C')), 'B drawn before C in pass 1');
  // The reordering: C, D, B, sliding there.
  await press(page, 'ArrowRight');
  assert.match(await page.locator('.explanation .sentence').textContent(), /A will now search C \(9\), D \(6\) and B \(4\)/);
  await page.waitForTimeout(1000);
  const [b, c, d] = [await centreX(page, 'B'), await centreX(page, 'C'), await centreX(page, 'D')];
  assert.ok(c < d && d < b, `C, D, B from left to right after the reordering: ${c}, ${d}, ${b}`);
  await saveScreenshot(page, 'ordering-deepening-reordered');
  // To the end: pass 3 plays D, B, C and the total compares with one search.
  await press(page, 'End');
  assert.match(await passes.nth(1).textContent(), /A = 4, move D.*5 leaves read/);
  assert.match(await passes.nth(2).textContent(), /A = 4, move D.*4 leaves read/);
  assert.equal(
    (await page.locator('#passes-total').textContent()).trim(),
    'All passes read 12 leaves; one search to depth 3 in the drawn order reads 5.',
  );
  assert.equal((await page.locator('#root-value').textContent()).trim(), '4');
  // Pass 3's order, once the nodes have slid there: D, B, C.
  await page.waitForTimeout(1000);
  const [b3, c3, d3] = [await centreX(page, 'B'), await centreX(page, 'C'), await centreX(page, 'D')];
  assert.ok(d3 < b3 && b3 < c3, `D, B, C from left to right in pass 3: ${d3}, ${b3}, ${c3}`);
  await saveScreenshot(page, 'ordering-deepening-end');
  // A click on a pass goes to its start.
  await passes.nth(1).click();
  assert.match(await page.locator('.explanation .sentence').textContent(), /Pass 2: search A again, now to depth 2/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the ordering lab: its buttons, its counts and its chart', async () => {
  const { page, errors } = await openAt(`t=${FIGURE_5_2}&a=alphabeta`);
  await page.getByLabel('Ordering lab').check();
  const count = (id) => page.locator(`#${id}`).textContent();
  assert.equal(await count('count-minimax'), '9');
  assert.equal(await count('count-alpha-beta'), '7');
  assert.equal(await count('count-best'), '5');
  assert.equal(await count('count-knuth-moore'), '5');
  await page.click('#order-best');
  assert.equal(await count('count-alpha-beta'), '5');
  // Best first, D searches M first: drawn leftmost.
  assert.ok((await centreX(page, 'M')) < (await centreX(page, 'K')));
  await saveScreenshot(page, 'ordering-lab-best-first');
  await page.click('#order-worst');
  assert.equal(await count('count-alpha-beta'), '9');
  await page.click('#order-random');
  assert.equal(await page.locator('#order-random').getAttribute('aria-pressed'), 'true');
  assert.match(await page.locator('#order-random').textContent(), /seed 1/);
  await page.click('#order-reshuffle');
  assert.match(await page.locator('#order-random').textContent(), /seed 2/);
  const random = Number(await count('count-alpha-beta'));
  assert.ok(random >= 5 && random <= 9, `random order reads ${random}`);
  // The student's own: drawn as written, and dragging allowed again.
  await page.click('#order-drawn');
  assert.equal(await count('count-alpha-beta'), '7');

  // The chart: five lines of eight points, reproducible from its seed.
  const chart = page.locator('svg.ordering-chart');
  assert.equal(await chart.locator('polyline').count(), 5);
  assert.equal(await chart.locator('.line-best circle').count(), 8);
  const points = () => chart.locator('.line-random polyline').getAttribute('points');
  const first = await points();
  await page.selectOption('#chart-branching', '5');
  assert.notEqual(await points(), first);
  assert.match(await chart.locator('.line-minimax circle').last().locator('title').textContent(), /d = 8: 390625/);
  await page.selectOption('#chart-branching', '3');
  assert.equal(await points(), first, 'the same seed draws the same chart');
  await page.click('#chart-new-trees');
  assert.notEqual(await points(), first);
  assert.match(await page.locator('.chart-note').textContent(), /seed 2/);
  // Best first meets the Knuth–Moore minimum at every depth.
  assert.equal(
    await chart.locator('.line-best polyline').getAttribute('points'),
    await chart.locator('.line-knuth-moore polyline').getAttribute('points'),
  );
  // Tall enough for the whole lab, which otherwise scrolls in the side panel.
  await page.setViewportSize({ width: 1280, height: 1700 });
  await saveScreenshot(page, 'ordering-lab-chart');
  assert.deepEqual(errors, []);
  await page.close();
});

test('principal variation search: a null window, then a search again', async () => {
  const { page, errors } = await openAt('t=A(B(E=4_F=7)_C(G=12_H=14)_D(I=2_J=10))&a=alphabeta');
  await page.selectOption('.algorithm-menu select', { label: 'Principal variation search' });
  await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
  const sentence = page.locator('.explanation .sentence');
  await stepUntil(page, async () => /null window \[4, 5\]/.test(await sentence.textContent()), 20);
  assert.match(await sentence.textContent(), /C is not A's first child, so A only asks whether it beats α = 4/);
  assert.match(await page.locator('.pseudocode .listing .current').textContent(), /null window/);
  await stepUntil(page, async () => /fails high/.test(await sentence.textContent()), 20);
  assert.match(await sentence.textContent(), /C fails high: the probe returned 12/);
  await saveScreenshot(page, 'ordering-pvs-search-again');
  await press(page, 'End');
  assert.equal((await page.locator('#root-value').textContent()).trim(), '12');
  assert.deepEqual(errors, []);
  await page.close();
});

test('compare mode: two tie rules on the tree where they differ', async () => {
  const { page, errors } = await openAt(`t=${TIE}&a=alphabeta`);
  await page.click('#mode-compare');
  // The first search's options fold behind a button, giving the two drawings the height.
  await page.locator('.options-toggle').waitFor();
  assert.equal(await page.locator('.algorithm-menu').isVisible(), false);
  await page.selectOption('.compare-algorithm select', { label: 'Alpha-beta' });
  await page.selectOption('.compare-ties select', { index: 1 });
  assert.equal((await page.locator('#compare-summary').textContent()).trim(), 'strict: C is not cut, C returns 3 instead of ≤ 3, I is read.');
  const first = page.locator('#compare-first');
  const second = page.locator('#compare-second');
  assert.match(await first.locator('.compare-label').textContent(), /First: cut on equality/);
  assert.match(await second.locator('.compare-label').textContent(), /Second: strict/);
  // Nothing is ringed before the steps reach it.
  for (const pane of [first, second]) assert.equal(await pane.locator('g.tree-node.differs').count(), 0);
  // Stepping together, the drawings keep their size whatever each step
  // says (a drawing that changed size would be drawn again in full at
  // every step); at the end, C is cut in the first only.
  await page.locator('#compare-first svg.tree-view').click({ position: { x: 5, y: 5 } });
  const sizes = new Set();
  for (let step = 0; step < 35; step += 1) {
    await press(page, 'ArrowRight');
    sizes.add(
      await page.evaluate(() =>
        [...document.querySelectorAll('.compare-pane > .tree-view-frame')]
          .map((frame) => `${frame.getBoundingClientRect().width}×${frame.getBoundingClientRect().height}`)
          .join(' '),
      ),
    );
  }
  assert.equal(sizes.size, 1, `the drawings changed size: ${[...sizes].join(', ')}`);
  // A screen reader hears both searches, each after its label.
  assert.match(
    await page.locator('.visually-hidden[aria-live="polite"]').textContent(),
    /^First: cut on equality\. \S.* Second: strict\. \S/,
  );
  await press(page, 'End');
  await page.locator('.controls', { hasText: /Step (\d+) of \1\b/ }).waitFor();
  assert.match(await node(first, 'C').getAttribute('class'), /is-cut/);
  assert.doesNotMatch(await node(second, 'C').getAttribute('class'), /is-cut/);
  assert.match(await node(first, 'I').getAttribute('class'), /state-pruned/);
  assert.match(await node(second, 'I').getAttribute('class'), /state-done/);
  for (const pane of [first, second]) {
    assert.equal(await pane.locator('g.tree-node.differs').count(), 2);
    assert.match(await node(pane, 'C').getAttribute('class'), /differs/);
    assert.match(await node(pane, 'I').getAttribute('class'), /differs/);
  }
  await saveScreenshot(page, 'ordering-compare-tie-rules');
  // Step by step, and as a link like any other.
  await page.selectOption('.compare-stepping select', { index: 0 });
  await press(page, 'Home');
  await page.waitForTimeout(400);
  const address = new URL(page.url()).hash;
  assert.match(address, /a2=alphabeta&ties2=strict&sync=step/);
  const { page: linked, errors: linkedErrors } = await openAt(address.slice(1));
  assert.equal((await linked.locator('#compare-summary').textContent()).trim(), 'strict: C is not cut, C returns 3 instead of ≤ 3, I is read.');
  assert.equal(await linked.locator('#mode-compare').getAttribute('aria-pressed'), 'true');
  // Embedded, both drawings show.
  await linked.goto(`${BASE_URL}?embed${address}`);
  await linked.locator('#compare-second svg.tree-view g.tree-node').first().waitFor();
  assert.equal(await linked.locator('.compare-pane').count(), 2);
  await saveScreenshot(linked, 'ordering-compare-embedded');
  assert.deepEqual([...errors, ...linkedErrors], []);
  await linked.close();
  await page.close();
});
