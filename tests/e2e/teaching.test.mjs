// Practice that teaches: the lecturer's tree is the one practised, feedback
// gives the deciding values, predict asks about the cuts, the answer box is
// large, focused and says what it accepts, the next exercise is offered
// after "All right!", and a tree text with a mistake outlives a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, openApp, press, saveScreenshot, treeText, useBrowser } from './support.mjs';

const browser = useBrowser();
const FIGURE_5_2 = 'A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))';
const VALUES = 'x=values.minimax.equal.soft.b2.d2.v0~9.k0.42';

/** Every drawn node's label, in drawing order. */
const labels = (page) =>
  page.locator('svg.tree-view g.tree-node').evaluateAll((nodes) => nodes.map((node) => node.dataset.label ?? ''));

/** Opens the app with `text` drawn, then practises an exercise of `kind` on it. */
async function practiseOn(text, kind) {
  const opened = await openApp(browser());
  const { page } = opened;
  await treeText(page).fill(text);
  await page.locator('g.tree-node[data-label="M"]').waitFor();
  await page.locator('#mode-practice').click();
  await page.locator('#exercise-kind').selectOption(kind);
  await page.locator('#practise-watched').click();
  await page.locator('.practice-panel h2').waitFor();
  return opened;
}

test("practising on the tree I was watching practises the lecturer's tree", async () => {
  const { page, errors } = await practiseOn(FIGURE_5_2, 'values');
  assert.deepEqual(await labels(page), ['A', 'B', 'E', 'F', 'G', 'C', 'H', 'I', 'J', 'D', 'K', 'L', 'M']);
  assert.equal((await page.locator('#exercise-code').textContent()).trim(), 'on a drawn tree');
  assert.deepEqual(errors, []);
  await page.close();
});

test('feedback explains a wrong value by the values that decide it', async () => {
  const { page, errors } = await practiseOn(FIGURE_5_2, 'values');
  // ↓ selects the root, ↓ again its first child B (worth 3), → the next one, C.
  for (const [key, value] of [['ArrowDown', null], ['ArrowDown', 3], ['ArrowRight', 4]]) {
    await press(page, key);
    if (value === null) continue;
    await press(page, 'Enter');
    await page.keyboard.type(String(value));
    await press(page, 'Enter');
  }
  await page.locator('#practice-check').click();
  const mistake = await page.locator('.first-mistake').textContent();
  assert.match(mistake, /C is worth 2, not 4: its children read 2, 4 and 6, and MIN takes the smallest/);
  assert.doesNotMatch(mistake, /returns 2 to A/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('predict asks what the drawing shows, and asks about the cut at C', async () => {
  const { page, errors } = await practiseOn(FIGURE_5_2, 'predict');
  const asked = [];
  for (let round = 0; round < 40; round += 1) {
    await press(page, 'End');
    const question = page.locator('#practice-question');
    if ((await question.count()) === 0) break;
    const text = (await question.textContent()).trim();
    asked.push(text);
    const reply = page.locator('#practice-reply');
    // The box is focused as the question appears, and large enough to read.
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'practice-reply', `focused for "${text}"`);
    if (asked.length === 1) {
      const box = await reply.boundingBox();
      const font = await reply.evaluate((input) => parseFloat(getComputedStyle(input).fontSize));
      assert.ok(box.width >= 120 && box.height >= 30 && font >= 18, JSON.stringify({ box, font }));
      // Text that is no answer says what is accepted.
      await page.keyboard.type('zzz');
      await press(page, 'Enter');
      const refusal = page.locator('p.message[role="alert"]');
      await refusal.waitFor();
      assert.match(await refusal.textContent(), /"zzz" is not .*such as/);
      await saveScreenshot(page, 'teaching-predict-refused');
      await page.locator('p.message .dismiss').click();
      await reply.focus();
    }
    await reply.fill(/cut\?/.test(text) ? 'yes' : /leaf/.test(text) ? 'E' : '3');
    await reply.press('Enter');
    await page.locator('.verdict').last().waitFor();
  }
  assert.ok(asked.some((text) => /Will the rest of C's branches be cut\?/.test(text)), JSON.stringify(asked));
  // A question about a bound says the v it is worked from, as drawn.
  for (const text of asked.filter((question) => /What does [αβ] at/.test(question))) {
    assert.match(text, /'s v is now/);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('after "All right!" the next exercise is offered, and starts', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#${VALUES}` });
  await page.locator('.practice-panel').waitFor();
  const leaf = async (label) => Number(await page.locator(`g.tree-node[data-label="${label}"] .node-value`).textContent());
  const [d, e, f, g] = [await leaf('D'), await leaf('E'), await leaf('F'), await leaf('G')];
  const [b, c] = [Math.min(d, e), Math.min(f, g)];
  // ↓ selects the root, ↓ again its first child, → the next one.
  for (const [key, value] of [['ArrowDown', Math.max(b, c)], ['ArrowDown', b], ['ArrowRight', c]]) {
    await press(page, key);
    await press(page, 'Enter');
    await page.keyboard.type(String(value));
    await press(page, 'Enter');
  }
  await page.locator('#practice-check').click();
  await page.locator('.all-right').waitFor();
  const next = page.locator('#next-exercise');
  assert.ok(await next.isVisible(), 'offered');
  const code = await page.locator('#exercise-code').textContent();
  await saveScreenshot(page, 'teaching-all-right');
  await next.click();
  await page.waitForFunction((old) => document.querySelector('#exercise-code')?.textContent !== old, code);
  assert.match(await page.locator('#exercise-code').textContent(), /^values\.minimax\.equal\.soft\.b2\.d2\.v0~9\.k0\./);
  assert.equal(await page.locator('.all-right').count(), 0, 'a fresh exercise');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a tree text with a mistake is kept as typed across a reload', async () => {
  const { page, errors } = await openApp(browser());
  await treeText(page).fill('A(B(E=3 F=12) C(H=2 I=');
  await page.locator('#editor-error').waitFor();
  // Long enough for the address to carry the tree: the address and the
  // storage agree on it, and the draft comes back over it.
  await page.waitForFunction(() => location.hash.includes('t='));
  await page.reload();
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  assert.equal(await treeText(page).inputValue(), 'A(B(E=3 F=12) C(H=2 I=');
  await page.locator('#editor-error').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});
