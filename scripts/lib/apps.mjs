// The front-end apps as the scripts see them: the one registry, tooling/src/rsbuild/apps.ts (README "Add a remote").
import { importTs } from './typescript.mjs';

/** @type {{ PORTAL_APPS: { dir: string, kind: 'host' | 'remote', devPort: number, servePort: number, clusterPort: number }[], API_PORT: number, CLUSTER_PORT_OFFSET: number }} */
const registry = await importTs('tooling/src/rsbuild/apps.ts');

export const { PORTAL_APPS, API_PORT, CLUSTER_PORT_OFFSET } = registry;
export const SHELL = PORTAL_APPS.find((app) => app.kind === 'host');
export const REMOTES = PORTAL_APPS.filter((app) => app.kind === 'remote');
