import * as v from 'valibot';
import { formObject } from './fields';
import { messageKey } from './messages';
import { moneyExportFormatField } from './money';
import type { MoneyMessageKey } from './money-messages';
import { walletTransactionSchema } from './wallet-transactions';

// GET /api/v1/company/wallets/statement (+ /export): the running statement of the company's wallet and credit
// line for a date range (issue 9 "Beyond"): the balances at the start of the first day, every movement of the
// range in order with the balance after it, and the balances at the end of the last day. Everything is recomputed
// from the ledger's postings (DOMAIN.md §1) and in integer halalas, so opening + Σ movements = closing exactly.
// Days are Riyadh days (UTC+3), both ends included, like the lists' date filters.

/** A range holding more movements than this is refused (422 on date_from): a shorter range is asked for. */
export const STATEMENT_MAX_MOVEMENTS = 5_000;

const rangeOrder: MoneyMessageKey = 'money.statement_range_order';

const dayField = v.pipe(
  v.string(messageKey('validation.required')),
  v.trim(),
  v.nonEmpty(messageKey('validation.required')),
  v.isoDate(messageKey('validation.date')),
);

const rangeEntries = { date_from: dayField, date_to: dayField };

const rangeFields = formObject(rangeEntries);
const exportFields = formObject({ ...rangeEntries, format: moneyExportFormatField });

/** `date_to` on or after `date_from` (ISO days compare as text), reported on date_to. */
const inOrder = (input: { date_from: string; date_to: string }) => input.date_from <= input.date_to;

export const walletStatementQuerySchema = v.pipe(
  rangeFields,
  v.forward(v.partialCheck([['date_from'], ['date_to']], inOrder, rangeOrder), ['date_to']),
);
export type WalletStatementQuery = v.InferOutput<typeof walletStatementQuerySchema>;

export const walletStatementExportQuerySchema = v.pipe(
  exportFields,
  v.forward(v.partialCheck([['date_from'], ['date_to']], inOrder, rangeOrder), ['date_to']),
);
export type WalletStatementExportQuery = v.InferOutput<typeof walletStatementExportQuerySchema>;

/** Balances at one instant: the wallet and the credit used, in halalas. */
export const statementBalancesSchema = v.object({ wallet: v.number(), credit_used: v.number() });
export type StatementBalances = v.InferOutput<typeof statementBalancesSchema>;

export const statementMovementSchema = v.object({
  ...walletTransactionSchema.entries,
  /** Credit used right after this movement (the wallet's is wallet_balance_after). */
  credit_used_after: v.number(),
});
export type StatementMovement = v.InferOutput<typeof statementMovementSchema>;

export const walletStatementSchema = v.object({
  date_from: v.string(),
  date_to: v.string(),
  opening: statementBalancesSchema,
  closing: statementBalancesSchema,
  /** Σ of the wallet's increases and of its decreases (≤ 0) over the range. */
  wallet_in: v.number(),
  wallet_out: v.number(),
  /** Oldest first. */
  movements: v.array(statementMovementSchema),
});
export type WalletStatement = v.InferOutput<typeof walletStatementSchema>;
