// The drawing stands still while a lesson is stepped through: on a
// 1024×768 projector, a 1366×768 laptop and a 390×844 phone (its CPU four
// times slower), every node of figure 5.2 has the same box on the screen
// (getBoundingClientRect, within 1 px) at every step of alpha-beta and of
// 20 iterations of Monte Carlo tree search, however many lines the step's
// sentence takes, also while a quizzed room waits for the answer; and the
// sentence is whole, in the window. Screenshots:
// still-<context>-<step>.png, at steps 21 to 23 of alpha-beta, where the
// sentence grows from one line to three and back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, openApp, press, saveScreenshot, slowAsPhone, useBrowser } from './support.mjs';

const browser = useBrowser();

const FIGURE = 't=A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))';

const SEARCHES = [
  { name: 'alpha-beta', hash: `${FIGURE}&a=alphabeta`, shots: [21, 22, 23] },
  { name: 'Monte Carlo tree search', hash: `${FIGURE}&a=mcts&mc=20,1,1.4,one,visits`, shots: [] },
];

const CONTEXTS = [
  { name: 'projector-1024x768', width: 1024, height: 768, projector: true },
  { name: 'laptop-1366x768', width: 1366, height: 768 },
  { name: 'phone-390x844', phone: true },
];

/** Opens `hash` as `context` says: a projector's mode on, a phone's CPU four times slower. */
async function openIn(context, hash) {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#${hash}`, phone: context.phone });
  if (context.phone) {
    await slowAsPhone(page);
  } else {
    await page.setViewportSize({ width: context.width, height: context.height });
  }
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  if (context.projector) {
    await press(page, 'p');
    await page.locator('.app.projector').waitFor();
  }
  return { page, errors };
}

/**
 * Once the page shows step `step` and has painted it: every node's shape's
 * box on the screen, by label, and the sentence, if it is cut short or
 * not wholly in the window.
 */
const seenAt = (page, step) =>
  page.evaluate(async (step) => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    for (let waited = 0; Number(document.querySelector('.scrubber input').value) !== step && waited < 600; waited += 1) await frame();
    await frame();
    await frame();
    const boxes = {};
    for (const node of document.querySelectorAll('svg.tree-view g.tree-node')) {
      const { left, top, width, height } = node.querySelector('.node-shape').getBoundingClientRect();
      boxes[node.dataset.label] = [left, top, width, height];
    }
    const sentence = document.querySelector('.explanation .sentence');
    const box = sentence.getBoundingClientRect();
    const whole = sentence.scrollHeight <= sentence.clientHeight + 1 && box.top >= 0 && box.bottom <= innerHeight + 0.5;
    return { boxes, sentence: whole ? null : `"${sentence.textContent}" spans y ${Math.round(box.top)} to ${Math.round(box.bottom)}` };
  }, step);

/** How far, in pixels, a node's box (left, top, width, height) is from `first`. */
const moved = (box, first) => Math.max(...box.map((edge, index) => Math.abs(edge - first[index])));

for (const context of CONTEXTS) {
  for (const search of SEARCHES) {
    test(`every node keeps its box at every step of ${search.name}: ${context.name}`, async () => {
      const { page, errors } = await openIn(context, search.hash);
      const steps = Number(await page.locator('.scrubber input').getAttribute('max'));
      const first = (await seenAt(page, 0)).boxes;
      assert.equal(Object.keys(first).length, 13);
      // Each node's farthest move from its first box, and where.
      const farthest = {};
      const problems = [];
      for (let step = 0; step <= steps; step += 1) {
        if (step > 0) await press(page, 'ArrowRight');
        const seen = await seenAt(page, step);
        for (const [label, box] of Object.entries(seen.boxes)) {
          const far = moved(box, first[label]);
          if (far > 1 && far > (farthest[label]?.moved ?? 0)) farthest[label] = { moved: far, step };
        }
        if (seen.sentence) problems.push(`step ${step}: the sentence ${seen.sentence}`);
        if (search.shots.includes(step)) await saveScreenshot(page, `still-${context.name}-${step}`, { fullPage: false });
      }
      for (const [label, { moved: far, step }] of Object.entries(farthest)) problems.push(`${label} moves ${far.toFixed(1)} px at step ${step}`);
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
}

test('a room being quizzed sees the tree stand still from the question to its answer: projector-1024x768', async () => {
  const { page, errors } = await openIn(CONTEXTS[0], SEARCHES[0].hash);
  await press(page, 'q');
  const first = (await seenAt(page, 0)).boxes;
  const sentence = () => page.locator('.explanation .sentence').first().textContent();
  const problems = [];
  for (let step = 1; step <= 12; step += 1) {
    // → asks (the sentence kept back), → again answers.
    for (const asked of [true, false]) {
      await press(page, 'ArrowRight');
      assert.equal(/to reveal/.test(await sentence()), asked, `step ${step}: ${await sentence()}`);
      const { boxes } = await seenAt(page, step);
      for (const [label, box] of Object.entries(boxes)) {
        const far = moved(box, first[label]);
        if (far > 1) problems.push(`step ${step}, ${asked ? 'asked' : 'answered'}: ${label} moves ${far.toFixed(1)} px`);
      }
    }
  }
  assert.deepEqual(problems.slice(0, 5), [], `${problems.length} moves`);
  assert.deepEqual(errors, []);
  await page.close();
});
