import { setLanguage, updateAbility } from '@portal/shared';
import type { OpsQuotation } from '@portal/shared/contract';
import '@portal/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, hoursAgo, listOf, renderConsolePage, useConsoleTestSetup } from '../common/console-test-kit';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { QUOTATIONS_KEY } from '../queue/queue-keys';
import { quotationListParams } from './quotation-queries';
import { QuotationsPage } from './quotations-page';

// Issue 27.3: the quotations queue's own part (the frame is tested in queue/queue-page.test.tsx): submitted unless
// filtered, the total and the services, the reason of a rejected one, approve under the approve endpoint's rule.

useConsoleTestSetup();

const cleaning = { id: 's1', name: { ar: 'تنظيف عام', en: 'General cleaning', fr: 'Nettoyage' }, unit: 'm2' };
const pest = { id: 's2', name: { ar: 'مكافحة الحشرات', en: 'Pest control', fr: 'Désinsectisation' }, unit: 'm2' };
const quotation = (reference: string, hours: number, overrides: Partial<OpsQuotation> = {}) =>
  ({
    id: `00000000-0000-4000-8000-00000000000${reference.slice(-1)}`,
    reference,
    status: 'submitted',
    answers: {} as OpsQuotation['answers'],
    branches: [{ id: 'b1', name: 'Olaya', code: 'OLY' }],
    services: [cleaning, pest],
    price: { total: 12_345_600 } as OpsQuotation['price'],
    valid_until: '2027-01-01',
    rejection_reason: null,
    package_reference: null,
    created_at: hoursAgo(hours),
    decided_at: null,
    company: { id: 'c1', name: { ar: 'شركة الرياض', en: 'Riyadh Demo Trading' } },
    ...overrides,
  }) satisfies OpsQuotation;

const renderQueue = (items: OpsQuotation[]) =>
  renderConsolePage(<QuotationsPage />, '/ops/quotations', [...QUOTATIONS_KEY, 'list', FIRST_PAGE], listOf(items));

describe('quotations queue', () => {
  it('asks the API for the submitted quotations unless the filters say otherwise', () => {
    expect(quotationListParams({})).toMatchObject({ status: 'submitted', sortBy: 'created_at' });
    expect(quotationListParams({ status: 'approved' })).toMatchObject({ status: 'approved' });
  });

  it('shows the total and the services, and the reason of a rejected one', async () => {
    updateAbility([OPS_CONSOLE_RULES.quotationsRead, OPS_CONSOLE_RULES.quotationsDecide]);
    renderQueue([
      quotation('QUO-2026-000001', 3),
      quotation('QUO-2026-000002', 5, { status: 'rejected', rejection_reason: 'Site survey first' }),
    ]);
    const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('QUO-2026-000001'))!;
    expect(within(row).getByText('General cleaning, Pest control')).toBeTruthy();
    expect(row.textContent).toMatch(/123,456\.00/);
    expect(screen.getByText('Site survey first')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve quotation QUO-2026-000002' })).toBeNull();
  });

  it('approve: the dialog shows the services and says the company may buy at this price', async () => {
    updateAbility([OPS_CONSOLE_RULES.quotationsRead, OPS_CONSOLE_RULES.quotationsDecide]);
    renderQueue([quotation('QUO-2026-000001', 3)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve quotation QUO-2026-000001' }));
    const dialog = await screen.findByTestId('quotation-decision-dialog');
    expect(within(dialog).getByText('General cleaning, Pest control')).toBeTruthy();
    expect(within(dialog).getByText(en.quotations.approveHint)).toBeTruthy();
  });

  it('speaks Arabic: the title and the services', async () => {
    await setLanguage('ar');
    updateAbility([OPS_CONSOLE_RULES.quotationsRead]);
    renderQueue([quotation('QUO-2026-000001', 3)]);
    expect(await screen.findByRole('heading', { level: 1, name: ar.quotations.title })).toBeTruthy();
    const page = screen.getByTestId('ops-quotations-page').textContent;
    expect(page).toContain('تنظيف عام');
    expect(page).toContain('مكافحة الحشرات');
  });
});
