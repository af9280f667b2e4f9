import * as v from 'valibot';
import { listQueryEntries, listResultSchema, sortByEntry } from './list-query';
import { messageKey } from './messages';
import {
  dateFilterField,
  moneyExportFormatField,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  WALLET_TRANSACTION_TYPES,
} from './money';

// GET /api/v1/company/wallets/walletTransaction (+ /:id, /export): the company's journal entries as movements
// of its wallet and credit line (spec §2 /b2b/wallets/transactions, §7 company/wallets/walletTransaction).

export const walletTransactionSchema = v.object({
  id: v.string(),
  /** Human reference of the journal entry, e.g. 'TRX-000123'. */
  reference: v.string(),
  type: v.picklist(WALLET_TRANSACTION_TYPES),
  payment_type: v.nullable(v.picklist(PAYMENT_TYPES)),
  method: v.nullable(v.picklist(PAYMENT_METHODS)),
  /** Signed change of the money the company can spend (wallet + credit available), in halalas: + in, − out. */
  amount: v.number(),
  /** Signed change of the wallet balance. */
  wallet_amount: v.number(),
  /** Signed change of the credit line used (+ = more credit used). */
  credit_amount: v.number(),
  /** Wallet balance right after this entry. */
  wallet_balance_after: v.number(),
  /** In the caller's language. */
  description: v.string(),
  payment_id: v.nullable(v.string()),
  invoice_id: v.nullable(v.string()),
  created_by: v.nullable(v.object({ id: v.string(), name: v.string() })),
  created_at: v.string(),
});
export type WalletTransaction = v.InferOutput<typeof walletTransactionSchema>;

export const WALLET_TRANSACTION_SORT_KEYS = ['created_at', 'amount', 'type'] as const;

export const walletTransactionFilterEntries = {
  type: v.optional(v.picklist(WALLET_TRANSACTION_TYPES, messageKey('validation.invalid'))),
  method: v.optional(v.picklist(PAYMENT_METHODS, messageKey('validation.invalid'))),
  payment_type: v.optional(v.picklist(PAYMENT_TYPES, messageKey('validation.invalid'))),
  date_from: dateFilterField,
  date_to: dateFilterField,
};
export const walletTransactionListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(WALLET_TRANSACTION_SORT_KEYS),
  ...walletTransactionFilterEntries,
});
export type WalletTransactionListQuery = v.InferOutput<typeof walletTransactionListQuerySchema>;
export const walletTransactionListSchema = listResultSchema(walletTransactionSchema);

export const walletTransactionExportQuerySchema = v.object({
  q: listQueryEntries.q,
  sortBy: sortByEntry(WALLET_TRANSACTION_SORT_KEYS),
  sortDesc: listQueryEntries.sortDesc,
  ...walletTransactionFilterEntries,
  format: moneyExportFormatField,
});
export type WalletTransactionExportQuery = v.InferOutput<typeof walletTransactionExportQuerySchema>;
