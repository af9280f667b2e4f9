import { routesDocumentSchema } from '@portal/shared/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import base from '../../environments/base.json';
import development from '../../environments/development.json';
import local from '../../environments/local.json';
import { resolveModulePath } from '../routing/module-access';
import { enabledModules, moduleForPath, moduleManifestSchema } from './module-manifest';
import { moduleFromDocument, moduleLabels, routesDocumentUrl } from './module-routes';
import { documentOf, localManifest, localModules } from './testing/local-modules';

describe('ops module manifest', () => {
  it('lists each module once in base.json, and each environment overrides only modules base.json lists', () => {
    const names = base.modules.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    for (const environment of [local, development]) {
      expect(Object.keys(environment.modules).every((name) => names.includes(name))).toBe(true);
    }
    expect(v.parse(moduleManifestSchema, localManifest()).modules).toHaveLength(names.length);
  });

  it('keeps only name, manifest URL and enabled: routes belong to the remotes', () => {
    for (const module of localManifest().modules) {
      expect(Object.keys(module).sort()).toEqual(['enabled', 'manifestUrl', 'name']);
    }
  });

  it('drops a disabled module entirely', () => {
    const manifest = localManifest();
    const orders = manifest.modules.find((m) => m.name === 'orders');
    if (!orders) throw new Error('orders module missing');
    orders.enabled = false;
    const modules = localModules(manifest);
    expect(modules.map((m) => m.name)).not.toContain('orders');
    expect(moduleForPath(modules, '/b2b/orders')).toBeUndefined();
  });

  it('refuses a manifest with a bad module entry', () => {
    const manifest = localManifest();
    manifest.modules[0]!.manifestUrl = 'not a url';
    expect(() => enabledModules(manifest)).toThrow();
  });

  it('finds a routes document next to the remote manifest', () => {
    expect(
      routesDocumentUrl({ name: 'orders', enabled: true, manifestUrl: 'http://localhost:8082/mf-manifest.json' }),
    ).toBe('http://localhost:8082/portal-routes.json');
  });
});

describe('modules from their routes documents', () => {
  const modules = localModules();

  it('gives every module its own prefixes, each route under them', () => {
    const prefixes = modules.flatMap((m) => m.routePrefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const module of modules) {
      for (const route of module.routes) {
        expect(moduleForPath(modules, route.path.replace(/:\w+/g, 'x'))?.name).toBe(module.name);
      }
    }
  });

  it('gives each navigation entry the rule of the route it opens, so a visible link never leads to not-authorized', () => {
    for (const module of modules) {
      for (const entry of module.navigation) {
        const resolved = resolveModulePath(modules, entry.to);
        expect(resolved.route, entry.to).toBeDefined();
        expect({ action: entry.action, subject: entry.subject }).toEqual({
          action: resolved.route?.action,
          subject: resolved.route?.subject,
        });
      }
    }
  });

  it('labels every navigation entry and group in ar, en and fr from the document', () => {
    const labels = moduleLabels('orders', documentOf('orders'));
    expect(labels.ar).toEqual({
      orders: {
        title: 'الطلبات',
        groups: { ordersManagement: 'إدارة الطلبات' },
        routes: { orders: 'الطلبات', packages: 'الباقات', offers: 'العروض', quote: 'احصل على عرض سعر' },
      },
    });
    expect((labels.fr.orders as { routes: object }).routes).toEqual({
      orders: 'Commandes',
      packages: 'Forfaits',
      offers: 'Offres',
      quote: 'Obtenir un devis',
    });
    const orders = modules.find((m) => m.name === 'orders');
    expect(orders?.navigation.map((n) => n.labelKey)).toEqual([
      'modules:orders.routes.orders',
      'modules:orders.routes.packages',
      'modules:orders.routes.quote',
      'modules:orders.routes.offers',
    ]);
  });

  it('refuses a document with a route outside its prefixes or a navigation group it does not declare', () => {
    const document = documentOf('orders');
    const outside = { ...document, routes: [...document.routes, { ...document.routes[0]!, id: 'x', path: '/b2b/x' }] };
    expect(v.safeParse(routesDocumentSchema, outside).success).toBe(false);
    const route = { ...document.routes[0]!, navigation: { ...document.routes[0]!.navigation!, group: 'nope' } };
    expect(v.safeParse(routesDocumentSchema, { ...document, routes: [route] }).success).toBe(false);
    expect(() =>
      moduleFromDocument(
        { name: 'orders', enabled: true, manifestUrl: 'http://localhost:8082/mf-manifest.json' },
        document,
      ),
    ).not.toThrow();
  });
});
