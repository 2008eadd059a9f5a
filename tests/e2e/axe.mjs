// The accessibility checker of the end-to-end tests: axe-core (from npm)
// injected into the page, run on the whole document, its serious and
// critical findings returned as lines a failing test can print.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

/** The impacts that fail a test: what blocks or badly hinders a user. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe on `page` as it is now and returns its serious and critical
 * violations, one line each: the rule, its impact, the elements it found
 * and what to fix. An empty list means the page passed.
 */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: AXE_SCRIPT });
  }
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary })),
    }));
  });
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${violation.help}\n    at ${node.target}\n    ${node.summary.replace(/\n/g, '\n    ')}`,
      ),
    );
}
