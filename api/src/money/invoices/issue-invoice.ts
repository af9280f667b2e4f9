import type { InvoiceKind, InvoiceStatus, LocalizedText } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { currentSettings } from '../../back-office/ops/platform-settings/platform-settings-queries';
import { sellerOf } from '../../back-office/ops/platform-settings/platform-settings-view';
import type { Queryable } from '../../platform/db/database';
import { invoiceCounters, invoiceLines, invoices } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { AppError } from '../../platform/http/app-error';

// Issues an invoice inside the caller's transaction (DOMAIN.md §3). The number comes from the company's counter
// row, incremented with an upsert that holds the row lock until the transaction ends: two concurrent invoices
// of one company get consecutive numbers, and a rolled-back one gives its number back (no gaps, no duplicates).

interface InvoiceLineInput {
  description: LocalizedText;
  quantity: number;
  /** Halalas, before VAT. */
  unitPrice: number;
  /** Halalas of VAT on this line (0 for a recharge: a prepayment, VAT is charged on the services). */
  vat: number;
}

export interface IssueInvoiceInput {
  kind: InvoiceKind;
  status: InvoiceStatus;
  issuedAt: Date;
  lines: InvoiceLineInput[];
  discount?: number;
  /** Halalas already paid (the whole total for a paid recharge). */
  paid: number;
  paymentId?: string | null;
}

export interface IssuedInvoice {
  id: string;
  number: number;
  code: string;
  total: number;
}

function invoiceCode(issuedAt: Date, number: number): string {
  return `INV-${issuedAt.getUTCFullYear()}-${String(number).padStart(6, '0')}`;
}

/**
 * The seller of the current platform settings, copied onto the invoice with its version (ADR 0035). Until ops set
 * it no invoice is issued: 503, so the sale's transaction rolls back and a gateway callback is retried later.
 */
async function currentSeller(db: Queryable) {
  const settings = await currentSettings(db);
  const seller = sellerOf(settings);
  if (!seller) throw new AppError(503, 'platform_settings.seller_not_configured');
  return { ...seller, version: settings.version };
}

/** `scope` must be bound to the transaction of the sale or payment the invoice is for. */
export async function issueInvoice(scope: CompanyScope, input: IssueInvoiceInput): Promise<IssuedInvoice> {
  if (input.lines.length === 0) throw new Error('an invoice needs at least one line');
  const subtotal = input.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const vat = input.lines.reduce((sum, line) => sum + line.vat, 0);
  const discount = input.discount ?? 0;
  const total = subtotal - discount + vat;

  const seller = await currentSeller(scope.db);
  const buyer = await scope.company();
  if (!buyer) throw new Error(`company ${scope.companyId} not found`);

  const [counter] = await scope
    .insert(invoiceCounters)
    .values({ lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.companyId,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ number: invoiceCounters.lastNumber });
  const number = counter!.number;
  const code = invoiceCode(input.issuedAt, number);

  const [invoice] = await scope
    .insert(invoices)
    .values({
      number,
      code,
      kind: input.kind,
      status: input.status,
      issuedAt: input.issuedAt,
      sellerNameAr: seller.name.ar,
      sellerNameEn: seller.name.en,
      sellerVatNumber: seller.vat_number,
      sellerCrNumber: seller.cr_number,
      sellerAddress: seller.address,
      sellerSettingsVersion: seller.version,
      buyerNameAr: buyer.nameAr,
      buyerNameEn: buyer.nameEn,
      buyerCrNumber: buyer.crNumber,
      buyerVatNumber: buyer.vatNumber,
      subtotal,
      discount,
      vat,
      total,
      paid: input.paid,
      paymentId: input.paymentId ?? null,
    })
    .returning({ id: invoices.id });
  await scope.db.insert(invoiceLines).values(
    input.lines.map((line, at) => ({
      invoiceId: invoice!.id,
      position: at + 1,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amount: line.quantity * line.unitPrice,
      vat: line.vat,
    })),
  );
  return { id: invoice!.id, number, code, total };
}
