import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { modulesManifestFor } from '../serve/modules-manifest';
import { API_PORT, appByDir, PORTAL_APPS } from './apps';

const environments = fileURLToPath(new URL('../../../shell/environments/', import.meta.url));
const local = modulesManifestFor(`${environments}base.json`, `${environments}local.json`);

describe('portal app registry', () => {
  it('gives every app a unique folder, federation name, dev port and serve port', () => {
    for (const key of ['dir', 'federationName', 'devPort', 'servePort'] as const) {
      const values = PORTAL_APPS.map((app) => app[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    const ports = PORTAL_APPS.flatMap((a) => [a.devPort, a.servePort]);
    expect(ports).not.toContain(API_PORT);
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
