import { loadSignedInViews } from './app/load-signed-in';
import { requestManifestEarly } from './modules/early-manifest';

// Module Federation host entry: only an async boundary, so shared singletons are negotiated
// before any of them is evaluated.
// Direction first, from the saved language, so the first paint is already right-to-left for Arabic (was an inline
// script in index.html; the Content-Security-Policy allows no inline script, issue 16.6).
try {
  const language = JSON.parse(localStorage.getItem('b2b-portal-language') ?? '"ar"');
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
} catch {
  // Storage blocked or a malformed value: the i18n bootstrap sets both right after.
}
// A signed-in visit asks for the module manifest now, in parallel with the bootstrap's download (issue 15.2).
const signedIn = localStorage.getItem('b2b-portal-accessToken') !== null;
requestManifestEarly(signedIn);
// …and the signed-in layout and remote outlet, which the bootstrap then waits for before its first render (see
// app/signed-in-views.ts). A failed download is retried when the layout renders.
const views = signedIn ? loadSignedInViews().catch(() => undefined) : undefined;
import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ start }) => start(views));
