// A worksheet to print from practice mode: it opens as a page of its own
// with the exercises, each with its code and the link that opens it, then
// the answer key on pages of its own; Chromium prints it to PDF on A4 and
// on US Letter, and the pages are read back with poppler (pdfinfo,
// pdftotext) and kept as pictures (test-results/screenshots/worksheet-*).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BASE_URL, openApp, SCREENSHOT_DIR, useBrowser } from './support.mjs';

const browser = useBrowser();

/** The text of each page of `pdf`. */
function pages(pdf) {
  const count = Number(execFileSync('pdfinfo', [pdf]).toString().match(/Pages:\s+(\d+)/)[1]);
  return Array.from({ length: count }, (_, index) =>
    execFileSync('pdftotext', ['-f', String(index + 1), '-l', String(index + 1), pdf, '-']).toString(),
  );
}

/** Opens practice mode with its panels. */
async function openPractice() {
  const opened = await openApp(browser(), { url: `${BASE_URL}#x=cuts.alphabeta.equal.soft.b2-3.d3.v0~20.k2a.42` });
  await opened.page.locator('.worksheet-form').waitFor();
  return opened;
}

test('a worksheet opens as a page of exercises with codes and links, and prints with the key on pages of its own', async () => {
  const { page, errors } = await openPractice();
  await page.locator('#worksheet-kind').selectOption({ label: 'Alpha-beta windows' });
  await page.locator('#worksheet-level').selectOption({ label: 'Easy' });
  await page.locator('#worksheet-count').fill('3');
  await page.locator('#worksheet-seed').fill('5');
  const [sheet] = await Promise.all([page.context().waitForEvent('page'), page.locator('#open-worksheet').click()]);
  await sheet.waitForLoadState();
  assert.equal(await sheet.locator('h1').first().textContent(), 'Worksheet');
  assert.equal(await sheet.locator('section.exercise').count(), 6, 'three exercises, then three answers');
  const links = await sheet.locator('.link').allTextContents();
  assert.equal(links.length, 3);
  for (const link of links) assert.match(link, /#x=windows\.alphabeta\.equal\.soft\.b2-3\.d2\.v0~9\.k1\.500\d\.g2$/);
  // The link opens the same exercise in the app.
  const code = links[0].split('#x=')[1];
  const opened = await openApp(browser(), { url: links[0] });
  await opened.page.locator('.practice-panel').waitFor();
  assert.match(await opened.page.locator('.practice-panel').textContent(), new RegExp(code.replace(/[.~]/g, '\\$&')));
  await opened.page.close();

  const dir = mkdtempSync(path.join(tmpdir(), 'worksheet-'));
  try {
    for (const format of ['A4', 'Letter']) {
      const pdf = path.join(dir, `${format}.pdf`);
      await sheet.pdf({ path: pdf, format });
      const texts = pages(pdf);
      const key = texts.findIndex((text) => text.includes('Answer key'));
      assert.ok(key > 0, `${format}: the key comes after the exercises`);
      assert.match(texts[key].trimStart(), /^Answer key/, `${format}: the key starts a page`);
      assert.ok(!texts.slice(0, key).some((text) => text.includes('Answer key')));
      assert.ok(!texts.join('').includes('Print'), `${format}: the button is not printed`);
      // Each code three times: in its heading and its link on the sheet, and in the key.
      const all = texts.join('\n');
      for (const link of links) {
        const each = link.split('#x=')[1];
        assert.equal(all.split(each).length - 1, 3, `${format}: ${each} in its heading, its link and the key`);
      }
      execFileSync('pdftoppm', ['-r', '50', '-png', pdf, path.join(SCREENSHOT_DIR, `worksheet-${format}`)]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await sheet.close();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a worksheet of no exercises is refused in one sentence, and nothing opens', async () => {
  const { page, errors } = await openPractice();
  await page.locator('#worksheet-count').fill('0');
  let opened = false;
  page.context().on('page', () => {
    opened = true;
  });
  await page.locator('#open-worksheet').click();
  await page.getByText('A worksheet holds 1 to 20 exercises, and its seed is a whole number.').waitFor();
  assert.equal(opened, false);
  assert.equal(await page.locator('#worksheet-count').inputValue(), '0', 'what was typed stays');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a proof-numbers worksheet boxes the generated nodes, its link opens the exercise halfway, and it prints', async () => {
  const { page, errors } = await openPractice();
  await page.locator('#worksheet-kind').selectOption({ label: 'Proof numbers' });
  await page.locator('#worksheet-level').selectOption({ label: 'Easy' });
  await page.locator('#worksheet-count').fill('2');
  const [sheet] = await Promise.all([page.context().waitForEvent('page'), page.locator('#open-worksheet').click()]);
  await sheet.waitForLoadState();
  assert.match(await sheet.locator('.task').textContent(), /^Proof-number search has stopped halfway/);
  const first = sheet.locator('section.exercise').first();
  // Two boxes, pn and dn, at each node the search has generated.
  const boxes = (await first.locator('rect.box').count()) / 2;
  assert.ok(boxes >= 3, `${boxes} pairs of boxes`);
  // The key writes the numbers of each boxed node, "pn / dn".
  const answered = sheet.locator('section.exercise').nth(2);
  const numbers = await answered.locator('text').evaluateAll((texts) => texts.filter((text) => /^(\d+|∞) \/ (\d+|∞)$/.test(text.textContent)).length);
  assert.equal(numbers, boxes);
  const link = await first.locator('.link').textContent();
  assert.match(link, /#x=proof\.pns\./);
  const opened = await openApp(browser(), { url: link });
  await opened.page.locator('.practice-panel').waitFor();
  assert.match(await opened.page.locator('.practice-panel .panel-title').first().textContent(), /Proof numbers/);
  await opened.page.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'worksheet-'));
  try {
    const pdf = path.join(dir, 'proof.pdf');
    await sheet.pdf({ path: pdf, format: 'A4' });
    const texts = pages(pdf);
    assert.ok(texts.findIndex((text) => text.includes('Answer key')) > 0, 'the key after the exercises');
    execFileSync('pdftoppm', ['-r', '60', '-png', '-f', '1', '-l', '1', pdf, path.join(SCREENSHOT_DIR, 'worksheet-proof')]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await sheet.close();
  assert.deepEqual(errors, []);
  await page.close();
});
