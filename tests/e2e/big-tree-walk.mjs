// What the big-tree tests share (big-trees*.test.mjs): the drawing follows
// any tree. A big tree opens folded below its top
// levels, and its search soon goes deeper: on the whole tic-tac-toe tree,
// Grundy's game from 16 sticks and a random tree of 100,000 leaves, under
// alpha-beta, and a root of 300,000 leaves under minimax, the current node
// is drawn inside the visible pane, its text (value, name or window; a
// node with nothing written yet has none) at least 14 px tall and not cut
// by the pane's edge, at each of
// the first 200 steps and at 50 steps drawn at random, on a 1366×768
// laptop, a 1024×768 projector and a 390×844 phone. Screenshots:
// big-tree-*.png.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL, openApp, press, saveScreenshot } from './support.mjs';

const CONTEXTS = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'projector', width: 1024, height: 768, projector: true },
  { name: 'phone', width: 390, height: 844, phone: true },
];

/** How each tree is opened: from its address, or made by the random form. */
export const TREES = [
  { name: 'tic-tac-toe', address: '#g=tictactoe,.../.../...&t=&a=alphabeta' },
  { name: 'grundy-16', address: '#g=grundy,16&t=&a=alphabeta' },
  // A root of 300,000 leaves, searched one leaf at a time by minimax: too
  // wide to draw whole, it shows a run of leaves round the current one.
  { name: 'wide-300000', address: `#t=(${Array(300000).fill('0').join('_')})&a=minimax` },
  {
    name: 'random-b10-d5',
    address: '#a=alphabeta',
    // `gametree random --branching 10 --depth 5 --seed 1`, pasted.
    make: async (page) => {
      await page.locator('.random-form > summary').click();
      await page.locator('#random-branching').fill('10');
      await page.locator('#random-depth').fill('5');
      await page.locator('#random-seed').fill('1');
      await page.locator('#generate').click();
      await page.waitForFunction(() => document.querySelector('#tree-text').value.length > 100000);
    },
  },
];

/** The least text height that a class and a phone read, in pixels. */
const LEGIBLE = 14;

/**
 * Takes `count` steps in the page, each as the key → does (or, with
 * `steps`, as a finger dragging the scrubber to each of them; the first
 * step taken is numbered `from`), and says
 * after each, once the page has drawn it, what the screen shows of the
 * current node: whether its shape lies inside the visible drawing, the
 * height of its tallest text, and which of its texts the pane's edge
 * cuts. One call for all the steps, so that the browser is not waited on
 * between them.
 */
const walk = (page, { count = 0, from = 1, steps = [] }) =>
  page.evaluate(async ({ count, from, steps }) => {
    const scrubber = document.querySelector('.scrubber input');
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    // Drawn: "Step N of M" says the step (the render may take several
    // tasks on a big tree), then two frames painted.
    const shown = () => Number((document.querySelector('.scrubber .step-of').textContent.match(/\d[\d,.\s]*/) ?? [''])[0].replace(/\D/g, ''));
    const drawn = async (step) => {
      for (let waited = 0; shown() !== step && waited < 600; waited += 1) await frame();
      await frame();
      await frame();
    };
    const currentNode = () => {
      const node = document.querySelector('svg.tree-view g.tree-node.is-current');
      if (!node) return { drawn: false };
      const box = node.closest('.tree-view-box').getBoundingClientRect();
      const seen = {
        left: Math.max(box.left, 0),
        top: Math.max(box.top, 0),
        right: Math.min(box.right, innerWidth),
        bottom: Math.min(box.bottom, innerHeight),
      };
      // Whether `box` lies inside the visible pane, give or take `slack` px.
      const within = (box, slack) =>
        box.left >= seen.left - slack &&
        box.right <= seen.right + slack &&
        box.top >= seen.top - slack &&
        box.bottom <= seen.bottom + slack;
      const shape = node.querySelector('.node-shape').getBoundingClientRect();
      const inside = shape.width > 0 && within(shape, 0.5);
      const texts = [...node.querySelectorAll('.node-value, .node-label, .node-window')].filter((text) => text.textContent.trim() !== '');
      const text = Math.max(0, ...texts.map((element) => element.getBoundingClientRect().height));
      // Its texts the pane's edge cuts: a name or a window read in part.
      const cut = texts
        .filter((element) => !within(element.getBoundingClientRect(), 1))
        .map((element) => `"${element.textContent.trim()}"`);
      return { drawn: true, inside, written: texts.length, text, cut, label: node.dataset.label };
    };
    const seen = [];
    for (let index = 0; index < count + steps.length; index += 1) {
      if (index < count) {
        document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      } else {
        scrubber.value = String(steps[index - count]);
        scrubber.dispatchEvent(new InputEvent('input', { bubbles: true }));
      }
      const step = index < count ? from + index : steps[index - count];
      await drawn(step);
      seen.push({ step, ...currentNode() });
    }
    return seen;
  }, { count, from, steps });

/**
 * Fifty steps of the search under way (1 to `steps` − 1), drawn from a
 * fixed sequence. The last step is not among them: there the search is
 * back at the root, which is shown with its moves where they can be seen
 * (screens.test.mjs, "ends on the root with its children").
 */
function randomSteps(steps) {
  let seed = 7;
  return Array.from({ length: 50 }, () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return 1 + (seed % (steps - 1));
  });
}

/**
 * Registers, for each of `trees` (of TREES) and each context, the test
 * that follows its current node for 250 steps, in pages of `browser()`.
 */
export function followEachStep(trees, browser) {
for (const tree of trees) {
  for (const context of CONTEXTS) {
    test(`the current node is drawn and legible at 250 steps: ${tree.name}, ${context.name}`, async () => {
      const { page, errors } = await openApp(browser(), { url: `${BASE_URL}${tree.address}`, phone: context.phone });
      if (!context.phone) await page.setViewportSize({ width: context.width, height: context.height });
      await page.locator('svg.tree-view g.tree-node').first().waitFor();
      if (tree.make) await tree.make(page);
      if (context.projector) {
        await press(page, 'p');
        await page.locator('.app.projector').waitFor();
      }
      const scrubber = page.locator('.scrubber input').first();
      const steps = Number(await scrubber.getAttribute('max'));
      assert.ok(steps > 250, `${steps} steps`);
      const problems = [];
      const judge = (seen) => {
        for (const { step, ...node } of seen) {
          if (!node.drawn) problems.push(`step ${step}: no current node drawn`);
          else if (!node.inside) problems.push(`step ${step}: ${node.label} outside the pane`);
          // (A node with nothing written yet, an unnamed root entered by
          // minimax, has no text to measure.)
          else if (node.written > 0 && node.text < LEGIBLE) problems.push(`step ${step}: ${node.label}'s text ${node.text.toFixed(1)} px tall`);
          else if (node.cut.length > 0) problems.push(`step ${step}: ${node.label}'s ${node.cut.join(', ')} cut by the pane's edge`);
        }
      };
      await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
      judge(await walk(page, { count: 60 }));
      await saveScreenshot(page, `big-tree-${tree.name}-${context.name}`);
      judge(await walk(page, { count: 140, from: 61 }));
      judge(await walk(page, { steps: randomSteps(steps) }));
      assert.deepEqual(problems.slice(0, 10), [], `${problems.length} of 250 steps`);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
}
}
