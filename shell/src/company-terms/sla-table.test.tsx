// @vitest-environment jsdom
import '@portal/shared/testing';
import { PortalProviders, setLanguage } from '@portal/shared';
import type { ContractSla } from '@portal/shared/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerShellTranslations } from '../i18n/register-shell-translations';
import { SlaTable } from './sla-table';

// ADR 0075: each promised response time beside its measured median, share within the promise (a warning below
// 90 %) and count; "No orders yet" when nothing was measured.

beforeAll(() => registerShellTranslations());
afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

const name = (en: string) => ({ ar: en, en, fr: en });
const ROWS: ContractSla[] = [
  {
    service_type: 'preventive',
    name: name('Planned upkeep'),
    response_minutes: 2880,
    measured: { orders: 4, median_minutes: 1530, within: 4, within_share: 1, late_open: 0 },
  },
  {
    service_type: 'corrective',
    name: name('Repair on call'),
    response_minutes: 240,
    measured: { orders: 6, median_minutes: 150, within: 5, within_share: 5 / 6, late_open: 1 },
  },
  {
    service_type: 'project',
    name: name('One-off job'),
    response_minutes: 7200,
    measured: { orders: 0, median_minutes: null, within: 0, within_share: null, late_open: 0 },
  },
];

async function renderTable(language: 'ar' | 'en') {
  await setLanguage(language);
  render(
    <PortalProviders>
      <SlaTable rows={ROWS} />
    </PortalProviders>,
  );
  const rows = screen.getAllByRole('row');
  return (type: string) => rows.find((row) => row.getAttribute('data-service-type') === type)!;
}

describe('the response-time table', () => {
  it('shows the promise and what was measured, in a warning colour below 90 %', async () => {
    const row = await renderTable('en');
    expect(screen.getByRole('columnheader', { name: 'Last 90 days' })).toBeTruthy();
    const upkeep = row('preventive');
    expect(upkeep.textContent).toContain('2 days');
    expect(upkeep.textContent).toContain('Median 25.5 hours');
    expect(within(upkeep).getByTestId('sla-within').textContent).toBe('100% within the promise');
    expect(within(upkeep).getByTestId('sla-within').getAttribute('data-below')).toBe('false');
    expect(upkeep.textContent).toContain('Orders: 4');
    const repair = row('corrective');
    expect(repair.textContent).toContain('Median 2.5 hours');
    expect(within(repair).getByTestId('sla-within').textContent).toBe('83% within the promise');
    expect(within(repair).getByTestId('sla-within').getAttribute('data-below')).toBe('true');
    expect(within(repair).getByTestId('sla-late').textContent).toBe('Waiting past the promise: 1');
    const job = row('project');
    expect(job.textContent).toContain('No orders yet');
    expect(within(job).queryByTestId('sla-within')).toBeNull();
  });

  it('speaks Arabic (digits as the locale writes them)', async () => {
    const row = await renderTable('ar');
    expect(screen.getByRole('columnheader', { name: /^آخر (90|٩٠) يومًا$/ })).toBeTruthy();
    expect(row('corrective').textContent).toMatch(/الطلبات: (6|٦)/);
    expect(row('project').textContent).toContain('لا توجد طلبات بعد');
  });
});
