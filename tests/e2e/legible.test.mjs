// The tree is what the class reads. On a 1024×768 projector, a 1366×768
// laptop, a 390×844 phone, in compare mode (embedded too, a planted bug
// beside the right search) and embedded at 720×480 and 400×300, the textbook's figure 5.2 is whole at every step of
// alpha-beta, nothing it writes cut by the drawing's edge, and its numbers
// are as tall on screen as the back row and a phone need. Everything here is measured in pixels on the screen of
// headless Chromium: the rendered height of a value, and whether each node
// lies inside the visible drawing. A tree of a lecture's size is whole
// whatever example it is. Screenshots: legible-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { measure } from './drawing.mjs';
import { BASE_URL, chooseExample, openApp, press, saveScreenshot, useBrowser } from './support.mjs';

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
  { name: 'compare-1366x768', width: 1366, height: 768, compare: true, leaf: 18 },
  { name: 'compare-projector-1024x768', width: 1024, height: 768, compare: true, projector: true, leaf: 14 },
  // A planted bug beside the right search, embedded from its link.
  {
    name: 'compare-embed-720x480',
    width: 720,
    height: 480,
    embed: true,
    compare: true,
    fragment: '#t=A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))&a=alphabeta&a2=alphabeta&bug2=1',
    leaf: 14,
  },
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
    const steps = Number(await page.locator('.scrubber input').first().getAttribute('max'));
    const problems = [];
    let [leastLeaf, leastWindow] = [Infinity, Infinity];
    for (let step = 0; step <= steps; step += 1) {
      if (step > 0) await press(page, 'ArrowRight');
      const seen = await measure(page);
      if (seen.outside.length > 0) problems.push(`step ${step}: ${seen.outside.join(', ')} outside the drawing`);
      // Nothing written is cut by the drawing's edge (the root's window
      // above its row, the leaves' names under theirs).
      if (context.uncut && seen.cut.length > 0) problems.push(`step ${step}: ${seen.cut.join(', ')} cut by the edge`);
      leastLeaf = Math.min(leastLeaf, seen.leaf);
      leastWindow = Math.min(leastWindow, seen.window);
      if (context.projector && !context.compare && seen.treeHeight < context.height / 2) {
        problems.push(`step ${step}: the tree is ${seen.treeHeight} px tall`);
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
    }
    assert.deepEqual(problems, []);
    if (context.leaf) assert.ok(leastLeaf >= context.leaf, `leaf values ${leastLeaf} px tall, at least ${context.leaf}`);
    if (context.window) assert.ok(leastWindow >= context.window, `windows and bounds ${leastWindow} px tall, at least ${context.window}`);
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
  await page.waitForFunction(() => document.activeElement?.id === 'practice-reply');
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
