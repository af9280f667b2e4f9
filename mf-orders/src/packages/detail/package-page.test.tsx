import { queryClient, updateAbility } from '@portal/shared';
import type { AbilityRule, Branch, CompanyPackage, ListResult } from '@portal/shared/contract';
import { renderAt, setUpRemoteTests } from '@portal/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
// The strings of the pages loaded on demand (app.tsx loads them beside each page).
import '../../i18n/on-demand';
import { fr } from '../../i18n/fr';
import { overLocationLimit } from '../location-limit';
import { companyPackage } from '../package-fixtures';
import { PackagePage } from './package-page';

// The UI never calls what the role forbids (ADR 0026), so the package page shows an action only with its PACKAGE_RULES rule;
// §5 'You can choose only ({n}) locations' is shown before calling; §4 "Need Action" for an active package
// without branches.

setUpRemoteTests('orders', { ar, en, fr });

const rules = (...pairs: [string, string][]): AbilityRule[] => pairs.map(([action, subject]) => ({ action, subject }));
const branch = (id: string, name: string) => ({ id, name, code: name.slice(0, 3).toUpperCase() }) as Branch;

function renderPage(pkg: CompanyPackage) {
  queryClient.setQueryData(['packages', 'one', pkg.reference], pkg);
  const branches: ListResult<Branch> = {
    items: [branch('b1', 'Olaya'), branch('b2', 'Malqa'), branch('b3', 'Sulay')],
    total: 3,
    page: 1,
    perPage: 100,
  } as ListResult<Branch>;
  queryClient.setQueryData(['branches', 'list', { perPage: 100, sortBy: 'name', q: '' }], branches);
  renderAt(`/b2b/packages/${pkg.reference}`, <PackagePage />, '/b2b/packages/:id');
}

describe('overLocationLimit', () => {
  it('refuses more branches than the package allows, never as many', () => {
    expect(overLocationLimit(2, 2)).toBe(false);
    expect(overLocationLimit(3, 2)).toBe(true);
    expect(overLocationLimit(0, 0)).toBe(false);
  });
});

describe('package page', () => {
  it('read only: balance and locations, no add/remove, no credit switch, no invoice links', async () => {
    updateAbility(rules(['read', 'b2b_packages']));
    renderPage(companyPackage({ credit_line_status: 'active', credit_line_allowed: true }));
    const locations = await screen.findByTestId('package-locations');
    expect(within(locations).getByText('Olaya')).toBeTruthy();
    expect(within(locations).getByText('2 of 2 locations')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add locations' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Invoice 1' })).toBeNull();
    expect(screen.queryByTestId('need-action-prompt')).toBeNull();
  });

  it('update and invoices: add/remove, the credit switch and the invoice link', async () => {
    updateAbility(rules(['read', 'b2b_packages'], ['update', 'b2b_packages'], ['read', 'b2b_invoices']));
    renderPage(companyPackage({ credit_line_status: 'active', credit_line_allowed: true, credit_cost: 2_000 }));
    expect(await screen.findByRole('button', { name: 'Add locations' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Olaya' })).toBeTruthy();
    expect(screen.getByRole('switch')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invoice 1' }).getAttribute('href')).toBe('/b2b/invoices/inv1');
  });

  it('shows the location limit before calling the API and disables Save', async () => {
    updateAbility(rules(['read', 'b2b_packages'], ['update', 'b2b_packages'], ['read', 'b2b_branches']));
    renderPage(companyPackage());
    fireEvent.click(await screen.findByRole('button', { name: 'Add locations' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByTestId('locations-limit')).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Sulay' }));
    expect(within(dialog).getByTestId('locations-limit').textContent).toContain('You can choose only (2) locations');
    expect(within(dialog).getByRole('button', { name: 'Save locations' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Olaya' }));
    expect(within(dialog).queryByTestId('locations-limit')).toBeNull();
  });

  it('an active package without branches prompts "Need Action"', async () => {
    updateAbility(rules(['read', 'b2b_packages']));
    renderPage(companyPackage({ locations: [], need_action: true }));
    const prompt = await screen.findByTestId('need-action-prompt');
    expect(prompt.textContent).toContain('Need Action');
    expect(screen.getAllByTestId('need-action').length).toBeGreaterThan(0);
  });

  it('a pending bank transfer shows the 24-hour notice and, with insert, the receipt upload', async () => {
    updateAbility(rules(['read', 'b2b_packages'], ['insert', 'b2b_packages']));
    renderPage(
      companyPackage({
        payment_method: 'transfer',
        status: 'submitted',
        is_active: false,
        payment_status: 'unpaid',
        starts_on: null,
        ends_on: null,
      }),
    );
    expect((await screen.findByTestId('transfer-pending')).textContent).toContain('within 24 hours');
    expect(screen.getByTestId('transfer-receipt-form')).toBeTruthy();
  });
});
