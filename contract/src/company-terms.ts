import * as v from 'valibot';
import { formObject, requiredText } from './fields';
import { messageKey } from './messages';
import { localizedTextSchema } from './money';

// The company's framework contract with the platform and its service shifts (issue 32.1, ADR 0072): the contract's
// reference, validity, terms in ar/en/fr, the response time it promises per service type (the orders have no
// priority; the service type says how urgent the work is: a repair on call, planned upkeep, a one-off job) and the
// signed PDF; the shifts are named weekly hours (Riyadh time) the company is served in, which the slot picker keeps
// to. Ops set both in the operations console; the company reads them on /b2b/account/contracts and /shifts.

/** The signed copy is a PDF (checked by its first bytes), at most 5 MB. */
export const CONTRACT_PDF_MAX_BYTES = 5 * 1024 * 1024;
export const CONTRACT_REFERENCE_MAX = 40;
export const CONTRACT_TERMS_MAX = 4000;
/** A promised response time: from a quarter of an hour to thirty days, in minutes. */
export const SLA_MINUTES_MIN = 15;
export const SLA_MINUTES_MAX = 30 * 24 * 60;
/** At most this many shifts a company (a week holds few distinct ones). */
export const COMPANY_SHIFTS_MAX = 10;
export const SHIFT_NAME_MAX = 40;

/** `YYYY-MM-DD`, a real day (the contract's and the coupons' validity). */
export const calendarDayField = v.pipe(
  v.string(messageKey('validation.date')),
  v.trim(),
  v.isoDate(messageKey('validation.date')),
  v.check((text) => {
    // 2025-02-30 is no day: the date it rolls over to is another.
    const day = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
  }, messageKey('validation.date')),
);

const slaMinutesField = v.pipe(
  v.number(messageKey('validation.number')),
  v.integer(messageKey('validation.integer')),
  v.minValue(SLA_MINUTES_MIN, messageKey('validation.between', { min: SLA_MINUTES_MIN, max: SLA_MINUTES_MAX })),
  v.maxValue(SLA_MINUTES_MAX, messageKey('validation.between', { min: SLA_MINUTES_MIN, max: SLA_MINUTES_MAX })),
);

/** PUT ops/companies/:id/contract: the terms of the contract (the PDF comes on its own, once signed). */
export const contractFieldsSchema = v.pipe(
  formObject({
    reference: requiredText(CONTRACT_REFERENCE_MAX),
    valid_from: calendarDayField,
    valid_to: calendarDayField,
    terms_ar: requiredText(CONTRACT_TERMS_MAX),
    terms_en: requiredText(CONTRACT_TERMS_MAX),
    terms_fr: requiredText(CONTRACT_TERMS_MAX),
    /** Response minutes by service type code (public/settings/serviceType); a type left out has no promise. */
    sla: v.record(
      v.pipe(v.string(), v.regex(/^[a-z_]{1,40}$/, messageKey('validation.invalid'))),
      slaMinutesField,
      messageKey('validation.invalid'),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['valid_from'], ['valid_to']],
      (input) => input.valid_from < input.valid_to,
      messageKey('validation.date_after'),
    ),
    ['valid_to'],
  ),
);
export type ContractFields = v.InferInput<typeof contractFieldsSchema>;

/** The response times are measured over the orders placed in this many Riyadh calendar days, today included. */
export const SLA_MEASURE_DAYS = 90;
/** Below this share of orders answered within the promise the pages show the figure in a warning colour. */
export const SLA_WITHIN_TARGET = 0.9;

/**
 * The measured response time of one promised service type (ADR 0075): the orders placed in the last
 * SLA_MEASURE_DAYS days whose first provider assignment is known, measured from placement to that assignment.
 */
export const slaMeasuredSchema = v.object({
  /** Orders answered (a provider assigned). */
  orders: v.number(),
  /** Their median response, whole minutes; null without orders. */
  median_minutes: v.nullable(v.number()),
  /** How many were answered within the promise, and that share of `orders` (0–1; null without orders). */
  within: v.number(),
  within_share: v.nullable(v.number()),
  /** Orders still waiting for a provider whose promise has already run out. */
  late_open: v.number(),
});
export type SlaMeasured = v.InferOutput<typeof slaMeasuredSchema>;

export const contractSlaSchema = v.object({
  /** The service type's code. */
  service_type: v.string(),
  name: localizedTextSchema,
  response_minutes: v.number(),
  measured: slaMeasuredSchema,
});
export type ContractSla = v.InferOutput<typeof contractSlaSchema>;

export const companyContractSchema = v.object({
  reference: v.string(),
  valid_from: v.string(),
  valid_to: v.string(),
  terms: localizedTextSchema,
  /** In the service types' order. */
  sla: v.array(contractSlaSchema),
  /** The signed copy; null until ops upload it. `url` is a file route (the caller's own: company or ops). */
  pdf: v.nullable(v.object({ name: v.string(), size: v.number(), uploaded_at: v.string(), url: v.string() })),
  updated_at: v.string(),
});
export type CompanyContract = v.InferOutput<typeof companyContractSchema>;

/** `HH:MM`, 00:00 to 23:59 (a shift ends the day it starts: overnight cover is two shifts). */
const timeField = v.pipe(
  v.string(messageKey('validation.string')),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, messageKey('validation.invalid')),
);

const weekdayField = v.pipe(
  v.number(messageKey('validation.number')),
  v.integer(messageKey('validation.integer')),
  v.minValue(0, messageKey('validation.between', { min: 0, max: 6 })),
  v.maxValue(6, messageKey('validation.between', { min: 0, max: 6 })),
);

export const companyShiftFieldsSchema = v.pipe(
  formObject({
    name_ar: requiredText(SHIFT_NAME_MAX),
    name_en: requiredText(SHIFT_NAME_MAX),
    name_fr: requiredText(SHIFT_NAME_MAX),
    /** 0 = Sunday … 6 = Saturday; each once. */
    weekdays: v.pipe(
      v.array(weekdayField, messageKey('validation.invalid')),
      v.minLength(1, messageKey('validation.required')),
      v.check((days) => new Set(days).size === days.length, messageKey('validation.invalid')),
    ),
    start: timeField,
    end: timeField,
  }),
  v.forward(
    v.partialCheck([['start'], ['end']], (input) => input.start < input.end, messageKey('validation.time_after')),
    ['end'],
  ),
);
export type CompanyShiftFields = v.InferInput<typeof companyShiftFieldsSchema>;

/** PUT ops/companies/:id/shifts: the whole list, in its order (an empty list: no restriction). */
export const companyShiftsBodySchema = formObject({
  shifts: v.pipe(
    v.array(companyShiftFieldsSchema, messageKey('validation.invalid')),
    v.maxLength(COMPANY_SHIFTS_MAX, messageKey('validation.max_items', { n: COMPANY_SHIFTS_MAX })),
  ),
});

export const companyShiftSchema = v.object({
  id: v.string(),
  name: localizedTextSchema,
  weekdays: v.array(v.number()),
  start: v.string(),
  end: v.string(),
});
export type CompanyShift = v.InferOutput<typeof companyShiftSchema>;
