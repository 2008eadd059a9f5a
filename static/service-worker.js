// The service worker: keeps every file of the built site in the browser's
// cache after the first visit, so that the app (the embedded player
// included) works without a network. scripts/service-worker.mjs writes
// VERSION and FILES at build time; the cache is named after VERSION, a
// hash of every built file, so that a new release fills a cache of its own
// and the old one is deleted once the new worker takes over.
const VERSION = 'unbuilt';
const FILES = [];

const PREFIX = 'minimax-lab-';
const CACHE = PREFIX + VERSION;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(['./', ...FILES]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// How long a page waits for the network before the cache answers: on a
// saturated lecture-hall network a fetch can hang for minutes.
const NETWORK_WAIT_MS = 3000;

// The network's answer to `request`; the cache's (`cached()`) when the
// network fails, or is silent for NETWORK_WAIT_MS and the cache has a copy.
function networkFirst(request, cached) {
  const network = fetch(request);
  const waited = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT_MS))
    .then(cached)
    .then((copy) => copy || network.catch(cached));
  return Promise.race([network.catch(cached), waited]);
}

// Pages come from the network while there is one (so a new release shows
// at once), else from the cache whatever their query (?embed, #…). So do
// the languages' catalogues (lang/…) and the page's worker (worker.js,
// worker_bg.wasm), whose names carry no hash: a page must not read an
// older release's words, nor talk to an older release's worker. The
// hashed files never change, so the cache answers for them first.
const unhashed = (path) => path.includes('/lang/') || /\/worker(\.js|_bg\.wasm)$/.test(path);
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    const cachedPage = () => caches.match(request, { ignoreSearch: true }).then((cached) => cached || caches.match('./'));
    event.respondWith(networkFirst(request, cachedPage));
    return;
  }
  if (unhashed(new URL(request.url).pathname)) {
    event.respondWith(networkFirst(request, () => caches.match(request, { ignoreSearch: true })));
    return;
  }
  event.respondWith(caches.match(request).then((cached) => cached || fetch(request)));
});
