import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { modulesManifestFor } from '../serve/modules-manifest';
import { API_PORT, appByDir, CLUSTER_PORT_OFFSET, PORTAL_APPS, portalApp } from './apps';

const environments = fileURLToPath(new URL('../../../shell/environments/', import.meta.url));
const local = modulesManifestFor(`${environments}base.json`, `${environments}local.json`);

describe('portal app registry', () => {
  it('gives every app a unique folder, federation name, dev port and serve port', () => {
    for (const key of ['dir', 'federationName', 'devPort', 'servePort'] as const) {
      const values = PORTAL_APPS.map((app) => app[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    const ports = PORTAL_APPS.flatMap((a) => [a.devPort, a.servePort, a.clusterPort]);
    expect(new Set(ports).size).toBe(ports.length);
    expect(ports).not.toContain(API_PORT);
  });

  it('keeps every served port below the API ports (8090, and 8190+ in the cluster): ten slots at most', () => {
    for (const app of PORTAL_APPS) {
      expect(app.servePort, app.dir).toBeLessThan(API_PORT);
      expect(app.clusterPort, app.dir).toBeLessThan(API_PORT + CLUSTER_PORT_OFFSET);
    }
  });

  it('infers the names and ports of an app from its folder and slot', () => {
    expect(portalApp('mf-example', 6)).toEqual({
      dir: 'mf-example',
      federationName: 'mf_example',
      moduleName: 'example',
      kind: 'remote',
      devPort: 3006,
      servePort: 8086,
      clusterPort: 8186,
    });
    expect(portalApp('shell', 0).kind).toBe('host');
  });

  it('has exactly one host, the shell', () => {
    expect(PORTAL_APPS.filter((a) => a.kind === 'host').map((a) => a.dir)).toEqual(['shell']);
  });

  it('agrees with the local module manifest on module names and origins', () => {
    expect(local.modules).toHaveLength(PORTAL_APPS.filter((a) => a.kind === 'remote').length);
    for (const module of local.modules) {
      const app = PORTAL_APPS.find((a) => a.dir === `mf-${module.name}`);
      expect(app, module.name).toBeDefined();
      expect(module.manifestUrl).toBe(`http://localhost:${app?.servePort}/mf-manifest.json`);
    }
  });

  it('refuses an unknown app by name', () => {
    expect(() => appByDir('mf-unknown')).toThrow(/Unknown portal app "mf-unknown"/);
  });
});
