import { describe, expect, it } from 'vitest';
import { localModules } from '../modules/testing/local-modules';
import { notificationTarget } from './notification-link';

const modules = localModules();

describe('where a notification leads', () => {
  it('opens the order view for NEW_ORDER and the package view for NEW_PACKAGE, by reference', () => {
    expect(notificationTarget(modules, { type: 'NEW_ORDER', data: { reference: 'ORD-1001' } })).toBe(
      '/b2b/orders/view/ORD-1001',
    );
    expect(notificationTarget(modules, { type: 'NEW_PACKAGE', data: { reference: 77 } })).toBe('/b2b/packages/77');
  });

  it('has no View for other types, without a reference, or when the module is disabled', () => {
    expect(notificationTarget(modules, { type: 'TECHNICAL_SUPPORT', data: { reference: 'X' } })).toBeNull();
    expect(notificationTarget(modules, { type: 'NEW_ORDER', data: {} })).toBeNull();
    const withoutOrders = modules.filter((m) => m.name !== 'orders');
    expect(notificationTarget(withoutOrders, { type: 'NEW_ORDER', data: { reference: 'A' } })).toBeNull();
  });
});
