import { basename, join } from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { modulesManifestFor } from '../serve/modules-manifest';
import { RemoteDocuments, withRemoteDocuments } from '../serve/remote-documents';
import { API_PORT, appByDir } from './apps';
import { pluginExposeAssets } from './expose-assets';
import { HOST_SPLIT_CHUNKS } from './host-chunks';
import { pluginPrecompress } from './precompress';
import { pluginRoutesDocument } from './routes-document';
import { sharedSingletons } from './shared-singletons';
import { pluginStartPreload } from './start-preload';
import { pluginStartScripts } from './start-scripts';

type Options = {
  /** Absolute folder of the app (pass `import.meta.dirname`): its name is the app's entry in PORTAL_APPS. */
  root: string;
  title?: string;
};

/** What every remote exposes: its single-spa lifecycles, which the shell mounts. */
const REMOTE_EXPOSES = { './app': './src/app-lifecycles.tsx' };

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
};

/**
 * ONE place builds the Rsbuild + Module Federation config of every app (host and remotes), so names, shared
 * singletons and ports cannot drift apart between teams. Everything follows from the app's folder and its line in
 * the registry (apps.ts): a remote's rsbuild.config.ts is `definePortalApp({ root: import.meta.dirname })`.
 */
export function definePortalApp({ root, title = 'B2B Portal' }: Options): RsbuildConfig {
  const app = appByDir(basename(root));
  const isHost = app.kind === 'host';
  return defineConfig({
    root,
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: app.federationName,
        exposes: isHost ? undefined : REMOTE_EXPOSES,
        // The host knows no remote at build time: it registers them from the module manifest at run time.
        remotes: {},
        shared: sharedSingletons(root, app.kind),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // ONE federation runtime per page (issue 15.2): the host provides its runtime and every remote uses it
        // instead of bundling its own copy (≈ 127 KB decoded each).
        experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      // A remote ships its routes document next to mf-manifest.json (decision 0004).
      ...(isHost ? [] : [pluginRoutesDocument({ root, remote: app.federationName }), pluginExposeAssets()]),
      // What each page downloads before it paints, for the per-page budgets of `npm test` (issue 29.6).
      pluginStartScripts(),
      // The host's document asks for its whole start at once (start-preload.ts).
      ...(isHost ? [pluginStartPreload()] : []),
      pluginPrecompress(),
    ],
    source: {
      entry: { index: './src/index.ts' },
      // Read by mf-dashboard's routes module: the same value in the bundle and in the emitted routes document.
      define: { 'process.env.PORTAL_E2E_EXTRA_PAGE': JSON.stringify(process.env.PORTAL_E2E_EXTRA_PAGE ?? '') },
    },
    html: { title, template: isHost ? './index.html' : undefined },
    output: {
      // A remote's chunks must resolve against its own origin, not the host's.
      assetPrefix: isHost ? '/' : 'auto',
      cleanDistPath: true,
      // PORTAL_DIST_DIR builds into another folder (the e2e test of decision 0004 rebuilds a remote aside).
      ...(process.env.PORTAL_DIST_DIR ? { distPath: { root: process.env.PORTAL_DIST_DIR } } : {}),
      // PORTAL_PROFILE_BUILD=1 keeps the functions' names, so a CPU profile reads (e2e/perf/start-profile.spec.ts).
      ...(process.env.PORTAL_PROFILE_BUILD ? { minify: { jsOptions: { minimizerOptions: { mangle: false } } } } : {}),
    },
    dev: { assetPrefix: isHost ? '/' : 'auto' },
    server: {
      port: app.devPort,
      strictPort: true,
      headers: isHost ? undefined : CORS,
      historyApiFallback: isHost,
      proxy: isHost ? { '/api': `http://127.0.0.1:${API_PORT}` } : undefined,
      // The host's public/ holds the push service worker (/firebase-messaging-sw.js, issue 12.4).
      publicDir: isHost ? { name: 'public', copyOnBuild: true } : false,
      // In development the host serves the development module manifest (base + development overrides,
      // remotes on their dev ports), read on every request like the production server does.
      setup: isHost
        ? ({ action, server }) => {
            if (action !== 'dev') return;
            const documents = new RemoteDocuments();
            server.middlewares.use('/modules.json', (_req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              const manifest = modulesManifestFor(
                join(root, 'environments', 'base.json'),
                join(root, 'environments', 'development.json'),
              );
              // With the remotes' routes and federation manifests, as the production server answers it.
              void withRemoteDocuments(manifest, documents).then((combined) => res.end(JSON.stringify(combined)));
            });
          }
        : undefined,
    },
    performance: { printFileSize: { total: true, detail: false, compressed: true } },
    // The federated host's libraries in few files (host-chunks.ts); a remote keeps the default split. Only in the
    // `web` environment: the host's sign-in page (another environment, decision 0022) keeps its own split.
    ...(isHost ? { environments: { web: { splitChunks: HOST_SPLIT_CHUNKS } } } : {}),
  });
}
