import { randomUUID } from 'node:crypto';
import type { InvoiceKind, InvoiceStatus, LocalizedText } from '@portal/contract';
import { currentSettings } from '../../back-office/ops/platform-settings/platform-settings-queries';
import { sellerOf } from '../../back-office/ops/platform-settings/platform-settings-view';
import type { Queryable } from '../../platform/db/database';
import { invoiceLines, invoices } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { AppError } from '../../platform/http/app-error';
import { einvoicingUnit } from './sequence/einvoicing-unit';
import { invoiceHash } from './sequence/invoice-hash';
import { chainHash, takeSequencePlace } from './sequence/seller-sequence';

// Issues an invoice inside the caller's transaction (DOMAIN.md §3, ADR 0054). The number, the ICV and the PIH come
// from the seller sequence of the configured e-invoicing unit, locked until the transaction ends: invoices of all
// companies get consecutive numbers, a rolled-back one gives its place back (no gaps, no duplicates), and each
// invoice's hash is chained to the one before. The UUID is the invoice's id.

let issued = 0;
/**
 * How many invoices this process has written (committed or not): the clearance wake-up after a request runs only
 * when it grew (issue 29.5), not after every write. A rolled-back one costs that wake-up's one read, nothing more.
 */
export const issuedInvoiceCount = () => issued;

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
  /** The coupon the discount came from (ADR 0060), shown with the discount line. */
  couponCode?: string | null;
  /** The offer the discount came from (ADR 0070), its name as issued, shown with the discount line. */
  offerName?: LocalizedText | null;
  /** Halalas already paid (the whole total for a paid recharge). */
  paid: number;
  paymentId?: string | null;
  /** A credit note (ADR 0061): the invoice it credits and why; numbered in the same sequence. */
  credits?: CreditedInvoice;
}

interface CreditedInvoice {
  invoiceId: string;
  invoiceCode: string;
  reason: string;
}

export interface IssuedInvoice {
  id: string;
  number: number;
  code: string;
  total: number;
}

function invoiceCode(issuedAt: Date, number: number, prefix = 'INV'): string {
  return `${prefix}-${issuedAt.getUTCFullYear()}-${String(number).padStart(6, '0')}`;
}

/** What a credit note adds to the stored row and to the hashed document; nothing for an invoice (same hash). */
function creditParts(credits: CreditedInvoice | undefined) {
  if (!credits) return { row: {}, hashed: {} };
  return {
    row: { documentType: 'credit_note', creditedInvoiceId: credits.invoiceId, creditReason: credits.reason },
    hashed: {
      document_type: 'credit_note' as const,
      billing_reference: credits.invoiceCode,
      credit_reason: credits.reason,
    },
  };
}

/**
 * The seller of the current platform settings, copied onto the invoice with its version (ADR 0035). Until ops set
 * it no invoice is issued: 503, so the sale's transaction rolls back and a gateway callback is retried later.
 */
async function currentSeller(db: Queryable) {
  const settings = await currentSettings(db);
  const seller = sellerOf(settings);
  if (!seller) throw new AppError(503, 'platform_settings.seller_not_configured');
  // The unit is registered for one VAT number: an invoice of another seller would be refused by ZATCA.
  const registered = einvoicingUnit().sellerVatNumber;
  if (registered && seller.vat_number !== registered) throw new AppError(503, 'einvoicing.seller_mismatch');
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

  const { unit } = einvoicingUnit();
  const place = await takeSequencePlace(scope.db, unit);
  const id = randomUUID();
  const code = invoiceCode(input.issuedAt, place.number, input.credits ? 'CRN' : 'INV');
  const credit = creditParts(input.credits);
  const sellerCopy = {
    sellerNameAr: seller.name.ar,
    sellerNameEn: seller.name.en,
    sellerVatNumber: seller.vat_number,
    sellerCrNumber: seller.cr_number,
    sellerAddress: seller.address,
  };
  const buyerCopy = {
    buyerNameAr: buyer.nameAr,
    buyerNameEn: buyer.nameEn,
    buyerCrNumber: buyer.crNumber,
    buyerVatNumber: buyer.vatNumber,
    buyerAddress: buyer.nationalAddress,
  };
  const lines = input.lines.map((line, at) => ({
    position: at + 1,
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    amount: line.quantity * line.unitPrice,
    vat: line.vat,
  }));
  const hash = invoiceHash({
    uuid: id,
    icv: place.icv,
    number: place.number,
    code,
    kind: input.kind,
    issued_at: input.issuedAt.toISOString(),
    previous_hash: place.previousHash,
    seller: sellerCopy,
    buyer: buyerCopy,
    lines,
    subtotal,
    discount,
    vat,
    total,
    currency: 'SAR',
    ...credit.hashed,
  });
  await chainHash(scope.db, unit, hash);

  await scope.insert(invoices).values({
    id,
    number: place.number,
    code,
    kind: input.kind,
    status: input.status,
    issuedAt: input.issuedAt,
    ...sellerCopy,
    sellerSettingsVersion: seller.version,
    ...buyerCopy,
    einvoicingUnit: unit,
    icv: place.icv,
    previousHash: place.previousHash,
    hash,
    subtotal,
    discount,
    couponCode: input.couponCode ?? null,
    offerName: input.offerName ?? null,
    vat,
    total,
    paid: input.paid,
    paymentId: input.paymentId ?? null,
    ...credit.row,
  });
  await scope.db.insert(invoiceLines).values(lines.map((line) => ({ invoiceId: id, ...line })));
  issued += 1;
  return { id, number: place.number, code, total };
}
