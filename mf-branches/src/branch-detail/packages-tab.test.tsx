import { queryClient, updateAbility } from '@portal/shared';
import type { AbilityRule, Branch } from '@portal/shared/contract';
import { renderAt, setUpRemoteTests } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { BranchDetailPage } from './branch-detail-page';

// The UI never calls what the role forbids (ADR 0026), so the branch page offers its Packages tab only with the rule of
// GET company/package (PACKAGE_RULES.packagesRead).

setUpRemoteTests('branches', { ar, en, fr });

const branch: Branch = {
  id: 'b1',
  name: 'Olaya Tower',
  code: 'OLY-1',
  address: null,
  property_type: null,
  building_number: null,
  size_m2: null,
  height_m: null,
  construction_date: null,
  building_age_years: null,
  floors: null,
  floor_height_m: null,
  city: { id: 'c1', code: 'riyadh', name: { ar: 'الرياض', en: 'Riyadh', fr: 'Riyad' } },
  area: null,
  latitude: null,
  longitude: null,
  units_count: 0,
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
};

function renderPage(rules: AbilityRule[]) {
  updateAbility(rules);
  queryClient.setQueryData(['branches', 'one', branch.id], branch);
  renderAt(`/b2b/branches/${branch.id}`, <BranchDetailPage />, '/b2b/branches/:id');
}

describe('branch page Packages tab', () => {
  it('hidden without read b2b_packages', async () => {
    renderPage([{ action: 'read', subject: 'b2b_branches' }]);
    expect(await screen.findByRole('tab', { name: 'Units' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Packages' })).toBeNull();
  });

  it('shown with read b2b_packages', async () => {
    renderPage([
      { action: 'read', subject: 'b2b_branches' },
      { action: 'read', subject: 'b2b_packages' },
    ]);
    expect(await screen.findByRole('tab', { name: 'Packages' })).toBeTruthy();
  });
});
