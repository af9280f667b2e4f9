import { PortalProviders, queryClient, updateAbility } from '@portal/shared';
import type { OpsCompanyDetail } from '@portal/shared/contract';
import '@portal/shared/testing';
import { MemoryRouter, Route, Routes } from '@portal/shared/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConsoleTestSetup } from '../common/console-test-kit';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { CompanyPage } from './company-page';
import { companyQuery } from './company-queries';

// Issue 27.6: a company's page in the console. What it shows from GET ops/companies/:id, and each action only with
// the rule of its endpoint: suspend / verify with update ops_companies, the credit line with update ops_credit_lines.

useConsoleTestSetup();

const ID = '00000000-0000-4000-8000-000000000001';
const company: OpsCompanyDetail = {
  id: ID,
  name: { ar: 'شركة نجد', en: 'Najd Facilities' },
  cr_number: '1010101010',
  vat_number: '300000000000003',
  owner_name: 'Sara',
  owner_phone: '+966500000001',
  status: 'active',
  suspended_at: null,
  suspension_reason: null,
  verification: { status: 'awaiting', decided_at: null, reason: null, certificates_at: '2026-11-29T10:00:00Z' },
  wallet: { balance: 120_000, credit_limit: 500_000, credit_used: 100_000 },
  branches_count: 1,
  members_count: 1,
  created_at: '2026-11-01T10:00:00Z',
  address: 'Olaya, Riyadh',
  contact: { person: null, phone: null, email: null },
  certificates: [
    {
      kind: 'cr',
      name: 'cr.pdf',
      mime: 'application/pdf',
      url: `/api/v1/ops/companies/${ID}/certificates/cr`,
      uploaded_at: '2026-11-29T10:00:00Z',
    },
  ],
  branches: [{ id: 'b1', name: 'Olaya branch' }],
  members: [{ id: 'm1', name: 'Sara', phone: '+966500000001', role: 'Admin', status: 'active', expires_at: null }],
  recent_orders: [
    { id: 'o1', reference: 'ORD-1001', status: 'created', total: 23_000, created_at: '2026-11-28T10:00:00Z' },
  ],
  recent_packages: [],
  recent_invoices: [
    { id: 'i1', code: 'INV-2026-000001', status: 'paid', total: 23_000, issued_at: '2026-11-28T10:00:00Z' },
  ],
  recent_messages: [
    { sender_name: 'Sara', sender_kind: 'company', body: 'Hello support', created_at: '2026-11-28T10:00:00Z' },
  ],
  counts: { orders: 3, packages: 0, invoices: 1, conversations: 4 },
};

function renderPage(rules: { action: string; subject: string }[]) {
  updateAbility(rules);
  queryClient.setQueryData(companyQuery(ID).queryKey, company);
  render(
    <PortalProviders>
      <MemoryRouter initialEntries={[`/ops/companies/${ID}`]}>
        <Routes>
          <Route path="/ops/companies/:id" element={<CompanyPage />} />
        </Routes>
      </MemoryRouter>
    </PortalProviders>,
  );
}

describe("a company's page", () => {
  it('shows its details, wallet, certificates and short lists; read only: no action', async () => {
    renderPage([OPS_CONSOLE_RULES.companiesRead]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Najd Facilities' })).toBeTruthy();
    expect(screen.getByTestId('company-wallet').textContent).toContain('5,000.00');
    expect(screen.getByRole('button', { name: 'Open CR certificate' })).toBeTruthy();
    expect(screen.getByTestId('company-orders').textContent).toContain('ORD-1001 · Created ·');
    expect(screen.getByTestId('company-invoices').textContent).toContain('INV-2026-000001 · Paid ·');
    expect(screen.getByTestId('company-conversation').textContent).toContain('Hello support');
    expect(screen.getByTestId('company-packages').textContent).toContain('None.');
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.queryByTestId('set-credit-line')).toBeNull();
  });

  it('update ops_companies: suspend and the verdict; update ops_credit_lines: the credit line', async () => {
    renderPage([OPS_CONSOLE_RULES.companiesRead, OPS_CONSOLE_RULES.companiesDecide]);
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
    expect(screen.queryByTestId('set-credit-line')).toBeNull();
    cleanup();
    renderPage([OPS_CONSOLE_RULES.companiesRead, OPS_CONSOLE_RULES.creditLineUpdate]);
    expect(await screen.findByTestId('set-credit-line')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });
});
