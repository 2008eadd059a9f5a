// Teaches wasm-bindgen's JavaScript glue to load the deferred module that
// scripts/defer/wat.mjs split off: the first module imports
// "deferred"."load", which instantiates the deferred module against the
// first one's exports. Right after the app has started, the glue fetches
// and compiles the deferred module in the background and instantiates it;
// if its code is called before that (a link that opens straight into a
// game, say), `load` reads the file synchronously and goes on.

import { NAMES } from './wat.mjs';

const LOADER = `
// Added by scripts/defer-wasm.mjs: the code the first screen does not need.
const deferredUrl = new URL('./DEFERRED_NAME', import.meta.url);
let deferredModule = null;
let deferredFetch = null;

function fetchDeferred() {
    deferredFetch ??= fetch(deferredUrl)
        .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(\`HTTP \${response.status}\`))))
        .then((bytes) => WebAssembly.compile(bytes))
        .then((module) => {
            deferredModule ??= module;
            loadDeferred();
        })
        .catch(() => {}); // read synchronously when first needed
}

function loadDeferred() {
    if (wasm.LOADED_GLOBAL.value !== 0) return;
    if (deferredModule === null) {
        const request = new XMLHttpRequest();
        request.open('GET', deferredUrl, false);
        request.overrideMimeType('text/plain; charset=x-user-defined');
        request.send();
        if (request.status !== 200) {
            throw new Error(\`Minimax Lab could not load \${deferredUrl}: HTTP \${request.status}\`);
        }
        const text = request.responseText;
        const bytes = new Uint8Array(text.length);
        for (let at = 0; at < text.length; at += 1) bytes[at] = text.charCodeAt(at) & 0xff;
        deferredModule = new WebAssembly.Module(bytes);
    }
    new WebAssembly.Instance(deferredModule, { IMPORT_MODULE: wasm });
    wasm.LOADED_GLOBAL.value = 1;
}
`;

/** Replaces `pattern` in `text` exactly once, or throws naming `what`. */
function replaceOnce(text, pattern, replacement, what) {
  const matches = text.match(new RegExp(pattern.source, 'g')) ?? [];
  if (matches.length !== 1) {
    throw new Error(`defer: expected one ${what} in the glue, found ${matches.length}`);
  }
  return text.replace(pattern, replacement);
}

/** The glue `js`, loading `deferredName` (a file beside it) as described above. */
export function patchGlue(js, deferredName) {
  let patched = replaceOnce(
    js,
    /("\.\/[\w.-]+_bg\.js": import0,)/,
    `$1\n        "${NAMES.loadModule}": { __proto__: null, ${NAMES.loadFunction}: loadDeferred },`,
    'import object',
  );
  patched = replaceOnce(
    patched,
    /wasm\.__wbindgen_start\(\);/,
    'wasm.__wbindgen_start();\n    fetchDeferred();',
    'start call',
  );
  return (
    patched +
    LOADER.replace('DEFERRED_NAME', deferredName)
      .replaceAll('LOADED_GLOBAL', NAMES.loadedGlobal)
      .replace('IMPORT_MODULE', NAMES.importModule)
  );
}
