import { REFUND_ENDPOINTS, type WalletRefund, type WalletRefundBody } from '@portal/contract';
import { desc, eq } from 'drizzle-orm';
import { walletRefunds } from '../../platform/db/schema/index';
import { recordEvent, recordOpsQueueChange } from '../../platform/events/record-event';
import { fieldError } from '../../platform/http/app-error';
import { idempotencyRoute, keyedOnce, type Stored } from '../../platform/http/idempotency';
import type { CompanyContext } from '../../platform/http/request-context';
import { referenceOf, sarText } from '../../platform/money-text/money-format';
import { lockCompanyAccounts } from '../ledger/index';
import { postRefundMove } from './refund-posting';
import { selectRefunds, toRefund } from './refund-view';

// POST company/wallets/refunds (refund_payment b2b_payments, Idempotency-Key) and GET (read b2b_payments).
// One transaction: the request row and its journal entry (wallet → bank_clearing, type withdraw). Only the prepaid
// wallet balance can be asked back, never the credit line.

const SHOWN = 50;

export function requestRefund(
  ctx: CompanyContext,
  body: WalletRefundBody & { iban: string; amount: number },
  key: string,
): Promise<Stored<WalletRefund>> {
  return keyedOnce(ctx, { route: idempotencyRoute(REFUND_ENDPOINTS.request), key: key, body: body }, async (tx) => {
    const accounts = await lockCompanyAccounts(tx);
    if (body.amount > accounts.wallet.balance) {
      throw fieldError('amount', 'refund.more_than_balance', { balance: sarText(accounts.wallet.balance) });
    }
    const [refund] = await tx
      .insert(walletRefunds)
      .values({
        amount: body.amount,
        iban: body.iban,
        accountName: body.account_name,
        note: body.note ?? null,
        createdBy: ctx.actor.userId,
        createdAt: ctx.now,
      })
      .returning();
    const reference = referenceOf('RFD', refund!.seq);
    const move = { way: 'asked', reference, amount: body.amount, by: ctx.actor.userId, now: ctx.now } as const;
    await postRefundMove(tx, accounts, move);
    await recordEvent(tx, {
      type: 'WALLET_CHANGED',
      payload: { reference, amount: -body.amount, method: 'transfer' },
      createdAt: ctx.now,
    });
    await recordOpsQueueChange(tx, 'refunds_pending', ctx.now);
    const [row] = await selectRefunds(tx.db).where(tx.owned(walletRefunds, eq(walletRefunds.id, refund!.id)));
    return { status: 201, body: toRefund(row!) };
  });
}

export async function listRefunds(ctx: CompanyContext): Promise<WalletRefund[]> {
  const rows = await selectRefunds(ctx.scope.db)
    .where(ctx.scope.owned(walletRefunds))
    .orderBy(desc(walletRefunds.createdAt), desc(walletRefunds.seq))
    .limit(SHOWN);
  return rows.map(toRefund);
}
