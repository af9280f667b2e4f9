// The one registry of the portal's front-end apps. A line here is the whole declaration of an app: everything else
// follows from its folder name and its slot (README "Add a remote"):
// - federation name `mf_orders`, module name `orders` (the key of the module manifests), package `@portal/mf-orders`;
// - ports: dev 3000 + slot, served 8080 + slot (npm start, e2e), cluster 8180 + slot (npm run start:cluster).
// The scripts (start, dev, build, serve, cluster), the size report and the e2e set-up read it; the environment files
// and deploy files that list the remotes are written from it (`npm run apps:sync`, checked by registry-files.test.ts).
type AppKind = 'host' | 'remote';

export type PortalApp = {
  /** Folder and package suffix, e.g. `mf-orders`. */
  dir: string;
  /** Module Federation name: a valid JS identifier, e.g. `mf_orders`. */
  federationName: string;
  /** A remote's key in the module manifests (shell/environments/*.json), e.g. `orders`. */
  moduleName: string;
  kind: AppKind;
  devPort: number;
  servePort: number;
  clusterPort: number;
};

const DEV_PORT_BASE = 3000;
const SERVE_PORT_BASE = 8080;
/** The cluster runs the `npm start` layout moved up by this much, so both run side by side. */
export const CLUSTER_PORT_OFFSET = 100;
export const API_PORT = 8090;

/**
 * The shell is slot 0; a remote takes the next free slot and keeps it (its ports are in the ops files of every
 * environment, so a slot is never reused while an environment may still name it). Slots stop at 9: 8090 is the API.
 */
const APPS: readonly (readonly [dir: string, slot: number])[] = [
  ['shell', 0],
  ['mf-dashboard', 1],
  ['mf-orders', 2],
  ['mf-branches', 3],
  ['mf-accounting', 4],
  ['mf-users', 5],
  ['mf-ops', 6],
  ['mf-field', 7],
];

/** What follows from a folder and a slot. */
export function portalApp(dir: string, slot: number): PortalApp {
  return {
    dir,
    federationName: dir.replaceAll('-', '_'),
    moduleName: dir.replace(/^mf-/, ''),
    kind: dir === 'shell' ? 'host' : 'remote',
    devPort: DEV_PORT_BASE + slot,
    servePort: SERVE_PORT_BASE + slot,
    clusterPort: SERVE_PORT_BASE + CLUSTER_PORT_OFFSET + slot,
  };
}

export const PORTAL_APPS: readonly PortalApp[] = APPS.map(([dir, slot]) => portalApp(dir, slot));

export const REMOTE_APPS: readonly PortalApp[] = PORTAL_APPS.filter((app) => app.kind === 'remote');

export function appByDir(dir: string): PortalApp {
  const app = PORTAL_APPS.find((a) => a.dir === dir);
  if (!app) throw new Error(`Unknown portal app "${dir}". Known: ${PORTAL_APPS.map((a) => a.dir).join(', ')}`);
  return app;
}

/** The origin of an app's server in a local environment (the ports above, on localhost). */
export function localOrigin(app: PortalApp, environment: 'development' | 'local' | 'cluster'): string {
  const port = { development: app.devPort, local: app.servePort, cluster: app.clusterPort }[environment];
  return `http://localhost:${port}`;
}
