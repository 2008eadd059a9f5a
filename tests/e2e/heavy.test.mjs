// Never stuck: every heavy input the page accepts (the largest tree of each
// kind within its limits, and the inputs that once froze it for minutes)
// is searched and stepped, with no refusal and no error; what the page
// refuses (trees past its limits, text longer than it reads) it refuses in
// one sentence before any work on it, keeping what was typed. How long
// each takes is measured by tests/bench/heavy.mjs (scripts/bench-app), not
// here: a test holds what the page does, a benchmark how fast.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACCEPTED, REFUSED, counter, openPage, pasteTooLong, readyAfter, stepToCut } from './heavy-inputs.mjs';
import { useBrowser } from './support.mjs';

const browser = useBrowser();

for (const [name, give] of ACCEPTED) {
  test(`searched and stepped: ${name}`, async (t) => {
    const { page, errors } = await openPage(browser());
    try {
      const { took, words } = await readyAfter(page, give);
      t.diagnostic(`step 1 of the new search (${words}) ${took} ms after the input`);
      assert.equal(await page.locator('.message').count(), 0, `no refusal: ${await page.locator('.message').allTextContents()}`);
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
}

for (const [name, give, words] of REFUSED) {
  test(`refused in one sentence: ${name}`, async () => {
    const { page, errors } = await openPage(browser());
    try {
      await give(page);
      const said = page.locator('.message, #error').first();
      await said.waitFor();
      assert.match(await said.textContent(), words);
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
}

test('a 5 MB paste is refused unread, stays in the box, and says it will not be kept', async () => {
  const { page, errors } = await openPage(browser());
  try {
    const { said } = await pasteTooLong(page);
    assert.match(said ?? 'nothing', /This text has 5250002 characters, more than the 1000000 the page reads.*not kept after a reload/);
    assert.equal(await page.locator('#tree-text').evaluate((box) => box.value.length), 5_250_002, 'what was typed stays');
    assert.match(await counter(page), / 43$/, 'the tree on show stays');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('a cut of 300,000 leaves names four of them and counts the rest', async () => {
  const { page, errors } = await openPage(browser());
  try {
    const { cut } = await stepToCut(page);
    assert.ok(cut, 'the search reaches the cut');
    assert.match(cut, /, .+, .+, .+ and 299996 more are skipped/);
    assert.ok(cut.length < 400, `${cut.length} characters`);
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});
