import * as v from 'valibot';
import { formObject, requiredText } from './fields';
import { messageKey } from './messages';
import { halalasField, MAX_DEDUCTION_HALALAS, type WALLET_TRANSACTION_TYPES } from './money';
import { walletTransactionSchema } from './wallet-transactions';

// GET /api/v1/company/wallets/wallet: balance, credit line and recent movements (spec §2 /b2b/wallets);
// POST …/canDeductFromWallet and …/deductFromWallet for the order and package flows (spec §7).

export const creditLineSchema = v.object({
  limit: v.number(),
  used: v.number(),
  /** max(0, limit − used). */
  available: v.number(),
});
export type CreditLine = v.InferOutput<typeof creditLineSchema>;

export const walletSchema = v.object({
  /** Prepaid balance in halalas, never negative. */
  balance: v.number(),
  credit_line: creditLineSchema,
  /** balance + credit_line.available: the most one deduction can take. */
  spendable: v.number(),
  currency: v.literal('SAR'),
  /** Bank transfers waiting for ops, not yet in the balance. */
  pending_transfers: v.object({ count: v.number(), amount: v.number() }),
  /** The last movements, newest first (at most 5). */
  recent: v.array(walletTransactionSchema),
});
export type Wallet = v.InferOutput<typeof walletSchema>;

export const deductionAmountField = halalasField(1, MAX_DEDUCTION_HALALAS);

/** POST /api/v1/company/wallets/canDeductFromWallet */
export const canDeductBodySchema = formObject({ amount: deductionAmountField });
export type CanDeductBody = v.InferInput<typeof canDeductBodySchema>;
export const canDeductResultSchema = v.object({
  allowed: v.boolean(),
  /** What the wallet would pay and what the credit line would pay. */
  from_wallet: v.number(),
  from_credit: v.number(),
  /** Missing halalas when not allowed (0 otherwise). */
  shortfall: v.number(),
});
export type CanDeductResult = v.InferOutput<typeof canDeductResultSchema>;

/** Types a deduction may carry (money going out). */
export const DEDUCTION_TYPES = [
  'order',
  'withdraw',
  'other',
] as const satisfies readonly (typeof WALLET_TRANSACTION_TYPES)[number][];
export type DeductionType = (typeof DEDUCTION_TYPES)[number];

/** POST /api/v1/company/wallets/deductFromWallet (Idempotency-Key header): wallet first, then the credit line. */
export const deductBodySchema = formObject({
  amount: deductionAmountField,
  type: v.optional(v.picklist(DEDUCTION_TYPES, messageKey('validation.invalid')), 'order'),
  /** The business reference paid for (an order or package reference). */
  reference: v.optional(requiredText(100)),
});
export type DeductBody = v.InferInput<typeof deductBodySchema>;
export const deductResultSchema = v.object({ transaction: walletTransactionSchema, wallet: walletSchema });
export type DeductResult = v.InferOutput<typeof deductResultSchema>;
