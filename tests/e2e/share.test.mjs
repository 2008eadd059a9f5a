// Sharing, exporting and embedding: a copied link opens the same step of
// the same tree; a broken or tampered link says so and shows the default
// tree; the SVG, PNG, notation and JSON exports download what is on show,
// and the LaTeX ones compile with pdflatex, or say why none is written;
// `?embed` shows the player alone; and the sample course page, served
// under a sub-path, plays its two embedded trees.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { BASE_URL, openApp, press, saveScreenshot, SCREENSHOT_DIR, useBrowser, waitForAnswer } from './support.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The lecture tree of the course page, as an address carries it. */
const LECTURE_TREE = 't=((3_12_8)_(2_4_6)_(14_5_2))';

const browser = useBrowser();

/** Opens `url` in a new page of `context`, recording errors, and waits for the tree. */
async function openIn(context, url) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  return { page, errors };
}

/** The values written in the drawn nodes, in drawing order. */
const drawnValues = (page) =>
  page.locator('svg.tree-view g.tree-node').evaluateAll((nodes) =>
    nodes.map((node) => `${node.dataset.label ?? ''}:${node.querySelector('.node-value')?.textContent ?? ''}`),
  );

test('a copied link opens the same step of the same tree', async () => {
  const context = await browser().newContext({
    viewport: { width: 1280, height: 800 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  try {
    const { page, errors } = await openIn(context, BASE_URL);
    await page.locator('.options-bar select').first().waitFor();
    for (let step = 0; step < 7; step += 1) await press(page, 'ArrowRight');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(link, /#t=.*s=7/, `the link carries the tree and the step: ${link}`);
    const before = await drawnValues(page);
    await saveScreenshot(page, 'share-link-copied');

    const { page: opened, errors: openedErrors } = await openIn(context, link);
    assert.match(await opened.textContent('.controls'), /Step 7 of 43/);
    assert.deepEqual(await drawnValues(opened), before);
    assert.equal(await opened.locator('.message').count(), 0, 'no message');
    await saveScreenshot(opened, 'share-link-opened');
    assert.deepEqual([...errors, ...openedErrors], [], 'no console errors');
  } finally {
    await context.close();
  }
});

test('a link pasted into the open tab opens its tree and step, and Back brings the earlier one back', async () => {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, errors } = await openIn(context, BASE_URL);
    for (let step = 0; step < 3; step += 1) await press(page, 'ArrowRight');
    await page.waitForFunction(() => /s=3/.test(location.hash));
    const lecture = await drawnValues(page);
    // As if a student pasted a classmate's link into the address bar.
    await page.evaluate((hash) => {
      location.hash = hash;
    }, `#${LECTURE_TREE}&a=minimax&s=5`);
    await page.waitForFunction(() => /Step 5 of 39/.test(document.querySelector('.controls')?.textContent ?? ''));
    assert.notDeepEqual(await drawnValues(page), lecture, 'the pasted tree is on show');
    // Stepping on does not write the old tree back into the address.
    await press(page, 'ArrowRight');
    await page.waitForFunction(() => /s=6/.test(location.hash));
    assert.match(await page.evaluate(() => location.hash), /a=minimax/);
    await page.goBack();
    await page.waitForFunction(() => /Step 3 of 43/.test(document.querySelector('.controls')?.textContent ?? ''));
    assert.deepEqual(await drawnValues(page), lecture, 'Back brings the lecture tree back');
    assert.deepEqual(errors, [], 'no console errors');
  } finally {
    await context.close();
  }
});

test('a refused clipboard shows the link selected in a read-only field', async () => {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
  });
  try {
    const { page } = await openIn(context, BASE_URL);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const field = page.locator('input.share-link');
    await field.waitFor();
    assert.ok(await field.evaluate((input) => input.readOnly), 'the field is read-only');
    assert.match(await field.inputValue(), /#t=/);
    const selected = await page.evaluate(() => {
      const input = document.querySelector('input.share-link');
      return document.activeElement === input && input.selectionEnd - input.selectionStart === input.value.length;
    });
    assert.ok(selected, 'the link is focused and selected');
    await saveScreenshot(page, 'share-link-refused');
  } finally {
    await context.close();
  }
});

for (const [name, fragment] of [
  ['bad-percent', '#t=%ZZ'],
  ['unknown-algorithm', '#a=foo&t=(1 2)'],
]) {
  test(`a tampered link (${fragment}) says so and shows the default tree`, async () => {
    const { page, errors } = await openApp(browser(), { url: `${BASE_URL}${fragment}` });
    try {
      await page.locator('svg.tree-view g.tree-node').first().waitFor();
      assert.match(await page.textContent('.message[role="alert"]'), /This link is broken/);
      assert.match(await page.textContent('.controls'), /Step 0 of 43/);
      await press(page, 'End');
      await waitForAnswer(page, errors);
      assert.equal((await page.textContent('#root-value')).trim(), '3');
      assert.deepEqual(errors, [], 'no console errors');
    } finally {
      await saveScreenshot(page, `share-broken-${name}`);
      await page.close();
    }
  });
}

test('exports the drawing as SVG and PNG, the tree as notation and JSON', async () => {
  const { page, errors } = await openApp(browser());
  try {
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    await press(page, 'End');
    await waitForAnswer(page, errors);

    const download = async (button) => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
      return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
    };

    const svg = await download('Export SVG');
    assert.equal(svg.name, 'minimax-lab.svg');
    const checked = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const root = doc.documentElement;
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        namespace: root.namespaceURI,
        width: Number(root.getAttribute('width')),
        rootValue: doc.querySelector('g.tree-node[data-label="A"] .node-value')?.textContent?.trim(),
        styledText: doc.querySelector('text')?.getAttribute('style') ?? '',
        cutCondition: doc.querySelector('.cut-condition')?.getAttribute('style') ?? '',
      };
    }, svg.bytes.toString('utf8'));
    assert.equal(checked.error, null, 'the SVG parses as XML');
    assert.equal(checked.namespace, 'http://www.w3.org/2000/svg');
    assert.ok(checked.width > 100, `the SVG has a width: ${checked.width}`);
    assert.equal(checked.rootValue, '3', 'the root value is in the file');
    assert.match(checked.styledText, /fill: rgb/, 'styles are inlined');
    assert.match(checked.styledText, /font-family/);
    // The white halo of a cut condition is painted under its text, not over it.
    assert.match(checked.cutCondition, /paint-order: stroke/, 'the cut condition stays readable');

    const png = await download('Export PNG');
    assert.equal(png.name, 'minimax-lab.png');
    assert.deepEqual([...png.bytes.subarray(1, 4)], [0x50, 0x4e, 0x47], 'a PNG file');
    // The PNG is drawn at twice the SVG's size: its width sits at byte 16.
    assert.equal(png.bytes.readUInt32BE(16), checked.width * 2);
    // Kept beside the screenshots, to look at.
    writeFileSync(path.join(SCREENSHOT_DIR, 'share-export.png'), png.bytes);
    writeFileSync(path.join(SCREENSHOT_DIR, 'share-export.svg'), svg.bytes);

    const notation = await download('Export notation');
    assert.equal(notation.name, 'minimax-lab.txt');
    assert.equal(notation.bytes.toString('utf8'), 'A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))\n');

    const json = await download('Export JSON');
    assert.equal(json.name, 'minimax-lab.json');
    assert.ok(Array.isArray(JSON.parse(json.bytes.toString('utf8')).nodes), 'JSON with the nodes');
    assert.deepEqual(errors, [], 'no console errors');
  } finally {
    await saveScreenshot(page, 'share-exported');
    await page.close();
  }
});

/** Compiles `tex` with pdflatex in a scratch directory: the PDF's page count and text. */
function compiled(name, tex) {
  const dir = mkdtempSync(path.join(tmpdir(), 'latex-'));
  try {
    writeFileSync(path.join(dir, name), tex);
    execFileSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', name], { cwd: dir, stdio: 'pipe' });
    const pdf = path.join(dir, name.replace(/\.tex$/, '.pdf'));
    const pages = Number(execFileSync('pdfinfo', [pdf]).toString().match(/Pages:\s+(\d+)/)[1]);
    return { pages, text: execFileSync('pdftotext', [pdf, '-']).toString() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('Export LaTeX and Export slides give documents that compile: the tree at this step, and a page a step', async () => {
  const { page, errors } = await openApp(browser());
  try {
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
    await press(page, ...Array(12).fill('ArrowRight'));
    const download = async (button) => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
      return { name: file.suggestedFilename(), text: readFileSync(await file.path()).toString('utf8') };
    };
    const figure = await download('Export LaTeX');
    assert.equal(figure.name, 'minimax-lab-step-12.tex');
    assert.match(figure.text, /^% Compile with pdflatex/);
    assert.match(figure.text, /\[\{8\}, s=1\\treeunit, leaf, label=\{\[font=\\scriptsize, align=center\]below:\{G\}\}, edge=\{path edge\}, current\]/, 'G is the current node, the path to it lit');
    const pdf = compiled(figure.name, figure.text);
    assert.equal(pdf.pages, 1);
    assert.match(pdf.text, /12/);
    const slides = await download('Export slides');
    assert.equal(slides.name, 'minimax-lab-slides.tex');
    const deck = compiled(slides.name, slides.text);
    assert.equal(deck.pages, 44, 'step 0 to step 43 of alpha-beta');
    assert.match(deck.text, /Best play runs A → B → E/);
    assert.deepEqual(errors, [], 'no console errors');
  } finally {
    await page.close();
  }
});

test('the page\'s worker writes the slides in the page\'s language', async () => {
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}?lang=ro` });
  try {
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), page.locator('.share-bar button.export-slides').click()]);
    const deck = readFileSync(await file.path()).toString('utf8');
    assert.match(deck, /A alege B, prima sa mutare/, 'the last step said in Romanian');
    assert.doesNotMatch(deck, /Best play runs/, 'no English sentence');
    assert.deepEqual(errors, [], 'no console errors');
  } finally {
    await page.close();
  }
});

test('a worker that does not load: Export LaTeX says so, and the page goes on', async () => {
  // No service worker: what it fetches is not routed, so it would fetch the
  // worker's real files past the 404 below.
  const page = await browser().newPage({ serviceWorkers: 'block' });
  const errors = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.route(/\/worker(\.js|_bg\.wasm)$/, (route) => route.fulfill({ status: 404, body: 'not here' }));
  try {
    await page.goto(BASE_URL);
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    await page.locator('.share-bar button.export-latex').click();
    const said = page.locator('.share-bar .latex-unmade');
    await said.waitFor({ timeout: 20_000 });
    assert.equal(
      await said.textContent(),
      'This file was not made: the part of the page that writes files did not load. Reload the page while online, then try again.',
    );
    await said.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'share-worker-missing');
    await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
    await press(page, 'End');
    assert.equal((await page.locator('#root-value').textContent()).trim(), '3', 'the page still plays');
    // (The worker's own failure to load its script is all that is uncaught.)
    assert.deepEqual(errors.filter((error) => !error.includes("'importScripts'")), [], 'no uncaught errors');
  } finally {
    await page.close();
  }
});

test('a label no LaTeX document sets: the sentence of the command line in the LaTeX buttons\' place', async () => {
  const label = encodeURIComponent('שלום');
  const { page, errors } = await openApp(browser(), { url: `${BASE_URL}#t=A(${label}=1_B=2)` });
  try {
    await page.locator('svg.tree-view g.tree-node').first().waitFor();
    const hint = page.locator('.share-bar .latex-hint');
    await hint.waitFor();
    assert.equal(
      await hint.textContent(),
      'The label "שלום" holds "ש", which LaTeX documents do not set: they set Latin, Greek, Cyrillic and Persian letters.',
    );
    for (const button of ['Export LaTeX', 'Export slides']) {
      assert.equal(await page.getByRole('button', { name: button }).count(), 0, `no ${button}`);
    }
    await hint.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'share-latex-refused');
    assert.deepEqual(errors, [], 'no console errors');
  } finally {
    await page.close();
  }
});

test('the Embed button gives a one-line iframe snippet, brought into sight', async () => {
  const { page, errors } = await openApp(browser());
  try {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('button', { name: 'Embed' }).click();
    const field = page.locator('input.embed-snippet');
    const box = await field.evaluate((input) => {
      const { top, bottom } = input.getBoundingClientRect();
      return { top, bottom, height: window.innerHeight };
    });
    assert.ok(box.top >= 0 && box.bottom <= box.height, `the snippet is on screen: ${JSON.stringify(box)}`);
    const snippet = await field.inputValue();
    assert.match(
      snippet,
      /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/\?embed&amp;lang=en#t=A\(B\(E=3_F=12_G=8\)_[^" ]+&amp;a=alphabeta" width="720" height="480" style="border:0" title="Minimax Lab"><\/iframe>$/,
    );
    assert.deepEqual(errors, [], 'no console errors');
  } finally {
    await saveScreenshot(page, 'share-embed-snippet');
    await page.close();
  }
});

test('embed mode shows only the tree, its controls and its sentence', async () => {
  const url = `${BASE_URL}index.html?embed#${LECTURE_TREE}&a=alphabeta`;
  const context = await browser().newContext({ viewport: { width: 720, height: 480 } });
  try {
    const { page, errors } = await openIn(context, url);
    for (const hidden of ['.app-header', '.options-bar', '.share-bar', '.side']) {
      assert.equal(await page.locator(hidden).count(), 0, `no ${hidden}`);
    }
    assert.equal(await page.locator('.controls').count(), 1);
    assert.equal(await page.locator('.explanation').count(), 1);
    // The player fits the frame: nothing scrolls.
    const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    assert.ok(overflow <= 0, `the page fits the frame (overflow ${overflow}px)`);
    await saveScreenshot(page, 'embed-start');
    for (let step = 0; step < 5; step += 1) await press(page, 'ArrowRight');
    assert.match(await page.textContent('.controls'), /Step 5 of/);
    await saveScreenshot(page, 'embed-step-5');
    assert.deepEqual(errors, [], 'no console errors');
  } finally {
    await context.close();
  }
});

/** A free loopback port. */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

test('the sample course page plays its two trees under a sub-path', async () => {
  // dist/ copied to /deep/path/ of a site of its own.
  const site = mkdtempSync(path.join(tmpdir(), 'minimax-site-'));
  cpSync(path.join(projectRoot, 'dist'), path.join(site, 'deep', 'path'), { recursive: true });
  const port = await freePort();
  const server = spawn('python3', ['-m', 'http.server', '--bind', '127.0.0.1', String(port), '--directory', site], {
    stdio: 'ignore',
  });
  const context = await browser().newContext({ viewport: { width: 1000, height: 1400 } });
  try {
    const url = `http://127.0.0.1:${port}/deep/path/course.html`;
    // Every file the page asks for is there (its icon too: no 404).
    const missing = [];
    context.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/course.html')) missing.push(response.url());
    });
    let page;
    for (let attempt = 0; ; attempt += 1) {
      page = await context.newPage();
      const response = await page.goto(url, { waitUntil: 'load' }).catch(() => null);
      if (response?.ok()) break;
      await page.close();
      assert.ok(attempt < 50, 'the sub-path server answers');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const errors = [];
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));

    for (const selector of ['#minimax-player', '#alpha-beta-player']) {
      const frame = page.frameLocator(selector);
      await frame.locator('svg.tree-view g.tree-node').first().waitFor({ timeout: 15_000 });
      assert.equal(await frame.locator('.app-header').count(), 0, `${selector} is in embed mode`);
      assert.match(await frame.locator('.controls').textContent(), /Step 0 of \d+/);
      await frame.locator('button[aria-label="Step forward"]').click();
      await frame.locator('button[aria-label="Step forward"]').click();
      assert.match(await frame.locator('.controls').textContent(), /Step 2 of \d+/);
    }
    // At the end alpha-beta has cut the leaves 4 and 6; minimax cuts nothing.
    const pruned = async (selector) => {
      const frame = page.frameLocator(selector);
      await frame.locator('button[aria-label="End"]').click();
      return frame.locator('g.tree-node.state-pruned').count();
    };
    assert.equal(await pruned('#minimax-player'), 0);
    assert.equal(await pruned('#alpha-beta-player'), 2);
    await saveScreenshot(page, 'course-sub-path');
    assert.deepEqual(errors, [], 'no uncaught errors');
    assert.deepEqual(missing, [], 'no file missing');
    assert.ok(await page.locator('link[rel="icon"]').count(), 'the page names its icon');
  } finally {
    await context.close();
    server.kill();
    rmSync(site, { recursive: true, force: true });
  }
});
