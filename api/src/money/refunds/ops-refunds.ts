import type { OpsWalletRefund } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import { recordOpsAction } from '../../back-office/ops/audit/record-ops-action';
import { localized, notifyCompany } from '../../messaging/notifications/notify-company';
import { walletRefunds } from '../../platform/db/schema/index';
import { type CompanyScope, companyScope } from '../../platform/db/scoped-db';
import { recordEvent, recordOpsQueueChange } from '../../platform/events/record-event';
import { AppError, notFound } from '../../platform/http/app-error';
import { onceIfKeyed, requestHash } from '../../platform/http/idempotency';
import type { SignedInContext } from '../../platform/http/request-context';
import { referenceOf, sarText } from '../../platform/money-text/money-format';
import { lockCompanyAccounts } from '../ledger/index';
import { postRefundMove } from './refund-posting';
import { selectRefunds, toOpsRefund } from './refund-view';

// The ops side of refunds (/api/v1/ops/wallets/refunds, ops accounts only): the pending ones oldest first; paying
// one out (the bank transfer is done: status only, the money left the wallet when asked) or rejecting it (the
// amount goes back to the wallet, bank_clearing → wallet), each in one transaction of the refund's company.

const system = (ctx: SignedInContext) => ctx.systemDb('ops: platform staff pay refunds of every company');

export async function listOpsRefunds(ctx: SignedInContext, status: string | undefined): Promise<OpsWalletRefund[]> {
  const rows = await selectRefunds(system(ctx))
    .where(status ? eq(walletRefunds.status, status) : undefined)
    .orderBy(asc(walletRefunds.createdAt))
    .limit(200);
  return rows.map(toOpsRefund);
}

type Decision = { kind: 'pay'; bankReference: string } | { kind: 'reject'; reason: string };

async function lockPending(tx: CompanyScope, id: string) {
  const [row] = await tx.select({ refund: walletRefunds }).from(walletRefunds, eq(walletRefunds.id, id)).for('update');
  if (!row) throw notFound();
  if (row.refund.status !== 'pending') throw new AppError(409, 'refund.already_decided');
  return row.refund;
}

export async function decideRefund(
  ctx: SignedInContext,
  id: string,
  decision: Decision,
  idempotencyKey: string | null,
): Promise<OpsWalletRefund> {
  const db = system(ctx);
  const [owner] = await db
    .select({ companyId: walletRefunds.companyId })
    .from(walletRefunds)
    .where(eq(walletRefunds.id, id));
  if (!owner) throw notFound();
  const scope = companyScope(db, { companyId: owner.companyId, membershipId: null });
  const work = async (tx: CompanyScope) => {
    const refund = await lockPending(tx, id);
    const reference = referenceOf('RFD', refund.seq);
    const status = decision.kind === 'pay' ? 'paid' : 'rejected';
    await recordOpsAction(tx.db, ctx.actor, ctx.now, {
      action: decision.kind === 'pay' ? 'refund.pay' : 'refund.reject',
      targetType: 'refund',
      targetId: id,
      companyId: owner.companyId,
      details: {
        reference,
        amount: refund.amount,
        ...(decision.kind === 'reject' ? { reason: decision.reason } : { bank_reference: decision.bankReference }),
      },
    });
    if (decision.kind === 'reject') {
      const accounts = await lockCompanyAccounts(tx);
      const move = { way: 'returned', reference, amount: refund.amount, by: ctx.actor.userId, now: ctx.now } as const;
      await postRefundMove(tx, accounts, move);
    }
    // The other agents' open queues drop it (the ops stream).
    await recordOpsQueueChange(tx, 'refunds_pending', ctx.now);
    await tx.update(
      walletRefunds,
      {
        status,
        reason: decision.kind === 'reject' ? decision.reason : null,
        bankReference: decision.kind === 'pay' ? decision.bankReference : null,
        decidedBy: ctx.actor.userId,
        decidedAt: ctx.now,
      },
      eq(walletRefunds.id, id),
    );
    const amount = sarText(refund.amount);
    const notificationId = await notifyCompany(tx.db, {
      companyId: owner.companyId,
      userId: refund.createdBy,
      type: 'PAYMENT',
      title: localized(`refund.notify.${status}_title`),
      body: localized(`refund.notify.${status}_body`, {
        reference,
        amount,
        reason: decision.kind === 'reject' ? decision.reason : '',
      }),
      data: { reference, page: 'refunds' },
      createdAt: ctx.now,
    });
    // The company's open wallet page refreshes (event stream): the balance when rejected, the refund's status always;
    // push carries the notification (notificationId).
    await recordEvent(tx, {
      type: 'WALLET_CHANGED',
      payload: { reference, amount: refund.amount, method: 'transfer', status },
      createdAt: ctx.now,
      notificationId,
    });
    return { status: 200, body: { id } };
  };
  const request = {
    userId: ctx.actor.userId,
    route: `POST /api/v1/ops/wallets/refunds/:id/${decision.kind}`,
    now: ctx.now,
  };
  await onceIfKeyed(scope, { ...request, key: idempotencyKey, hash: requestHash({ id, ...decision }) }, work);
  const [row] = await selectRefunds(db).where(eq(walletRefunds.id, id));
  return toOpsRefund(row!);
}
