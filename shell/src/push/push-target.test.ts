import { describe, expect, it } from 'vitest';
import { localModules } from '../modules/testing/local-modules';
import { pushNotificationOf } from './push-messages';
import { pushTarget } from './push-target';

const modules = localModules();

/** A push as the API plans it (outbound/notification-alerts.ts): the notification's data in the JSON payload. */
const pushed = (type: string, data: Record<string, unknown>) =>
  pushNotificationOf({ type, title: 'T', body: 'B', payload: JSON.stringify({ ...data, notification_id: 'n-1' }) })!;

describe('where a tapped push leads (issue 27.3)', () => {
  it('opens the order or the package by its type, as NEW_ORDER always did', () => {
    expect(pushTarget(modules, pushed('NEW_ORDER', { reference: 'ORD-1001' }))).toBe('/b2b/orders/view/ORD-1001');
    expect(pushTarget(modules, pushed('NEW_PACKAGE', { reference: 'PKG-7', page: 'quotation' }))).toBe(
      '/b2b/packages/PKG-7',
    );
  });

  it('opens the page an ops decision names: wallet pages, the quotation, the refunds, the support chat', () => {
    expect(pushTarget(modules, pushed('PAYMENT', { page: 'transactions', reference: 'TRF-3' }))).toBe(
      '/b2b/wallets/transactions',
    );
    expect(pushTarget(modules, pushed('PAYMENT', { page: 'transfers' }))).toBe('/b2b/wallets/temp-transactions');
    expect(pushTarget(modules, pushed('PAYMENT', { page: 'wallet', credit_limit: 1 }))).toBe('/b2b/wallets');
    expect(pushTarget(modules, pushed('PAYMENT', { page: 'refunds', reference: 'RFD-1' }))).toBe('/b2b/wallets');
    expect(pushTarget(modules, pushed('PACKAGE_QUOTE', { page: 'quotation', reference: 'QUO-2025-000002' }))).toBe(
      '/b2b/packages/quotations/QUO-2025-000002',
    );
    expect(pushTarget(modules, pushed('TECHNICAL_SUPPORT', { page: 'support' }))).toBe('/apps/chat');
    expect(pushTarget(modules, pushed('ORDER_NEW_MESSAGE', { page: 'order', reference: 'ORD-9' }))).toBe(
      '/b2b/orders/view/ORD-9',
    );
    expect(pushTarget(modules, pushed('GENERAL', { page: 'account' }))).toBe('/pages/account-information');
  });

  it('leads nowhere for an unknown page, a missing reference, or a module switched off', () => {
    expect(pushTarget(modules, pushed('GENERAL', { page: 'elsewhere' }))).toBeNull();
    expect(pushTarget(modules, pushed('GENERAL', {}))).toBeNull();
    expect(pushTarget(modules, pushed('NEW_PACKAGE_X', { page: 'quotation' }))).toBeNull();
    const withoutAccounting = modules.filter((module) => module.name !== 'accounting');
    expect(pushTarget(withoutAccounting, pushed('PAYMENT', { page: 'transactions' }))).toBeNull();
    // The shell's own pages need no module.
    expect(pushTarget([], pushed('TECHNICAL_SUPPORT', { page: 'support' }))).toBe('/apps/chat');
  });
});
