// Languages: the page opens in the language its address names (lang=), else
// the one chosen before, else the browser's; the menu switches language in
// place, at the same moment of the same tree; links and embed snippets carry lang=;
// Persian mirrors the page and its pseudocode (written in Persian, its code
// left to right) but not the tree, the notation or the playback controls,
// and can write its numbers in Persian digits; axe finds nothing serious in
// any language. English is built into the page; another language's
// catalogues are fetched as it opens, and a page that cannot fetch them
// opens in English; index.html's loading page chooses the language the app
// chooses. Screenshots: test-results/screenshots/lang-*.png.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { BASE_URL, openApp, press, saveScreenshot, useBrowser } from './support.mjs';

const browser = useBrowser();

/** The lecture's figure 5.2 with alpha-beta, at step `step`. */
const figure = (step = 0) => `t=A(B(E=3_F=12_G=8)_C(H=2_I=4_J=6)_D(K=14_L=5_M=2))&a=alphabeta&s=${step}`;

/** The page's language and direction, as its root element says them. */
const rootLanguage = (page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/** Waits until the player shows the sentence of its step. */
const shown = (page) => page.locator('.explanation .sentence').first().waitFor();

/** The sentence of the current step. */
const sentence = (page) => page.locator('.explanation .sentence').first().innerText();

/** Words that show each language is spoken: the first step's sentence. */
const FIRST_SENTENCE = {
  en: /^Start at A/,
  ro: /^Pornim de la A/,
  cs: /^Začínáme v uzlu A/,
  fa: /^شروع از A/,
};

for (const [lang, first] of Object.entries(FIRST_SENTENCE)) {
  test(`lang=${lang} in the address speaks ${lang}, every word of it translated`, async () => {
    const { page, errors } = await openApp(browser(), { url: `${BASE_URL}?lang=${lang}#${figure(1)}` });
    await shown(page);
    assert.deepEqual(await rootLanguage(page), [lang, lang === 'fa' ? 'rtl' : 'ltr']);
    assert.match(await sentence(page), first);
    // No word is missing from the catalogues, at any step.
    for (let step = 0; step < 43; step += 1) {
      const text = await page.locator('.app').innerText();
      assert.doesNotMatch(text, /⟦|\{[a-z-]+\}/, `step ${step} in ${lang}`);
      await press(page, 'ArrowRight');
    }
    assert.deepEqual(await axeViolations(page), [], `axe in ${lang}`);
    await saveScreenshot(page, `lang-${lang}-end`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('the menu switches language at the same step, and the choice is kept', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#${figure(5)}` });
  await shown(page);
  const before = await page.locator('.scrubber input').inputValue();
  await page.locator('.language-menu select').selectOption({ label: 'Română' });
  // In place: the page is not opened again.
  await page.waitForFunction(() => document.documentElement.lang === 'ro');
  await shown(page);
  assert.deepEqual(await rootLanguage(page), ['ro', 'ltr']);
  assert.equal(await page.locator('.scrubber input').inputValue(), before, 'the same step');
  assert.match(page.url(), /[?&]lang=ro/);
  // Reopened without lang=, the page remembers Romanian.
  await page.goto(`${BASE_URL}#${figure(1)}`);
  await shown(page);
  assert.deepEqual(await rootLanguage(page), ['ro', 'ltr']);
  assert.match(await sentence(page), FIRST_SENTENCE.ro);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a Czech browser opens in Czech, and the share link and embed snippet name it", async () => {
  const context = await browser().newContext({ locale: 'cs-CZ', permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${BASE_URL}#${figure(1)}`);
  await shown(page);
  assert.deepEqual(await rootLanguage(page), ['cs', 'ltr']);
  assert.match(await sentence(page), FIRST_SENTENCE.cs);
  await page.locator('.embed-toggle').click();
  assert.match(await page.locator('.embed-snippet').first().inputValue(), /\?embed&amp;lang=cs#t=/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an embedded player with lang=ro is Romanian', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}?embed&lang=ro#${figure(1)}` });
  await shown(page);
  assert.match(await sentence(page), FIRST_SENTENCE.ro);
  assert.match(await page.locator('.open-in-lab').getAttribute('href'), /\?lang=ro#t=/);
  await saveScreenshot(page, 'lang-ro-embed');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Persian mirrors the page and its pseudocode but not the tree or the notation', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}?lang=fa#${figure(3)}` });
  await page.setViewportSize({ width: 1366, height: 768 });
  await shown(page);
  // The side column, on the right in English, is on the left.
  const stage = await page.locator('section.tree-area').boundingBox();
  const side = await page.locator('aside.side').boundingBox();
  assert.ok(side.x < stage.x, `the side panels are left of the tree: ${side.x} < ${stage.x}`);
  // The tree still reads left to right: B left of C left of D.
  const xs = [];
  for (const name of ['B', 'C', 'D']) {
    const box = await page.locator('svg.tree-view text').getByText(name, { exact: true }).first().boundingBox();
    xs.push(box.x);
  }
  assert.ok(xs[0] < xs[1] && xs[1] < xs[2], `B, C, D left to right: ${xs}`);
  const direction = (selector) =>
    page.locator(selector).first().evaluate((element) => getComputedStyle(element).direction);
  assert.equal(await direction('svg.tree-view'), 'ltr');
  assert.equal(await direction('.listing'), 'rtl', 'the listing is written in Persian');
  assert.equal(await direction('#tree-text'), 'ltr');
  assert.equal(await direction('.controls'), 'ltr', 'playback points the way the search goes');
  assert.equal(await direction('.options-bar'), 'rtl');
  await saveScreenshot(page, 'lang-fa-1366');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Persian digits, when asked for, write the sentences\' numbers and the drawing\'s', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}?lang=fa#${figure(4)}` });
  await shown(page);
  assert.doesNotMatch(await sentence(page), /[۰-۹]/);
  await page.getByLabel('رقم‌های فارسی').check();
  await page.waitForFunction(() => /[۰-۹]/.test(document.querySelector('.explanation .sentence').innerText));
  assert.match(await sentence(page), /[۰-۹]/);
  // The notation keeps ASCII digits.
  assert.match(await page.locator('#tree-text').inputValue(), /E=3/);
  // The drawing writes Persian digits too: values, bounds and windows; a
  // proof-number search's numbers and Monte Carlo tree search's N and W/N.
  const drawn = (selector) => page.locator(selector).evaluateAll((texts) => texts.map((text) => text.textContent).join(' '));
  assert.match(await drawn('.node-value, .node-window, .edge-label'), /^[^0-9]*[۰-۹][^0-9]*$/);
  await saveScreenshot(page, 'lang-fa-digits');
  const direction = (selector) => page.locator(selector).evaluate((element) => getComputedStyle(element).direction);
  assert.equal(await direction('.scrubber input'), 'ltr');
  for (const [search, numbers] of [['pns', '.proof-numbers'], ['mcts&mc=100,0,1.4,one,visits', '.mcts-numbers']]) {
    await page.goto(`${BASE_URL}?lang=fa#${figure(30).replace('a=alphabeta', `a=${search}`)}`);
    await page.reload();
    await page.locator(numbers).first().waitFor();
    assert.match(await drawn(`${numbers}, .node-value`), /^[^0-9]*[۰-۹][^0-9]*$/, search);
  }
  // A long search's progress fills the way the step slider does, from the left.
  await page.goto(`${BASE_URL}?lang=fa#${figure(0).replace('a=alphabeta', 'a=mcts&mc=1000000,0,1.4,one,visits')}`);
  await page.reload();
  await page.locator('.long-run progress').waitFor();
  assert.equal(await direction('.long-run progress'), 'ltr');
  assert.deepEqual(errors, []);
  await page.close();
});

test("errors are said in the reader's language: a broken link, the notation's parser, a search that does not suit the tree, a practice link", async () => {
  const open = (url) => openApp(browser(), { url: `${BASE_URL}${url}` });
  // A Czech student opens a link whose depth is not a number.
  const czech = await open(`?lang=cs#t=(1_2)&d=x`);
  assert.match(await czech.page.locator('.message').innerText(), /hloubka v adrese: "x" není číslo/);
  // …and types a tree with a bracket left open.
  await czech.page.locator('#tree-text').fill('(1 (2 3)');
  assert.match(await czech.page.locator('#editor-error').innerText(), /^1:9: očekáváno "\)", které uzavře "\(" z pozice 1:1/);
  await saveScreenshot(czech.page, 'lang-error-cs');
  assert.deepEqual(czech.errors, []);
  await czech.page.close();
  // A Persian student asks alpha-beta to search a tree with a chance node.
  const persian = await open(`?lang=fa#t=(1_(0.5:2_0.5:3))&a=alphabeta`);
  assert.match(await persian.page.locator('.explanation').innerText(), /نمی‌تواند گره‌های شانس را جست‌وجو کند/);
  assert.deepEqual(persian.errors, []);
  await persian.page.close();
  // A Romanian student follows a practice link cut short, and still has the language menu.
  const romanian = await open(`?lang=ro#x=cuts.alphabeta`);
  assert.match(await romanian.page.locator('.message').innerText(), /ar trebui să aibă zece părți separate prin puncte/);
  assert.equal(await romanian.page.locator('.language-menu select').count(), 1);
  assert.deepEqual(romanian.errors, []);
  await romanian.page.close();
});

test('#lang=ro alone opens the page in Romanian, without a broken-link message', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#lang=ro` });
  await shown(page);
  assert.deepEqual(await rootLanguage(page), ['ro', 'ltr']);
  assert.equal(await page.locator('.message').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

// index.html's loading script chooses the page's language before the app's
// wasm comes (to say "Loading…" in it and ask for its catalogues), reading
// lang= itself; the app reads it with the core's codec. Each address, the
// language both choose, on a Czech browser.
const CHOSEN_ALIKE = [
  ['?lang=en', 'en'],
  ['?lang=ro', 'ro'],
  ['?lang=cs', 'cs'],
  ['?lang=fa', 'fa'],
  // A region and any case, in the query or the fragment.
  ['?lang=RO-ro', 'ro'],
  [`#${figure()}&lang=Fa-IR`, 'fa'],
  // An underscore in a link's value is a space: this names no language.
  ['?lang=ro_RO', 'cs'],
  // Junk, which leaves the browser's; the first lang= naming one of ours wins.
  ['?lang=xx', 'cs'],
  ['?lang=<b>', 'cs'],
  ['?lang=constructor', 'cs'],
  ['?lang=xx&lang=ro', 'ro'],
];

test('the loading page and the app choose the same language for every lang=', async () => {
  const context = await browser().newContext({ locale: 'cs-CZ', serviceWorkers: 'block' });
  for (const [address, lang] of CHOSEN_ALIKE) {
    const page = await context.newPage();
    // The wasm held back, so that the loading page is read alone first.
    let release;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await page.route('**/*.wasm', async (route) => {
      await held;
      await route.continue();
    });
    const url = address.startsWith('#') ? `${BASE_URL}${address}` : `${BASE_URL}${address}#${figure()}`;
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const loading = await page.evaluate(() => [
      document.documentElement.lang,
      window.minimaxLabCatalogues?.lang ?? 'en',
    ]);
    release();
    await shown(page);
    const [app] = await rootLanguage(page);
    assert.deepEqual({ loading, app }, { loading: [lang, lang], app: lang }, address);
    await page.close();
  }
  await context.close();
});

test('compare mode says its labels and differences in the reader\'s language', async () => {
  const tie = 'A(B(E=3_F=12)_C(H=3_I=4)_D(K=2_L=9))';
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}?lang=ro#t=${tie}&a=alphabeta&a2=alphabeta&ties2=strict` });
  await page.locator('#compare-summary').waitFor();
  assert.equal((await page.locator('#compare-summary').textContent()).trim(), 'strict: C nu este retezat, C întoarce 3 în loc de ≤ 3, I este citit.');
  assert.match(await page.locator('#compare-first .compare-label').textContent(), /Prima: retezare la egalitate/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone, the language menu beside an exercise leaves the mode switch whole', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}?lang=ro#x=cuts.alphabeta.equal.soft.b2-3.d3.v0~20.k2a.87768` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('.practice-panel').waitFor();
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('.mode-switch button, .practice-language select')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > innerWidth)
      .map((element) => element.textContent.trim().slice(0, 20)));
  await saveScreenshot(page, 'lang-practice-phone-ro');
  assert.deepEqual(clipped, []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a Persian student is asked the predict questions in Persian and answers in Persian digits', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}?lang=fa#x=predict.alphabeta.equal.soft.b2-3.d3.v0~20.k2a.7` });
  await page.locator('.practice-panel').waitFor();
  await press(page, 'End');
  const question = page.locator('#practice-question');
  await question.waitFor();
  assert.match(await question.textContent(), /^اکنون v در \S+ برابر .+ است\. [αβ] در \S+ چه می‌شود؟$/u);
  // A Persian keyboard types Persian digits; the reply is read all the same.
  await press(page, 'Enter');
  await page.keyboard.type('۷');
  await press(page, 'Enter');
  const verdict = page.locator('.verdict');
  await verdict.waitFor();
  assert.match(await verdict.textContent(), /^(درست|نه): /u);
  assert.match(await page.locator('.asked').textContent(), /چه می‌شود؟ پاسخ شما: ۷\.$/u);
  await saveScreenshot(page, 'lang-fa-predict');
  assert.deepEqual(errors, []);
  await page.close();
});

/** Opens `url` in a new page, noting the catalogue files it asks for and its console. */
async function openNoting(url, { answer } = {}) {
  const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  const asked = [];
  const errors = [];
  const warnings = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/lang/')) asked.push(pathname.slice(pathname.indexOf('/lang/') + 1));
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  if (answer) await page.route('**/lang/**', answer);
  await page.goto(url, { waitUntil: 'load' });
  return { page, asked, errors, warnings };
}

test('an English page fetches no catalogue; a Romanian page fetches its own two, once, as it starts', async () => {
  const english = await openNoting(`${BASE_URL}#${figure(1)}`);
  await shown(english.page);
  assert.match(await sentence(english.page), FIRST_SENTENCE.en);
  assert.deepEqual(english.asked, []);
  assert.deepEqual(english.errors, []);
  await english.page.close();

  const romanian = await openNoting(`${BASE_URL}?lang=ro#${figure(1)}`);
  await shown(romanian.page);
  assert.match(await sentence(romanian.page), FIRST_SENTENCE.ro);
  assert.equal((await romanian.page.locator('.language-menu .field-label').textContent()).trim(), 'Limba', 'the interface too');
  assert.doesNotMatch(await romanian.page.locator('.app').innerText(), /⟦/);
  // index.html's loading script asked for them, and the app took its answers rather than ask again.
  assert.equal(await romanian.page.evaluate(() => window.minimaxLabCatalogues?.lang), 'ro');
  assert.deepEqual(romanian.asked.sort(), ['lang/interface/ro.txt', 'lang/sentences/ro.txt']);
  assert.deepEqual(romanian.errors, []);
  await romanian.page.close();
});

test('a Romanian page fetches its catalogues itself when index.html did not start them', async () => {
  const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // index.html's requests are lost: the app has none to take.
  await page.addInitScript(() => Object.defineProperty(window, 'minimaxLabCatalogues', { set() {}, get() {} }));
  await page.goto(`${BASE_URL}?lang=ro#${figure(1)}`);
  await shown(page);
  assert.deepEqual(await rootLanguage(page), ['ro', 'ltr']);
  assert.match(await sentence(page), FIRST_SENTENCE.ro);
  assert.deepEqual(errors, []);
  await page.close();
});

// A catalogue that cannot be had: the network refuses it, the server has
// none (404), never answers (the page waits 5 s at most), or answers with
// its own page instead of the file.
const FAILURES = {
  'refused': (route) => route.abort('failed'),
  'missing (404)': (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  'never answered': () => {},
  'an HTML page instead': (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html>\n<html lang="en"><title>Lab</title></html>\n' }),
};

for (const [failure, answer] of Object.entries(FAILURES)) {
  test(`a Romanian page whose catalogue is ${failure} opens in English, whole, with a console warning`, async () => {
    const { page, errors, warnings } = await openNoting(`${BASE_URL}?lang=ro#${figure(1)}`, { answer });
    await shown(page);
    assert.deepEqual(await rootLanguage(page), ['en', 'ltr']);
    assert.match(await sentence(page), FIRST_SENTENCE.en);
    assert.doesNotMatch(await page.locator('.app').innerText(), /⟦|\{[a-z-]+\}/);
    assert.equal(await page.locator('svg.tree-view g.tree-node').count(), 13, 'the tree is drawn');
    assert.equal((await page.locator('.language-menu select option:checked').textContent()).trim(), 'English', 'the menu says English');
    assert.ok(warnings.some((warning) => /opens in English: lang\/(interface|sentences)\/ro\.txt/.test(warning)), `${warnings}`);
    // The browser itself logs a request that failed; the page adds nothing.
    assert.deepEqual(errors.filter((error) => !/Failed to load resource/.test(error)), []);
    if (failure === 'refused') await saveScreenshot(page, 'lang-ro-unreachable');
    await page.close();
  });
}
