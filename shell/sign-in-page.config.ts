import type { RsbuildConfig } from '@rsbuild/core';

// Decision 0022: /login is its own page, built beside the federated portal as a second Rsbuild environment. The
// Module Federation plugin applies to the `web` environment only (its default), so the sign-in bundle is plain:
// tree-shaken, without the federation runtime and the shared singletons. Both write into the same dist folder.

/** The URL paths answered with the sign-in document (static servers: tooling/src/serve/static-app.ts). */
export const SIGN_IN_PATHS = ['/login'];

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
