// Trunk runs this after a release build (Trunk.toml's post_build hook),
// before scripts/service-worker.mjs. It splits the app's WebAssembly in two
// so that a first visit downloads only what the first screen runs:
//
//   1. instruments a copy of the module and opens the page with it in
//      headless Chromium (scripts/defer/profile.mjs), which tells the
//      functions the first screen runs;
//   2. keeps those in the module the page loads and moves the rest to
//      <name>_deferred.wasm (scripts/defer/wat.mjs), which the glue fetches
//      right after the app has started, or reads at once if its code is
//      needed sooner (scripts/defer/glue.mjs);
//   3. names the three files by a hash of their content and updates the
//      page's references and integrity hashes.
//
// The split changes where code lives, never what it does: every function
// is in one of the two modules, and a call to a moved one loads it first.
// Debug builds (`trunk serve`) are left whole.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { patchGlue } from './defer/glue.mjs';
import { hotFunctions } from './defer/profile.mjs';
import { instrument, split } from './defer/wat.mjs';

const staging = process.env.TRUNK_STAGING_DIR;
const source = process.env.TRUNK_SOURCE_DIR ?? '.';
if (!staging) {
  console.error('defer-wasm: TRUNK_STAGING_DIR is not set; Trunk runs this after a build');
  process.exit(2);
}
if (process.env.TRUNK_PROFILE !== 'release') process.exit(0);

// The features Rust's wasm32 target and wasm-bindgen use (as in scripts/bundle-size).
const FEATURES = [
  '--enable-bulk-memory',
  '--enable-nontrapping-float-to-int',
  '--enable-sign-ext',
  '--enable-mutable-globals',
  '--enable-reference-types',
  '--enable-multivalue',
];
const binaryen = (tool) => path.join(source, 'node_modules', '.bin', tool);
const work = mkdtempSync(path.join(tmpdir(), 'defer-wasm-'));

/** The text of a module file. */
function disassemble(file) {
  const out = path.join(work, 'module.wat');
  execFileSync(binaryen('wasm-dis'), [...FEATURES, file, '-o', out]);
  return readFileSync(out, 'utf8');
}

/** The bytes of a module's text. */
function assemble(wat, name) {
  const input = path.join(work, `${name}.wat`);
  const output = path.join(work, `${name}.wasm`);
  writeFileSync(input, wat);
  execFileSync(binaryen('wasm-as'), [...FEATURES, input, '-o', output]);
  return readFileSync(output);
}

const digest = (algorithm, ...parts) => {
  const hash = createHash(algorithm);
  for (const part of parts) hash.update(part);
  return hash;
};
const integrity = (bytes) => `sha384-${digest('sha384', bytes).digest('base64')}`;

try {
  const wasmName = readdirSync(staging).find((name) => name.endsWith('_bg.wasm'));
  if (!wasmName) throw new Error(`no *_bg.wasm in ${staging}`);
  const stem = wasmName.slice(0, -'_bg.wasm'.length); // "minimax-lab-<hash>"
  const glueName = `${stem}.js`;
  const wasmBytes = readFileSync(path.join(staging, wasmName));
  const glue = readFileSync(path.join(staging, glueName), 'utf8');

  const wat = disassemble(path.join(staging, wasmName));
  const instrumented = instrument(wat);
  const hot = await hotFunctions(staging, wasmName, assemble(instrumented.wat, 'instrumented'));
  const parts = split(wat, hot);
  const primary = assemble(parts.primary, 'primary');
  const deferred = assemble(parts.deferred, 'deferred');

  const base = stem.replace(/-[0-9a-f]+$/, '');
  // Over the glue as patched, the deferred file's name (which holds the hash) left out.
  const hash = digest('sha256', primary, deferred, patchGlue(glue, '')).digest('hex').slice(0, 16);
  const names = { wasm: `${base}-${hash}_bg.wasm`, glue: `${base}-${hash}.js`, deferred: `${base}-${hash}_deferred.wasm` };
  const patchedGlue = patchGlue(glue, names.deferred);

  let page = readFileSync(path.join(staging, 'index.html'), 'utf8');
  page = page
    .replaceAll(wasmName, names.wasm)
    .replaceAll(glueName, names.glue)
    .replaceAll(integrity(wasmBytes), integrity(primary))
    .replaceAll(integrity(Buffer.from(glue)), integrity(Buffer.from(patchedGlue)));
  unlinkSync(path.join(staging, wasmName));
  unlinkSync(path.join(staging, glueName));
  writeFileSync(path.join(staging, names.wasm), primary);
  writeFileSync(path.join(staging, names.deferred), deferred);
  writeFileSync(path.join(staging, names.glue), patchedGlue);
  writeFileSync(path.join(staging, 'index.html'), page);
  console.log(
    `defer-wasm: ${hot.size} of ${instrumented.functions} functions load first (${primary.length} bytes); ` +
      `${parts.moved} follow in ${names.deferred} (${deferred.length} bytes), ${parts.stubs} of them behind a stub`,
  );
} catch (error) {
  console.error(`defer-wasm: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
