// How long the page takes over its heaviest inputs (tests/e2e/heavy-inputs.mjs,
// the ones heavy.test.mjs holds it to taking or refusing): from the input
// to step 1 of the new search shown, on a 1280×800 laptop and on a 390×844
// phone with the CPU slowed 4× (Chromium's CPU throttling, a mid-range
// phone); from a link past the limits, and from a 5 MB paste, to its
// refusal; and from → to the sentence of a cut of 300,000 leaves. Run with
// scripts/bench-app.
import { ACCEPTED, REFUSED, openPage, pasteTooLong, readyAfter, stepToCut } from '../e2e/heavy-inputs.mjs';
import { launchBrowser, slowAsPhone } from '../e2e/support.mjs';
import { median } from './measure.mjs';

/** Runs of each input on the laptop (the phone's take a run each). */
const REPEATS = 3;

/** Milliseconds from `give` to step 1 of the new search, in a fresh page. */
async function once(browser, give, { phone }) {
  const { page } = await openPage(browser, { phone });
  if (phone) await slowAsPhone(page);
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
const ready = [];
for (const [name, give] of ACCEPTED) {
  const laptop = [];
  for (let repeat = 0; repeat < REPEATS; repeat += 1) laptop.push(await once(browser, give, { phone: false }));
  ready.push({
    input: name,
    'laptop: to step 1, ms (median)': median(laptop),
    'phone, CPU 4× slower: to step 1, ms': await once(browser, give, { phone: true }),
  });
}
// Refusals, and one step: from the input or the key to what it shows.
const others = [];
for (const [name, give] of REFUSED) others.push({ input: `refused: ${name}`, 'laptop, ms': await refusedAfter(browser, give) });
{
  const { page } = await openPage(browser);
  others.push({ input: 'refused: a 5 MB paste', 'laptop, ms': Math.round((await pasteTooLong(page)).took) });
  await page.close();
}
{
  const { page } = await openPage(browser);
  others.push({ input: '→ to the sentence of a cut of 300,000 leaves', 'laptop, ms': (await stepToCut(page)).took });
  await page.close();
}
await browser.close();
console.table(ready);
console.table(others);
