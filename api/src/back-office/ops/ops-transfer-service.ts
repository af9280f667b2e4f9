import type { OpsTempTransaction, OpsTempTransactionListQuery } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { payableOf, type TransferDecision } from '../../money/payments/payables';
import {
  asc,
  deciders,
  desc,
  toOpsTempTransaction,
  transferColumns,
  transferFilter,
  transferSortable,
} from '../../money/transfers/transfer-view';
import type { Db } from '../../platform/db/database';
import { companies, users, walletTempTransactions } from '../../platform/db/schema/index';
import { type CompanyScope, companyScope } from '../../platform/db/scoped-db';
import { recordOpsQueueChange } from '../../platform/events/record-event';
import { openStored } from '../../platform/files/storage/open-stored';
import type { FileStorage } from '../../platform/files/storage/storage';
import { AppError, notFound } from '../../platform/http/app-error';
import { onceIfKeyed, requestHash } from '../../platform/http/idempotency';
import { pageWindow, sortColumn } from '../../platform/http/list-query';
import type { SignedInContext } from '../../platform/http/request-context';
import { recordOpsAction } from './audit/record-ops-action';
import { currentSettings } from './platform-settings/platform-settings-queries';

// The ops side of bank transfers (/api/v1/ops/…, ops accounts only). Ops work across companies,
// so they go through the named system door; every change then runs in a scope of the one company it concerns.

const system = (ctx: SignedInContext) => ctx.systemDb('ops: platform staff work on every company');

function selectOps(db: Db) {
  return db
    .select(transferColumns)
    .from(walletTempTransactions)
    .leftJoin(users, eq(users.id, walletTempTransactions.createdBy))
    .leftJoin(deciders, eq(deciders.id, walletTempTransactions.decidedBy))
    .leftJoin(companies, eq(companies.id, walletTempTransactions.companyId));
}

export async function listOpsTransfers(ctx: SignedInContext, query: OpsTempTransactionListQuery) {
  const db = system(ctx);
  const where = and(
    transferFilter(query),
    query.company_id ? eq(walletTempTransactions.companyId, query.company_id) : undefined,
  );
  const column = sortColumn(query, transferSortable, walletTempTransactions.seq);
  // Oldest pending first is what ops work through; otherwise newest first.
  const direction = query.sortBy ? (query.sortDesc ? desc : asc) : desc;
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    selectOps(db).where(where).orderBy(direction(column)).limit(limit).offset(offset),
    db.$count(walletTempTransactions, where),
  ]);
  return { items: rows.map(toOpsTempTransaction), total };
}

/** The receipt a transfer's `receipt.url` names for ops (issue 27.3: shown beside the amount and the company). */
export async function opsReceiptOf(ctx: SignedInContext, store: FileStorage, id: string) {
  const [row] = await system(ctx).select().from(walletTempTransactions).where(eq(walletTempTransactions.id, id));
  if (!row) throw notFound();
  return {
    filename: row.receiptOriginalName,
    contentType: row.receiptMime,
    body: await openStored(store, row.receiptStorageKey, ctx.log),
    size: row.receiptSize,
    disposition: 'inline' as const,
  };
}

async function findOps(db: Db, id: string): Promise<OpsTempTransaction> {
  const [row] = await selectOps(db).where(eq(walletTempTransactions.id, id));
  if (!row) throw notFound();
  return toOpsTempTransaction(row);
}

export async function getOpsTransfer(ctx: SignedInContext, id: string) {
  return findOps(system(ctx), id);
}

/** The pending transfer, locked in the company's scope; anything already decided is a 409. */
async function lockPending(scope: CompanyScope, id: string) {
  const [row] = await scope
    .select({ transfer: walletTempTransactions })
    .from(walletTempTransactions, eq(walletTempTransactions.id, id))
    .for('update');
  if (!row) throw notFound();
  if (row.transfer.status !== 'pending') throw new AppError(409, 'money.transfer_already_decided');
  return row.transfer;
}

async function companyOf(ctx: SignedInContext, id: string): Promise<string> {
  const [row] = await system(ctx)
    .select({ companyId: walletTempTransactions.companyId })
    .from(walletTempTransactions)
    .where(eq(walletTempTransactions.id, id));
  if (!row) throw notFound();
  return row.companyId;
}

/**
 * Confirms (bank_clearing → credit line / wallet, a paid transfer payment and its invoice, a notification) or
 * rejects (reason, a notification) one pending transfer, all in ONE transaction. An Idempotency-Key is honoured
 * when sent; without one the pending → decided guard still makes a second attempt a 409 that moves nothing.
 */
export async function decideTransfer(
  ctx: SignedInContext,
  id: string,
  decision: TransferDecision,
  idempotencyKey: string | null,
): Promise<OpsTempTransaction> {
  const db = system(ctx);
  const companyId = await companyOf(ctx, id);
  const scope = companyScope(db, { companyId, membershipId: null });
  const work = async (tx: CompanyScope) => {
    const transfer = await lockPending(tx, id);
    await recordOpsAction(tx.db, ctx.actor, ctx.now, {
      action: decision.kind === 'confirm' ? 'transfer.confirm' : 'transfer.reject',
      targetType: 'transfer',
      targetId: id,
      companyId,
      details: { amount: transfer.amount, ...(decision.kind === 'reject' ? { reason: decision.reason } : {}) },
    });
    // What the receipt pays for (a recharge, a package, an order…) settles the decision (../payments/payables.ts).
    // No purpose: a receipt older than purposes (migration 0031) that nothing waits for, a recharge as before.
    await payableOf(transfer.purpose ?? 'recharge').decideTransfer(tx, transfer, decision, ctx.actor.userId, ctx.now);
    // The other agents' open queues drop it at once (the ops stream).
    await recordOpsQueueChange(tx, 'transfers_pending', ctx.now);
    return { status: 200, body: { id } };
  };
  const request = {
    userId: ctx.actor.userId,
    route: `POST /api/v1/ops/wallets/temp-transactions/:id/${decision.kind}`,
    now: ctx.now,
  };
  await onceIfKeyed(scope, { ...request, key: idempotencyKey, hash: requestHash({ id, ...decision }) }, work);
  return findOps(db, id);
}

/**
 * The scheduled job (spec §4: confirmed within 24 hours): flags pending transfers older than the platform settings'
 * overdue delay (24 h unless ops change it, issue 27.7) as overdue for ops. One idempotent statement; safe to run
 * from several processes.
 */
export async function flagOverdueTransfers(db: Db, now: Date): Promise<number> {
  const { transferOverdueHours } = await currentSettings(db);
  const cutoff = new Date(now.getTime() - transferOverdueHours * 3600 * 1000);
  const flagged = await db
    .update(walletTempTransactions)
    .set({ overdue: true })
    .where(
      and(
        eq(walletTempTransactions.status, 'pending'),
        eq(walletTempTransactions.overdue, false),
        sql`${walletTempTransactions.createdAt} < ${cutoff}`,
      ),
    )
    .returning({ id: walletTempTransactions.id });
  return flagged.length;
}
