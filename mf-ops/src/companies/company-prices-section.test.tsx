import { PortalProviders, queryClient, updateAbility } from '@portal/shared';
import type { OpsCompanyPrice } from '@portal/shared/contract';
import '@portal/shared/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConsoleTestSetup } from '../common/console-test-kit';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { companyPricesQuery } from './company-price-queries';
import { CompanyPricesSection } from './company-prices-section';

// ADR 0071: the "Prices" section of a company's page: its negotiated prices beside the list prices; setting and
// removing them only with the rule of their endpoints (update ops_companies).

useConsoleTestSetup();

const ID = '00000000-0000-4000-8000-000000000001';
const price: OpsCompanyPrice = {
  id: 'p1',
  kind: 'service',
  item_id: 's1',
  code: 'ac_maintenance',
  name: { ar: 'صيانة المكيفات', en: 'AC maintenance', fr: 'Entretien de la climatisation' },
  list_price: 9_000,
  unit_price: 7_500,
  list_hourly_price: 12_000,
  hourly_price: null,
  valid_from: null,
  valid_to: '2027-06-30',
  updated_at: '2026-11-30T10:00:00Z',
};

function renderSection(rules: { action: string; subject: string }[], prices: OpsCompanyPrice[]) {
  updateAbility(rules);
  queryClient.setQueryData(companyPricesQuery(ID).queryKey, prices);
  render(
    <PortalProviders>
      <CompanyPricesSection companyId={ID} />
    </PortalProviders>,
  );
}

describe("a company's prices in the console", () => {
  it('lists each negotiated price after the list price, with its validity; read only: no action', () => {
    renderSection([OPS_CONSOLE_RULES.companiesRead], [price]);
    const row = screen.getByTestId('company-price').textContent ?? '';
    expect(row).toContain('AC maintenance');
    expect(row).toContain('Service');
    expect(row.indexOf('90.00')).toBeLessThan(row.indexOf('75.00'));
    expect(row).toContain('Until Jun 30, 2027');
    expect(screen.queryByTestId('set-company-price')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove this price' })).toBeNull();
  });

  it('update ops_companies: set and remove', () => {
    renderSection([OPS_CONSOLE_RULES.companiesRead, OPS_CONSOLE_RULES.companiesDecide], []);
    expect(screen.getByTestId('company-prices').textContent).toContain('This company pays the list prices.');
    expect(screen.getByTestId('set-company-price')).toBeTruthy();
    cleanup();
    renderSection([OPS_CONSOLE_RULES.companiesRead, OPS_CONSOLE_RULES.companiesDecide], [price]);
    expect(screen.getByRole('button', { name: 'Remove this price' })).toBeTruthy();
  });
});
