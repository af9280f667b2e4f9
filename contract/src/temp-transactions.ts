import * as v from 'valibot';
import { formObject, requiredText, uuidField } from './fields';
import { booleanQueryParam, listQueryEntries, listResultSchema, sortByEntry } from './list-query';
import { messageKey } from './messages';
import {
  dateFilterField,
  halalasField,
  halalasTextField,
  MAX_CREDIT_LIMIT_HALALAS,
  MAX_RECHARGE_HALALAS,
  MIN_RECHARGE_HALALAS,
  moneyExportFormatField,
  TEMP_TRANSACTION_STATUSES,
} from './money';
import { optionalText } from './profile';

// Recharge by bank transfer (spec §2 /b2b/wallets/temp-transactions, §7 company/wallets/walletTempTransaction):
// the company uploads the receipt → a pending temporary transaction → ops confirm (posted) or reject it.
// Ops API: /api/v1/ops/wallets/temp-transactions[/:id/confirm|/:id/reject], /api/v1/ops/companies/:id/credit-line.

/** Receipts: PDF, JPEG or PNG recognised by content (magic bytes), at most 5 MB. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

/**
 * POST /api/v1/company/wallets/walletTempTransaction, multipart/form-data (Idempotency-Key header):
 * text fields `amount` (integer halalas) and optional `note`, then the file field `receipt`.
 */
export const transferFieldsSchema = formObject({
  amount: halalasTextField(MIN_RECHARGE_HALALAS, MAX_RECHARGE_HALALAS),
  note: optionalText(500),
});
export type TransferFields = v.InferInput<typeof transferFieldsSchema>;

export const receiptSchema = v.object({
  original_name: v.string(),
  mime: v.picklist(RECEIPT_TYPES),
  size: v.number(),
  /** API path serving the file (send the bearer token). */
  url: v.string(),
});
export type Receipt = v.InferOutput<typeof receiptSchema>;

export const tempTransactionSchema = v.object({
  id: v.string(),
  /** Human reference, e.g. 'TRF-000007'. */
  reference: v.string(),
  amount: v.number(),
  currency: v.literal('SAR'),
  status: v.picklist(TEMP_TRANSACTION_STATUSES),
  /** Still pending more than 24 hours after upload (spec §4). */
  overdue: v.boolean(),
  note: v.nullable(v.string()),
  receipt: receiptSchema,
  /** Ops' reason when rejected. */
  reason: v.nullable(v.string()),
  decided_at: v.nullable(v.string()),
  /** Set once confirmed. */
  payment_id: v.nullable(v.string()),
  invoice_id: v.nullable(v.string()),
  created_by: v.nullable(v.object({ id: v.string(), name: v.string() })),
  created_at: v.string(),
});
export type TempTransaction = v.InferOutput<typeof tempTransactionSchema>;

export const TEMP_TRANSACTION_SORT_KEYS = ['created_at', 'amount', 'status'] as const;

export const tempTransactionFilterEntries = {
  status: v.optional(v.picklist(TEMP_TRANSACTION_STATUSES, messageKey('validation.invalid'))),
  overdue: v.optional(booleanQueryParam),
  date_from: dateFilterField,
  date_to: dateFilterField,
};
export const tempTransactionListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(TEMP_TRANSACTION_SORT_KEYS),
  ...tempTransactionFilterEntries,
});
export type TempTransactionListQuery = v.InferOutput<typeof tempTransactionListQuerySchema>;
export const tempTransactionListSchema = listResultSchema(tempTransactionSchema);

/** GET …/walletTempTransaction/export: the current search, filters and sort, every page, as .xlsx or CSV. */
export const tempTransactionExportQuerySchema = v.object({
  q: listQueryEntries.q,
  sortBy: sortByEntry(TEMP_TRANSACTION_SORT_KEYS),
  sortDesc: listQueryEntries.sortDesc,
  ...tempTransactionFilterEntries,
  format: moneyExportFormatField,
});
export type TempTransactionExportQuery = v.InferOutput<typeof tempTransactionExportQuerySchema>;

// Ops side: every company's transfers, with the company named.

export const opsTempTransactionSchema = v.object({
  ...tempTransactionSchema.entries,
  company: v.object({ id: v.string(), name: v.object({ ar: v.string(), en: v.string() }) }),
  decided_by: v.nullable(v.object({ id: v.string(), name: v.string() })),
});
export type OpsTempTransaction = v.InferOutput<typeof opsTempTransactionSchema>;
export const opsTempTransactionListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(TEMP_TRANSACTION_SORT_KEYS),
  ...tempTransactionFilterEntries,
  company_id: v.optional(uuidField),
});
export type OpsTempTransactionListQuery = v.InferOutput<typeof opsTempTransactionListQuerySchema>;
export const opsTempTransactionListSchema = listResultSchema(opsTempTransactionSchema);

/** POST /api/v1/ops/wallets/temp-transactions/:id/reject */
export const rejectTransferBodySchema = formObject({ reason: requiredText(500) });
export type RejectTransferBody = v.InferInput<typeof rejectTransferBodySchema>;

/** PUT /api/v1/ops/companies/:id/credit-line; the reason is kept in the ops audit log (issue 27.2). */
export const creditLimitBodySchema = formObject({
  limit: halalasField(0, MAX_CREDIT_LIMIT_HALALAS),
  reason: requiredText(500),
});
export type CreditLimitBody = v.InferInput<typeof creditLimitBodySchema>;
