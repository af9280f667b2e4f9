import * as v from 'valibot';
import { formObject } from './fields';
import { listQueryEntries, listResultSchema, sortByEntry } from './list-query';
import { messageKey } from './messages';
import {
  dateFilterField,
  GATEWAY_STATUSES,
  moneyExportFormatField,
  PAYMENT_GATEWAYS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  rechargeAmountField,
} from './money';

// Payments of the company (spec §2 /b2b/wallets/payments, §7 company/wallets/walletPayment):
// GET list (+ /export), GET /:id, POST (card recharge: amount → hosted payment page), POST /:id/refresh.

export const paymentSchema = v.object({
  id: v.string(),
  /** Human reference, e.g. 'PAY-000042'. */
  reference: v.string(),
  method: v.picklist(PAYMENT_METHODS),
  type: v.picklist(PAYMENT_TYPES),
  status: v.picklist(PAYMENT_STATUSES),
  /** Card payments only. */
  gateway: v.nullable(v.picklist(PAYMENT_GATEWAYS)),
  gateway_status: v.nullable(v.picklist(GATEWAY_STATUSES)),
  /** The gateway's own id (shown to support), card payments only. */
  gateway_reference: v.nullable(v.string()),
  /** Integer halalas. */
  amount: v.number(),
  currency: v.literal('SAR'),
  /** Why the gateway refused it, in the caller's language, when it failed. */
  failure_reason: v.nullable(v.string()),
  invoice_id: v.nullable(v.string()),
  invoice_code: v.nullable(v.string()),
  created_by: v.nullable(v.object({ id: v.string(), name: v.string() })),
  created_at: v.string(),
  paid_at: v.nullable(v.string()),
});
export type Payment = v.InferOutput<typeof paymentSchema>;

export const PAYMENT_SORT_KEYS = ['created_at', 'amount', 'status', 'paid_at'] as const;

export const paymentFilterEntries = {
  method: v.optional(v.picklist(PAYMENT_METHODS, messageKey('validation.invalid'))),
  type: v.optional(v.picklist(PAYMENT_TYPES, messageKey('validation.invalid'))),
  status: v.optional(v.picklist(PAYMENT_STATUSES, messageKey('validation.invalid'))),
  date_from: dateFilterField,
  date_to: dateFilterField,
};
export const paymentListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(PAYMENT_SORT_KEYS),
  ...paymentFilterEntries,
});
export type PaymentListQuery = v.InferOutput<typeof paymentListQuerySchema>;
export const paymentListSchema = listResultSchema(paymentSchema);

export const paymentExportQuerySchema = v.object({
  q: listQueryEntries.q,
  sortBy: sortByEntry(PAYMENT_SORT_KEYS),
  sortDesc: listQueryEntries.sortDesc,
  ...paymentFilterEntries,
  format: moneyExportFormatField,
});
export type PaymentExportQuery = v.InferOutput<typeof paymentExportQuerySchema>;

/** POST /api/v1/company/wallets/walletPayment: recharge by card (Idempotency-Key header). */
export const cardRechargeBodySchema = formObject({ amount: rechargeAmountField });
export type CardRechargeBody = v.InferInput<typeof cardRechargeBodySchema>;

/** The created payment and the hosted payment page to send the browser to. */
export const cardRechargeResultSchema = v.object({ payment: paymentSchema, redirect_url: v.string() });
export type CardRechargeResult = v.InferOutput<typeof cardRechargeResultSchema>;

// The built-in test gateway's hosted page (the shell's public /payment?session=<id> route), development only:
// GET /api/v1/public/test-gateway/sessions/:id, POST /api/v1/public/test-gateway/sessions/:id/complete.

export const TEST_GATEWAY_OUTCOMES = ['success', 'failure', 'cancel'] as const;
export type TestGatewayOutcome = (typeof TEST_GATEWAY_OUTCOMES)[number];

export const testGatewaySessionSchema = v.object({
  id: v.string(),
  amount: v.number(),
  currency: v.literal('SAR'),
  /** Merchant name in the caller's language. */
  merchant: v.string(),
  description: v.string(),
  status: v.picklist(GATEWAY_STATUSES),
  /** Where the browser goes when the user leaves the page (already completed or not). */
  return_url: v.string(),
});
export type TestGatewaySession = v.InferOutput<typeof testGatewaySessionSchema>;

export const testGatewayCompleteBodySchema = formObject({
  outcome: v.picklist(TEST_GATEWAY_OUTCOMES, messageKey('validation.invalid')),
});
export type TestGatewayCompleteBody = v.InferInput<typeof testGatewayCompleteBodySchema>;
/** The browser goes back to `/b2b/wallets?payment=<id>`. */
export const testGatewayCompleteResultSchema = v.object({
  return_url: v.string(),
  status: v.picklist(GATEWAY_STATUSES),
});
export type TestGatewayCompleteResult = v.InferOutput<typeof testGatewayCompleteResultSchema>;
