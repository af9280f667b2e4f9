import type { Payment, PaymentListQuery } from '@portal/contract';
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/like';
import { payments } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { newestFirstOrder, pageWindow } from '../../platform/http/list-query';
import type { Translate } from '../../platform/http/request-context';
import { seqFromReference, withinRiyadhDays } from '../../platform/money-text/money-format';
import { selectPayments, toPayment } from './payment-view';

// GET company/wallets/walletPayment: search (reference, gateway id), filters (method, type, status, Riyadh
// date range), sort and page.

const sortable = {
  created_at: payments.seq,
  amount: payments.amount,
  status: payments.status,
  paid_at: payments.paidAt,
};

function paymentFilter(query: Omit<PaymentListQuery, 'page' | 'perPage' | 'sortBy' | 'sortDesc'>): SQL | undefined {
  const q = query.q?.trim();
  const seq = q ? seqFromReference(q, 'PAY') : null;
  return and(
    q
      ? or(seq !== null ? eq(payments.seq, seq) : undefined, ilike(payments.gatewayReference, containsPattern(q)))
      : undefined,
    query.method ? eq(payments.method, query.method) : undefined,
    query.type ? eq(payments.type, query.type) : undefined,
    query.status ? eq(payments.status, query.status) : undefined,
    withinRiyadhDays(payments.createdAt, query),
  );
}

/** One window of the payments of the filter in the list's sort (newest first by default): the list's page and the
 * export's pages read it alike. */
export async function paymentWindow(
  scope: CompanyScope,
  query: Omit<PaymentListQuery, 'page' | 'perPage'>,
  window: { limit: number; offset: number },
  t: Translate,
): Promise<Payment[]> {
  const rows = await selectPayments(scope, paymentFilter(query))
    .orderBy(...newestFirstOrder(query, sortable, payments.seq))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => toPayment(row, t));
}

export async function listPayments(
  scope: CompanyScope,
  query: PaymentListQuery,
  t: Translate,
): Promise<{ items: Payment[]; total: number }> {
  const [items, total] = await Promise.all([
    paymentWindow(scope, query, pageWindow(query), t),
    scope.count(payments, paymentFilter(query)),
  ]);
  return { items, total };
}
