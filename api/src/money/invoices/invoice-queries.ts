import type {
  INVOICE_SORT_KEYS,
  InvoiceDetail,
  InvoiceListItem,
  InvoiceListQuery,
  InvoiceStatus,
  PaymentMethod,
} from '@portal/contract';
import { asc, desc, eq, getTableColumns, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../platform/db/like';
import { invoiceLines, invoices, payments } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { sortColumn } from '../../platform/http/list-query';
import { dueAt, shownStatus, shownStatusSql } from './invoice-status';
import { STAMPED_QR_PATTERN } from './stamp/stamped-qr';
import { zatcaQrBase64 } from './zatca-qr';

// company/invoices/invoice reads, through the caller's company scope (ADR 0005): an invoice of another company is
// simply not found (404). Invoices are company-wide (no branch limit). Lines are read only for an invoice found
// through the scope.

type InvoiceRow = Omit<typeof invoices.$inferSelect, 'clearedXml'>;
export type InvoiceFilter = Pick<InvoiceListQuery, 'q' | 'kind' | 'status' | 'date_from' | 'date_to'>;
type Sort = Pick<InvoiceListQuery, 'sortBy' | 'sortDesc'>;

/** `YYYY-MM-DD` at midnight in Riyadh (UTC+3 all year, no DST) as an instant. */
function riyadhMidnight(date: string, plusDays = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00+03:00`) + plusDays * 86_400_000);
}

function conditionsOf(filter: InvoiceFilter, now: Date): (SQL | undefined)[] {
  return [
    filter.q ? ilike(invoices.code, containsPattern(filter.q)) : undefined,
    filter.kind ? eq(invoices.kind, filter.kind) : undefined,
    filter.status ? sql`${shownStatusSql(now)} = ${filter.status}` : undefined,
    // The date range is inclusive on both ends, in Riyadh days.
    filter.date_from ? gte(invoices.issuedAt, riyadhMidnight(filter.date_from)) : undefined,
    filter.date_to ? lt(invoices.issuedAt, riyadhMidnight(filter.date_to, 1)) : undefined,
  ];
}

function orderOf(sort: Sort, now: Date): SQL[] {
  const sortable: Record<(typeof INVOICE_SORT_KEYS)[number], SQL | PgColumn> = {
    issued_at: invoices.issuedAt,
    number: invoices.number,
    total: invoices.total,
    status: shownStatusSql(now),
  };
  const column = sortColumn(sort, sortable, null);
  // Newest first unless asked otherwise; the number breaks ties so pages never overlap.
  if (column === null) return [desc(invoices.number)];
  const direction = sort.sortDesc ? desc : asc;
  return [direction(column), direction(invoices.number)];
}

// The cleared document is read only for its download (invoice-service.ts), never with the list or the detail.
const { clearedXml: _clearedXml, ...listColumns } = getTableColumns(invoices);

function toListItem(row: InvoiceRow, now: Date): InvoiceListItem {
  return {
    id: row.id,
    number: row.number,
    code: row.code,
    document_type: row.documentType as InvoiceListItem['document_type'],
    kind: row.kind as InvoiceListItem['kind'],
    status: shownStatus(row.status as InvoiceStatus, row.issuedAt, now),
    issued_at: row.issuedAt.toISOString(),
    due_at: dueAt(row.issuedAt).toISOString(),
    subtotal: row.subtotal,
    discount: row.discount,
    vat: row.vat,
    total: row.total,
    paid: row.paid,
    due: row.total - row.paid,
    currency: 'SAR',
    payment_id: row.paymentId,
    clearance: {
      status: row.clearanceStatus,
      messages: row.clearanceMessages.map(({ code, message }) => ({ code, message })),
    },
  };
}

export async function findInvoices(
  scope: CompanyScope,
  query: InvoiceFilter & Sort,
  window: { limit: number; offset: number },
  now: Date,
): Promise<InvoiceListItem[]> {
  const rows = await scope
    .select(listColumns)
    .from(invoices, ...conditionsOf(query, now))
    .orderBy(...orderOf(query, now))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => toListItem(row, now));
}

export function countInvoices(scope: CompanyScope, filter: InvoiceFilter, now: Date): Promise<number> {
  return scope.count(invoices, ...conditionsOf(filter, now));
}

/**
 * The QR of the stamped document as stored (ADR 0068): the base64 of its QR reference (KSA-14), cut out by the
 * database so that the detail never carries the whole document. Null until the invoice is cleared or reported.
 */
const stampedQr = sql<string | null>`substring(${invoices.clearedXml} from ${STAMPED_QR_PATTERN})`;

export async function findInvoice(scope: CompanyScope, id: string, now: Date): Promise<InvoiceDetail | null> {
  const [row] = await scope
    .select({ ...listColumns, stampedQr })
    .from(invoices, eq(invoices.id, id))
    .limit(1);
  if (!row) return null;
  const lines = await scope.db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, row.id))
    .orderBy(asc(invoiceLines.position));
  return {
    ...toListItem(row, now),
    coupon_code: row.couponCode,
    offer_name: row.offerName,
    // The seller as it was when the invoice was issued (ADR 0035); CR and address are null on invoices from before.
    seller: {
      name: { ar: row.sellerNameAr, en: row.sellerNameEn },
      vat_number: row.sellerVatNumber,
      cr_number: row.sellerCrNumber,
      address: row.sellerAddress,
    },
    buyer: {
      name: { ar: row.buyerNameAr, en: row.buyerNameEn },
      cr_number: row.buyerCrNumber,
      vat_number: row.buyerVatNumber,
      address: row.buyerAddress,
    },
    ...(await creditLinks(scope, row)),
    lines: lines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      amount: line.amount,
      vat: line.vat,
    })),
    chain:
      row.einvoicingUnit && row.icv !== null && row.previousHash && row.hash
        ? { unit: row.einvoicingUnit, icv: row.icv, uuid: row.id, previous_hash: row.previousHash, hash: row.hash }
        : null,
    // The phase-2 QR (tags 1–9) of the document ZATCA cleared or received; before that, or for an invoice never
    // sent (phase 1), the five tags derived from the stored invoice (ZATCA reads the seller's Arabic name).
    qr:
      row.stampedQr?.replace(/\s+/g, '') ??
      zatcaQrBase64({
        sellerName: row.sellerNameAr,
        vatNumber: row.sellerVatNumber,
        issuedAt: row.issuedAt,
        totalWithVatHalalas: row.total,
        vatTotalHalalas: row.vat,
      }),
  };
}

/** A credit note's invoice and reason; an invoice's credit notes (ADR 0061), through the same scope. */
async function creditLinks(
  scope: CompanyScope,
  row: InvoiceRow,
): Promise<Pick<InvoiceDetail, 'credits' | 'credit_notes'>> {
  if (row.creditedInvoiceId) {
    const [credited] = await scope
      .select({ id: invoices.id, code: invoices.code })
      .from(invoices, eq(invoices.id, row.creditedInvoiceId))
      .limit(1);
    return { credits: credited ? { ...credited, reason: row.creditReason ?? '' } : null, credit_notes: [] };
  }
  const notes = await scope
    .select({ id: invoices.id, code: invoices.code, issuedAt: invoices.issuedAt, total: invoices.total })
    .from(invoices, eq(invoices.creditedInvoiceId, row.id))
    .orderBy(asc(invoices.number));
  return {
    credits: null,
    credit_notes: notes.map(({ issuedAt, ...note }) => ({ ...note, issued_at: issuedAt.toISOString() })),
  };
}

/** How the invoice's payment was made (its UBL payment means); null when the payment is not the company's. */
export async function invoicePaymentMethod(scope: CompanyScope, paymentId: string): Promise<PaymentMethod | null> {
  const [row] = await scope.select({ method: payments.method }).from(payments, eq(payments.id, paymentId)).limit(1);
  return (row?.method as PaymentMethod | undefined) ?? null;
}
