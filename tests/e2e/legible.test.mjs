// The tree is what the class reads. On a 1024×768 projector, a 1366×768
// laptop, a 390×844 phone, in compare mode (embedded too, a planted bug
// beside the right search) and embedded at 720×480 and 400×300, the textbook's figure 5.2 is whole at every step of
// alpha-beta, nothing it writes cut by the drawing's edge or written over
// other text or a node, and its numbers
// are as tall on screen as the back row and a phone need; and so is every
// bug hunt the page makes, beside the right search, in compare mode on a
// laptop and a projector and embedded. Everything here is measured in pixels on the screen of
// headless Chromium: the rendered height of a value, and whether each node
// lies inside the visible drawing. A tree of a lecture's size is whole
// whatever example it is. Screenshots: legible-*.png (legible-hunt-*.png
// the last hunt, at its end; -new the last one made in the page).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { measure } from './drawing.mjs';
import { BASE_URL, chooseExample, openApp, press, saveScreenshot, useBrowser, waitForKeys } from './support.mjs';

const browser = useBrowser();

/**
 * Where figure 5.2 is read, and what each place promises: the least
 * on-screen height of a leaf's value (`leaf`) and of a window or bound
 * (`window`), in pixels.
 */
const CONTEXTS = [
  { name: 'projector-1024x768', width: 1024, height: 768, projector: true, leaf: 28, window: 18, uncut: true },
  { name: 'laptop-1366x768', width: 1366, height: 768, leaf: 24, window: 16, uncut: true },
  { name: 'phone-390x844', width: 390, height: 844, leaf: 14, uncut: true },
  { name: 'embed-720x480', width: 720, height: 480, embed: true, leaf: 14, uncut: true },
  { name: 'embed-400x300', width: 400, height: 300, embed: true },
  { name: 'compare-1366x768', width: 1366, height: 768, compare: true, leaf: 18, uncut: true },
  { name: 'compare-projector-1024x768', width: 1024, height: 768, compare: true, projector: true, leaf: 20, window: 14, uncut: true },
  // A planted bug beside the right search, embedded from its link.
  {
    name: 'compare-embed-720x480',
    width: 720,
    height: 480,
    embed: true,
    compare: true,
    fragment: '#t=A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))&a=alphabeta&a2=alphabeta&bug2=1',
    leaf: 14,
    uncut: true,
  },
];

/**
 * What every bug hunt the page makes promises where it is watched: compare
 * mode on a laptop and a projector, and embedded at 720×480 (the least
 * on-screen height of a leaf's value, and of a window or cut condition).
 */
const HUNTS_SEEN = [
  { name: 'hunt-1366x768', width: 1366, height: 768, leaf: 16, window: 14 },
  { name: 'hunt-projector-1024x768', width: 1024, height: 768, projector: true, leaf: 20, window: 14 },
  { name: 'hunt-embed-720x480', width: 720, height: 480, embed: true, leaf: 14, window: 14 },
];

/**
 * Hunts as the generator makes them, each as its link writes it (its tree
 * for seeds 0, 3, 6 and 8: the bugs of minimax, alpha-beta three moves
 * down, negamax and PVS, whose sentences are the longest).
 */
const HUNTS = [
  '#t=(((9_1)_(1_7))_((3_7)_(5_7)))&a=minimax&a2=minimax&bug2=1',
  '#t=(((4_3)_(9_4))_((7_6)_(6_8)))&a=alphabeta&a2=alphabeta&bug2=3',
  '#t=(((1_5)_(1_2))_((1_4)_(8_4)))&a=negamax-ab&a2=negamax-ab&bug2=1',
  '#t=(((5_0)_(9_3))_((6_7)_(1_6)))&a=pvs&a2=pvs&bug2=1',
];

/** Opens the app as `context` says, on figure 5.2 with alpha-beta (or at its `fragment`). */
async function openIn(context, url = BASE_URL) {
  const { page, errors } = await openApp(browser(), { url: `${url}${context.embed ? '?embed' : ''}${context.fragment ?? ''}` });
  await page.setViewportSize({ width: context.width, height: context.height });
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  if (context.compare && !context.fragment) {
    await page.getByRole('button', { name: 'Compare' }).click();
    await page.locator('.compare-stage').waitFor();
  }
  if (context.projector) {
    await press(page, 'p');
    await page.locator('.app.projector').waitFor();
  }
  return { page, errors };
}

/**
 * Steps `page` from its first step to its last, and returns the least
 * heights of a leaf's value and of a window or bound seen, and what was
 * wrong at any step: a node outside the drawing, text cut by its edge
 * where `context` promises none (the root's window above its row, the
 * leaves' names under theirs), and what `also(step)` finds.
 */
async function everyStep(page, context, also = async () => []) {
  const steps = Number(await page.locator('.scrubber input').first().getAttribute('max'));
  const problems = [];
  let [leaf, window] = [Infinity, Infinity];
  for (let step = 0; step <= steps; step += 1) {
    if (step > 0) await press(page, 'ArrowRight');
    const seen = await measure(page);
    if (seen.outside.length > 0) problems.push(`step ${step}: ${seen.outside.join(', ')} outside the drawing`);
    if (context.uncut && seen.cut.length > 0) problems.push(`step ${step}: ${seen.cut.join(', ')} cut by the edge`);
    leaf = Math.min(leaf, seen.leaf);
    window = Math.min(window, seen.window);
    problems.push(...(await also(step, seen)));
  }
  return { leaf, window, problems };
}

/** Whether the element's box lies wholly in the window. */
const inWindow = (page, selector) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.every((element) => {
      const box = element.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight + 0.5 && box.right <= innerWidth + 0.5;
    }),
  );

for (const context of CONTEXTS) {
  test(`figure 5.2 is whole and legible at every step: ${context.name}`, async () => {
    const { page, errors } = await openIn(context);
    const seen = await everyStep(page, context, async (step, { treeHeight, overlaps }) => {
      // No text written over other text or over a node: a window on an
      // edge once covered the window beside its node ("[3,[3, +∞]").
      const problems = overlaps.map((overlap) => `step ${step}: ${overlap}`);
      if (context.projector && !context.compare && treeHeight < context.height / 2) {
        problems.push(`step ${step}: the tree is ${treeHeight} px tall`);
      }
      if (context.projector || context.compare) {
        // The sentences and the step buttons below the tree, without scrolling.
        if (!(await inWindow(page, '.explanation .sentence, .controls'))) problems.push(`step ${step}: a sentence or the buttons out of the window`);
        const cut = await page.locator('.explanation .sentence').evaluateAll((sentences) =>
          sentences.some((sentence) => sentence.scrollHeight > sentence.clientHeight + 1),
        );
        if (cut) problems.push(`step ${step}: a sentence is cut short`);
      }
      if (step === 22) await saveScreenshot(page, `legible-${context.name}`);
      return problems;
    });
    assert.deepEqual(seen.problems, []);
    if (context.leaf) assert.ok(seen.leaf >= context.leaf, `leaf values ${seen.leaf} px tall, at least ${context.leaf}`);
    if (context.window) assert.ok(seen.window >= context.window, `windows and bounds ${seen.window} px tall, at least ${context.window}`);
    if (context.embed) {
      // The link to the whole app covers nothing of the drawings.
      const badge = await page.locator('.open-in-lab').boundingBox();
      for (const box of await page.locator('.tree-view-box').all()) {
        const drawing = await box.boundingBox();
        const overlap = badge.x < drawing.x + drawing.width && drawing.x < badge.x + badge.width && badge.y < drawing.y + drawing.height && drawing.y < badge.y + badge.height;
        assert.ok(!overlap, `the badge ${JSON.stringify(badge)} over the drawing ${JSON.stringify(drawing)}`);
      }
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
}

for (const context of HUNTS_SEEN) {
  test(`every bug hunt the page makes is whole and legible at every step: ${context.name}`, async () => {
    const problems = [];
    /** Steps the hunt on `page` through, and notes what falls short of `context`'s promise. */
    const check = async (page) => {
      const seen = await everyStep(page, { uncut: true });
      const hunt = decodeURIComponent(new URL(page.url()).hash);
      problems.push(...seen.problems.map((problem) => `${hunt}, ${problem}`));
      // (Heights are read to a tenth of a pixel: 13.99999 is 14 drawn.)
      const [leaf, window] = [seen.leaf, seen.window].map((height) => Math.round(height * 10) / 10);
      if (leaf < context.leaf) problems.push(`${hunt}: leaf values ${leaf} px tall`);
      if (window < context.window) problems.push(`${hunt}: windows and cut conditions ${window} px tall`);
    };
    for (const hunt of HUNTS) {
      const { page, errors } = await openIn({ ...context, fragment: hunt });
      await check(page);
      if (hunt === HUNTS.at(-1)) await saveScreenshot(page, `legible-${context.name}`);
      assert.deepEqual(errors, []);
      await page.close();
    }
    if (!context.embed) {
      // And two the page makes now, in compare mode.
      const { page, errors } = await openIn({ ...context, fragment: HUNTS[1] });
      for (let made = 0; made < 2; made += 1) {
        const before = new URL(page.url()).hash;
        await page.locator('#new-bug-hunt').click();
        await page.waitForFunction((hash) => location.hash !== hash, before);
        await page.locator('svg.tree-view').first().focus();
        await press(page, 'Home');
        await check(page);
      }
      await saveScreenshot(page, `legible-${context.name}-new`);
      assert.deepEqual(errors, []);
      await page.close();
    }
    assert.deepEqual(problems, []);
  });
}

test('a bug hunt shared before opens the tree its link carries, 27 leaves and all', async () => {
  const tree = '(((6_9_3)_(7_15_4)_(0_4_0))_((2_15_2)_(10_20_2)_(4_7_4))_((1_8_19)_(15_6_6)_(9_5_15)))';
  const { page, errors } = await openIn({ ...CONTEXTS[1], fragment: `#t=${tree}&a=pvs&a2=pvs&bug2=1` });
  for (const drawing of await page.locator('svg.tree-view').all()) {
    assert.equal(await drawing.locator('g.kind-leaf').count(), 27);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('a lecture-sized tree is always whole: Nim with 7 sticks, 24 nodes, at every step on a laptop', async () => {
  const { page, errors } = await openIn(CONTEXTS[1]);
  await chooseExample(page, "Nim with 7 sticks (Grundy's game)");
  await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
  const steps = Number(await page.locator('.scrubber input').getAttribute('max'));
  const outside = [];
  for (let step = 1; step <= steps; step += 1) {
    await press(page, 'ArrowRight');
    const seen = await measure(page);
    if (seen.outside.length > 0) outside.push(`step ${step}: ${seen.outside.join(', ')}`);
  }
  assert.deepEqual(outside, [], 'nodes outside the drawing');
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a 1024×768 projector the proof-number lecture trees are whole, their numbers at least 18 px tall', async () => {
  const projector = CONTEXTS[0];
  const { page, errors } = await openIn(projector);
  for (const example of [
    'Proof-number search: the narrow win first',
    'Proof-number search: the most-proving node moves',
    'PN²: inner searches settle whole subtrees',
    'df-pn: depth-first under thresholds',
  ]) {
    await chooseExample(page, example);
    // The options, opened over the page to choose it, fold away again.
    const toggle = page.locator('.options-toggle');
    if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
    await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
    const steps = Number(await page.locator('.scrubber input').getAttribute('max'));
    let least = Infinity;
    for (let step = 1; step <= steps; step += 1) {
      await press(page, 'ArrowRight');
      const seen = await measure(page);
      assert.deepEqual(seen.outside, [], `${example}, step ${step}: nodes outside the drawing`);
      least = Math.min(least, seen.proof);
    }
    // (Heights are read to a hundredth of a pixel: 17.99998 is 18 drawn.)
    assert.ok(least >= 17.99 && least < Infinity, `${example}: proof numbers ${least} px tall`);
  }
  await saveScreenshot(page, 'legible-projector-df-pn');
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone a four-level practice tree of nine leaves is whole, its values at least 14 px tall', async () => {
  // MAX over two MIN nodes over four MAX nodes over nine leaves, whose
  // values the student works out by minimax.
  const tree = '(((3_12)_(8_2))_((4_6_14)_(5_2)))';
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#t=${tree}&a=minimax`, phone: true });
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  await page.getByRole('button', { name: 'Practice' }).click();
  await page.getByRole('button', { name: 'Practise on the tree I was watching' }).click();
  await page.locator('.practice-panel').waitFor();
  const seen = await measure(page);
  assert.equal(await page.locator('g.kind-leaf').count(), 9);
  assert.deepEqual(seen.outside, []);
  assert.ok(seen.leaf >= 14, `leaf values ${seen.leaf} px tall`);
  await saveScreenshot(page, 'legible-phone-practice');
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone the predict question, the tree and the verdict share one screen', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#x=predict.alphabeta.equal.soft.b2-3.d3.v0~20.k2a.7`, phone: true });
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  await press(page, '+', '+', '+');
  await page.locator('#practice-play-on').tap();
  // The search stops at its question, whose field comes to hand.
  await waitForKeys(page, 'practice-reply');
  for (const part of ['.tree-view-box', '#practice-question', '#practice-reply']) {
    assert.ok(await inWindow(page, part), `${part} is in the window with the question`);
  }
  await page.keyboard.type('7');
  await press(page, 'Enter');
  await page.locator('.verdict').waitFor();
  for (const part of ['.tree-view-box', '.verdict']) {
    assert.ok(await inWindow(page, part), `${part} is in the window with the verdict`);
  }
  await saveScreenshot(page, 'legible-phone-predict');
  assert.deepEqual(errors, []);
  await page.close();
});
