import {
  messageKey,
  RECEIPT_MAX_BYTES,
  type TempTransaction,
  type TempTransactionListQuery,
  transferFieldsSchema,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { walletTempTransactions } from '../db/schema/index';
import { displayFileName } from '../files/display-name';
import type { FileStore } from '../files/file-store';
import { detectFileType } from '../files/file-type';
import type { Upload } from '../files/upload';
import { AppError, notFound } from '../http/app-error';
import { requestHash, withIdempotency } from '../http/idempotency';
import { pageWindow, sortColumn } from '../http/list-query';
import type { CompanyContext } from '../http/request-context';
import { validate } from '../http/validation';
import {
  asc,
  companyReceiptUrl,
  desc,
  selectCompanyTransfers,
  toTempTransaction,
  transferFilter,
  transferSortable,
} from './transfer-view';

// Recharge by bank transfer (spec §2, §4: confirmed within 24 hours): the receipt is stored, a pending temporary
// transaction is listed; nothing reaches the ledger until ops confirm it (api/src/ops).

const MAX_MB = RECEIPT_MAX_BYTES / (1024 * 1024);
export const fileError = (status: number, message: string) =>
  new AppError(status, status === 413 ? 'errors.payload_too_large' : 'errors.validation', {
    fields: { receipt: [message] },
  });

/** The receipt's name as shown (no path, controls or bidi overrides); package receipts use it too. */
export function displayName(filename: string | undefined): string {
  return displayFileName(filename, 'receipt');
}

export async function submitTransfer(
  ctx: CompanyContext,
  store: FileStore,
  upload: Upload | undefined,
  idempotencyKey: string,
): Promise<{ body: TempTransaction; replayed: boolean }> {
  if (upload?.fieldname !== 'receipt') {
    upload?.file.resume();
    throw fileError(422, messageKey('validation.file_required'));
  }
  let fields: v.InferOutput<typeof transferFieldsSchema>;
  try {
    fields = validate(transferFieldsSchema, upload.fields);
  } catch (error) {
    upload.file.resume();
    throw error;
  }
  const stored = await store.save(upload.file);
  const mime = detectFileType(stored.head);
  if (upload.file.truncated || mime === null) {
    await store.remove(stored.storageKey);
    throw upload.file.truncated
      ? fileError(413, messageKey('validation.file_size', { n: MAX_MB }))
      : fileError(422, messageKey('validation.file_type'));
  }
  try {
    const result = await withIdempotency(
      ctx.scope,
      {
        userId: ctx.actor.userId,
        route: 'POST /api/v1/company/wallets/walletTempTransaction',
        key: idempotencyKey,
        hash: requestHash({ amount: fields.amount, note: fields.note ?? null, sha256: stored.sha256 }),
        now: ctx.now,
      },
      async (tx) => {
        const [created] = await tx
          .insert(walletTempTransactions)
          .values({
            amount: fields.amount,
            note: fields.note ?? null,
            receiptStorageKey: stored.storageKey,
            receiptOriginalName: displayName(upload.filename),
            receiptMime: mime,
            receiptSize: stored.size,
            receiptSha256: stored.sha256,
            createdBy: ctx.actor.userId,
            createdAt: ctx.now,
          })
          .returning({ id: walletTempTransactions.id });
        const [row] = await selectCompanyTransfers(tx, eq(walletTempTransactions.id, created!.id));
        return { status: 201, body: toTempTransaction(row!, companyReceiptUrl(created!.id)) };
      },
    );
    // A replay keeps the first upload's file; this copy is not needed.
    if (result.replayed) await store.remove(stored.storageKey);
    return { body: result.body, replayed: result.replayed };
  } catch (error) {
    await store.remove(stored.storageKey);
    throw error;
  }
}

export async function listTransfers(ctx: CompanyContext, query: TempTransactionListQuery) {
  const where = transferFilter(query);
  const column = sortColumn(query, transferSortable, walletTempTransactions.seq);
  const direction = query.sortBy ? (query.sortDesc ? desc : asc) : desc;
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    selectCompanyTransfers(ctx.scope, where)
      .orderBy(direction(column), desc(walletTempTransactions.seq))
      .limit(limit)
      .offset(offset),
    ctx.scope.count(walletTempTransactions, where),
  ]);
  return { items: rows.map((row) => toTempTransaction(row, companyReceiptUrl(row.transfer.id))), total };
}

export async function getTransfer(ctx: CompanyContext, id: string): Promise<TempTransaction> {
  const [row] = await selectCompanyTransfers(ctx.scope, eq(walletTempTransactions.id, id));
  if (!row) throw notFound();
  return toTempTransaction(row, companyReceiptUrl(id));
}

export async function receiptOf(ctx: CompanyContext, store: FileStore, id: string) {
  const [row] = await selectCompanyTransfers(ctx.scope, eq(walletTempTransactions.id, id));
  if (!row || !(await store.exists(row.transfer.receiptStorageKey))) throw notFound();
  return { row: row.transfer, stream: store.open(row.transfer.receiptStorageKey) };
}
