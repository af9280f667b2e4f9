import { PortalProviders, queryClient, registerTranslations, setLanguage, updateAbility } from '@portal/shared';
import { DEFAULT_PAGE_SIZE, type ListResult, type OpsTempTransaction } from '@portal/shared/contract';
import '@portal/shared/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { TRANSFERS_KEY, transferListParams } from './transfer-queries';
import { TransfersPage } from './transfers-page';

// Issue 27.3: the bank-transfer queue. What each transfer shows (company, amount, receipt, time waited, overdue),
// the decision buttons only with update ops_transfers, and the reason the company will see required to reject.

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
const transfer = (reference: string, hoursAgo: number, overrides: Partial<OpsTempTransaction> = {}) =>
  ({
    id: `00000000-0000-4000-8000-00000000000${reference.slice(-1)}`,
    reference,
    amount: 150_000,
    currency: 'SAR',
    status: 'pending',
    overdue: false,
    note: null,
    receipt: { original_name: 'receipt.pdf', mime: 'application/pdf', size: 100, url: '/api/v1/ops/wallets/x/receipt' },
    reason: null,
    decided_at: null,
    payment_id: null,
    invoice_id: null,
    created_by: { id: 'u1', name: 'Owner' },
    created_at: new Date(Date.now() - hoursAgo * HOUR - 60_000).toISOString(),
    company: { id: 'c1', name: { ar: 'شركة الرياض', en: 'Riyadh Demo Trading' } },
    decided_by: null,
    ...overrides,
  }) satisfies OpsTempTransaction;

function renderQueue(items: OpsTempTransaction[]) {
  const list: ListResult<OpsTempTransaction> = { items, total: items.length, page: 1, perPage: DEFAULT_PAGE_SIZE };
  queryClient.setQueryData([...TRANSFERS_KEY, 'list', { page: 1, perPage: DEFAULT_PAGE_SIZE }], list);
  render(
    <PortalProviders>
      <MemoryRouter initialEntries={['/ops/transfers']}>
        <TransfersPage />
      </MemoryRouter>
    </PortalProviders>,
  );
}

const read = OPS_CONSOLE_RULES.transfersRead;
const decide = OPS_CONSOLE_RULES.transfersDecide;

describe('bank-transfer queue', () => {
  it('asks the API for the pending transfers, oldest first, unless the filters say otherwise', () => {
    expect(transferListParams({ page: 1, perPage: 10 })).toEqual({
      page: 1,
      perPage: 10,
      status: 'pending',
      sortBy: 'created_at',
      sortDesc: false,
    });
    expect(transferListParams({ page: 1, status: 'any', sortBy: 'amount', sortDesc: true })).toEqual({
      page: 1,
      sortBy: 'amount',
      sortDesc: true,
    });
    expect(transferListParams({ status: 'rejected', overdue: 'true' })).toMatchObject({ status: 'rejected' });
  });

  it('without read ops_transfers: the denied message and no list', async () => {
    renderQueue([transfer('TRF-000001', 3)]);
    expect(await screen.findByText(en.common.noAccess)).toBeTruthy();
    expect(screen.queryByText('Riyadh Demo Trading')).toBeNull();
  });

  it('read only: company, amount, time waited and overdue past 24 h; no decision buttons', async () => {
    updateAbility([read]);
    renderQueue([transfer('TRF-000001', 3), transfer('TRF-000002', 30)]);
    const rows = await screen.findAllByRole('row');
    const fresh = rows.find((row) => row.textContent?.includes('TRF-000001'));
    const late = rows.find((row) => row.textContent?.includes('TRF-000002'));
    expect(fresh && within(fresh).getByText('Riyadh Demo Trading')).toBeTruthy();
    expect(fresh && within(fresh).getByTestId('transfer-waited').textContent).toBe('3 h');
    expect(fresh && within(fresh).queryByTestId('transfer-overdue')).toBeNull();
    expect(late && within(late).getByTestId('transfer-waited').textContent).toBe('30 h');
    expect(late && within(late).getByTestId('transfer-overdue').textContent).toBe('Overdue');
    expect(fresh?.textContent).toMatch(/1,500\.00/);
    expect(screen.getAllByRole('button', { name: /Open the receipt receipt\.pdf/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Confirm transfer/ })).toBeNull();
  });

  it('update: confirm and reject on pending transfers only; rejecting needs the reason the company sees', async () => {
    updateAbility([read, decide]);
    renderQueue([transfer('TRF-000001', 3), transfer('TRF-000003', 5, { status: 'confirmed' })]);
    expect(await screen.findByRole('button', { name: 'Confirm transfer TRF-000001' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm transfer TRF-000003' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reject transfer TRF-000001' }));
    const dialog = await screen.findByTestId('transfer-decision-dialog');
    expect(within(dialog).getByText('Riyadh Demo Trading')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject the transfer' }));
    expect(await within(dialog).findByText(en.transfers.reasonRequired)).toBeTruthy();
    expect(screen.getByTestId('transfer-decision-dialog')).toBeTruthy(); // nothing sent, still open
  });

  it('on a phone (below sm) each transfer is a card, the overdue one marked', async () => {
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    updateAbility([read, decide]);
    renderQueue([transfer('TRF-000002', 30)]);
    const card = await screen.findByTestId('transfer-card');
    expect(within(card).getByText('Riyadh Demo Trading')).toBeTruthy();
    expect(within(card).getByTestId('transfer-overdue')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Confirm transfer TRF-000002' })).toBeTruthy();
  });

  it('speaks Arabic by default', async () => {
    await setLanguage('ar');
    updateAbility([read]);
    renderQueue([transfer('TRF-000001', 3)]);
    expect(await screen.findByRole('heading', { level: 1, name: ar.pages.transfers })).toBeTruthy();
    expect(screen.getByTestId('transfer-waited').textContent).toBe('3 ساعة');
  });
});
