import type { OpsTempTransaction, TempTransaction, TempTransactionListQuery } from '@portal/contract';
import { aliasedTable, and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { companies, users, walletTempTransactions } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { newestFirstOrder } from '../../platform/http/list-query';
import { referenceOf, seqFromReference, withinRiyadhDays } from '../../platform/money-text/money-format';

// Bank-transfer receipts as the contract shows them, to the company and to ops.

type Row = typeof walletTempTransactions.$inferSelect;
const deciders = aliasedTable(users, 'deciders');

export const transferColumns = {
  transfer: walletTempTransactions,
  creatorName: users.fullName,
  deciderName: deciders.fullName,
  companyNameAr: companies.nameAr,
  companyNameEn: companies.nameEn,
};

export function toTempTransaction(
  row: { transfer: Row; creatorName: string | null },
  receiptUrl: string,
): TempTransaction {
  const t = row.transfer;
  return {
    id: t.id,
    reference: referenceOf('TRF', t.seq),
    amount: t.amount,
    currency: 'SAR',
    status: t.status as TempTransaction['status'],
    overdue: t.overdue,
    note: t.note,
    receipt: {
      original_name: t.receiptOriginalName,
      mime: t.receiptMime as TempTransaction['receipt']['mime'],
      size: t.receiptSize,
      url: receiptUrl,
    },
    reason: t.reason,
    decided_at: t.decidedAt?.toISOString() ?? null,
    payment_id: t.paymentId,
    invoice_id: null,
    created_by: t.createdBy && row.creatorName ? { id: t.createdBy, name: row.creatorName } : null,
    created_at: t.createdAt.toISOString(),
  };
}

export function toOpsTempTransaction(row: {
  transfer: Row;
  creatorName: string | null;
  deciderName: string | null;
  companyNameAr: string | null;
  companyNameEn: string | null;
}): OpsTempTransaction {
  const t = row.transfer;
  return {
    ...toTempTransaction(row, `/api/v1/ops/wallets/temp-transactions/${t.id}/receipt`),
    company: { id: t.companyId, name: { ar: row.companyNameAr ?? '', en: row.companyNameEn ?? '' } },
    decided_by: t.decidedBy && row.deciderName ? { id: t.decidedBy, name: row.deciderName } : null,
  };
}

export const companyReceiptUrl = (id: string) => `/api/v1/company/wallets/walletTempTransaction/${id}/receipt`;

type Filter = Omit<TempTransactionListQuery, 'page' | 'perPage' | 'sortBy' | 'sortDesc'>;

export function transferFilter(query: Filter): SQL | undefined {
  const seq = query.q ? seqFromReference(query.q, 'TRF') : null;
  return and(
    query.q ? eq(walletTempTransactions.seq, seq ?? -1) : undefined,
    query.status ? eq(walletTempTransactions.status, query.status) : undefined,
    query.overdue !== undefined ? eq(walletTempTransactions.overdue, query.overdue) : undefined,
    withinRiyadhDays(walletTempTransactions.createdAt, query),
  );
}

export const transferSortable = {
  created_at: walletTempTransactions.seq,
  amount: walletTempTransactions.amount,
  status: walletTempTransactions.status,
};
export { asc, desc };

export function selectCompanyTransfers(scope: CompanyScope, ...conditions: (SQL | undefined)[]) {
  return scope
    .select({ transfer: walletTempTransactions, creatorName: users.fullName })
    .from(walletTempTransactions, ...conditions)
    .leftJoin(users, eq(users.id, walletTempTransactions.createdBy));
}
export { deciders };

/** One window of the company's transfers of the filter in the list's sort (newest first by default): the list's
 * page and the export's pages read it alike. */
export async function transferWindow(
  scope: CompanyScope,
  query: Omit<TempTransactionListQuery, 'page' | 'perPage'>,
  window: { limit: number; offset: number },
): Promise<TempTransaction[]> {
  const rows = await selectCompanyTransfers(scope, transferFilter(query))
    .orderBy(...newestFirstOrder(query, transferSortable, walletTempTransactions.seq))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => toTempTransaction(row, companyReceiptUrl(row.transfer.id)));
}
