import { routesDocument } from '@portal/shared/core';
import base from '../../../environments/base.json';
import local from '../../../environments/local.json';
import { enabledModules, type ModuleEntry } from '../module-manifest';
import { moduleFromDocument } from '../module-routes';

// Test data (not shipped): the modules as the shell sees them in the local environment, built from the
// real ops files and each remote's real routes declaration, the same way the build and the shell do.
// Every remote's src/routes.ts, found by folder (vitest expands the glob): a new remote needs no line here.
type Declaration = Parameters<typeof routesDocument>[0];
const routeModules = import.meta.glob<Record<string, Declaration>>('../../../../mf-*/src/routes.ts', { eager: true });

const DECLARATIONS: Record<string, { declaration: Declaration; remote: string }> = Object.fromEntries(
  Object.entries(routeModules).map(([path, exports]) => {
    const dir = /(mf-[^/]+)\/src\/routes\.ts$/.exec(path)?.[1] ?? path;
    // A routes module exports one declaration (defineRemoteRoutes).
    const [declaration] = Object.values(exports);
    if (!declaration) throw new Error(`${path} exports no routes declaration`);
    return [dir.replace(/^mf-/, ''), { declaration, remote: dir.replaceAll('-', '_') }];
  }),
);

/** base.json + local.json, merged as the static server does. */
export function localManifest(): { modules: { name: string; manifestUrl: string; enabled: boolean }[] } {
  const overrides: Record<string, { manifestUrl: string; enabled?: boolean }> = local.modules;
  return {
    modules: base.modules.map((m) => ({ ...m, manifestUrl: '', ...overrides[m.name] })),
  };
}

/** The routes document a remote's build emits. */
export function documentOf(name: string) {
  const found = DECLARATIONS[name];
  if (!found) throw new Error(`No remote declares the routes of module "${name}" (mf-${name}/src/routes.ts)`);
  return routesDocument(found.declaration, found.remote);
}

/** Every enabled module of the local environment, with its routes document read. */
export function localModules(manifest: unknown = localManifest()): ModuleEntry[] {
  return enabledModules(manifest).map((ops) => moduleFromDocument(ops, documentOf(ops.name)));
}
