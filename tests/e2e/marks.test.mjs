// The marks on the drawing and the sentences under it say what happened,
// in the names the drawing shows: a cut only where children were skipped,
// nodes named as drawn, moves counted from 1, the line of best play all the
// way down, one notation for windows, menu names in refusals, probability
// sums as written, and pseudocode that defines what it calls.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, openApp, press, saveScreenshot, treeText, useBrowser } from './support.mjs';

const browser = useBrowser();
const FIGURE_5_2 = 'A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))';

/** The sentence on show. */
const sentence = (page) => page.locator('.explanation .sentence').textContent();

/** The drawn node labelled `name`. */
const node = (page, name) => page.locator('g.tree-node', { has: page.locator('text.node-label', { hasText: new RegExp(`^${name}$`) }) });

test('on fig. 5.2 only C looks cut: D tests at its last child and skips nothing', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#t=${FIGURE_5_2}&a=alphabeta` });
  await page.locator('g.tree-node').first().waitFor();
  const steps = Number(await page.locator('.scrubber input').getAttribute('max'));
  let atD = null;
  for (let step = 1; step <= steps; step += 1) {
    await press(page, 'ArrowRight');
    const said = await sentence(page);
    if (/^At D\b/.test(said)) {
      atD = { said, lit: await page.locator('.rule-table td.lit').count() };
      await saveScreenshot(page, 'marks-d-test');
    }
  }
  assert.ok(atD, 'the test at D is a step of its own');
  assert.match(atD.said, /no children are left/);
  assert.equal(atD.lit, 0, 'no cell of the rule table is lit for a test that cuts nothing');
  assert.equal(await node(page, 'C').evaluate((element) => element.classList.contains('is-cut')), true, 'C skipped I and J');
  assert.equal(await node(page, 'D').evaluate((element) => element.classList.contains('is-cut')), false, 'D skipped nothing');
  assert.equal(await node(page, 'D').locator('text.cut-condition').count(), 0, 'no cut label at D');
  assert.equal((await page.textContent('#best-play')).trim(), 'A → B → E');
  assert.deepEqual(errors, []);
  await page.close();
});

test('an unlabelled tree is named as drawn, moves count from 1, and windows read as on the tree', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#t=((3_12_8)_(2_4_6)_(14_5_2))&a=alphabeta` });
  await page.locator('g.tree-node').first().waitFor();
  await press(page, 'ArrowRight');
  await press(page, 'ArrowRight');
  const second = await sentence(page);
  assert.match(second, /^Go down to B\b/, 'named as the drawing names it');
  assert.match(second, /\[α, β\] = \[−∞, \+∞\]/, 'the window as the drawing writes it');
  assert.doesNotMatch(second, /Node 0|\(α, β\)/);
  await press(page, 'End');
  const last = await sentence(page);
  assert.match(last, /first move/);
  assert.doesNotMatch(last, /move 0|node 0/);
  assert.equal((await page.textContent('#best-move')).trim(), 'B (move 1)');
  assert.deepEqual(errors, []);
  await page.close();
});

test('labels keep their case in sentences', async () => {
  const { page, errors } = await openApp(browser());
  await treeText(page).fill('p7(p6_1(a=3 b=5) p6_2(c=2 d=9))');
  await page.locator('text.node-label', { hasText: /^p6_1$/ }).waitFor();
  await treeText(page).press('Escape');
  const said = [];
  for (let step = 0; step < 6; step += 1) {
    await press(page, 'ArrowRight');
    said.push(await sentence(page));
  }
  assert.ok(said.some((text) => text.includes('p6_1')), JSON.stringify(said));
  assert.ok(said.every((text) => !text.includes('P6_1') && !text.includes('P7')), JSON.stringify(said));
  assert.deepEqual(errors, []);
  await page.close();
});

test('refusals name the searches as the menu does, and sums read as written', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#t=A(B(1/6:(3_5)_5/6:(2_9))_C(1/6:(7_1)_5/6:(8_6)))&a=alphabeta` });
  await page.locator('#error').waitFor();
  const refusal = await page.textContent('#error');
  assert.match(refusal, /Alpha-beta cannot search chance nodes, and B is one: use Expectiminimax/);
  assert.doesNotMatch(refusal, /alphabeta|maxn/);
  await treeText(page).fill('A(B(1/2:3 1/3:4) C(1/2:1 1/2:2))');
  await page.locator('#editor-error').waitFor();
  const sum = await page.textContent('#editor-error');
  assert.match(sum, /add up to 1\/2 \+ 1\/3 = 5\/6, not 1/);
  assert.doesNotMatch(sum, /0\.833333/);
  await saveScreenshot(page, 'marks-refusals');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the expectiminimax pseudocode defines VALUE, which it calls', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#t=A(B(1/6:(3_5)_5/6:(2_9))_C(1/6:(7_1)_5/6:(8_6)))&a=expectiminimax` });
  await page.locator('.pseudocode li').first().waitFor();
  const listing = await page.locator('.pseudocode').textContent();
  assert.match(listing, /VALUE\(/);
  assert.match(listing, /function VALUE\(/);
  assert.deepEqual(errors, []);
  await page.close();
});
