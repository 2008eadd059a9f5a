// Compare mode in front of a class: the rings on the nodes the two
// searches see differently give nothing away before the steps reach them,
// and the two step together by the node finished unless a link says
// otherwise. Figure 5.2, alpha-beta beside minimax, on a 1024×768
// projector. Screenshots: compare-rings-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, openApp, press, saveScreenshot, useBrowser } from './support.mjs';

const browser = useBrowser();

/** Russell & Norvig's figure 5.2, alpha-beta beside minimax. */
const FIGURE_5_2 = 't=A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))&a=alphabeta&a2=minimax';

/** Opens the app at `address` (after the #) on a projector, the keys on the player. */
async function openOnProjector(address) {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#${address}` });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.locator('#compare-second svg.tree-view g.tree-node').first().waitFor();
  await press(page, 'p');
  await page.locator('.app.projector').waitFor();
  await page.locator('#compare-first svg.tree-view').click({ position: { x: 5, y: 5 } });
  return { page, errors };
}

/** The labels of the ringed nodes of each drawing, first and second. */
const ringed = (page) =>
  page.evaluate(() =>
    ['#compare-first', '#compare-second'].map((pane) =>
      [...document.querySelectorAll(`${pane} g.tree-node.differs`)].map((node) => node.dataset.label).join(' '),
    ),
  );

test('a difference is ringed once the steps have reached it in both searches', async () => {
  const { page, errors } = await openOnProjector(FIGURE_5_2);
  const steps = Number(await page.locator('.scrubber input').first().getAttribute('max'));
  const seen = [await ringed(page)];
  await saveScreenshot(page, 'compare-rings-start', { fullPage: false });
  // Until alpha-beta's C is cut, nothing ringed; once it has returned from
  // C (its current node is D), C, I and J, in both drawings.
  let cut = null;
  for (let step = 1; step <= steps; step += 1) {
    await press(page, 'ArrowRight');
    seen.push(await ringed(page));
    const first = page.locator('#compare-first');
    if (cut === null && /is-cut/.test(await first.locator('g.tree-node[data-label="C"]').getAttribute('class'))) cut = step;
    if (step === Math.floor(steps / 2)) await saveScreenshot(page, 'compare-rings-midway', { fullPage: false });
  }
  await saveScreenshot(page, 'compare-rings-end', { fullPage: false });
  assert.deepEqual(seen[0], ['', ''], 'nothing ringed before the search');
  assert.ok(cut > 0, 'alpha-beta cuts at C');
  assert.deepEqual(seen.slice(0, cut).filter(([first]) => first !== ''), [], 'nothing ringed before the cut');
  assert.deepEqual(seen[Math.floor(steps / 2)], ['C I J', 'C I J'], 'midway, past C, its rings');
  assert.deepEqual(seen[steps], ['C I J', 'C I J'], 'at the end');
  assert.deepEqual(errors, []);
  await page.close();
});

/** The text of the chosen entry of the stepping menu. */
const stepping = (page) => page.locator('.compare-stepping select').evaluate((menu) => menu.selectedOptions[0].textContent.trim());

test('the two step together by the node finished, unless a link asks for step by step', async () => {
  const { page, errors } = await openOnProjector(FIGURE_5_2);
  assert.equal(await stepping(page), 'by the node finished');
  // Where step by step drifted (alpha-beta cutting at C, minimax reading
  // J), the two are at the same node.
  const current = () =>
    page.evaluate(() =>
      ['#compare-first', '#compare-second'].map((pane) => document.querySelector(`${pane} g.tree-node.is-current`)?.dataset.label),
    );
  const apart = [];
  for (let step = 1; step <= 22; step += 1) {
    await press(page, 'ArrowRight');
    const [first, second] = await current();
    if (first !== second) apart.push(`step ${step}: ${first} beside ${second}`);
  }
  await saveScreenshot(page, 'compare-by-node-22', { fullPage: false });
  assert.ok(apart.length <= 2, `apart at ${apart.join('; ')}`);
  assert.doesNotMatch(new URL(page.url()).hash, /sync=/);
  await page.close();
  // A link naming step by step keeps it, and writes it.
  const { page: linked, errors: linkedErrors } = await openOnProjector(`${FIGURE_5_2}&sync=step`);
  assert.equal(await stepping(linked), 'step by step');
  await press(linked, 'ArrowRight');
  await linked.waitForTimeout(400);
  assert.match(new URL(linked.url()).hash, /sync=step/);
  assert.deepEqual([...errors, ...linkedErrors], []);
  await linked.close();
});
