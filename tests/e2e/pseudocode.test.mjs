// The pseudocode panel speaks the page's language: lang=ro shows the
// Romanian listing, keywords included, its lines the English ones (the lit
// line the same at every step); Persian's listing reads right to left with
// its code and mathematics left to right; a bug hunt's verdict quotes the
// line as it should read, in the page's language. Screenshots:
// test-results/screenshots/pseudocode-*.png.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { BASE_URL, SCREENSHOT_DIR, openApp, press, useBrowser } from './support.mjs';

const browser = useBrowser();

/** The lecture's figure 5.2 with alpha-beta, at step `step`. */
const figure = (step) => `t=A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))&a=alphabeta&s=${step}`;

/** The listing's lines as shown, and the index of the lit one. */
async function listing(page) {
  await page.locator('.pseudocode .listing li').first().waitFor();
  const lines = await page.locator('.pseudocode .listing li').allInnerTexts();
  const lit = await page
    .locator('.pseudocode .listing li')
    .evaluateAll((items) => items.findIndex((item) => item.classList.contains('current')));
  return { lines, lit };
}

/** Saves a picture of the pseudocode panel alone. */
const picture = (page, name) =>
  page.locator('section.pseudocode').screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });

test('lang=ro shows the Romanian listing, line for line as the English one', async () => {
  const english = await openApp(browser(), { url: `${BASE_URL}?lang=en#${figure(6)}` });
  const romanian = await openApp(browser(), { url: `${BASE_URL}?lang=ro#${figure(6)}` });
  for (let step = 6; step < 12; step += 1) {
    const [en, ro] = [await listing(english.page), await listing(romanian.page)];
    assert.equal(ro.lines.length, en.lines.length);
    assert.equal(ro.lit, en.lit, `the same line lit at step ${step}`);
    await press(english.page, 'ArrowRight');
    await press(romanian.page, 'ArrowRight');
  }
  const { lines } = await listing(romanian.page);
  assert.equal(lines[0], 'funcție ALPHA-BETA-SEARCH(stare) returnează o acțiune');
  assert.equal(lines[4].trim(), 'dacă TERMINAL-TEST(stare) atunci returnează UTILITY(stare)');
  assert.equal(lines[6].trim(), 'pentru fiecare a din ACTIONS(stare) execută');
  assert.doesNotMatch(lines.join('\n'), /\b(function|returns|return|then|for each|state)\b/);
  await picture(romanian.page, 'pseudocode-ro');
  for (const { page, errors } of [english, romanian]) {
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('Persian reads the listing right to left, its code left to right', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}?lang=fa#${figure(8)}` });
  await page.setViewportSize({ width: 1366, height: 768 });
  const { lines } = await listing(page);
  assert.match(lines[0], /^تابع \u2066ALPHA-BETA-SEARCH\(حالت\)\u2069 خروجی: یک کنش$/);
  const direction = await page
    .locator('.pseudocode .listing')
    .evaluate((element) => getComputedStyle(element).direction);
  assert.equal(direction, 'rtl');
  // "if" starts the line on the right; the call it tests reads left to
  // right, its name left of its argument.
  const line = page.locator('.pseudocode .listing li').nth(4);
  const box = await line.boundingBox();
  const where = (text) =>
    line.evaluate((item, text) => {
      const range = document.createRange();
      const node = item.firstChild;
      const at = node.textContent.indexOf(text);
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      return range.getBoundingClientRect().x;
    }, text);
  const [ifWord, call, argument] = [await where('اگر'), await where('TERMINAL-TEST'), await where('حالت')];
  assert.ok(ifWord > box.x + box.width / 2, `اگر on the right: ${ifWord}`);
  assert.ok(call < argument, `TERMINAL-TEST left of its argument: ${call} < ${argument}`);
  await picture(page, 'pseudocode-fa');
  assert.deepEqual(errors, []);
  await page.close();
});
