import { describe, expect, it } from 'vitest';
import { localModules } from '../modules/testing/local-modules';
import { resolveModulePath } from './module-access';

const modules = localModules();

function ruleOf(path: string) {
  const resolved = resolveModulePath(modules, path);
  if (!resolved.module) return 'no module';
  if (!resolved.route) return `${resolved.module.name}: not found`;
  return `${resolved.module.name} ${resolved.route.action} ${resolved.route.subject}`;
}

describe('module route resolution', () => {
  it('prefers static segments over parameters', () => {
    expect(ruleOf('/b2b/orders/add')).toBe('orders insert b2b_orders');
    expect(ruleOf('/b2b/orders/view/ORD-1001')).toBe('orders read b2b_orders');
    expect(ruleOf('/b2b/branches/list')).toBe('branches read b2b_branches');
    expect(ruleOf('/b2b/branches/select')).toBe('branches read b2b_branches');
    expect(ruleOf('/b2b/branches/42')).toBe('branches read b2b_properties');
  });

  it('serves the spec aliases from the same module and rule', () => {
    expect(ruleOf('/b2b/properties/list')).toBe('branches read b2b_properties');
    expect(ruleOf('/b2b/properties/42')).toBe('branches read b2b_properties');
  });

  it('answers not found for an unknown page inside a module, and no module outside them', () => {
    expect(ruleOf('/b2b/orders/view')).toBe('orders: not found');
    expect(ruleOf('/b2b/unknown')).toBe('no module');
    expect(ruleOf('/b2b/ordersX')).toBe('no module');
  });

  it('follows the spec rules for the accounting pages', () => {
    expect(ruleOf('/b2b/wallets/temp-transactions')).toBe('accounting read b2b_wallet_temp_transactions');
    expect(ruleOf('/b2b/wallets/payments')).toBe('accounting read b2b_payments');
    expect(ruleOf('/b2b/invoices')).toBe('accounting read b2b_invoices');
  });
});
