// Teaches wasm-bindgen's JavaScript glue to load the deferred module that
// scripts/defer/wat.mjs split off: the first module imports
// "deferred"."load", which instantiates the deferred module against the
// first one's exports. Right after the app has started, the glue fetches
// and compiles the deferred module in the background and instantiates it;
// if its code is called before that (a link that opens straight into a
// game, say), `load` reads the file synchronously and goes on. If the file
// cannot be had, the call fails and a notice (style.css, .load-failed)
// asks for a reload once the connection is back: a failed call unwinds
// through Rust frames without running their destructors, which can leave
// the app's scheduler stuck. The next call asks the network again.

import { NAMES } from './wat.mjs';

const LOADER = `
// Added by scripts/defer-wasm.mjs: the code the first screen does not need.
const deferredUrl = new URL('./DEFERRED_NAME', import.meta.url);
let deferredModule = null;

// After a failed fetch in the background, the next one starts this much
// later, twice as long after each failure up to a minute (a file gone from
// the server is not asked for every few seconds all day), or as soon as the
// browser says it is online again.
let fetchAgainMs = 3000;
let fetchAgain = null;
addEventListener('online', () => fetchAgain !== null && fetchDeferred());

// Called when the app has started, and again after each failure, so that
// once the connection is back the code comes before it is needed.
function fetchDeferred() {
    clearTimeout(fetchAgain);
    fetchAgain = null;
    if (deferredModule) return; // read synchronously meanwhile
    fetch(deferredUrl)
        .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(\`HTTP \${response.status}\`))))
        .then((bytes) => WebAssembly.compile(bytes))
        .then((module) => {
            deferredModule ??= module;
            loadDeferred();
        })
        .catch(() => {
            // Read synchronously if needed sooner.
            fetchAgain = setTimeout(fetchDeferred, fetchAgainMs);
            fetchAgainMs = Math.min(2 * fetchAgainMs, 60000);
        });
}

// Said when the file cannot be had: what was asked is not done, and the
// page may have stopped responding; a reload (the saved tree and the
// address keep the student's place) starts it afresh. The words, the
// reload button's and the close button's.
const LOAD_FAILED = {
    en: ['Part of Minimax Lab could not be downloaded, and the page may stop responding. Check the connection, then reload the page.', 'Reload', 'Close'],
    ro: ['O parte din Minimax Lab nu a putut fi descărcată, iar pagina poate să nu mai răspundă. Verificați conexiunea, apoi reîncărcați pagina.', 'Reîncarcă', 'Închide'],
    cs: ['Část Minimax Lab se nepodařilo stáhnout a stránka nemusí reagovat. Zkontrolujte připojení a stránku znovu načtěte.', 'Znovu načíst', 'Zavřít'],
    fa: ['بخشی از Minimax Lab دانلود نشد و ممکن است صفحه دیگر پاسخ ندهد. اتصال را بررسی کنید و سپس صفحه را دوباره بارگیری کنید.', 'بارگیری دوباره', 'بستن'],
};

// The notice stays until closed, even once the code has come: the page
// may have stopped responding all the same.
function sayLoadFailed() {
    if (document.querySelector('.load-failed')) return;
    const [said, reload, close] = LOAD_FAILED[document.documentElement.lang] ?? LOAD_FAILED.en;
    const notice = document.createElement('p');
    notice.className = 'error message load-failed';
    notice.setAttribute('role', 'alert');
    const words = document.createElement('span');
    words.textContent = said;
    const button = (text, label, pressed) => {
        const made = document.createElement('button');
        made.type = 'button';
        made.textContent = text;
        if (label) made.setAttribute('aria-label', label);
        made.addEventListener('click', pressed);
        return made;
    };
    notice.append(
        words,
        button(reload, null, () => location.reload()),
        button('×', close, () => notice.remove()),
    );
    document.body.append(notice);
}

// After a failure, calls fail at once for this long rather than each wait
// for the network (every pointer move may call the missing code).
const RETRY_MS = 2000;
let failedAt = -Infinity;

function readDeferred() {
    if (performance.now() - failedAt < RETRY_MS) {
        throw new Error(\`Minimax Lab could not load \${deferredUrl} a moment ago; it tries again shortly\`);
    }
    const request = new XMLHttpRequest();
    request.open('GET', deferredUrl, false);
    request.overrideMimeType('text/plain; charset=x-user-defined');
    try {
        request.send();
    } catch {
        // No connection: the status below is 0.
    }
    if (request.status !== 200) {
        failedAt = performance.now();
        sayLoadFailed();
        throw new Error(\`Minimax Lab could not load \${deferredUrl}: HTTP \${request.status}\`);
    }
    const text = request.responseText;
    const bytes = new Uint8Array(text.length);
    for (let at = 0; at < text.length; at += 1) bytes[at] = text.charCodeAt(at) & 0xff;
    return new WebAssembly.Module(bytes);
}

function loadDeferred() {
    if (wasm.LOADED_GLOBAL.value !== 0) return;
    deferredModule ??= readDeferred();
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
