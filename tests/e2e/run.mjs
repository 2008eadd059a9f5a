// Runs every end-to-end test, tests/e2e/*.test.mjs, with Node's built-in
// test runner (node:test); its summary ends the output. scripts/e2e serves
// the release build and sets BASE_URL; to add a test, add a *.test.mjs file.
// Names given on the command line (`scripts/e2e offline accessibility`) run
// only those files.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

if (!process.env.BASE_URL) {
  console.error('e2e: BASE_URL is not set; run scripts/e2e, which serves dist/ and sets it');
  process.exit(2);
}

const wanted = process.argv.slice(2).map((name) => name.replace(/(\.test\.mjs)?$/, '.test.mjs'));
const files = readdirSync(here)
  .filter((name) => name.endsWith('.test.mjs'))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort()
  .map((name) => path.join(here, name));
if (files.length === 0) {
  console.error(`e2e: no ${wanted.length ? wanted.join(', ') : '*.test.mjs files'} in ${here}`);
  process.exit(2);
}

// Two files at a time: most of a test is waiting on the browser (frames,
// a slowed CPU, a stalled network), so a second Chromium fills the time;
// a file's own tests run one after the other.
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=2', '--test-reporter=spec', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
