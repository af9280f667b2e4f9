// The one registry of the portal's front-end apps: names, dev ports and the ports their production
// build is served on. Everything that needs a port reads it from here, so two apps can never collide.
type AppKind = 'host' | 'remote';

export type PortalApp = {
  /** Folder and package suffix, e.g. `mf-orders`. */
  dir: string;
  /** Module Federation name: a valid JS identifier, e.g. `mf_orders`. */
  federationName: string;
  kind: AppKind;
  devPort: number;
  servePort: number;
};

export const PORTAL_APPS: readonly PortalApp[] = [
  { dir: 'shell', federationName: 'shell', kind: 'host', devPort: 3000, servePort: 8080 },
  { dir: 'mf-dashboard', federationName: 'mf_dashboard', kind: 'remote', devPort: 3001, servePort: 8081 },
  { dir: 'mf-orders', federationName: 'mf_orders', kind: 'remote', devPort: 3002, servePort: 8082 },
  { dir: 'mf-branches', federationName: 'mf_branches', kind: 'remote', devPort: 3003, servePort: 8083 },
  { dir: 'mf-accounting', federationName: 'mf_accounting', kind: 'remote', devPort: 3004, servePort: 8084 },
  { dir: 'mf-users', federationName: 'mf_users', kind: 'remote', devPort: 3005, servePort: 8085 },
];

export const API_PORT = 8090;

export function appByDir(dir: string): PortalApp {
  const app = PORTAL_APPS.find((a) => a.dir === dir);
  if (!app) throw new Error(`Unknown portal app "${dir}". Known: ${PORTAL_APPS.map((a) => a.dir).join(', ')}`);
  return app;
}
