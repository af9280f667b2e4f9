// The field app's service worker (issue 30.1, ADR 0052), registered by mf-field with scope /field only: the
// portal's other pages keep the push worker (/firebase-messaging-sw.js, scope /) and are never served from here.
// It keeps the app shell and the field remote's files so a second open is quick and opens without a connection:
//   - the page (any navigation under /field): the network first, the last copy when offline;
//   - files whose name carries their content hash, from this origin or the field remote's: the cache first (such
//     a file never changes);
//   - this origin's always-fresh files (modules.json, the remote documents it carries) and the field remote's
//     remoteEntry.js / mf-manifest.json: the network first, the copy when offline.
// Never the API (/api/): its answers hold personal data and the outbox (IndexedDB) keeps what offline work needs.
// The registration URL carries the build (`v`) and the field remote's origin (`remote`): a new build installs a
// new worker, whose activation deletes the caches of the older ones.

const params = new URL(self.location.href).searchParams;
const VERSION = params.get('v') || 'dev';
const REMOTE_ORIGIN = params.get('remote') || '';
const PREFIX = 'portal-field-';
const CACHE = `${PREFIX}${VERSION}`;
const SHELL_PAGE = '/field';
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

self.addEventListener('install', (event) => {
  // The page itself, so the app opens offline from the first install on.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(SHELL_PAGE, { cache: 'reload' })))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

/** Whether a GET is the app's to keep: the page, this origin's files, the field remote's files; never the API. */
function kindOf(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  const own = url.origin === self.location.origin;
  if (own && url.pathname.startsWith('/api/')) return null;
  if (request.mode === 'navigate') return own ? 'page' : null;
  if (!own && url.origin !== REMOTE_ORIGIN) return null;
  return HASHED.test(url.pathname) ? 'immutable' : 'fresh';
}

/** A copy the cache can keep: a whole, successful answer the server allows to be stored. */
function keepable(response) {
  return response.ok && response.status === 200 && !/no-store/.test(response.headers.get('Cache-Control') || '');
}

/**
 * A cross-origin script or style is requested without CORS (an opaque answer, which hides its status): the remote
 * serves CORS for everyone, so it is fetched with CORS to see that it succeeded before keeping it.
 */
function readable(request) {
  if (request.mode !== 'no-cors') return request;
  return new Request(request.url, { mode: 'cors', credentials: 'omit' });
}

async function fromNetwork(request, cacheKey) {
  // A remote without CORS: sent as the page asked, and not kept.
  const response = await fetch(readable(request)).catch(() => fetch(request));
  if (keepable(response)) {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(cacheKey, copy));
  }
  return response;
}

async function networkFirst(request, cacheKey) {
  try {
    return await fromNetwork(request, cacheKey);
  } catch (error) {
    const cached = await caches.match(cacheKey, { cacheName: CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request.url, { cacheName: CACHE });
  return cached || fromNetwork(request, request.url);
}

/**
 * The files the page loaded before this worker controlled it (the first open): the page sends their URLs once the
 * worker is active, and those the app keeps are copied in (from the HTTP cache, mostly), so the second open finds
 * the shell and the field remote's entry files too.
 */
async function keep(url) {
  if (await caches.match(url, { cacheName: CACHE })) return;
  const response = await fetch(readable(new Request(url, { mode: 'no-cors' })));
  if (keepable(response)) await (await caches.open(CACHE)).put(url, response);
}

self.addEventListener('message', (event) => {
  const urls = event.data && event.data.type === 'keep' && Array.isArray(event.data.urls) ? event.data.urls : [];
  const kept = urls.filter((url) => typeof url === 'string' && kindOf(new Request(url)) !== null);
  event.waitUntil(Promise.all(kept.map((url) => keep(url).catch(() => undefined))));
});

self.addEventListener('fetch', (event) => {
  const kind = kindOf(event.request);
  if (!kind) return;
  // Every page under /field is the same single-page app: one copy, kept under /field.
  if (kind === 'page') event.respondWith(networkFirst(event.request, SHELL_PAGE));
  else if (kind === 'immutable') event.respondWith(cacheFirst(event.request));
  else event.respondWith(networkFirst(event.request, event.request.url));
});
