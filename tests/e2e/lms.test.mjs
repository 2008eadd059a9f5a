// Practice's Export to LMS: the worksheet form's kind, level, count and
// seed, downloaded as a question bank in Moodle XML, GIFT or a QTI package
// for Canvas. Each download is the file `gametree quiz` writes with the
// same options and `--app` the page's own address; GIFT is read back with
// gift-pegjs and the package's manifest against its zip. The form is kept
// as pictures at a laptop's, a wide laptop's and a phone's size
// (test-results/screenshots/lms-*).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import gift from 'gift-pegjs';
import { BASE_URL, openApp, saveScreenshot, SCREENSHOT_DIR, slowAsPhone, useBrowser } from './support.mjs';

const browser = useBrowser();

/** The exercise practice opens on. */
const EXERCISE = '#x=cuts.alphabeta.equal.soft.b2-3.d3.v0~20.k2a.42';

/** Opens practice mode, in `lang` if given, on a screen of `size` or a phone. */
async function openPractice({ lang, size, phone = false } = {}) {
  const query = lang ? `?lang=${lang}` : '';
  const opened = await openApp(browser(), { url: `${BASE_URL}${query}${EXERCISE}`, phone });
  if (size) await opened.page.setViewportSize(size);
  await opened.page.locator('.worksheet-form').waitFor();
  return opened;
}

/** Fills the form's fields: menus by their labels, numbers as typed. */
async function fill(page, { kind, level, count, seed, format }) {
  if (kind) await page.locator('#worksheet-kind').selectOption({ label: kind });
  if (level) await page.locator('#worksheet-level').selectOption({ label: level });
  if (count !== undefined) await page.locator('#worksheet-count').fill(String(count));
  if (seed !== undefined) await page.locator('#worksheet-seed').fill(String(seed));
  if (format) await page.locator('#lms-format').selectOption({ label: format });
}

/** Clicks Download for LMS and gives the file's name and bytes. */
async function download(page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator('#download-lms').click()]);
  const dir = mkdtempSync(path.join(tmpdir(), 'lms-'));
  try {
    const saved = path.join(dir, 'bank');
    await file.saveAs(saved);
    return { name: file.suggestedFilename(), bytes: readFileSync(saved) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bytes `gametree quiz` writes with `args`, linked to the served page. */
function cli(args) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lms-cli-'));
  try {
    const output = path.join(dir, 'bank');
    // scripts/e2e builds it before the tests start (GAMETREE is its path).
    const gametree = process.env.GAMETREE ?? 'target/debug/gametree';
    execFileSync(gametree, ['quiz', ...args, '--app', BASE_URL, '--output', output], { stdio: 'pipe' });
    return readFileSync(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The questions gift-pegjs reads in `text`, categories left out. */
const giftQuestions = (text) => gift.parse(text).filter((question) => question.type !== 'Category');

test('Moodle XML from the page is the bank the command line writes, each question linked to this page', async () => {
  const { page, errors } = await openPractice();
  await fill(page, { kind: 'Alpha-beta windows', level: 'Easy', count: 4, seed: 5, format: 'Moodle XML' });
  const { name, bytes } = await download(page);
  assert.equal(name, 'quiz-windows-easy-5.xml');
  assert.ok(bytes.equals(cli(['--kind', 'windows', '--level', 'easy', '--count', '4', '--seed', '5', '--format', 'moodle'])), 'the same bytes');
  const xml = bytes.toString('utf8');
  assert.equal(xml.split('<question type="cloze">').length - 1, 4);
  assert.equal(xml.split(`${BASE_URL}#x=windows.`).length - 1 >= 4, true, 'each question links to its exercise here');
  assert.deepEqual(errors, []);
  await page.close();
});

test('GIFT from the page parses with gift-pegjs, one question a prediction, and the worksheet says it cannot print them', async () => {
  const { page, errors } = await openPractice();
  await fill(page, { kind: 'Predict the next step', level: 'Medium', count: 7, seed: 3, format: 'GIFT' });
  assert.equal(await page.locator('#open-worksheet').isDisabled(), true);
  assert.match(await page.locator('#worksheet-hint').textContent(), /^A worksheet cannot ask to predict the next step/);
  const { name, bytes } = await download(page);
  assert.equal(name, 'quiz-predict-medium-3.gift.txt');
  assert.ok(bytes.equals(cli(['--kind', 'predict', '--count', '7', '--seed', '3', '--format', 'gift'])), 'the same bytes');
  const questions = giftQuestions(bytes.toString('utf8'));
  assert.equal(questions.length, 7);
  for (const question of questions) assert.equal(question.type, 'MC');
  // Back to a kind on paper, the worksheet opens again.
  await fill(page, { kind: 'Minimax values' });
  assert.equal(await page.locator('#open-worksheet').isDisabled(), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a QTI package from the page is the command line\'s zip, its manifest listing every file in it', async () => {
  const { page, errors } = await openPractice();
  await fill(page, { kind: 'Proof numbers', count: 3, seed: 2, format: 'QTI for Canvas' });
  const { name, bytes } = await download(page);
  assert.equal(name, 'quiz-proof-medium-2.zip');
  assert.ok(bytes.equals(cli(['--kind', 'proof', '--count', '3', '--seed', '2', '--format', 'qti'])), 'the same bytes');
  const dir = mkdtempSync(path.join(tmpdir(), 'lms-qti-'));
  try {
    const zip = path.join(dir, name);
    writeFileSync(zip, bytes);
    const inZip = execFileSync('zipinfo', ['-1', zip]).toString().trim().split('\n').sort();
    const manifest = execFileSync('unzip', ['-p', zip, 'imsmanifest.xml']).toString();
    const listed = [...manifest.matchAll(/<file href="([^"]+)"/g)].map((match) => match[1]);
    assert.deepEqual(['imsmanifest.xml', ...new Set(listed)].sort(), inZip, 'the manifest lists every file, and only those');
    assert.ok(listed.some((file) => file.endsWith('.xml')), 'the assessment');
    assert.equal(listed.filter((file) => file.endsWith('.svg')).length, 3, 'a picture a question');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('a bank downloaded in Czech gives its feedback in Czech', async () => {
  const { page, errors } = await openPractice({ lang: 'cs' });
  await fill(page, { kind: 'Prořezávání alfabeta', count: 3, seed: 4, format: 'GIFT' });
  const { name, bytes } = await download(page);
  assert.equal(name, 'quiz-cuts-medium-4.gift.txt');
  assert.ok(bytes.equals(cli(['--kind', 'cuts', '--count', '3', '--seed', '4', '--format', 'gift', '--lang', 'cs'])));
  const questions = giftQuestions(bytes.toString('utf8'));
  assert.equal(questions.length, 3);
  for (const question of questions) {
    assert.match(question.globalFeedback.text, /^Správné odpovědi: /);
    for (const choice of question.choices) assert.match(choice.feedback.text, /je přečten|není nikdy přečten/);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('a bank of 51 exercises is refused in one sentence, nothing downloads and the count stays', async () => {
  const { page, errors } = await openPractice();
  await fill(page, { count: 51, format: 'GIFT' });
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await page.locator('#download-lms').click();
  await page.getByText('A question bank holds 1 to 50 exercises, and its seed is a whole number.').waitFor();
  // 50 is a bank, but more than a worksheet holds.
  await fill(page, { count: 50 });
  await page.locator('#open-worksheet').click();
  await page.getByText('A worksheet holds 1 to 20 exercises, and its seed is a whole number.').waitFor();
  assert.equal(downloaded, false);
  assert.equal(await page.locator('#worksheet-count').inputValue(), '50', 'what was typed stays');
  assert.deepEqual(errors, []);
  await page.close();
});

/**
 * What is untidy in the form as laid out: a control or title outside the
 * panel or the window, two that overlap, a text cut by its control.
 */
const untidy = (page) =>
  page.locator('.worksheet-form').evaluate((form) => {
    const problems = [];
    const panel = form.getBoundingClientRect();
    const parts = [...form.querySelectorAll('h2, h3, p, label, button')];
    const boxes = parts.map((part) => [part, part.getBoundingClientRect()]);
    for (const [part, box] of boxes) {
      const name = `${part.tagName} "${part.textContent.trim().slice(0, 24)}"`;
      if (box.left < panel.left - 0.5 || box.right > panel.right + 0.5) problems.push(`${name} outside the panel`);
      if (box.right > window.innerWidth + 0.5) problems.push(`${name} outside the window`);
      if (part.scrollWidth > part.clientWidth + 1 && part.tagName !== 'LABEL') problems.push(`${name} cut`);
    }
    for (const [index, [part, box]] of boxes.entries()) {
      for (const [other, against] of boxes.slice(index + 1)) {
        if (part.contains(other) || other.contains(part)) continue;
        const across = Math.min(box.right, against.right) - Math.max(box.left, against.left);
        const down = Math.min(box.bottom, against.bottom) - Math.max(box.top, against.top);
        if (across > 0.5 && down > 0.5) problems.push(`"${part.textContent.trim().slice(0, 16)}" over "${other.textContent.trim().slice(0, 16)}"`);
      }
    }
    return problems;
  });

for (const [label, screen] of [
  ['1024x768', { size: { width: 1024, height: 768 } }],
  ['1366x768', { size: { width: 1366, height: 768 } }],
  ['phone', { phone: true }],
]) {
  test(`the form lies tidy in the practice panel at ${label}`, async () => {
    const { page, errors } = await openPractice(screen);
    if (screen.phone) await slowAsPhone(page);
    await fill(page, { format: 'QTI for Canvas' });
    const form = page.locator('.worksheet-form');
    await form.scrollIntoViewIfNeeded();
    assert.deepEqual(await untidy(page), []);
    await saveScreenshot(page, `lms-${label}`, { fullPage: false });
    await form.screenshot({ path: path.join(SCREENSHOT_DIR, `lms-${label}-form.png`) });
    assert.deepEqual(errors, []);
    await page.close();
  });
}
