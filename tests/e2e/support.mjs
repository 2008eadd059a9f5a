// What every end-to-end test needs: Debian's Chromium started the way that
// works on our machines, the page opened with its console errors recorded,
// and screenshots saved where CI keeps them.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where screenshots go: a folder CI keeps after every run. */
export const SCREENSHOT_DIR = path.join(projectRoot, 'test-results', 'screenshots');

/** The address of the served release build, set by scripts/e2e. */
export const BASE_URL = process.env.BASE_URL;

/** How long to wait for the app to show something, in milliseconds. */
const RENDER_TIMEOUT_MS = 15_000;

// Without the background-networking flags Chromium keeps trying to reach
// Google, which this machine's closed network refuses.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Starts Debian's Chromium (never a downloaded one). */
export function launchBrowser() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * One Chromium for all the tests of a file: started before the first test,
 * closed after the last. Returns the function that gives it to a test.
 */
export function useBrowser() {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return () => browser;
}

/** The drawn nodes of the tree on `page`, in drawing order. */
export const treeNodes = (page) => page.locator('svg.tree-view g.tree-node');

/** The tree text box on `page`. */
export const treeText = (page) => page.locator('#tree-text');

/**
 * Opens the app in a new page of `browser`, in the light or dark
 * `colorScheme`, on a 1280×800 screen or, with `phone`, a 390×844 touch
 * screen. `errors` collects every console error and uncaught exception, so
 * that a test can require there were none.
 */
export async function openApp(browser, { url = BASE_URL, colorScheme = 'light', phone = false } = {}) {
  const screen = phone ? { viewport: { width: 390, height: 844 }, hasTouch: true } : { viewport: { width: 1280, height: 800 } };
  const page = await browser.newPage({ ...screen, colorScheme });
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.goto(url, { waitUntil: 'load' });
  return { page, errors };
}

/** Slows `page`'s CPU four times, as a mid-range phone's (Chromium's CPU throttling). */
export async function slowAsPhone(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Presses `keys` one after the other, each once the app has drawn what the
 * one before asked for: a render that takes over 16 ms finishes in a later
 * task (Yew's scheduler yields to the browser), and a key that comes first
 * waits behind it, so a page read right after it could see the state before.
 */
export async function press(page, ...keys) {
  for (const key of keys) {
    await page.keyboard.press(key);
    // A task queued now runs after the one Yew's scheduler yielded to.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

/**
 * Resolves once `page` has painted what its document holds now. Chromium
 * can lose a touch sent in the first frames after a page opens
 * (crbug.com/613219), before what it touches is painted, so a tap sent the
 * moment a node appeared was once lost on a busy machine; a finger cannot
 * touch what is not yet shown, so every touch a test sends waits for this.
 */
export const painted = (page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Taps `page` with one finger at (`x`, `y`), screen pixels, once it is painted. */
export async function tap(page, x, y) {
  await painted(page);
  await page.touchscreen.tap(x, y);
}

/**
 * Waits until the element `id` of `page` has the keys (a field brought to
 * hand, a question's box); else fails saying what the page shows instead:
 * the node selected, the answer bar's heading and what has the keys.
 */
export async function waitForKeys(page, id) {
  const reached = await page
    .waitForFunction((id) => document.activeElement?.id === id, id, { timeout: 10_000 })
    .then(() => true, () => false);
  if (reached) return;
  const shown = await page.evaluate(() => ({
    selected: document.querySelector('g.tree-node[aria-selected="true"]')?.dataset.label ?? null,
    answerBar: document.querySelector('.answer-bar h3')?.textContent ?? null,
    keys: document.activeElement?.outerHTML.slice(0, 80) ?? null,
  }));
  assert.fail(`#${id} does not have the keys: ${JSON.stringify(shown)}`);
}

/**
 * Waits until the app shows the answer of its search (#root-value) or the
 * message that replaces it (#error); fails with the page's errors if
 * neither comes.
 */
export async function waitForAnswer(page, errors) {
  await page
    .locator('#root-value, #error')
    .first()
    .waitFor({ timeout: RENDER_TIMEOUT_MS })
    .catch(() => {
      throw new Error(`the app showed no answer within ${RENDER_TIMEOUT_MS} ms; errors: ${JSON.stringify(errors)}`);
    });
}

/**
 * Chooses the lecture example titled `title`, from the options' menu: a
 * small window (a phone, or one less than 800 pixels tall) folds the
 * options behind their button, which is pressed to open them (choosing an
 * example folds them again).
 */
export async function chooseExample(page, title) {
  const toggle = page.locator('.options-toggle');
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.selectOption('.preset-menu select', { label: title });
}

/**
 * Opens the app in `browser` on the lecture example `title`, with the keys
 * going to the player.
 */
export async function openExample(browser, title, options = {}) {
  const { page, errors } = await openApp(browser, options);
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  await chooseExample(page, title);
  await page.locator('svg.tree-view g.tree-node').first().waitFor();
  await page.locator('svg.tree-view').click({ position: { x: 5, y: 5 } });
  return { page, errors };
}

/** The top of the drawing's column, in window pixels: negative when it is scrolled above the window. */
export const treeTop = (page) => page.locator('.tree-area').evaluate((area) => area.getBoundingClientRect().top);

/** Waits until the drawing's column starts inside the window. */
export const treeInSight = (page) =>
  page.waitForFunction(() => document.querySelector('.tree-area').getBoundingClientRect().top > -1);

/**
 * Saves a full-page screenshot as test-results/screenshots/<name>.png; with
 * `fullPage: false`, only the window, as the reader sees it.
 */
export async function saveScreenshot(page, name, { fullPage = true } = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}
