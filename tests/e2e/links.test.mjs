// Links the page cannot honour whole: every part left out is said in one
// sentence above the page (in the page's language), and the rest opens and
// works; a game alone is a whole link; a language a link pasted into the
// open page names is switched to, as a link opening the page is read in it.
// Screenshots:
// test-results/screenshots/link-*.png.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL, openApp, press, saveScreenshot, treeNodes, useBrowser } from './support.mjs';

const browser = useBrowser();

/** A small tree, searched by alpha-beta. */
const TREE = 't=(3_(4_5)_(2_9))&a=alphabeta';

/** The notice the page shows, once it shows one. */
async function notice(page) {
  const message = page.locator('p.message[role="alert"]');
  await message.waitFor();
  return (await message.textContent()).replace(/Dismiss$/, '');
}

/** The step the scrubber is at. */
const step = (page) => page.locator('.scrubber input').inputValue();

const LEFT_OUT = [
  ['a bug planted in the first search', `${TREE}&bug=1`, /Part of this link is left out: bug=1: a bug is planted only in a second search/],
  ['a second bug without a second search', `${TREE}&bug2=1`, /bug2=1 describes a second search, and the link opens none/],
  ['Monte Carlo options with alpha-beta', `${TREE}&mc=100,0,1.4,one,visits`, /mc=100,0,1.4,one,visits holds Monte Carlo tree search's options, which alphabeta does not take/],
  ['a key the page does not know', `${TREE}&zoom=2`, /zoom=2 means nothing to this page/],
  ['a language the page does not speak', `${TREE}&lang=de`, /lang=de names no language of this page \(it speaks en, ro, cs and fa\)/],
];

for (const [what, fragment, said] of LEFT_OUT) {
  test(`a link with ${what} says so, and the rest opens and works`, async () => {
    const { page, errors } = await openApp(browser(), { url: `${BASE_URL}?lang=en#${fragment}` });
    assert.match(await notice(page), said);
    // The tree and its search are there, and step.
    assert.equal(await treeNodes(page).count(), 8);
    await page.locator('.app-title').click();
    await press(page, 'ArrowRight', 'ArrowRight');
    assert.equal(await step(page), '2');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('a sentence of a part left out is said in the page\'s language', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}?lang=fa#${TREE}&bug=1` });
  assert.match(await notice(page), /^بخشی از این پیوند کنار گذاشته شد: .*bug=1/);
  await saveScreenshot(page, 'link-left-out-fa');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a link pasted into the open page says what it leaves out', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}?lang=en#${TREE}` });
  await treeNodes(page).first().waitFor();
  await page.evaluate(() => {
    window.location.hash = 't=(1_2)&a=minimax&zoom=2';
  });
  assert.match(await notice(page), /zoom=2 means nothing to this page/);
  assert.equal(await treeNodes(page).count(), 3, 'the pasted tree opened');
  await saveScreenshot(page, 'link-left-out');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a language named in a link pasted into the open page is spoken at once, as on opening', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}?lang=en#${TREE}` });
  await treeNodes(page).first().waitFor();
  await page.evaluate(() => {
    window.stillTheSamePage = true;
  });
  const speaks = (tag) => page.waitForFunction((lang) => document.documentElement.lang === lang, tag);
  await page.evaluate((tree) => {
    window.location.hash = `${tree}&lang=ro`;
  }, TREE);
  await speaks('ro');
  assert.equal((await page.locator('.language-menu .field-label').textContent()).trim(), 'Limba');
  assert.equal(await page.locator('p.message').count(), 0, 'nothing left out');
  assert.equal(await treeNodes(page).count(), 8, 'the same tree');
  await page.waitForFunction(() => /\?lang=ro#/.test(location.href));
  // A language alone, in place, and one the page does not speak, said in the page's.
  await page.evaluate(() => {
    window.location.hash = 'lang=cs';
  });
  await speaks('cs');
  await page.evaluate((tree) => {
    window.location.hash = `${tree}&lang=xx`;
  }, TREE);
  assert.match(await notice(page), /lang=xx/);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'cs');
  assert.ok(await page.evaluate(() => window.stillTheSamePage), 'switched in place');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a game alone is a whole link: its tree opens', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}?lang=en#g=nim,5` });
  await page.waitForFunction(() => document.querySelectorAll('svg.tree-view g.tree-node').length > 5);
  assert.equal(await page.locator('p.message').count(), 0, 'nothing to say');
  await page.waitForFunction(() => /[#&]g=nim,5/.test(window.location.hash));
  assert.deepEqual(errors, []);
  await page.close();
});
