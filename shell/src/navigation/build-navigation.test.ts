import { describe, expect, it } from 'vitest';
import local from '../../environments/local.json';
import { enabledModules } from '../modules/module-manifest';
import { buildNavigation } from './build-navigation';

const modules = enabledModules(local);

describe('navigation', () => {
  it('shows every group in the business menu order to a user who may do everything', () => {
    const groups = buildNavigation(modules, () => true);
    expect(groups.map((g) => g.key)).toEqual([
      'nav.dashboard',
      'nav.branchesManagement',
      'nav.usersManagement',
      'nav.ordersManagement',
      'nav.accounting',
    ]);
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
    expect(all.map((g) => g.key).slice(-2)).toEqual(['nav.messages', 'nav.settings']);
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
    expect(groups.at(-1)?.key).toBe('shell:ops.title');
  });
});
