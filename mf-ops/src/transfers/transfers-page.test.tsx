import { updateAbility } from '@portal/shared';
import type { OpsTempTransaction } from '@portal/shared/contract';
import '@portal/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, hoursAgo, listOf, renderConsolePage, useConsoleTestSetup } from '../common/console-test-kit';
import { en } from '../i18n/en';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { TRANSFERS_KEY } from '../queue/queue-keys';
import { transferListParams } from './transfer-queries';
import { TransfersPage } from './transfers-page';

// Issue 27.3: the bank-transfer queue's own part (the frame is tested in queue/queue-page.test.tsx): pending
// unless filtered, the receipt beside the amount, the API's overdue flag, confirm and its dialog with the receipt.

useConsoleTestSetup();

const transfer = (reference: string, hours: number, overrides: Partial<OpsTempTransaction> = {}) =>
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
    created_at: hoursAgo(hours),
    company: { id: 'c1', name: { ar: 'شركة الرياض', en: 'Riyadh Demo Trading' } },
    decided_by: null,
    ...overrides,
  }) satisfies OpsTempTransaction;

const renderQueue = (items: OpsTempTransaction[]) =>
  renderConsolePage(<TransfersPage />, '/ops/transfers', [...TRANSFERS_KEY, 'list', FIRST_PAGE], listOf(items));

describe('bank-transfer queue', () => {
  it('asks the API for the pending transfers unless the filters say otherwise', () => {
    expect(transferListParams({ page: 1 })).toMatchObject({ status: 'pending', sortBy: 'created_at' });
    expect(transferListParams({ status: 'rejected', overdue: 'true' })).toMatchObject({ status: 'rejected' });
  });

  it('shows each receipt, the status and the reason of a rejected one; the API’s overdue flag', async () => {
    updateAbility([OPS_CONSOLE_RULES.transfersRead]);
    renderQueue([
      transfer('TRF-000001', 3, { overdue: true }),
      transfer('TRF-000002', 5, { status: 'rejected', reason: 'Unreadable' }),
    ]);
    expect(await screen.findAllByRole('button', { name: /Open the receipt receipt\.pdf/ })).toHaveLength(2);
    expect(screen.getByText('Unreadable')).toBeTruthy();
    expect(screen.getAllByTestId('transfer-overdue')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: en.pages.transfers })).toBeTruthy();
  });

  it('confirm: the dialog shows the company, amount and receipt, and says the wallet is credited', async () => {
    updateAbility([OPS_CONSOLE_RULES.transfersRead, OPS_CONSOLE_RULES.transfersDecide]);
    renderQueue([transfer('TRF-000001', 3, { note: 'March invoice' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm transfer TRF-000001' }));
    const dialog = await screen.findByTestId('transfer-decision-dialog');
    expect(within(dialog).getByText('Riyadh Demo Trading')).toBeTruthy();
    expect(within(dialog).getByText('March invoice')).toBeTruthy();
    expect(within(dialog).getByText(en.transfers.confirmHint)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: en.transfers.confirmSubmit })).toBeTruthy();
  });
});
