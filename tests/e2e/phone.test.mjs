// On a 390×844 phone, in English and in Persian, every control of every
// panel and mode is a fingertip's size (44×44 px at least; a checkbox's
// target is its label) and nothing reaches past the screen's edge, a
// menu's choice is never cut, the step slider stays on the screen with
// five-digit step counts, and a step's lit pseudocode line is in sight
// without the page scrolling. Screenshots: phone-<lang>-<state>.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, openApp, press, saveScreenshot, useBrowser } from './support.mjs';

const browser = useBrowser();

/** Figure 5.2 with alpha-beta, and with 5,000 iterations of Monte Carlo tree search (over 10,000 steps). */
const FIGURE = 't=((3_12_8)_(2_4_6)_(14_5_2))&a=alphabeta';
const LONG = 't=((3_12_8)_(2_4_6)_(14_5_2))&a=mcts&mc=5000,0,1.4,one,visits';

/**
 * Every visible control on the page smaller than 44 px either way (a
 * checkbox measured by its label), past the screen's edge, or a menu
 * whose chosen text is wider than the menu shows.
 */
const problems = (page, state) =>
  page.evaluate((state) => {
    const found = [];
    const context = document.createElement('canvas').getContext('2d');
    for (const control of document.querySelectorAll('button, a[href], select, input, summary, textarea')) {
      const style = getComputedStyle(control);
      let box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || control.closest('svg')) continue;
      if (control.matches('input[type="checkbox"], input[type="radio"]')) box = control.closest('label')?.getBoundingClientRect() ?? box;
      const name = `${state}: ${control.tagName.toLowerCase()}${control.id ? `#${control.id}` : ''} "${(control.textContent || control.value || control.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
      if (box.width < 44 || box.height < 44) found.push(`${name} is ${Math.round(box.width)}×${Math.round(box.height)} px`);
      if (box.left < -0.5 || box.right > innerWidth + 0.5) found.push(`${name} spans x ${Math.round(box.left)} to ${Math.round(box.right)}`);
      if (control.matches('select') && control.selectedIndex >= 0) {
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(control.options[control.selectedIndex].text).width;
        const room = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
        if (text > room + 1) found.push(`${name} shows ${Math.round(room)} px of its ${Math.round(text)} px choice`);
      }
    }
    return found;
  }, state);

/** Opens every folded panel of the page. */
const openPanels = (page) => page.evaluate(() => document.querySelectorAll('details:not([open]) > summary').forEach((summary) => summary.click()));

for (const lang of ['en', 'fa']) {
  test(`on a phone every control is a fingertip's size and on the screen: ${lang}`, async () => {
    const query = lang === 'en' ? '' : `?lang=${lang}`;
    const { page, errors } = await openApp(browser(), { url: `${BASE_URL}${query}#${FIGURE}`, phone: true });
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    const found = [];
    // Watching, the options and every panel open (From a game's form too).
    await page.locator('.options-toggle').click();
    await openPanels(page);
    await openPanels(page);
    found.push(...(await problems(page, 'watch')));
    await saveScreenshot(page, `phone-${lang}-watch`);
    await page.locator('#mode-compare').click();
    await page.locator('.compare-stage').waitFor();
    await openPanels(page);
    found.push(...(await problems(page, 'compare')));
    await page.locator('#mode-practice').click();
    await page.locator('.practice-panel').first().waitFor();
    await openPanels(page);
    found.push(...(await problems(page, 'practice')));
    await saveScreenshot(page, `phone-${lang}-practice`);
    // A search of five-digit step counts: the slider stays on the screen.
    await page.goto(`${BASE_URL}${query}#${LONG}`);
    await page.reload();
    await page.locator('.scrubber input').waitFor({ timeout: 60_000 });
    const steps = Number(await page.locator('.scrubber input').getAttribute('max'));
    assert.ok(steps >= 10_000, `${steps} steps`);
    found.push(...(await problems(page, 'long search')));
    assert.deepEqual(found, []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('on a phone a step brings its lit pseudocode line into the part of the listing on the screen, and the page does not move', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#${FIGURE}`, phone: true });
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  // Scrolled down to the step buttons, the student sees the listing's first lines at the screen's foot.
  const listingTop = await page.locator('.pseudocode .listing').evaluate((listing) => listing.getBoundingClientRect().top + scrollY);
  await page.evaluate((y) => scrollTo(0, y), listingTop - 844 + 160);
  const scrolled = await page.evaluate(() => scrollY);
  const unseen = [];
  for (let step = 1; step <= 30; step += 1) {
    await press(page, 'ArrowRight');
    const seen = await page.evaluate(() => {
      const line = document.querySelector('.pseudocode li.current')?.getBoundingClientRect();
      return { scrollY, inSight: !line || (line.top >= 0 && line.bottom <= innerHeight) };
    });
    if (!seen.inSight) unseen.push(step);
    assert.equal(seen.scrollY, scrolled, `step ${step}: the page moved`);
  }
  await saveScreenshot(page, 'phone-en-pseudocode');
  assert.deepEqual(unseen, [], 'steps whose lit line is out of sight');
  assert.deepEqual(errors, []);
  await page.close();
});
