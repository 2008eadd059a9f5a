// The code the first screen does not run comes in a second file
// (scripts/defer-wasm.mjs): the first screen must work without it, and
// everything else must work whether it arrived in the background or is
// needed before it has.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL, openApp, treeNodes, useBrowser, waitForAnswer } from './support.mjs';

const browser = useBrowser();
const DEFERRED = '**/*_deferred.wasm';

test('the lecture tree can be stepped through before the rest of the code has arrived', async () => {
  const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let asked = 0;
  // The deferred file never comes.
  await page.route(DEFERRED, (route) => {
    asked += 1;
    return route.abort();
  });
  try {
    await page.goto(BASE_URL);
    await treeNodes(page).first().waitFor();
    const first = await page.textContent('.explanation');
    for (let step = 0; step < 43; step += 1) await page.keyboard.press('ArrowRight');
    await waitForAnswer(page, errors);
    assert.equal(await page.textContent('#root-value'), '3');
    assert.notEqual(await page.textContent('.explanation'), first);
    await page.keyboard.press('Home');
    assert.match(await page.textContent('.controls'), /Step 0 of 43/);
    assert.ok(asked >= 1, 'the page asked for the rest of the code once it had started');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('a link into a game works although its code is needed before it has been fetched', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#g=nim,5&t=&a=minimax` });
  try {
    await treeNodes(page).first().waitFor();
    assert.ok((await treeNodes(page).count()) > 10, 'the game tree is drawn');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('once the rest of the code has arrived, another algorithm searches the tree', async () => {
  const { page, errors } = await openApp(browser());
  try {
    await treeNodes(page).first().waitFor();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('_deferred.wasm') && entry.responseEnd > 0),
    );
    await page.selectOption('.algorithm-menu select', { label: 'Expectiminimax' });
    await page.keyboard.press('End');
    await waitForAnswer(page, errors);
    assert.equal(await page.textContent('#root-value'), '3');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});
