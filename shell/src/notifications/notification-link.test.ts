import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-link';

describe('where a notification leads', () => {
  it('opens the order view for NEW_ORDER and the package view for NEW_PACKAGE, by reference', () => {
    expect(notificationTarget({ type: 'NEW_ORDER', data: { reference: 'ORD-1001' } })).toBe(
      '/b2b/orders/view/ORD-1001',
    );
    expect(notificationTarget({ type: 'NEW_PACKAGE', data: { reference: 77 } })).toBe('/b2b/packages/77');
  });

  it('has no View for other types or without a reference', () => {
    expect(notificationTarget({ type: 'TECHNICAL_SUPPORT', data: { reference: 'X' } })).toBeNull();
    expect(notificationTarget({ type: 'NEW_ORDER', data: {} })).toBeNull();
  });
});
