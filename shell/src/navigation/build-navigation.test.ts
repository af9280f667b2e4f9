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
