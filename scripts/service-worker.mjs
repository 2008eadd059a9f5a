// Writes the service worker into the site Trunk is building: Trunk runs it
// after every build (a post_build hook in Trunk.toml), in the staging
// folder it then moves to dist/. It fills static/service-worker.js with the
// list of built files and a version, a hash of all of them, so that each
// release caches under a name of its own, and in a release build minifies
// it with terser (a first visit loads it: its comments are most of its
// bytes). It downloads nothing.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { minify } from 'terser';

const WORKER = 'service-worker.js';
const staging = process.env.TRUNK_STAGING_DIR;
const source = process.env.TRUNK_SOURCE_DIR ?? '.';
if (!staging) {
  console.error('service-worker: TRUNK_STAGING_DIR is not set; Trunk runs this after a build');
  process.exit(2);
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
function files(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const name = path.posix.join(prefix, entry.name);
      return entry.isDirectory() ? files(dir, name) : [name];
    })
    .filter((name) => name !== WORKER)
    .sort();
}

const built = files(staging);
const hash = createHash('sha256');
for (const name of built) {
  hash.update(name).update('\0').update(readFileSync(path.join(staging, name)));
}
const version = hash.digest('hex').slice(0, 16);

const template = readFileSync(path.join(source, 'static', WORKER), 'utf8');
const worker = template
  .replace(/^const VERSION = .*;$/m, `const VERSION = '${version}';`)
  .replace(/^const FILES = .*;$/m, `const FILES = ${JSON.stringify(built.map((name) => `./${name}`))};`);
if (!worker.includes(version)) {
  console.error(`service-worker: static/${WORKER} lacks the line "const VERSION = …;"`);
  process.exit(1);
}
const written = process.env.TRUNK_PROFILE === 'release' ? (await minify(worker, { compress: true, mangle: true })).code : worker;
writeFileSync(path.join(staging, WORKER), written);
console.log(`service-worker: ${built.length} files, cache version ${version}`);
