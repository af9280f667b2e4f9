import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { tsImport } from 'tsx/esm/api';

// Decision 0022: /login is its own page, built beside the federated portal as a second Rsbuild environment. The
// Module Federation plugin applies to the `web` environment only (its default), so the sign-in bundle is plain:
// tree-shaken, without the federation runtime and the shared singletons. Both write into the same dist folder.

/** The URL paths answered with the sign-in document (static servers: tooling/src/serve/static-app.ts). */
const SIGN_IN_PATHS = ['/login'];

type Prerender = { renderSignInPage: () => { markup: string; styles: string } };

// Loads the page's scripts (listed in its `data-scripts`, in order) once the pre-rendered page has painted: they are
// not needed to paint it, only to use it. A file of its own because the portal's CSP allows no inline script.
const START_SCRIPT = `(function () {
  var scripts = document.currentScript.dataset.scripts.split(' ');
  requestAnimationFrame(function () {
    setTimeout(function () {
      scripts.forEach(function (src) {
        var script = document.createElement('script');
        script.src = src;
        script.async = false;
        document.head.appendChild(script);
      });
    });
  });
})();
`;
const SCRIPT_TAG = /<script defer src="([^"]+)"><\/script>/g;

/**
 * Production builds put the page, rendered in Node in Arabic (the default), into login.html with its CSS: the heading
 * and the form paint from the document, before any script; the bundle, loaded after that first paint, hydrates them
 * (src/sign-in-page/index.tsx).
 */
function pluginPrerenderSignIn(root: string): RsbuildPlugin {
  return {
    name: 'portal:prerender-sign-in',
    setup(api) {
      api.modifyHTML(async (html, { compilation, compiler }) => {
        if (api.context.action === 'dev') return html;
        const file = pathToFileURL(join(root, 'src/sign-in-page/prerender.tsx')).href;
        const { renderSignInPage } = (await tsImport(file, import.meta.url)) as Prerender;
        const { markup, styles } = renderSignInPage();
        const prerendered = html
          .replace('</head>', `${styles}</head>`)
          .replace('<div id="root"></div>', `<div id="root" data-prerendered="ar">${markup}</div>`);
        if (!prerendered.includes('data-prerendered')) throw new Error('login.html has no empty <div id="root">');
        const scripts = [...prerendered.matchAll(SCRIPT_TAG)].map(([, src]) => src);
        const start = `static/sign-in/js/start.${createHash('sha256').update(START_SCRIPT).digest('hex').slice(0, 10)}.js`;
        compilation.emitAsset(start, new compiler.webpack.sources.RawSource(START_SCRIPT));
        return prerendered
          .replace(SCRIPT_TAG, '')
          .replace('</head>', `<script defer src="/${start}" data-scripts="${scripts.join(' ')}"></script></head>`);
      });
    },
  };
}

export function withSignInPage(config: RsbuildConfig): RsbuildConfig {
  const { entry, ...source } = config.source ?? {};
  const historyApiFallback = {
    rewrites: SIGN_IN_PATHS.map((path) => ({ from: new RegExp(`^${path}/?$`), to: '/login.html' })),
  };
  return {
    ...config,
    source,
    server: { ...config.server, historyApiFallback },
    environments: {
      web: { ...config.environments?.web, source: { entry } },
      signIn: {
        source: { entry: { login: './src/sign-in-page/index.tsx' } },
        plugins: [pluginPrerenderSignIn(config.root ?? process.cwd())],
        // The portal's document (index.html) is the template too; the entry's name makes it login.html.
        html: { template: './index.html' },
        // The federated build cleans the folder; this one only adds its files, under their own folder.
        output: { cleanDistPath: false, distPath: { js: 'static/sign-in/js', css: 'static/sign-in/css' } },
        // The contract's modules only declare schemas and texts: the page keeps the few it imports (the phone and
        // code fields, the validation texts) instead of every API schema behind the package's index.
        tools: { rspack: { module: { rules: [{ test: /[\\/]contract[\\/]src[\\/]/, sideEffects: false }] } } },
      },
    },
  };
}
