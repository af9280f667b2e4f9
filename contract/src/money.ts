import * as v from 'valibot';
import { messageKey } from './messages';

// Money vocabulary shared by the wallet, payments, transactions, transfers and invoices (spec §4, DOMAIN.md §1–§3).
// Every amount on the wire is an integer number of halalas (1 SAR = 100 halalas); the UI formats it.

export const CURRENCY = 'SAR' as const;
export type Currency = typeof CURRENCY;
export const HALALAS_PER_SAR = 100;

/** Smallest recharge: 1 SAR (card gateways refuse less, e.g. Moyasar's minimum is 100 halalas). */
export const MIN_RECHARGE_HALALAS = 100;
/** Largest single recharge or transfer: 1,000,000 SAR. Anything above is a 422, not a silent cap. */
export const MAX_RECHARGE_HALALAS = 100_000_000;
/** Largest credit line ops may grant a company: 10,000,000 SAR. */
export const MAX_CREDIT_LIMIT_HALALAS = 1_000_000_000;
/** Largest single wallet deduction (an order or package): 10,000,000 SAR. */
export const MAX_DEDUCTION_HALALAS = 1_000_000_000;
/** VAT rate in basis points (15 %), applied on service invoices; recharge invoices carry none (a prepayment). */
export const VAT_RATE_BP = 1500;

/** Spec §4 invoice/payment statuses. */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'overdue', 'collected', 'on_hold', 'partial', 'none'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type InvoiceStatus = PaymentStatus;

/** Spec §4 payment methods. */
export const PAYMENT_METHODS = ['cash', 'wallet', 'transfer', 'credit_card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a payment (or a bank transfer) pays for: the payable things of api/src/money/payments/payables.ts. */
export const PAYMENT_PURPOSES = ['order', 'package', 'recharge'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** The spec §4 types a payment and a wallet movement have in common. */
const PAYMENT_AND_MOVEMENT_TYPES = ['discount', 'coupon', 'order', 'referral', 'extra', 'other'] as const;

/** Spec §4 payment types. */
export const PAYMENT_TYPES = [
  'advance',
  'partial',
  'final',
  'recharge',
  ...PAYMENT_AND_MOVEMENT_TYPES,
  // A package bought in one payment (issue 28.2; ADR 0045): not a "final payment", no advance came before it.
  'package',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Spec §4 wallet transaction types: labels on journal entries (DOMAIN.md §1). */
export const WALLET_TRANSACTION_TYPES = ['deposit', 'withdraw', ...PAYMENT_AND_MOVEMENT_TYPES] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

/** Card gateways; `test` exists only outside production. */
export const PAYMENT_GATEWAYS = ['test', 'moyasar'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/**
 * Where a card payment stands at the gateway. The §4 status follows from it: initiated → unpaid, paid → paid,
 * failed / canceled → none (the attempt no longer asks for money; the user starts a new one).
 */
export const GATEWAY_STATUSES = ['initiated', 'paid', 'failed', 'canceled'] as const;
export type GatewayStatus = (typeof GATEWAY_STATUSES)[number];

/** Bank-transfer receipts waiting for ops (spec §4: confirmed within 24 hours). */
export const TEMP_TRANSACTION_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type TempTransactionStatus = (typeof TEMP_TRANSACTION_STATUSES)[number];
/** A pending transfer older than this is flagged overdue to ops. */
export const TRANSFER_CONFIRM_HOURS = 24;

export const INVOICE_KINDS = ['recharge', 'package', 'order'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** A text in the three portal languages (journal entry descriptions, invoice lines). */
export const localizedTextSchema = v.object({ ar: v.string(), en: v.string(), fr: v.string() });
export type LocalizedText = v.InferOutput<typeof localizedTextSchema>;

/**
 * Whole halalas as SAR the way the validation messages show a bound in every language: `1,000,000`, `12.5`, `0.05`
 * (what `toLocaleString('en-US', { maximumFractionDigits: 2 })` gives). By hand: the schemas below are built when the
 * contract is imported, before each page's first paint, and the first Intl.NumberFormat costs its locale data then.
 */
export function sarBoundText(halalas: number): string {
  if (!Number.isSafeInteger(halalas)) throw new RangeError(`sarBoundText: ${halalas} is not a whole number of halalas`);
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  const whole = String(Math.floor(abs / HALALAS_PER_SAR)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = abs % HALALAS_PER_SAR;
  const fraction = cents === 0 ? '' : `.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
  return `${sign}${whole}${fraction}`;
}

/**
 * An amount in integer halalas within [min, max]. JSON numbers only; a fraction of a halala is refused with
 * `validation.amount_halalas`, 0 / negative / too large with `validation.amount_range` (bounds shown in SAR).
 */
export function halalasField(min: number, max: number) {
  const range = messageKey('validation.amount_range', { min: sarBoundText(min), max: sarBoundText(max) });
  return v.pipe(
    v.number(messageKey('validation.number')),
    v.finite(messageKey('validation.number')),
    v.integer(messageKey('validation.amount_halalas')),
    v.minValue(min, range),
    v.maxValue(max, range),
  );
}

/** The same amount from a text field (multipart forms): digits only, then the same checks. */
export function halalasTextField(min: number, max: number) {
  return v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/, messageKey('validation.number')))],
      messageKey('validation.number'),
    ),
    v.transform(Number),
    halalasField(min, max),
  );
}

export const rechargeAmountField = halalasField(MIN_RECHARGE_HALALAS, MAX_RECHARGE_HALALAS);

/** Date-range filter of the money lists: `YYYY-MM-DD`, inclusive, in Riyadh time (UTC+3). */
export const dateFilterField = v.optional(v.pipe(v.string(), v.trim(), v.isoDate(messageKey('validation.date'))));

/** Export formats of the money lists (formula-injection-safe cells). */
export const MONEY_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type MoneyExportFormat = (typeof MONEY_EXPORT_FORMATS)[number];
export const moneyExportFormatField = v.optional(
  v.picklist(MONEY_EXPORT_FORMATS, messageKey('validation.invalid')),
  'xlsx',
);

/** Header every money-moving POST carries (DOMAIN.md §1); 8–128 visible ASCII characters, e.g. a UUID. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;
