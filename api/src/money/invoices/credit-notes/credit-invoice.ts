import type { InvoiceKind } from '@portal/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { localized } from '../../../messaging/notifications/notify-company';
import { invoiceLines, invoices } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { type IssuedInvoice, issueInvoice } from '../issue-invoice';

// A credit note for money given back on an invoiced sale (issue 31.6, ADR 0061), issued in the caller's transaction
// (the cancellation's or refund's, beside its ledger entry). It credits at most what the invoice still holds:
// the invoice's total less its earlier credit notes, read with the invoice's row locked. Crediting the whole of an
// untouched invoice repeats its lines and discount; a part is one line whose VAT is the invoice's share of it
// (the last part takes the VAT left, so the notes of an invoice add up to it exactly).

export interface CreditRequest {
  invoiceId: string;
  /** Halalas given back, VAT included. */
  amount: number;
  reason: string;
  now: Date;
}

/** The credit note, or null when nothing is left to credit (or the invoice is not the scope's). */
export async function creditInvoice(scope: CompanyScope, request: CreditRequest): Promise<IssuedInvoice | null> {
  const [invoice] = await scope
    .select({
      id: invoices.id,
      code: invoices.code,
      kind: invoices.kind,
      documentType: invoices.documentType,
      discount: invoices.discount,
      couponCode: invoices.couponCode,
      vat: invoices.vat,
      total: invoices.total,
    })
    .from(invoices, eq(invoices.id, request.invoiceId))
    .for('update');
  if (invoice?.documentType !== 'invoice') return null;
  const [credited] = await scope
    .select({
      total: sql<number>`COALESCE(SUM(${invoices.total}), 0)::bigint`.mapWith(Number),
      vat: sql<number>`COALESCE(SUM(${invoices.vat}), 0)::bigint`.mapWith(Number),
    })
    .from(invoices, eq(invoices.creditedInvoiceId, invoice.id));
  const left = { total: invoice.total - (credited?.total ?? 0), vat: invoice.vat - (credited?.vat ?? 0) };
  const amount = Math.min(request.amount, left.total);
  if (amount <= 0) return null;

  const credits = { invoiceId: invoice.id, invoiceCode: invoice.code, reason: request.reason };
  const common = { kind: invoice.kind as InvoiceKind, status: 'paid' as const, issuedAt: request.now, paid: amount };
  if (amount === invoice.total) {
    const lines = await scope.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id))
      .orderBy(asc(invoiceLines.position));
    return issueInvoice(scope, {
      ...common,
      credits,
      lines: lines.map(({ description, quantity, unitPrice, vat }) => ({ description, quantity, unitPrice, vat })),
      discount: invoice.discount,
      couponCode: invoice.couponCode,
    });
  }
  const vat = amount === left.total ? left.vat : Math.min(left.vat, Math.round((amount * invoice.vat) / invoice.total));
  const description = localized('invoices.line.credit', { code: invoice.code });
  return issueInvoice(scope, {
    ...common,
    credits,
    lines: [{ description, quantity: 1, unitPrice: amount - vat, vat }],
  });
}
