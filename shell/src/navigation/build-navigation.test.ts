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
      // The operations console (mf-ops, issue 27), after the company's groups.
      'overview',
      'queues',
      'dispatch',
      'companies',
      'publishing',
      'admin',
      // The providers' field app (mf-field, issue 30), which only provider accounts see.
      'field',
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
    // The console's groups (an ops account's only ones) come after the company's, as the shell's ops menu did.
    expect(all.map((g) => g.labelKey).slice(-10)).toEqual([
      // The reels feed (issue 32.7) before the messages.
      'nav.marketing',
      'nav.messages',
      'modules:ops.groups.overview',
      'nav.settings',
      'modules:ops.groups.queues',
      'modules:ops.groups.dispatch',
      'modules:ops.groups.companies',
      'modules:ops.groups.publishing',
      'modules:ops.groups.admin',
      // The field app's group (issue 30), a provider account's only one.
      'modules:field.groups.field',
    ]);
    const onlySettings = buildNavigation(modules, (rule) => rule.subject === 'Auth', SHELL_NAVIGATION);
    expect(onlySettings.flatMap((g) => g.items.map((i) => i.to))).toEqual(['/settings']);
  });
});

describe('operations accounts', () => {
  it("see none of the shell's company entries: they hold only ops rules (issue 27.1)", async () => {
    const { SHELL_NAVIGATION } = await import('./shell-navigation');
    const { opsRulesOf } = await import('@portal/shared/contract');
    const { pageForAccount } = await import('@portal/shared/core');
    const rules = opsRulesOf(['admin']);
    // As the shell's canAccess decides for an ops account (ADR 0071: the company's account pages are not theirs).
    const can = (rule: { action: string; subject: string; account?: 'company' | undefined }) =>
      pageForAccount(rule, false) && rules.some((r) => r.action === rule.action && r.subject === rule.subject);
    expect(buildNavigation([], can, SHELL_NAVIGATION)).toEqual([]);
    // With every module: only the console's pages, all of them for an ops admin.
    const groups = buildNavigation(modules, can, SHELL_NAVIGATION);
    expect(groups.map((g) => [g.key, g.items.map((i) => i.to)])).toEqual([
      ['overview', ['/ops']],
      ['queues', ['/ops/transfers', '/ops/quotations', '/ops/refunds', '/ops/verification', '/ops/inbox']],
      ['dispatch', ['/ops/dispatch']],
      ['companies', ['/ops/companies']],
      ['publishing', ['/ops/reels', '/ops/coupons']],
      ['admin', ['/ops/users', '/ops/audit', '/ops/settings']],
    ]);
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
