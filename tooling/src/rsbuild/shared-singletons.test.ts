import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PORTAL_APPS } from './apps';
import { SINGLETON_PACKAGES, sharedSingletons } from './shared-singletons';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('shared singletons', () => {
  it('are the same packages, at the same versions, for the shell and every remote', () => {
    const withoutImport = (config: ReturnType<typeof sharedSingletons>) =>
      Object.fromEntries(Object.entries(config).map(([name, { import: _, ...rest }]) => [name, rest]));
    const configs = PORTAL_APPS.map((app) => sharedSingletons(`${root}${app.dir}`, app.kind));
    for (const config of configs) {
      expect(Object.keys(config).sort()).toEqual([...SINGLETON_PACKAGES].sort());
      expect(withoutImport(config)).toEqual(withoutImport(configs[0] ?? {}));
    }
  });

  it('are provided by the shell; a remote bundles no fallback copy of them', () => {
    for (const app of PORTAL_APPS) {
      const config = sharedSingletons(`${root}${app.dir}`, app.kind);
      for (const shared of Object.values(config)) {
        if (app.kind === 'host') expect(shared.import).toBeUndefined();
        else expect(shared.import).toBe(false);
      }
    }
  });

  it('require the installed major, strictly, so an incompatible remote is refused', () => {
    const config = sharedSingletons(`${root}shell`, 'host');
    expect(config['@portal/shared']).toMatchObject({ singleton: true, strictVersion: true, requiredVersion: '^1.0.0' });
    expect(config.react?.requiredVersion).toBe('^19.0.0');
  });
});
