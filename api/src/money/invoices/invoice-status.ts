import { INVOICE_PAYMENT_TERM_DAYS, type InvoiceStatus } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import { invoices } from '../../platform/db/schema/index';

// Spec §4 `overdue` is not stored: an invoice still asking for money (unpaid or partial) whose due date
// (issue + INVOICE_PAYMENT_TERM_DAYS) has passed is shown as overdue. Computing it on read means no job can be
// late or missed, and the stored status stays what the payment flow wrote (paid after a late payment).

const DAY_MS = 86_400_000;
const OPEN_STATUSES: readonly InvoiceStatus[] = ['unpaid', 'partial'];

export function dueAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + INVOICE_PAYMENT_TERM_DAYS * DAY_MS);
}

export function shownStatus(stored: InvoiceStatus, issuedAt: Date, now: Date): InvoiceStatus {
  return OPEN_STATUSES.includes(stored) && dueAt(issuedAt) < now ? 'overdue' : stored;
}

/** The same rule in SQL, for the status filter and sort. */
export function shownStatusSql(now: Date): SQL<string> {
  const due = sql`${invoices.issuedAt} + make_interval(days => ${INVOICE_PAYMENT_TERM_DAYS})`;
  return sql<string>`case when ${invoices.status} in ('unpaid', 'partial') and ${due} < ${now.toISOString()}::timestamptz then 'overdue' else ${invoices.status} end`;
}
