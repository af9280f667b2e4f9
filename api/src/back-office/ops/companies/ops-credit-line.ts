import type { Wallet } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { localized, notifyCompany } from '../../../messaging/notifications/notify-company';
import { readCompanyAccounts, setCreditLimit } from '../../../money/ledger/index';
import { readWallet } from '../../../money/wallet/wallet-service';
import { companies } from '../../../platform/db/schema/index';
import { type CompanyScope, companyScope } from '../../../platform/db/scoped-db';
import { recordEvent } from '../../../platform/events/record-event';
import { notFound } from '../../../platform/http/app-error';
import { onceIfKeyed, requestHash } from '../../../platform/http/idempotency';
import type { SignedInContext } from '../../../platform/http/request-context';
import { sarText } from '../../../platform/money-text/money-format';
import { recordOpsAction } from '../audit/record-ops-action';

// PUT ops/companies/:id/credit-line (issue 27.6): ops set a company's credit limit with a reason. One transaction:
// the limit, the audit row, the company's bell notification and the WALLET_CHANGED event its open wallet page
// refreshes on. With an Idempotency-Key a retry is answered once; the same limit again changes nothing (no audit
// row, no notification), so even a retry without a key tells the company nothing twice.

const ROUTE = 'PUT /api/v1/ops/companies/:id/credit-line';

export async function updateCreditLine(
  ctx: SignedInContext,
  companyId: string,
  { limit, reason }: { limit: number; reason: string },
  idempotencyKey: string | null,
): Promise<Wallet> {
  const db = ctx.systemDb("ops: a company's credit line");
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  const scope = companyScope(db, { companyId, membershipId: null });
  const work = async (tx: CompanyScope) => {
    const previous = (await readCompanyAccounts(tx)).creditLimit;
    await setCreditLimit(tx, limit); // locks the accounts; refuses a limit below the credit already used
    if (previous === limit) return { status: 200, body: { companyId } };
    await recordOpsAction(tx.db, ctx.actor, ctx.now, {
      action: 'credit_line.update',
      targetType: 'company',
      targetId: companyId,
      companyId,
      details: { from: previous, to: limit, reason },
    });
    const notificationId = await notifyCompany(tx.db, {
      companyId,
      type: 'PAYMENT',
      title: localized('ops.notify.credit_line_title'),
      body: localized('ops.notify.credit_line_body', { amount: sarText(limit), reason }),
      data: { credit_limit: limit, page: 'wallet' },
      createdAt: ctx.now,
    });
    await recordEvent(tx, {
      type: 'WALLET_CHANGED',
      payload: { credit_limit: limit, previous_limit: previous },
      createdAt: ctx.now,
      notificationId,
    });
    return { status: 200, body: { companyId } };
  };
  const request = { userId: ctx.actor.userId, route: ROUTE, key: idempotencyKey, now: ctx.now };
  await onceIfKeyed(scope, { ...request, hash: requestHash({ companyId, limit, reason }) }, work);
  return readWallet(scope, ctx.lang);
}
