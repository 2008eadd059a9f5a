// Minifies the JavaScript that wasm-bindgen writes beside the app's wasm
// (minimax-lab-<hash>.js): Trunk runs it after every release build, before
// the service worker is written (the post_build hook in Trunk.toml), in the
// staging folder it then moves to dist/. Trunk's own minify leaves that
// file as written; terser keeps its exports, which the page imports, and
// the page's integrity digest of the file (index.html) is written anew.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { minify } from 'terser';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('minify-glue: TRUNK_STAGING_DIR is not set; Trunk runs this after a build');
  process.exit(2);
}
if (process.env.TRUNK_PROFILE !== 'release') process.exit(0);

/** The file's digest as an `integrity` attribute writes it. */
const digest = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const page = path.join(staging, 'index.html');
let html = readFileSync(page, 'utf8');
const glue = readdirSync(staging).filter((name) => /^minimax-lab-[0-9a-f]+\.js$/.test(name));
if (glue.length === 0) {
  console.error(`minify-glue: no minimax-lab-<hash>.js in ${staging}`);
  process.exit(1);
}
for (const name of glue) {
  const file = path.join(staging, name);
  const source = readFileSync(file, 'utf8');
  const { code } = await minify(source, { module: true, compress: true, mangle: true });
  writeFileSync(file, code);
  const old = digest(source);
  if (!html.includes(old)) {
    console.error(`minify-glue: index.html holds no integrity digest of ${name}`);
    process.exit(1);
  }
  html = html.replaceAll(old, digest(code));
  console.log(`minify-glue: ${name} ${source.length} → ${code.length} bytes`);
}
writeFileSync(page, html);
