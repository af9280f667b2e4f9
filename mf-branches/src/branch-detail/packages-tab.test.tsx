import { queryClient, updateAbility } from '@portal/shared';
import type { AbilityRule } from '@portal/shared/contract';
import { branchOf, renderAt, setUpRemoteTests } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { BranchDetailPage } from './branch-detail-page';

// The UI never calls what the role forbids (ADR 0026), so the branch page offers its Packages tab only with the rule of
// GET company/package (PACKAGE_RULES.packagesRead).

setUpRemoteTests('branches', { ar, en, fr });

const branch = branchOf();

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
