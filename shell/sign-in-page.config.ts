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

/**
 * Production builds put the page, rendered in Node in Arabic (the default), into login.html with its CSS: the heading
 * and the form paint from the document, before any script; the bundle hydrates them (src/sign-in-page/index.tsx).
 */
function pluginPrerenderSignIn(root: string): RsbuildPlugin {
  return {
    name: 'portal:prerender-sign-in',
    setup(api) {
      api.modifyHTML(async (html) => {
        if (api.context.action === 'dev') return html;
        const file = pathToFileURL(join(root, 'src/sign-in-page/prerender.tsx')).href;
        const { renderSignInPage } = (await tsImport(file, import.meta.url)) as Prerender;
        const { markup, styles } = renderSignInPage();
        const prerendered = html
          .replace('</head>', `${styles}</head>`)
          .replace('<div id="root"></div>', `<div id="root" data-prerendered="ar">${markup}</div>`);
        if (!prerendered.includes('data-prerendered')) throw new Error('login.html has no empty <div id="root">');
        return prerendered;
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
      web: { source: { entry } },
      signIn: {
        source: { entry: { login: './src/sign-in-page/index.tsx' } },
        plugins: [pluginPrerenderSignIn(config.root ?? process.cwd())],
        html: { template: './login.html' },
        // The federated build cleans the folder; this one only adds its files, under their own folder.
        output: { cleanDistPath: false, distPath: { js: 'static/sign-in/js', css: 'static/sign-in/css' } },
        // The contract's modules only declare schemas and texts: the page keeps the few it imports (the phone and
        // code fields, the validation texts) instead of every API schema behind the package's index.
        tools: { rspack: { module: { rules: [{ test: /[\\/]contract[\\/]src[\\/]/, sideEffects: false }] } } },
      },
    },
  };
}
