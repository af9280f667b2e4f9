import { basisPointsOf, type InvoiceKind, VAT_RATE_BP } from '@portal/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { localized } from '../../../messaging/notifications/notify-company';
import { invoiceLines, invoices } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { type IssuedInvoice, issueInvoice } from '../issue-invoice';

// A credit note for money given back on an invoiced sale (issue 31.6, ADR 0061), issued in the caller's transaction
// (the cancellation's or refund's, beside its ledger entry). It credits at most what the invoice still holds:
// the invoice's total less its earlier credit notes, read with the invoice's row locked. Crediting the whole of an
// untouched invoice repeats its lines and discount; a part is one line whose VAT is the rate's share of it, as
// ZATCA checks it (line VAT = net × rate, rounded).

/**
 * The VAT inside `amount` at `rateBp`: the net n with n + round(n × rate) = amount. A few amounts have no such n
 * (the rounding steps over them); they keep the nearest net and their VAT is off the rate by one halala.
 */
export function vatInside(amount: number, rateBp: number): number {
  const near = Math.round((amount * 10_000) / (10_000 + rateBp));
  const net = [near, near - 1, near + 1].find((n) => n + basisPointsOf(n, rateBp) === amount) ?? near;
  return amount - net;
}

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
      offerName: invoices.offerName,
      vat: invoices.vat,
      total: invoices.total,
    })
    .from(invoices, eq(invoices.id, request.invoiceId))
    .for('update');
  if (invoice?.documentType !== 'invoice') return null;
  const [credited] = await scope
    .select({
      total: sql<number>`COALESCE(SUM(${invoices.total}), 0)::bigint`.mapWith(Number),
    })
    .from(invoices, eq(invoices.creditedInvoiceId, invoice.id));
  const amount = Math.min(request.amount, invoice.total - (credited?.total ?? 0));
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
      offerName: invoice.offerName,
    });
  }
  const vat = vatInside(amount, invoice.vat > 0 ? VAT_RATE_BP : 0);
  const description = localized('invoices.line.credit', { code: invoice.code });
  return issueInvoice(scope, {
    ...common,
    credits,
    lines: [{ description, quantity: 1, unitPrice: amount - vat, vat }],
  });
}
