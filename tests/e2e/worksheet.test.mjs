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

/**
 * Clicks Open worksheet on `page` and gives the tab it opens once the
 * sheet is in it: the tab opens blank at the click, and the sheet, made by
 * the page's worker, comes into it a moment later.
 */
async function openWorksheet(page) {
  const [sheet] = await Promise.all([page.context().waitForEvent('page'), page.locator('#open-worksheet').click()]);
  await sheet.waitForURL(/^blob:/);
  await sheet.waitForLoadState();
  return sheet;
}

test('a worksheet opens as a page of exercises with codes and links, and prints with the key on pages of its own', async () => {
  const { page, errors } = await openPractice();
  await page.locator('#worksheet-kind').selectOption({ label: 'Alpha-beta windows' });
  await page.locator('#worksheet-level').selectOption({ label: 'Easy' });
  await page.locator('#worksheet-count').fill('3');
  await page.locator('#worksheet-seed').fill('5');
  const sheet = await openWorksheet(page);
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

/** A millimetre and a point in CSS pixels. */
const MM = 96 / 25.4;
const PT = 96 / 72;

/** The printable part of a page with the sheet's 8 mm margins, upright, in CSS pixels. */
const PAPERS = { A4: [210 - 16, 297 - 16], Letter: [215.9 - 16, 279.4 - 16] };

/**
 * What is printed too small on the open sheet, as the browser lays it out
 * for print at the printable width of a page: texts under 8 pt (each text's
 * height against that of an 8 pt text of the same font), answer boxes and a
 * value's triangle (its width at its centre) under 8 mm, a tree wider than
 * the page or an exercise taller than it, two exercises on a page.
 */
const tooSmall = (sheet, { width, height }) =>
  sheet.evaluate(({ mm, pt, width, height }) => {
    const problems = [];
    const svgs = [...document.querySelectorAll('section.exercise svg')];
    // An 8 pt text of the drawings' font, unscaled.
    const probe = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    probe.setAttribute('font-family', 'sans-serif');
    probe.innerHTML = `<text x="0" y="20" font-size="${8 * pt}">0</text>`;
    document.body.append(probe);
    const least = probe.querySelector('text').getBoundingClientRect().height;
    probe.remove();
    for (const [index, svg] of svgs.entries()) {
      const where = `exercise ${index + 1}`;
      const box = svg.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5) problems.push(`${where}: the tree is ${box.width.toFixed(0)} px wide, the page ${width.toFixed(0)}`);
      const section = svg.closest('section').getBoundingClientRect();
      if (section.height > height) problems.push(`${where}: ${section.height.toFixed(0)} px tall, the page ${height.toFixed(0)}`);
      for (const text of svg.querySelectorAll('text')) {
        const tall = text.getBoundingClientRect().height;
        if (text.textContent.trim() && tall < least - 0.01) problems.push(`${where}: "${text.textContent}" ${tall.toFixed(1)} px tall, 8 pt is ${least.toFixed(1)}`);
      }
      for (const rect of svg.querySelectorAll('rect.box')) {
        const across = rect.getBoundingClientRect().width;
        if (across < 8 * mm) problems.push(`${where}: a box ${(across / mm).toFixed(1)} mm wide`);
      }
      // A value is written in an empty triangle, across its centre.
      for (const polygon of svg.querySelectorAll('polygon.answer')) {
        const across = (polygon.getBoundingClientRect().width * 2) / 3;
        if (across < 8 * mm) problems.push(`${where}: a triangle ${(across / mm).toFixed(1)} mm across its centre`);
      }
    }
    for (const element of document.querySelectorAll('h1, h2, p, code')) {
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 8 * pt - 0.01) problems.push(`"${element.textContent.slice(0, 20)}" ${(size / pt).toFixed(1)} pt`);
    }
    return problems;
  }, { mm: MM, pt: PT, width, height });

for (const kind of ['Minimax values', 'Alpha-beta cuts', 'Alpha-beta windows', 'Proof numbers']) {
  test(`a hard worksheet of ${kind} prints a tree a page, its text 8 pt and its boxes 8 mm on A4 and Letter`, async () => {
    const { page, errors } = await openPractice();
    await page.locator('#worksheet-kind').selectOption({ label: kind });
    await page.locator('#worksheet-level').selectOption({ label: 'Hard' });
    await page.locator('#worksheet-count').fill('2');
    await page.locator('#worksheet-seed').fill('3');
    const sheet = await openWorksheet(page);
    await sheet.emulateMedia({ media: 'print' });
    const landscape = await sheet.evaluate(() => document.querySelector('style').textContent.includes('size: landscape'));
    const slug = kind.split(' ').pop().toLowerCase();
    for (const [paper, upright] of Object.entries(PAPERS)) {
      const [width, height] = (landscape ? [...upright].reverse() : upright).map((mm) => mm * MM);
      await sheet.setViewportSize({ width: Math.floor(width), height: Math.floor(height) });
      assert.deepEqual(await tooSmall(sheet, { width, height }), [], `${paper}${landscape ? ', on its side' : ''}`);
      await sheet.screenshot({ path: path.join(SCREENSHOT_DIR, `worksheet-hard-${slug}-${paper}.png`) });
    }
    // Printed, each exercise and each answer on a page of its own.
    const dir = mkdtempSync(path.join(tmpdir(), 'worksheet-'));
    try {
      const pdf = path.join(dir, 'hard.pdf');
      await sheet.pdf({ path: pdf, format: 'A4', preferCSSPageSize: true });
      const texts = pages(pdf);
      assert.equal(texts.length, 4, 'two exercises, then two answers, a page each');
      for (const text of texts) assert.equal(text.split('Exercise ').length - 1, 1);
      execFileSync('pdftoppm', ['-r', '50', '-png', '-f', '1', '-l', '1', pdf, path.join(SCREENSHOT_DIR, `worksheet-hard-${slug}-pdf`)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await sheet.close();
    assert.deepEqual(errors, []);
    await page.close();
  });
}

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
  const sheet = await openWorksheet(page);
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
