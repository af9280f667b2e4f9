import { describe, expect, it } from 'vitest';
import { mergeModulesManifest } from './modules-manifest';

const base = {
  modules: [
    { name: 'orders', enabled: true },
    { name: 'users', enabled: true },
  ],
};

describe('ops module manifest: base + environment overrides', () => {
  it('gives each module its environment URL and lets the environment switch one off', () => {
    const merged = mergeModulesManifest(base, {
      modules: {
        orders: { manifestUrl: 'http://o/mf-manifest.json', enabled: false },
        users: { manifestUrl: 'http://u/mf-manifest.json' },
      },
    });
    expect(merged.modules).toEqual([
      { name: 'orders', enabled: false, manifestUrl: 'http://o/mf-manifest.json' },
      { name: 'users', enabled: true, manifestUrl: 'http://u/mf-manifest.json' },
    ]);
  });

  it('refuses overrides of a module base.json does not list (a typo would otherwise be ignored)', () => {
    expect(() => mergeModulesManifest(base, { modules: { order: { enabled: false } } })).toThrow(/order/);
  });

  it('serves an environment file that lists every module as a complete manifest', () => {
    const full = { modules: [{ name: 'orders', enabled: true, manifestUrl: 'http://o/mf-manifest.json' }] };
    expect(mergeModulesManifest(base, full)).toBe(full);
  });
});
