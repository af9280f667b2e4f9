import * as v from 'valibot';
import { calendarDayField } from './company-terms';
import { endpoint } from './endpoint';
import { formObject, uuidField } from './fields';
import { listQueryEntries, listResultSchema } from './list-query';
import { localizedNameSchema } from './login-info';
import { messageKey } from './messages';
import { halalasField } from './money';
import { OPS_RULES } from './ops-rules';

// The operations console's coupons (issue 32.5, ADR 0074 on top of ADR 0060): the catalog team lists the coupons
// with their uses and state, creates one, changes its dates, limits and cap, pauses or resumes it, and reads which
// company's order used it. The code and the percent are fixed once an order has used the coupon (its invoice names
// them); the API says so on the field.

/** Upper-cased as typed (the order form upper-cases too): letters, digits and dashes. */
const COUPON_CODE_PATTERN = /^[A-Z0-9-]{3,30}$/;
/** 100 % in basis points (the form types a percent with two decimals at most). */
export const MAX_COUPON_BP = 10_000;
/** A cap up to SAR 1,000,000. */
export const MAX_COUPON_CAP_HALALAS = 100_000_000;
export const MAX_COUPON_USES = 1_000_000;

/**
 * What a coupon is today (Riyadh), first match wins: paused by ops, past its end date, its uses all taken, before
 * its start date, else usable.
 */
export const COUPON_STATES = ['paused', 'expired', 'used_up', 'not_started', 'active'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

const codeField = v.pipe(
  v.string(messageKey('validation.string')),
  v.trim(),
  v.toUpperCase(),
  v.regex(COUPON_CODE_PATTERN, messageKey('validation.coupon_code')),
);
const discountBpField = v.pipe(
  v.number(messageKey('validation.number')),
  v.integer(messageKey('validation.between', { min: 0.01, max: 100 })),
  v.minValue(1, messageKey('validation.between', { min: 0.01, max: 100 })),
  v.maxValue(MAX_COUPON_BP, messageKey('validation.between', { min: 0.01, max: 100 })),
);
const capField = halalasField(1, MAX_COUPON_CAP_HALALAS);
const usesField = v.pipe(
  v.number(messageKey('validation.number')),
  v.integer(messageKey('validation.integer')),
  v.minValue(1, messageKey('validation.between', { min: 1, max: MAX_COUPON_USES })),
  v.maxValue(MAX_COUPON_USES, messageKey('validation.between', { min: 1, max: MAX_COUPON_USES })),
);
const activeField = v.boolean(messageKey('validation.invalid'));

/** The end may be the start day (a one-day offer), never before it; checked as soon as both dates are valid. */
const datesInOrder = (input: { valid_from?: string | undefined; valid_to?: string | undefined }) =>
  !input.valid_from || !input.valid_to || input.valid_to >= input.valid_from;
const DATES_IN_ORDER = messageKey('validation.date_not_before');

/** POST ops/coupons. Empty limits and cap (null) mean none. */
export const createCouponBodySchema = v.pipe(
  formObject({
    code: codeField,
    discount_bp: discountBpField,
    max_discount: v.optional(v.nullable(capField), null),
    valid_from: calendarDayField,
    valid_to: calendarDayField,
    max_uses: v.optional(v.nullable(usesField), null),
    max_uses_per_company: v.optional(v.nullable(usesField), null),
    active: v.optional(activeField, true),
  }),
  v.forward(
    v.partialCheck([['valid_from'], ['valid_to']], (dates) => datesInOrder(dates), DATES_IN_ORDER),
    ['valid_to'],
  ),
);
export type CreateCouponBody = v.InferInput<typeof createCouponBodySchema>;
/** The checked body (the form's submit gets it). */
export type CreateCouponValues = v.InferOutput<typeof createCouponBodySchema>;

/** PATCH ops/coupons/:id: only what is sent changes (null removes a limit or the cap); pause is `active: false`. */
export const updateCouponBodySchema = v.pipe(
  formObject({
    code: v.optional(codeField),
    discount_bp: v.optional(discountBpField),
    max_discount: v.optional(v.nullable(capField)),
    valid_from: v.optional(calendarDayField),
    valid_to: v.optional(calendarDayField),
    max_uses: v.optional(v.nullable(usesField)),
    max_uses_per_company: v.optional(v.nullable(usesField)),
    active: v.optional(activeField),
  }),
  v.check((body) => Object.values(body).some((value) => value !== undefined), messageKey('validation.required')),
  v.forward(
    v.partialCheck([['valid_from'], ['valid_to']], (dates) => datesInOrder(dates), DATES_IN_ORDER),
    ['valid_to'],
  ),
);
export type UpdateCouponBody = v.InferInput<typeof updateCouponBodySchema>;

/** A coupon as ops see it (halalas, basis points, Riyadh dates). */
export const opsCouponSchema = v.object({
  id: v.string(),
  code: v.string(),
  discount_bp: v.number(),
  max_discount: v.nullable(v.number()),
  valid_from: v.string(),
  valid_to: v.string(),
  active: v.boolean(),
  max_uses: v.nullable(v.number()),
  max_uses_per_company: v.nullable(v.number()),
  /** Uses not given back (a canceled order gives its use back). */
  used_count: v.number(),
  /** Whether any order ever took it: its code and percent can no longer change. */
  ever_used: v.boolean(),
  state: v.picklist(COUPON_STATES),
  created_at: v.string(),
});
export type OpsCoupon = v.InferOutput<typeof opsCouponSchema>;

export const opsCouponListQuerySchema = v.object({
  ...listQueryEntries,
  state: v.optional(v.picklist(COUPON_STATES, messageKey('validation.invalid'))),
});

/** One order's use of a coupon. */
export const opsCouponUseSchema = v.object({
  id: v.string(),
  company: v.object({ id: v.string(), name: localizedNameSchema }),
  order: v.object({ id: v.string(), reference: v.string() }),
  /** Halalas taken off the order. */
  discount: v.number(),
  used_at: v.string(),
  /** When its canceled order gave it back; null while it counts. */
  returned_at: v.nullable(v.string()),
});
export type OpsCouponUse = v.InferOutput<typeof opsCouponUseSchema>;

const couponParams = v.object({ id: uuidField });
const path = 'ops/coupons';
const tag = 'ops';

export const OPS_COUPON_ENDPOINTS = {
  list: endpoint({
    operationId: 'listOpsCoupons',
    method: 'GET',
    path,
    access: { ops: OPS_RULES.couponsRead },
    summary: 'Every coupon, newest first, with its uses, limits and state today; search by code, filter by state',
    tag,
    query: opsCouponListQuerySchema,
    response: listResultSchema(opsCouponSchema),
  }),
  create: endpoint({
    operationId: 'createOpsCoupon',
    method: 'POST',
    path,
    access: { ops: OPS_RULES.couponsManage },
    summary: 'Creates a coupon: code, percent off (basis points), optional cap, dates, limits in all and per company',
    tag,
    body: createCouponBodySchema,
    response: opsCouponSchema,
    created: true,
    message: 'success.created',
  }),
  update: endpoint({
    operationId: 'updateOpsCoupon',
    method: 'PATCH',
    path: `${path}/:id`,
    access: { ops: OPS_RULES.couponsManage },
    summary: 'Changes a coupon (pause/resume, dates, limits, cap; code and percent only while no order used it)',
    tag,
    params: couponParams,
    body: updateCouponBodySchema,
    response: opsCouponSchema,
    message: 'success.updated',
  }),
  uses: endpoint({
    operationId: 'listOpsCouponUses',
    method: 'GET',
    path: `${path}/:id/uses`,
    access: { ops: OPS_RULES.couponsRead },
    summary: 'The orders that used a coupon, newest first: company, order reference, discount, used and given back',
    tag,
    params: couponParams,
    query: v.object({ page: listQueryEntries.page, perPage: listQueryEntries.perPage }),
    response: listResultSchema(opsCouponUseSchema),
  }),
};
