// Installable (issue 30.1, ADR 0052): the web app manifest of the technician's language and the field app's
// service worker. Both files live on the shell's origin (shell/public: a manifest's start_url and a worker's scope
// must be the page's origin); this remote only links and registers them, so only a provider account's page does.

// The build's hash and where this remote's files come from (Rspack's module variables): the worker's cache is
// named after the build, and it keeps this remote's files as well as the shell's.
declare const __webpack_hash__: string;
declare const __webpack_public_path__: string;

const MANIFEST_DIR = '/field-app';
const THEME_COLOUR = '#c4262e';

function headElement<K extends 'link' | 'meta'>(tag: K, attributes: Record<string, string>): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.dataset.fieldApp = '';
  document.head.append(element);
  return element;
}

/** Links the manifest (its names in the page's language), the theme colour and the home screen icon; undone on leave. */
export function linkManifest(language: string): () => void {
  const added = [
    headElement('link', { rel: 'manifest', href: `${MANIFEST_DIR}/manifest.${language}.webmanifest` }),
    headElement('meta', { name: 'theme-color', content: THEME_COLOUR }),
    headElement('link', { rel: 'apple-touch-icon', href: `${MANIFEST_DIR}/icon-192.png` }),
  ];
  return () => {
    for (const element of added) element.remove();
  };
}

/** The worker's URL: its build and the field remote's origin ride in the query (a new build is a new worker). */
export function serviceWorkerUrl(build: string, remoteBase: string, pageOrigin: string): string {
  const remote = new URL(remoteBase, pageOrigin).origin;
  return `/field-sw.js?${new URLSearchParams({ v: build, remote })}`;
}

/** Registers the worker for /field only (the push worker keeps scope /); a browser without workers goes on. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // `typeof` keeps a build (or a test) without these variables working: a worker named 'dev' for this page only.
  const build = typeof __webpack_hash__ === 'string' ? __webpack_hash__ : 'dev';
  const remoteBase = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  const url = serviceWorkerUrl(build, remoteBase, location.origin);
  navigator.serviceWorker
    .register(url, { scope: '/field' })
    .then(whenActive)
    .then((worker) => worker.postMessage({ type: 'keep', urls: loadedFiles() }))
    .catch((error: unknown) => {
      // Nothing the technician can act on: the app works without it, only slower to open again.
      console.log('field app: the service worker was not registered', error);
    });
}

/** The registration's active worker, once there is one (a first install activates on its own, skipWaiting). */
function whenActive(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  return new Promise((resolve) => {
    const check = () => {
      if (registration.active) resolve(registration.active);
    };
    check();
    for (const worker of [registration.installing, registration.waiting]) {
      worker?.addEventListener('statechange', check);
    }
  });
}

/** What this page loaded before the worker controlled it: the worker keeps those of the app (never the API). */
const loadedFiles = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /\.(js|css|json|woff2?|png|svg)(\?|$)/.test(name));
