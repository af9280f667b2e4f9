import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import development from '../../environments/development.json';
import local from '../../environments/local.json';
import { resolveModulePath } from '../routing/module-access';
import { enabledModules, moduleForPath, moduleManifestSchema } from './module-manifest';

const environments = { local, development };

describe.each(Object.entries(environments))('module manifest of %s', (_name, manifest) => {
  const parsed = v.parse(moduleManifestSchema, manifest);

  it('names every module and remote once, and each route prefix belongs to one module', () => {
    const names = parsed.modules.map((m) => m.name);
    const remotes = parsed.modules.map((m) => m.remote);
    const prefixes = parsed.modules.flatMap((m) => m.routePrefixes);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(remotes).size).toBe(remotes.length);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('declares every route under its own module prefixes', () => {
    for (const module of parsed.modules) {
      for (const route of module.routes) {
        expect(moduleForPath(parsed.modules, route.path.replace(/:\w+/g, 'x'))?.name).toBe(module.name);
      }
    }
  });

  it('gives each navigation entry the rule of the route it opens, so a visible link never leads to not-authorized', () => {
    for (const module of parsed.modules) {
      for (const entry of module.navigation) {
        const resolved = resolveModulePath(parsed.modules, entry.to);
        expect(resolved.route, entry.to).toBeDefined();
        if (resolved.route) {
          expect({ action: entry.action, subject: entry.subject }).toEqual({
            action: resolved.route.action,
            subject: resolved.route.subject,
          });
        }
      }
    }
  });
});

describe('enabled modules', () => {
  it('drops a disabled module entirely', () => {
    const manifest = structuredClone(local);
    const orders = manifest.modules.find((m) => m.name === 'orders');
    if (!orders) throw new Error('orders module missing');
    orders.enabled = false;
    const modules = enabledModules(manifest);
    expect(modules.map((m) => m.name)).not.toContain('orders');
    expect(moduleForPath(modules, '/b2b/orders')).toBeUndefined();
  });

  it('refuses a manifest with a bad module entry', () => {
    const manifest = structuredClone(local) as { modules: { manifestUrl: string }[] };
    manifest.modules[0]!.manifestUrl = 'not a url';
    expect(() => enabledModules(manifest)).toThrow();
  });
});
