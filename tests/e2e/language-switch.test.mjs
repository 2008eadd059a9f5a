// Switching language in place: the menu fetches the language's words and
// draws the page again in them, never opening the page again, so that the
// tree, the step, the undo history and a running long search all stay;
// Persian turns the page right to left in place, and its digits switch too.
// The address and the kept choice follow. Feedback already on screen (a
// check's first mistake, a question's verdict, a bug hunt's) is said again
// in the new language, word for word as a check in it says it. Screenshots:
// test-results/screenshots/switch-*.png.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL, openApp, press, saveScreenshot, treeNodes, treeText, useBrowser, waitForKeys } from './support.mjs';

const browser = useBrowser();

/** The lecture's figure 5.2 with alpha-beta. */
const FIGURE = 't=A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))&a=alphabeta';

/** The page's language and direction, as its root element says them. */
const rootLanguage = (page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/** Picks `label` in the language menu and waits until the page speaks `lang`. */
async function switchTo(page, label, lang) {
  // A short window folds the options, the menu among them, behind a button.
  const toggle = page.locator('.options-toggle');
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.locator('.language-menu select').selectOption({ label });
  await page.waitForFunction((tag) => document.documentElement.lang === tag, lang);
}

/** The step the scrubber is at. */
const step = (page) => page.locator('.scrubber input').inputValue();

/** The sentence of the current step. */
const sentence = (page) => page.locator('.explanation .sentence').first().innerText();

/** Whether this is still the page first opened: a mark left on its window. */
const samePage = (page) => page.evaluate(() => window.stillTheSamePage === true);

test('switching language mid-work keeps the tree, the step and the undo history', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}?lang=en#${FIGURE}` });
  await page.evaluate(() => {
    window.stillTheSamePage = true;
  });
  // Two edits, then four steps, to a sentence with a number.
  await treeText(page).fill('(1 (2 3))');
  await page.waitForFunction(() => document.querySelectorAll('svg.tree-view g.tree-node').length === 5);
  await treeText(page).fill('((1 2) (3 4))');
  await page.waitForFunction(() => document.querySelectorAll('svg.tree-view g.tree-node').length === 7);
  await page.locator('.app-title').click();
  await press(page, 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight');
  assert.equal(await step(page), '4');
  const english = await sentence(page);
  assert.equal(english, 'D is a leaf worth 1.');

  await switchTo(page, 'Română', 'ro');
  assert.ok(await samePage(page), 'switched in place, not opened again');
  assert.deepEqual(await rootLanguage(page), ['ro', 'ltr']);
  assert.equal(await step(page), '4', 'the same step');
  assert.equal(await treeText(page).inputValue(), '((1 2) (3 4))', 'the same tree');
  assert.equal(await treeNodes(page).count(), 7);
  assert.notEqual(await sentence(page), english, 'the sentence said again in Romanian');
  assert.match(await page.locator('.pseudocode .listing li').first().textContent(), /^funcție /, 'the listing written again in Romanian');
  assert.equal((await page.locator('.language-menu .field-label').textContent()).trim(), 'Limba');
  assert.match(page.url(), /\?lang=ro#/, 'the address names the language');
  assert.equal(await page.evaluate(() => localStorage.getItem('minimax-lab/lang')), 'ro', 'and it is kept');

  await switchTo(page, 'فارسی', 'fa');
  assert.ok(await samePage(page));
  assert.deepEqual(await rootLanguage(page), ['fa', 'rtl'], 'right to left in place');
  assert.equal(await page.locator('.app').getAttribute('dir'), 'rtl');
  assert.equal(await step(page), '4');
  assert.doesNotMatch(await sentence(page), /[۰-۹]/);
  await page.getByLabel('رقم‌های فارسی').check();
  await page.waitForFunction(() => /[۰-۹]/.test(document.querySelector('.explanation .sentence').innerText));
  assert.ok(await samePage(page), 'Persian digits switch in place too');
  assert.equal(await step(page), '4');
  await saveScreenshot(page, 'switch-fa');

  await switchTo(page, 'English', 'en');
  assert.deepEqual(await rootLanguage(page), ['en', 'ltr']);
  assert.equal(await sentence(page), english, 'English again, word for word');
  assert.match(page.url(), /\?lang=en#/);
  // The history survived every switch: undo goes back through both edits.
  await page.locator('#undo').click();
  assert.equal(await treeText(page).inputValue(), '(1 (2 3))');
  await page.locator('#undo').click();
  assert.equal(await treeNodes(page).count(), 13, 'back to the figure');
  assert.ok(await samePage(page));
  assert.deepEqual(errors, []);
  await page.close();
});

/** The value of the long search's progress bar. */
const progressed = (page) => page.locator('.long-run progress').evaluate((bar) => bar.value);

test('a long Monte Carlo search keeps counting up through a switch of language', async () => {
  const long = 't=A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))&a=mcts&mc=9000000,0,1.4,one,visits';
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}?lang=en#${long}` });
  await page.locator('.long-run progress').waitFor();
  await page.waitForFunction(() => document.querySelector('.long-run progress').value >= 200000);
  const before = await progressed(page);
  await switchTo(page, 'Română', 'ro');
  const after = await progressed(page);
  assert.ok(after >= before, `not started again: ${after} after ${before}`);
  await page.waitForFunction((past) => document.querySelector('.long-run progress').value > past, after);
  assert.match(await page.locator('.long-run').textContent(), /Iterații|iterații/, 'said in Romanian');
  await switchTo(page, 'فارسی', 'fa');
  assert.ok((await progressed(page)) >= after, 'still counting up in Persian');
  await saveScreenshot(page, 'switch-fa-long-run');
  // Stop the search: the test is done with it.
  await page.locator('.long-run button').click();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a language whose words cannot be fetched is not switched to, and the page says why', async () => {
  // No service worker: it would fetch the words past the route.
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/lang/**/cs.txt', (route) => route.abort());
  await page.goto(`${BASE_URL}?lang=en#${FIGURE}&s=4`);
  await page.locator('.language-menu select').selectOption({ label: 'Čeština' });
  const message = page.locator('p.message[role="alert"]');
  await message.waitFor();
  assert.match(await message.textContent(), /The words of Čeština could not be loaded, so the page stays in its language/);
  assert.deepEqual(await rootLanguage(page), ['en', 'ltr']);
  assert.equal(await step(page), '4', 'the same step');
  assert.equal(
    await page.locator('.language-menu select option:checked').textContent(),
    'English',
    'the menu says the language spoken',
  );
  assert.doesNotMatch(page.url(), /lang=cs/);
  assert.deepEqual(errors, []);
  await context.close();
});

/** Writes `answer` at the root's first child (wrong there), then checks. */
const checkWrongly = (answer) => async (page) => {
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  await press(page, 'ArrowDown', 'ArrowDown', 'Enter');
  await page.keyboard.type(answer);
  await press(page, 'Enter');
  await page.locator('#practice-check').click();
  await page.locator('.first-mistake').waitFor();
};

/** Plays a "predict" exercise on to its first question and answers it 99. */
async function replyWrongly(page) {
  await page.locator('#practice-play-on').click();
  await waitForKeys(page, 'practice-reply');
  await page.keyboard.type('99');
  await press(page, 'Enter');
  await page.locator('.practice-feedback .verdict').waitFor();
}

/** Points at line 17 of the planted bug's listing: the verdict says it is the bug. */
async function pointAtTheBug(page) {
  await page.locator('.pseudocode .line-pick').nth(16).click();
  await page.locator('.bug-hunt .verdict').waitFor();
}

/** What each kind of feedback is about, and where the page says it. */
const FEEDBACK = [
  { what: 'a check of values', hash: 'x=values.minimax.equal.soft.b2.d2.v0~9.k0.42', act: checkWrongly('99'), said: '.practice-feedback' },
  // Beside its first mistake, the nodes it never enters.
  { what: 'a check of windows', hash: 'x=windows.alphabeta.equal.soft.b2-3.d3.v0~20.k2a.38093', act: checkWrongly('1, 2'), said: '.practice-panel' },
  { what: 'a question answered', hash: 'x=predict.alphabeta.equal.soft.b2-3.d3.v0~20.k2a.7', act: replyWrongly, said: '.practice-feedback' },
  { what: 'a bug hunt', hash: `${FIGURE}&a2=alphabeta&bug2=1`, act: pointAtTheBug, said: '.bug-hunt' },
];

test('feedback on screen is said again in the language switched to, as a check in it says it', async () => {
  for (const { what, hash, act, said } of FEEDBACK) {
    // Given in English, then switched to Romanian.
    const switched = await openApp(browser(), { url: `${BASE_URL}?lang=en#${hash}` });
    await act(switched.page);
    const english = await switched.page.locator(said).innerText();
    if (what === 'a check of values') assert.match(english, /B is worth \d+, not 99/);
    await switchTo(switched.page, 'Română', 'ro');
    const afterSwitch = await switched.page.locator(said).innerText();
    // Given in Romanian from the start.
    const romanian = await openApp(browser(), { url: `${BASE_URL}?lang=ro#${hash}` });
    await act(romanian.page);
    const inRomanian = await romanian.page.locator(said).innerText();
    assert.notEqual(inRomanian, english, `${what}: said in Romanian at all`);
    assert.equal(afterSwitch, inRomanian, `${what}: nothing left in English after the switch`);
    if (what === 'a check of values') await saveScreenshot(switched.page, 'switch-ro-feedback');
    assert.deepEqual([...switched.errors, ...romanian.errors], [], what);
    await switched.page.close();
    await romanian.page.close();
  }
});
