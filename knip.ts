import type { KnipConfig } from 'knip';
import { SINGLETON_PACKAGES } from './tooling/src/rsbuild/shared-singletons';

// Dead exports, unused files and unused dependencies: a step of `npm test` (scripts/test.mjs).
// Every exception below says why.

// Module Federation shares these ONCE at run time, and tooling reads each one's version from the app's own
// node_modules (shared-singletons.ts): every app must list them even when its code does not import them.
const singletons = [
  ...new Set(
    SINGLETON_PACKAGES.map((s) =>
      s
        .split('/')
        .slice(0, s.startsWith('@') ? 2 : 1)
        .join('/'),
    ),
  ),
];

// react-router is no longer shared (the shell shares @portal/shared/router, decision 0079) and a remote may not import
// it (biome.json); the remotes still list it (dropping it rewrites the lockfile: a follow-up).
const app = (
  entry: string[],
  listedOnly: string[] = [],
): KnipConfig['workspaces'] extends Record<string, infer W> | undefined ? W : never => ({
  entry,
  ignoreDependencies: [...singletons.filter((name) => name !== '@portal/shared'), ...listedOnly],
});

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'scripts/cluster/{start,test,bench,s3-server}.mjs'],
      // run by path (node_modules/.bin/biome) from scripts/test.mjs and `pnpm exec biome` in package.json
      ignoreDependencies: ['@biomejs/biome'],
      // scripts/lib/throwaway-postgres.mjs runs PostgreSQL as the postgres user when started as root; Chromium and
      // nginx come from Debian (scripts/lib/chromium.mjs, scripts/cluster/nginx.mjs)
      ignoreBinaries: ['su', 'apt-get'],
    },
    // the service workers are registered by URL (push: shell/src/push/browser-push.ts; the field app's:
    // mf-field/src/offline/install-app.ts), never imported; the two entries
    // are Rsbuild environments (decision 0022), the sign-in page's pre-render is loaded by path at build time
    shell: app([
      'public/firebase-messaging-sw.js',
      'public/field-sw.js',
      'src/index.ts',
      'src/sign-in-page/index.tsx',
      'src/sign-in-page/prerender.tsx',
    ]),
    // a remote's entry is src/index.ts (Rsbuild); what the shell loads is its Module Federation `exposes`
    'mf-*': app(['src/app-lifecycles.tsx'], ['react-router']),
    api: {
      // the invoice PDF embeds the font files read by path (src/invoices/pdf/pdf-fonts.ts), never imported
      ignoreDependencies: ['@fontsource/noto-sans', '@fontsource/noto-sans-arabic'],
    },
    e2e: {
      // the web performance measurements' own Playwright config (npm run lighthouse, README "Tests") and the
      // cluster's (npm run test:cluster)
      entry: [
        'perf/playwright.config.ts',
        'perf/*.spec.ts',
        'cluster/playwright.config.ts',
        'cluster/global-setup.ts',
        'cluster/*.spec.ts',
      ],
      // tests/invoices.spec.ts resolves jsqr's browser bundle by path and injects it into the page to read the QR
      ignoreDependencies: ['jsqr'],
    },
    tooling: {
      // `npm run apps:sync` and `npm run new-remote` run them by path (package.json)
      entry: ['src/registry/sync-cli.ts', 'src/registry/new-remote-cli.ts'],
      // scripts/lib/stack.mjs runs the servers with tooling/node_modules/.bin/tsx
      ignoreDependencies: ['tsx'],
    },
  },
};

export default config;
