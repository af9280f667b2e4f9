import { PortalProviders, queryClient, registerTranslations, setLanguage, updateAbility } from '@portal/shared';
import { DEFAULT_PAGE_SIZE, type OpsWalletRefund } from '@portal/shared/contract';
import '@portal/shared/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { REFUNDS_KEY, refundPage, refundStatusOf } from './refund-queries';
import { RefundsPage } from './refunds-page';

// Issue 27.3: the refunds queue. What each refund shows (company, amount, IBAN, time waited), the decision buttons
// only with the pay endpoint's rule, the bank's reference required to mark it paid, the reason to reject it.

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
const refund = (reference: string, hoursAgo: number, overrides: Partial<OpsWalletRefund> = {}) =>
  ({
    id: `00000000-0000-4000-8000-00000000000${reference.slice(-1)}`,
    reference,
    amount: 250_000,
    iban: 'SA0380000000608010167519',
    account_name: 'Al Nukhba Medical Clinics',
    note: null,
    status: 'pending',
    reason: null,
    bank_reference: null,
    decided_at: null,
    created_by: 'Owner',
    created_at: new Date(Date.now() - hoursAgo * HOUR - 60_000).toISOString(),
    company: { id: 'c2', name: 'Al Nukhba Medical Clinics' },
    ...overrides,
  }) satisfies OpsWalletRefund;

function renderQueue(items: OpsWalletRefund[]) {
  const query = { page: 1, perPage: DEFAULT_PAGE_SIZE };
  queryClient.setQueryData([...REFUNDS_KEY, 'list', query], refundPage(items, query));
  render(
    <PortalProviders>
      <MemoryRouter initialEntries={['/ops/refunds']}>
        <RefundsPage />
      </MemoryRouter>
    </PortalProviders>,
  );
}

const read = OPS_CONSOLE_RULES.refundsRead;
const decide = OPS_CONSOLE_RULES.refundsDecide;

describe('refunds queue', () => {
  it('asks for the pending refunds unless the filter says otherwise, and pages and searches the answer', () => {
    expect(refundStatusOf({})).toBe('pending');
    expect(refundStatusOf({ status: 'paid' })).toBe('paid');
    expect(refundStatusOf({ status: 'any' })).toBeUndefined();
    const all = [1, 2, 3].map((n) => refund(`RFD-00000${n}`, n));
    expect(refundPage(all, { page: 2, perPage: 2 })).toMatchObject({ total: 3, items: [{ reference: 'RFD-000003' }] });
    expect(refundPage(all, { q: 'rfd-000002' }).items.map((r) => r.reference)).toEqual(['RFD-000002']);
  });

  it('without read ops_refunds: the denied message and no list', async () => {
    renderQueue([refund('RFD-000001', 3)]);
    expect(await screen.findByText(en.common.noAccess)).toBeTruthy();
    expect(screen.queryByTestId('refund-iban')).toBeNull();
  });

  it('read only: company, amount, IBAN and time waited; the bank reference of a paid one; no buttons', async () => {
    updateAbility([read]);
    renderQueue([refund('RFD-000001', 3), refund('RFD-000002', 50, { status: 'paid', bank_reference: 'SNB-77' })]);
    const rows = await screen.findAllByRole('row');
    const pending = rows.find((r) => r.textContent?.includes('RFD-000001'));
    const paid = rows.find((r) => r.textContent?.includes('RFD-000002'));
    expect(pending && within(pending).getByTestId('refund-iban').textContent).toBe('SA0380000000608010167519');
    expect(pending && within(pending).getByTestId('refund-waited').textContent).toBe('3 h');
    expect(pending?.textContent).toMatch(/2,500\.00/);
    expect(paid && within(paid).getByText('Bank reference: SNB-77')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mark refund/ })).toBeNull();
  });

  it('update: pay and reject on pending refunds only; paying needs the bank reference', async () => {
    updateAbility([read, decide]);
    renderQueue([refund('RFD-000001', 3), refund('RFD-000002', 5, { status: 'rejected', reason: 'Wrong IBAN' })]);
    expect(await screen.findByRole('button', { name: 'Mark refund RFD-000001 paid' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark refund RFD-000002 paid' })).toBeNull();
    expect(screen.getByText('Wrong IBAN')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark refund RFD-000001 paid' }));
    const dialog = await screen.findByTestId('refund-decision-dialog');
    expect(within(dialog).getByText('SA0380000000608010167519')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    expect(await within(dialog).findByText(en.refunds.bankReferenceRequired)).toBeTruthy();
    expect(screen.getByTestId('refund-decision-dialog')).toBeTruthy(); // nothing sent, still open
  });

  it('rejecting needs the reason the company sees; the dialog says the money goes back to the wallet', async () => {
    updateAbility([read, decide]);
    renderQueue([refund('RFD-000001', 3)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject refund RFD-000001' }));
    const dialog = await screen.findByTestId('refund-decision-dialog');
    expect(within(dialog).getByText(en.refunds.rejectHint)).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    expect(await within(dialog).findByText(en.refunds.reasonRequired)).toBeTruthy();
  });

  it('on a phone (below sm) each refund is a card with its IBAN and buttons', async () => {
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    updateAbility([read, decide]);
    renderQueue([refund('RFD-000001', 30)]);
    const card = await screen.findByTestId('refund-card');
    expect(within(card).getByTestId('refund-iban')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Mark refund RFD-000001 paid' })).toBeTruthy();
  });

  it('speaks Arabic by default', async () => {
    await setLanguage('ar');
    updateAbility([read]);
    renderQueue([refund('RFD-000001', 3)]);
    expect(await screen.findByRole('heading', { level: 1, name: ar.refunds.title })).toBeTruthy();
    expect(screen.getByTestId('refund-waited').textContent).toBe('3 ساعة');
  });
});
