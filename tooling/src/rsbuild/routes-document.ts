import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import { tsImport } from 'tsx/esm/api';

// Decision 0004: a remote declares its routes once in `src/routes.ts`; the build turns that declaration
// into the routes document next to mf-manifest.json, validated by the same schema the shell uses.

/** File name of the routes document (the same constant as ROUTES_DOCUMENT_FILE of @portal/shared). */
export const ROUTES_DOCUMENT_FILE = 'portal-routes.json';

type RemoteRoutesModule = {
  routesDocument: (declaration: unknown, remote: string) => { contractVersion: number };
};

function isDeclaration(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'prefixes' in value && 'routes' in value;
}

/**
 * Loads `<root>/src/routes.ts` in Node (tsx, fresh on every call so dev rebuilds see edits) and returns the
 * validated routes document. The routes module must export exactly one declaration and import no React.
 */
export async function buildRoutesDocument(root: string, remote: string): Promise<object> {
  const routesFile = pathToFileURL(join(root, 'src', 'routes.ts')).href;
  const declarations = Object.values((await tsImport(routesFile, import.meta.url)) as Record<string, unknown>).filter(
    isDeclaration,
  );
  if (declarations.length !== 1) {
    throw new Error(`${routesFile} must export exactly one defineRemoteRoutes(...) declaration`);
  }
  // The schema comes from the remote's own `shared`, the version it is built against.
  const schemaFile = createRequire(join(root, 'package.json')).resolve('@portal/shared/routes-document');
  const { routesDocument } = (await tsImport(pathToFileURL(schemaFile).href, import.meta.url)) as RemoteRoutesModule;
  return routesDocument(declarations[0], remote);
}

/** Emits the routes document into the remote's output, in builds and from the dev server alike. */
export function pluginRoutesDocument({ root, remote }: { root: string; remote: string }): RsbuildPlugin {
  return {
    name: 'portal:routes-document',
    setup(api) {
      api.processAssets({ stage: 'additional' }, async ({ compilation, sources }) => {
        const document = await buildRoutesDocument(root, remote);
        compilation.emitAsset(ROUTES_DOCUMENT_FILE, new sources.RawSource(`${JSON.stringify(document, null, 2)}\n`));
      });
    },
  };
}
