// How long the page takes over its heaviest inputs (tests/e2e/heavy-inputs.mjs,
// the ones heavy.test.mjs holds it to taking or refusing): from the input
// to step 1 of the new search shown, on a 1280×800 laptop and on a 390×844
// phone with the CPU slowed 4× (Chromium's CPU throttling, a mid-range
// phone); and from a paste to its refusal. Run with scripts/bench-app.
import { ACCEPTED, REFUSED, openPage, readyAfter } from '../e2e/heavy-inputs.mjs';
import { launchBrowser } from '../e2e/support.mjs';
import { median } from './measure.mjs';

/** Runs of each input on the laptop (the phone's take a run each). */
const REPEATS = 3;

/** Milliseconds from `give` to step 1 of the new search, in a fresh page. */
async function once(browser, give, { phone }) {
  const { page } = await openPage(browser, { phone });
  if (phone) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const { took } = await readyAfter(page, give);
  await page.close();
  return took;
}

/** Milliseconds from `give` to its refusal shown, in a fresh page. */
async function refusedAfter(browser, give) {
  const { page } = await openPage(browser);
  const started = Date.now();
  await give(page);
  await page.locator('.message, #error').first().waitFor({ timeout: 60_000 });
  const took = Date.now() - started;
  await page.close();
  return took;
}

const browser = await launchBrowser();
const rows = [];
for (const [name, give] of ACCEPTED) {
  const laptop = [];
  for (let repeat = 0; repeat < REPEATS; repeat += 1) laptop.push(await once(browser, give, { phone: false }));
  rows.push({
    input: name,
    'laptop: to step 1, ms (median)': median(laptop),
    'phone, CPU 4× slower: to step 1, ms': await once(browser, give, { phone: true }),
  });
}
for (const [name, give] of REFUSED) {
  rows.push({ input: `refused: ${name}`, 'laptop: to step 1, ms (median)': `refused in ${await refusedAfter(browser, give)} ms` });
}
await browser.close();
console.table(rows);
