import { describe, expect, it } from 'vitest';
import { localModules } from '../modules/testing/local-modules';
import { pathForRoute } from './named-routes';

const modules = localModules();

describe('named routes (spec §2)', () => {
  it('resolve the order view, the package view and the analytics dashboard by name', () => {
    expect(pathForRoute(modules, 'b2b-orders-view-id', { id: 'ORD-1001' })).toBe('/b2b/orders/view/ORD-1001');
    expect(pathForRoute(modules, 'b2b-packages-id', { id: 42 })).toBe('/b2b/packages/42');
    expect(pathForRoute(modules, 'b2b-dashboards-analytics')).toBe('/b2b/dashboards/analytics');
  });

  it('answer null for a name no enabled module declares', () => {
    expect(pathForRoute(modules, 'b2b-unknown')).toBeNull();
    expect(
      pathForRoute(
        modules.filter((m) => m.name !== 'orders'),
        'b2b-orders-view-id',
        { id: 1 },
      ),
    ).toBeNull();
  });
});
