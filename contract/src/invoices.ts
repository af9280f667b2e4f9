import * as v from 'valibot';
import { listQueryEntries, listResultSchema, sortByEntry } from './list-query';
import { localizedNameSchema } from './login-info';
import { messageKey } from './messages';
import { dateFilterField, INVOICE_KINDS, localizedTextSchema, moneyExportFormatField, PAYMENT_STATUSES } from './money';
import { nationalAddressSchema } from './national-address';
import { sellerAddressSchema } from './platform-settings';

// Invoices of the company (spec §2 /b2b/invoices, §7 company/invoices/invoice, DOMAIN.md §3): every recharge,
// package purchase and order produces one, numbered in the seller's sequence without gaps (ADR 0054). All amounts in
// integer halalas.

/**
 * Payment term of an unpaid invoice: it is due this many days after issue. An unpaid or partly paid invoice past
 * `due_at` is reported with status `overdue` (computed when read, never stored: no job to miss, and paying it
 * later turns it back to paid).
 */
export const INVOICE_PAYMENT_TERM_DAYS = 30;

/** What a document of the seller sequence is (ADR 0061): an invoice, or a credit note crediting one. */
export const INVOICE_DOCUMENT_TYPES = ['invoice', 'credit_note'] as const;
export type InvoiceDocumentType = (typeof INVOICE_DOCUMENT_TYPES)[number];
/**
 * ZATCA clearance (ADR 0062): a new invoice is pending until Fatoora clears it (standard) or it is reported
 * (simplified); a rejected one carries ZATCA's messages. Invoices from before the seller sequence: not_required.
 * The company downloads the PDF and XML only of an invoice that is cleared, reported or not_required.
 */
export const CLEARANCE_STATUSES = ['pending', 'cleared', 'reported', 'rejected', 'not_required'] as const;
export type ClearanceStatus = (typeof CLEARANCE_STATUSES)[number];
export const invoiceClearanceSchema = v.object({
  status: v.picklist(CLEARANCE_STATUSES),
  /** ZATCA's validation messages (errors of a rejection), as ZATCA words them (English). */
  messages: v.array(v.object({ code: v.string(), message: v.string() })),
});
export type InvoiceClearance = v.InferOutput<typeof invoiceClearanceSchema>;
/** Whether the company may be given the invoice's documents (ADR 0062). */
export const clearanceAllowsDownload = (status: ClearanceStatus) => status !== 'pending' && status !== 'rejected';

export const invoiceListItemSchema = v.object({
  id: v.string(),
  /** The seller sequence's number (per company on invoices issued before ADR 0054). */
  number: v.number(),
  /** Display code, e.g. 'INV-2026-000001' ('CRN-2026-000002' for a credit note). */
  code: v.string(),
  document_type: v.picklist(INVOICE_DOCUMENT_TYPES),
  /** A credit note's kind is the credited invoice's. */
  kind: v.picklist(INVOICE_KINDS),
  status: v.picklist(PAYMENT_STATUSES),
  issued_at: v.string(),
  /** issued_at + INVOICE_PAYMENT_TERM_DAYS. */
  due_at: v.string(),
  subtotal: v.number(),
  discount: v.number(),
  vat: v.number(),
  total: v.number(),
  paid: v.number(),
  /** total − paid. */
  due: v.number(),
  currency: v.literal('SAR'),
  payment_id: v.nullable(v.string()),
  clearance: invoiceClearanceSchema,
});
export type InvoiceListItem = v.InferOutput<typeof invoiceListItemSchema>;

export const invoiceLineSchema = v.object({
  id: v.string(),
  /** All three languages: the invoice renders in the reader's language. */
  description: localizedTextSchema,
  quantity: v.number(),
  unit_price: v.number(),
  /** quantity × unit_price, before VAT. */
  amount: v.number(),
  vat: v.number(),
});
export type InvoiceLine = v.InferOutput<typeof invoiceLineSchema>;

export const invoiceDetailSchema = v.object({
  ...invoiceListItemSchema.entries,
  /** The coupon `discount` came from (ADR 0060); null when none. */
  coupon_code: v.nullable(v.string()),
  /** The offer `discount` came from (an offer order, ADR 0070), its name when issued; null when none. */
  offer_name: v.nullable(localizedTextSchema),
  /** Copied when the invoice was issued (ADR 0034); CR number and address are null on invoices from before them. */
  seller: v.object({
    name: localizedNameSchema,
    vat_number: v.string(),
    cr_number: v.nullable(v.string()),
    address: v.nullable(sellerAddressSchema),
  }),
  buyer: v.object({
    name: localizedNameSchema,
    cr_number: v.nullable(v.string()),
    vat_number: v.nullable(v.string()),
    /** The national address when issued (ADR 0055); null on invoices from before it was asked for. */
    address: v.nullable(nationalAddressSchema),
  }),
  /** ZATCA phase-2 chain (ADR 0054); null on invoices issued before the seller sequence. */
  chain: v.nullable(
    v.object({
      unit: v.string(),
      /** Invoice counter value. */
      icv: v.number(),
      uuid: v.string(),
      /** PIH: base64 SHA-256 of the unit's previous invoice. */
      previous_hash: v.string(),
      hash: v.string(),
    }),
  ),
  lines: v.array(invoiceLineSchema),
  /** A credit note: the invoice it credits and why; null on an invoice. */
  credits: v.nullable(v.object({ id: v.string(), code: v.string(), reason: v.string() })),
  /** An invoice: the credit notes issued against it, oldest first (empty on a credit note). */
  credit_notes: v.array(v.object({ id: v.string(), code: v.string(), issued_at: v.string(), total: v.number() })),
  /** ZATCA QR payload (TLV, base64): phase 2 (tags 1–9) once cleared or reported, else phase 1 (tags 1–5). */
  qr: v.string(),
});
export type InvoiceDetail = v.InferOutput<typeof invoiceDetailSchema>;

/**
 * A standard tax invoice ("فاتورة ضريبية / Tax Invoice", issue 31.7) names its buyer by a VAT or CR number (ADR 0055):
 * every invoice issued since the buyer's identity is asked for. Older ones, issued without it, stay simplified.
 */
export const isStandardInvoice = (invoice: { buyer: { vat_number: string | null; cr_number: string | null } }) =>
  Boolean(invoice.buyer.vat_number || invoice.buyer.cr_number);

export const INVOICE_SORT_KEYS = ['issued_at', 'number', 'total', 'status'] as const;

export const invoiceFilterEntries = {
  kind: v.optional(v.picklist(INVOICE_KINDS, messageKey('validation.invalid'))),
  status: v.optional(v.picklist(PAYMENT_STATUSES, messageKey('validation.invalid'))),
  date_from: dateFilterField,
  date_to: dateFilterField,
};
export const invoiceListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(INVOICE_SORT_KEYS),
  ...invoiceFilterEntries,
});
export type InvoiceListQuery = v.InferOutput<typeof invoiceListQuerySchema>;
export const invoiceListSchema = listResultSchema(invoiceListItemSchema);

export const invoiceExportQuerySchema = v.object({
  q: listQueryEntries.q,
  sortBy: sortByEntry(INVOICE_SORT_KEYS),
  sortDesc: listQueryEntries.sortDesc,
  ...invoiceFilterEntries,
  format: moneyExportFormatField,
});
export type InvoiceExportQuery = v.InferOutput<typeof invoiceExportQuerySchema>;

/** GET …/invoice/:id/pdf?lang=: the language printed beside Arabic (en by default, or the `lang` header's). */
export const INVOICE_PDF_LANGUAGES = ['ar', 'en', 'fr'] as const;
export const invoicePdfQuerySchema = v.object({
  lang: v.optional(v.picklist(INVOICE_PDF_LANGUAGES, messageKey('validation.invalid'))),
});
export type InvoicePdfQuery = v.InferOutput<typeof invoicePdfQuerySchema>;
