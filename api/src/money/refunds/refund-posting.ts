import { localized } from '../../messaging/notifications/notify-company';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { type lockCompanyAccounts, post } from '../ledger/index';

// A refund's journal entry, both ways: asked (the amount leaves the wallet for bank_clearing, a withdraw) and
// rejected by ops (it comes back, bank_clearing → wallet, a deposit). The caller holds the accounts' lock.

export async function postRefundMove(
  scope: CompanyScope,
  accounts: Awaited<ReturnType<typeof lockCompanyAccounts>>,
  move: { way: 'asked' | 'returned'; reference: string; amount: number; by: string | null; now: Date },
): Promise<void> {
  const { reference, amount } = move;
  const asked = move.way === 'asked';
  const wallet = { account: 'wallet' as const, amount: asked ? amount : -amount };
  const bank = { account: 'bank_clearing' as const, amount: -wallet.amount };
  await post(
    scope,
    {
      type: asked ? 'withdraw' : 'deposit',
      method: 'transfer',
      reference,
      description: localized(asked ? 'refund.entry.requested' : 'refund.entry.returned', { reference }),
      createdBy: move.by,
      createdAt: move.now,
      postings: asked ? [wallet, bank] : [bank, wallet],
    },
    accounts,
  );
}
