import { launchBrowser } from '../e2e/support.mjs';
import { writeFileSync } from 'node:fs';
const browser = await launchBrowser();
const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
page.on('console', m => console.log('console', m.text()));
page.on('pageerror', e => console.log('pageerror', e.message));
await page.addInitScript(() => addEventListener('TrunkApplicationStarted', e => { window.__exports = e.detail.wasm; }));
await page.goto(process.env.BASE_URL);
await page.waitForSelector('svg.tree-view g.tree-node', { timeout: 30000 });
for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight');
for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
await page.waitForTimeout(500);
const hits = await page.evaluate(() => {
  const w = window.__exports;
  return Object.keys(w).filter(k => k.startsWith('hit') && w[k].value === 1).map(k => Number(k.slice(3)));
});
writeFileSync(process.env.OUT, hits.join('\n'));
console.log('hot functions', hits.length);

await browser.close();
