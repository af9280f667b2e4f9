import {
  type TempTransaction,
  type TempTransactionListQuery,
  TRANSFER_ENDPOINTS,
  transferFieldsSchema,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { requireBuyerIdentity } from '../../company/account/buyer-identity';
import { walletTempTransactions } from '../../platform/db/schema/index';
import { recordOpsQueueChange } from '../../platform/events/record-event';
import { openStored } from '../../platform/files/storage/open-stored';
import type { FileStorage } from '../../platform/files/storage/storage';
import type { Upload } from '../../platform/files/upload';
import { notFound } from '../../platform/http/app-error';
import { idempotencyRoute, keyedOnce } from '../../platform/http/idempotency';
import { pageWindow } from '../../platform/http/list-query';
import type { CompanyContext } from '../../platform/http/request-context';
import { keepReceiptIfNew, receiveReceipt } from './receipt-intake';
import {
  companyReceiptUrl,
  selectCompanyTransfers,
  toTempTransaction,
  transferFilter,
  transferWindow,
} from './transfer-view';

// Recharge by bank transfer (spec §2, §4: confirmed within 24 hours): the receipt is stored, a pending temporary
// transaction is listed; nothing reaches the ledger until ops confirm it (api/src/back-office/ops).

export async function submitTransfer(
  ctx: CompanyContext,
  store: FileStorage,
  upload: Upload | undefined,
  idempotencyKey: string,
): Promise<{ body: TempTransaction; replayed: boolean }> {
  const receipt = await receiveReceipt(store, upload, transferFieldsSchema);
  const { fields } = receipt;
  return keepReceiptIfNew(store, receipt, () =>
    keyedOnce(
      ctx,
      {
        route: idempotencyRoute(TRANSFER_ENDPOINTS.submit),
        key: idempotencyKey,
        body: { amount: fields.amount, note: fields.note ?? null, sha256: receipt.columns.receiptSha256 },
      },
      async (tx) => {
        await requireBuyerIdentity(tx, ctx.t);
        const [created] = await tx
          .insert(walletTempTransactions)
          .values({
            purpose: 'recharge',
            amount: fields.amount,
            note: fields.note ?? null,
            ...receipt.columns,
            createdBy: ctx.actor.userId,
            createdAt: ctx.now,
          })
          .returning({ id: walletTempTransactions.id });
        await recordOpsQueueChange(tx, 'transfers_pending', ctx.now);
        const [row] = await selectCompanyTransfers(tx, eq(walletTempTransactions.id, created!.id));
        return { status: 201, body: toTempTransaction(row!, companyReceiptUrl(created!.id)) };
      },
    ),
  );
}

export async function listTransfers(ctx: CompanyContext, query: TempTransactionListQuery) {
  const [items, total] = await Promise.all([
    transferWindow(ctx.scope, query, pageWindow(query)),
    ctx.scope.count(walletTempTransactions, transferFilter(query)),
  ]);
  return { items, total };
}

export async function getTransfer(ctx: CompanyContext, id: string): Promise<TempTransaction> {
  const [row] = await selectCompanyTransfers(ctx.scope, eq(walletTempTransactions.id, id));
  if (!row) throw notFound();
  return toTempTransaction(row, companyReceiptUrl(id));
}

export async function receiptOf(ctx: CompanyContext, store: FileStorage, id: string) {
  const [row] = await selectCompanyTransfers(ctx.scope, eq(walletTempTransactions.id, id));
  if (!row) throw notFound();
  return { row: row.transfer, stream: await openStored(store, row.transfer.receiptStorageKey, ctx.log) };
}
