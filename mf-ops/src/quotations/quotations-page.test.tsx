import { PortalProviders, queryClient, registerTranslations, setLanguage, updateAbility } from '@portal/shared';
import { DEFAULT_PAGE_SIZE, type ListResult, type OpsQuotation } from '@portal/shared/contract';
import '@portal/shared/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { QUOTATIONS_KEY, quotationListParams } from './quotation-queries';
import { QuotationsPage } from './quotations-page';

// Issue 27.3: the quotations queue. What each quotation shows (company, total, services, time waited), the decision
// buttons only with the approve endpoint's rule, and the reason the company will see required to reject.

beforeAll(async () => {
  registerTranslations('ops', { ar, en, fr });
  await setLanguage('en');
});
afterEach(async () => {
  cleanup();
  updateAbility([]);
  queryClient.clear();
  await setLanguage('en');
  Reflect.deleteProperty(window, 'matchMedia');
});

const HOUR = 3_600_000;
const cleaning = { id: 's1', name: { ar: 'تنظيف عام', en: 'General cleaning', fr: 'Nettoyage' }, unit: 'm2' };
const pest = { id: 's2', name: { ar: 'مكافحة الحشرات', en: 'Pest control', fr: 'Désinsectisation' }, unit: 'm2' };
const quotation = (reference: string, hoursAgo: number, overrides: Partial<OpsQuotation> = {}) =>
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
    created_at: new Date(Date.now() - hoursAgo * HOUR - 60_000).toISOString(),
    decided_at: null,
    company: { id: 'c1', name: { ar: 'شركة الرياض', en: 'Riyadh Demo Trading' } },
    ...overrides,
  }) satisfies OpsQuotation;

function renderQueue(items: OpsQuotation[]) {
  const list: ListResult<OpsQuotation> = { items, total: items.length, page: 1, perPage: DEFAULT_PAGE_SIZE };
  queryClient.setQueryData([...QUOTATIONS_KEY, 'list', { page: 1, perPage: DEFAULT_PAGE_SIZE }], list);
  render(
    <PortalProviders>
      <MemoryRouter initialEntries={['/ops/quotations']}>
        <QuotationsPage />
      </MemoryRouter>
    </PortalProviders>,
  );
}

const read = OPS_CONSOLE_RULES.quotationsRead;
const decide = OPS_CONSOLE_RULES.quotationsDecide;

describe('quotations queue', () => {
  it('asks the API for the submitted quotations, oldest first, unless the filters say otherwise', () => {
    expect(quotationListParams({ page: 1, perPage: 10 })).toEqual({
      page: 1,
      perPage: 10,
      status: 'submitted',
      sortBy: 'created_at',
      sortDesc: false,
    });
    expect(quotationListParams({ status: 'any', sortBy: 'total', sortDesc: true })).toEqual({
      sortBy: 'total',
      sortDesc: true,
    });
    expect(quotationListParams({ status: 'approved' })).toMatchObject({ status: 'approved' });
  });

  it('without read ops_quotations: the denied message and no list', async () => {
    renderQueue([quotation('QUO-2026-000001', 3)]);
    expect(await screen.findByText(en.common.noAccess)).toBeTruthy();
    expect(screen.queryByText('Riyadh Demo Trading')).toBeNull();
  });

  it('read only: company, total, services and time waited; no decision buttons', async () => {
    updateAbility([read]);
    renderQueue([quotation('QUO-2026-000001', 3)]);
    const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('QUO-2026-000001'));
    expect(row && within(row).getByText('Riyadh Demo Trading')).toBeTruthy();
    expect(row && within(row).getByText('General cleaning, Pest control')).toBeTruthy();
    expect(row && within(row).getByTestId('quotation-waited').textContent).toBe('3 h');
    expect(row?.textContent).toMatch(/123,456\.00/);
    expect(screen.queryByRole('button', { name: /Approve quotation/ })).toBeNull();
  });

  it('update: approve and reject on submitted quotations only; rejecting needs the reason the company sees', async () => {
    updateAbility([read, decide]);
    renderQueue([
      quotation('QUO-2026-000001', 3),
      quotation('QUO-2026-000002', 5, { status: 'rejected', rejection_reason: 'Site survey first' }),
    ]);
    expect(await screen.findByRole('button', { name: 'Approve quotation QUO-2026-000001' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve quotation QUO-2026-000002' })).toBeNull();
    expect(screen.getByText('Site survey first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reject quotation QUO-2026-000001' }));
    const dialog = await screen.findByTestId('quotation-decision-dialog');
    expect(within(dialog).getByText('Riyadh Demo Trading')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject the quotation' }));
    expect(await within(dialog).findByText(en.quotations.reasonRequired)).toBeTruthy();
    expect(screen.getByTestId('quotation-decision-dialog')).toBeTruthy(); // nothing sent, still open
  });

  it('on a phone (below sm) each quotation is a card with its buttons', async () => {
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    updateAbility([read, decide]);
    renderQueue([quotation('QUO-2026-000001', 30)]);
    const card = await screen.findByTestId('quotation-card');
    expect(within(card).getByText('Riyadh Demo Trading')).toBeTruthy();
    expect(within(card).getByTestId('quotation-waited').textContent).toBe('30 h');
    expect(within(card).getByRole('button', { name: 'Approve quotation QUO-2026-000001' })).toBeTruthy();
  });

  it('speaks Arabic by default', async () => {
    await setLanguage('ar');
    updateAbility([read]);
    renderQueue([quotation('QUO-2026-000001', 3)]);
    expect(await screen.findByRole('heading', { level: 1, name: ar.quotations.title })).toBeTruthy();
    const page = screen.getByTestId('ops-quotations-page').textContent;
    expect(page).toContain('تنظيف عام');
    expect(page).toContain('مكافحة الحشرات');
  });
});
