import { PortalProviders, queryClient, updateAbility } from '@portal/shared';
import type { CompanyContract, CompanyShift, OpsCompanyDetail } from '@portal/shared/contract';
import '@portal/shared/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConsoleTestSetup } from '../common/console-test-kit';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { opsContractQuery, opsShiftsQuery } from './company-terms-queries';
import { CompanyTermsSection } from './company-terms-section';

// Issue 32.1 (ADR 0072): a company's contract and shifts on its console page; setting them only with update
// ops_companies, the PDF upload only once there is a contract.

useConsoleTestSetup();

const ID = '00000000-0000-4000-8000-000000000002';
const company = { id: ID, name: { ar: 'شركة نجد', en: 'Najd Facilities' } } as OpsCompanyDetail;
const contract: CompanyContract = {
  reference: 'FC-2026-0142',
  valid_from: '2026-01-01',
  valid_to: '2026-12-31',
  terms: { ar: 'شروط', en: 'Terms', fr: 'Conditions' },
  sla: [
    {
      service_type: 'corrective',
      name: { ar: 'إصلاح', en: 'Repair on call', fr: 'Réparation' },
      response_minutes: 240,
      measured: { orders: 3, median_minutes: 120, within: 2, within_share: 2 / 3, late_open: 1 },
    },
  ],
  pdf: {
    name: 'FC-2026-0142.pdf',
    size: 900,
    uploaded_at: '2026-01-02T10:00:00Z',
    url: `/api/v1/ops/companies/${ID}/contract/pdf`,
  },
  updated_at: '2026-01-02T10:00:00Z',
};
const shifts: CompanyShift[] = [
  {
    id: 's1',
    name: { ar: 'صباحية', en: 'Morning shift', fr: 'Matin' },
    weekdays: [0, 6],
    start: '08:00',
    end: '14:00',
  },
];

function renderSection(rules: { action: string; subject: string }[], data: { contract: CompanyContract | null }) {
  updateAbility(rules);
  queryClient.setQueryData(opsContractQuery(ID).queryKey, data.contract);
  queryClient.setQueryData(opsShiftsQuery(ID).queryKey, data.contract ? shifts : []);
  render(
    <PortalProviders>
      <CompanyTermsSection company={company} />
    </PortalProviders>,
  );
}

describe("a company's contract and shifts in the console", () => {
  it('shows the contract, its response times and the shifts Saturday first; read only: no button', async () => {
    renderSection([OPS_CONSOLE_RULES.companiesRead], { contract });
    const section = await screen.findByTestId('company-terms');
    expect(section.textContent).toContain('Reference: FC-2026-0142');
    expect(section.textContent).toContain('Repair on call: 240 min');
    // ADR 0075: what was measured beside the promise, in a warning colour below 90 % within
    expect(screen.getByTestId('sla-measured').textContent).toBe(
      'last 90 days: median 120 min, 67% within, orders: 3, waiting past the promise: 1',
    );
    expect(screen.getByTestId('sla-measured').getAttribute('data-below')).toBe('true');
    expect(section.textContent).toContain('Morning shift · Sat, Sun · 08:00–14:00');
    expect(screen.getByTestId('company-contract-pdf')).toBeTruthy();
    expect(screen.queryByTestId('set-contract')).toBeNull();
    expect(screen.queryByTestId('set-shifts')).toBeNull();
  });

  it('update ops_companies: set the contract and the shifts; the PDF once there is a contract', async () => {
    renderSection([OPS_CONSOLE_RULES.companiesRead, OPS_CONSOLE_RULES.companiesDecide], { contract: null });
    expect((await screen.findByTestId('company-terms')).textContent).toContain('No framework contract yet.');
    expect(screen.getByTestId('set-contract')).toBeTruthy();
    expect(screen.getByTestId('set-shifts')).toBeTruthy();
    expect(screen.queryByTestId('upload-contract-pdf')).toBeNull();
    cleanup();
    renderSection([OPS_CONSOLE_RULES.companiesRead, OPS_CONSOLE_RULES.companiesDecide], { contract });
    expect(await screen.findByTestId('upload-contract-pdf')).toBeTruthy();
  });
});
