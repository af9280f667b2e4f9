import { setLanguage, updateAbility } from '@portal/shared';
import type { OpsWalletRefund } from '@portal/shared/contract';
import '@portal/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, hoursAgo, onPhone, renderConsolePage, useConsoleTestSetup } from '../common/console-test-kit';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { REFUNDS_KEY } from '../queue/queue-keys';
import { refundPage, refundStatusOf } from './refund-queries';
import { RefundsPage } from './refunds-page';

// Issue 27.3: the refunds queue's own part (the frame is tested in queue/queue-page.test.tsx): pending unless
// filtered, paged and searched here, the IBAN and holder, the bank's reference required to mark one paid and shown
// once paid, the money going back to the wallet on reject.

useConsoleTestSetup();

const refund = (reference: string, hours: number, overrides: Partial<OpsWalletRefund> = {}) =>
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
    created_at: hoursAgo(hours),
    company: { id: 'c2', name: 'Al Nukhba Medical Clinics' },
    ...overrides,
  }) satisfies OpsWalletRefund;

const renderQueue = (items: OpsWalletRefund[]) =>
  renderConsolePage(
    <RefundsPage />,
    '/ops/refunds',
    [...REFUNDS_KEY, 'list', FIRST_PAGE],
    refundPage(items, FIRST_PAGE),
  );

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

  it('shows the IBAN and holder, and the bank reference of a paid one', async () => {
    updateAbility([read]);
    renderQueue([refund('RFD-000001', 3), refund('RFD-000002', 50, { status: 'paid', bank_reference: 'SNB-77' })]);
    const rows = await screen.findAllByRole('row');
    const pending = rows.find((r) => r.textContent?.includes('RFD-000001'))!;
    const paid = rows.find((r) => r.textContent?.includes('RFD-000002'))!;
    expect(within(pending).getByTestId('refund-iban').textContent).toBe('SA0380000000608010167519');
    expect(pending.textContent).toMatch(/2,500\.00/);
    expect(within(paid).getByText('Bank reference: SNB-77')).toBeTruthy();
  });

  it('pay: the dialog shows the IBAN and needs the bank reference', async () => {
    updateAbility([read, decide]);
    renderQueue([refund('RFD-000001', 3), refund('RFD-000002', 5, { status: 'rejected', reason: 'Wrong IBAN' })]);
    expect(screen.queryByRole('button', { name: 'Mark refund RFD-000002 paid' })).toBeNull();
    expect(await screen.findByText('Wrong IBAN')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark refund RFD-000001 paid' }));
    const dialog = await screen.findByTestId('refund-decision-dialog');
    expect(within(dialog).getByText('SA0380000000608010167519')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    expect(await within(dialog).findByText(en.refunds.bankReferenceRequired)).toBeTruthy();
    expect(screen.getByTestId('refund-decision-dialog')).toBeTruthy(); // nothing sent, still open
  });

  it('reject: the dialog says the money goes back to the wallet', async () => {
    updateAbility([read, decide]);
    renderQueue([refund('RFD-000001', 3)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject refund RFD-000001' }));
    const dialog = await screen.findByTestId('refund-decision-dialog');
    expect(within(dialog).getByText(en.refunds.rejectHint)).toBeTruthy();
  });

  it('on a phone each refund card shows its IBAN; Arabic by default', async () => {
    onPhone();
    await setLanguage('ar');
    updateAbility([read, decide]);
    renderQueue([refund('RFD-000001', 30)]);
    const card = await screen.findByTestId('refund-card');
    expect(within(card).getByTestId('refund-iban')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: ar.refunds.title })).toBeTruthy();
  });
});
