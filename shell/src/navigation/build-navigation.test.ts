import { describe, expect, it } from 'vitest';
import { localModules } from '../modules/testing/local-modules';
import { buildNavigation, selectedNavigation } from './build-navigation';

const modules = localModules();

describe('navigation', () => {
  it('shows every group in the business menu order to a user who may do everything', () => {
    const groups = buildNavigation(modules, () => true);
    expect(groups.map((g) => g.key)).toEqual([
      'dashboard',
      'branchesManagement',
      'usersManagement',
      'ordersManagement',
      'accounting',
    ]);
    expect(groups.find((g) => g.key === 'accounting')?.items.map((i) => i.to)).toEqual([
      '/b2b/wallets',
      '/b2b/invoices',
      '/b2b/wallets/transactions',
      '/b2b/wallets/payments',
      '/b2b/wallets/spending',
    ]);
    expect(groups[0]?.labelKey).toBe('modules:dashboard.groups.dashboard');
  });

  it('shows only the entries the user has the ability for', () => {
    const groups = buildNavigation(modules, (rule) => rule.action === 'read' && rule.subject === 'b2b_properties');
    expect(groups).toHaveLength(1);
    expect(groups[0]?.items.map((i) => i.to)).toEqual(['/b2b/branches']);
  });

  it('shows nothing to a user without abilities', () => {
    expect(buildNavigation(modules, () => false)).toEqual([]);
  });
});

describe('navigation with the shell entries', () => {
  it('adds messages and the settings group after the modules, each behind its ability', async () => {
    const { SHELL_NAVIGATION } = await import('./shell-navigation');
    const all = buildNavigation(modules, () => true, SHELL_NAVIGATION);
    expect(all.map((g) => g.labelKey).slice(-2)).toEqual(['nav.messages', 'nav.settings']);
    const onlySettings = buildNavigation(modules, (rule) => rule.subject === 'Auth', SHELL_NAVIGATION);
    expect(onlySettings.flatMap((g) => g.items.map((i) => i.to))).toEqual(['/settings']);
  });
});

describe('operations menu', () => {
  it('appears for ops accounts only, with the spec labels, each behind ops_companies', async () => {
    const { opsNavigation } = await import('./shell-navigation');
    expect(opsNavigation('company')).toEqual([]);
    const ops = opsNavigation('ops');
    expect(ops.map((e) => e.labelKey)).toContain('shell:ops.serviceManagement');
    expect(ops).toHaveLength(12);
    expect(new Set(ops.map((e) => `${e.action} ${e.subject}`))).toEqual(new Set(['read ops_companies']));
    const groups = buildNavigation(modules, () => true, ops);
    expect(groups.at(-1)?.labelKey).toBe('shell:ops.title');
  });
});

describe('highlighted entry', () => {
  it('is the one a module route names, else the longest entry the path starts with', () => {
    const groups = buildNavigation(modules, () => true);
    expect(selectedNavigation(groups, modules, '/b2b/orders/view/ORD-1')).toBe('/b2b/orders');
    expect(selectedNavigation(groups, modules, '/b2b/wallets/temp-transactions')).toBe('/b2b/wallets');
    expect(selectedNavigation(groups, modules, '/b2b/wallets/payments')).toBe('/b2b/wallets/payments');
    expect(selectedNavigation(groups, modules, '/b2b/users/audit')).toBeUndefined();
  });
});
