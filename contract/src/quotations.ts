import * as v from 'valibot';
import { trilingualNameSchema } from './areas';
import { PACKAGE_TYPES, PERIOD_MONTHS, VISIT_FREQUENCIES } from './catalog';
import { formObject, uuidField } from './fields';
import { listQueryEntries, listResultSchema, sortByEntry } from './list-query';
import { messageKey } from './messages';
import { BUSINESS_TYPE_FACTORS, UNIT_TYPE_FACTORS } from './pricing/factor-tables';

// The quotation wizard of spec §2 (business type, unit type, branches, units, period, area, building age, floors,
// floor height, services, visits or hours) and the quotation document it produces (spec §4: submitted →
// approved | rejected). The API prices the answers with ../pricing (the same function the wizard runs).

export const QUOTATION_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** A quotation's price holds this many days. */
export const QUOTATION_VALID_DAYS = 30;

export const QUOTATION_LIMITS = {
  areaSqm: { min: 1, max: 1_000_000 },
  buildingAgeYears: { min: 0, max: 300 },
  floors: { min: 1, max: 200 },
  floorHeightM: { min: 2, max: 100 },
  visits: { min: 1, max: 365 },
  hours: { min: 1, max: 10_000 },
  quantity: { max: 100_000 },
  productQuantity: { min: 1, max: 1_000 },
  branches: { max: 500 },
} as const;

const integerBetween = (min: number, max: number) =>
  v.pipe(
    v.number(messageKey('validation.number')),
    v.integer(messageKey('validation.integer')),
    v.minValue(min, messageKey('validation.between', { min, max })),
    v.maxValue(max, messageKey('validation.between', { min, max })),
  );
const numberBetween = (min: number, max: number) =>
  v.pipe(
    v.number(messageKey('validation.number')),
    v.finite(messageKey('validation.number')),
    v.minValue(min, messageKey('validation.between', { min, max })),
    v.maxValue(max, messageKey('validation.between', { min, max })),
  );
const code = v.pipe(
  v.string(messageKey('validation.required')),
  v.trim(),
  v.nonEmpty(messageKey('validation.required')),
);
/**
 * A type that carries a pricing factor (issue 26.5): a code the table does not know is refused, never priced at
 * the neutral factor. `Object.hasOwn`, so `__proto__` or `toString` are unknown too.
 */
const factorCode = (table: Readonly<Record<string, number>>) =>
  v.pipe(
    code,
    v.check((value) => Object.hasOwn(table, value), messageKey('validation.invalid')),
  );

/** One chosen service: quantity ≥ the service's minimum is checked against the catalog (checkPricingInput). */
export const quotationServiceSchema = v.object({
  service_id: uuidField,
  quantity: integerBetween(1, QUOTATION_LIMITS.quantity.max),
  products: v.optional(
    v.array(
      v.object({
        product_id: uuidField,
        quantity: integerBetween(QUOTATION_LIMITS.productQuantity.min, QUOTATION_LIMITS.productQuantity.max),
      }),
    ),
    [],
  ),
});

/** The wizard's answers, one entry per step. Units are optional (a whole branch is covered without them). */
export const quotationInputEntries = {
  business_type: factorCode(BUSINESS_TYPE_FACTORS),
  unit_type: factorCode(UNIT_TYPE_FACTORS),
  branch_ids: v.pipe(
    v.array(uuidField, messageKey('validation.select_branches')),
    v.minLength(1, messageKey('validation.select_branches')),
    v.maxLength(
      QUOTATION_LIMITS.branches.max,
      messageKey('validation.max_items', { n: QUOTATION_LIMITS.branches.max }),
    ),
  ),
  unit_ids: v.optional(v.array(uuidField), []),
  period_months: v.picklist(PERIOD_MONTHS, messageKey('validation.invalid')),
  area_sqm: numberBetween(QUOTATION_LIMITS.areaSqm.min, QUOTATION_LIMITS.areaSqm.max),
  building_age_years: integerBetween(QUOTATION_LIMITS.buildingAgeYears.min, QUOTATION_LIMITS.buildingAgeYears.max),
  floors: integerBetween(QUOTATION_LIMITS.floors.min, QUOTATION_LIMITS.floors.max),
  floor_height_m: numberBetween(QUOTATION_LIMITS.floorHeightM.min, QUOTATION_LIMITS.floorHeightM.max),
  services: v.pipe(
    v.array(quotationServiceSchema, messageKey('validation.select_services')),
    v.minLength(1, messageKey('validation.select_services')),
  ),
  package_type: v.picklist(PACKAGE_TYPES, messageKey('validation.invalid')),
  frequency: v.optional(v.picklist(VISIT_FREQUENCIES, messageKey('validation.invalid')), 'monthly'),
  /** on_demand visits per location. */
  visits: v.optional(integerBetween(QUOTATION_LIMITS.visits.min, QUOTATION_LIMITS.visits.max), 1),
  /** Hours per location (hours packages). */
  hours: v.optional(integerBetween(QUOTATION_LIMITS.hours.min, QUOTATION_LIMITS.hours.max), 1),
};

/** POST company/quotations (create) and POST company/quotations/price (price only, nothing saved). */
export const quotationInputSchema = formObject(quotationInputEntries, {
  branch_ids: 'validation.select_branches',
  services: 'validation.select_services',
});
export type QuotationInput = v.InferInput<typeof quotationInputSchema>;
export type QuotationAnswers = v.InferOutput<typeof quotationInputSchema>;

const factorSchema = v.object({ key: v.string(), band: v.string(), permille: v.number() });
const priceLineSchema = v.object({
  service_id: v.string(),
  quantity: v.number(),
  unit_price: v.number(),
  units: v.number(),
  factor_keys: v.array(v.string()),
  amount: v.number(),
  products: v.array(
    v.object({
      product_id: v.string(),
      quantity: v.number(),
      unit_price: v.number(),
      units: v.number(),
      amount: v.number(),
    }),
  ),
});
/** ../pricing PriceBreakdown on the wire. */
export const priceBreakdownSchema = v.object({
  package_type: v.picklist(PACKAGE_TYPES),
  per_location: v.number(),
  locations: v.number(),
  package_total: v.number(),
  factors: v.array(factorSchema),
  lines: v.array(priceLineSchema),
  subtotal: v.number(),
  discount_bp: v.number(),
  discount: v.number(),
  taxable: v.number(),
  vat_bp: v.number(),
  vat: v.number(),
  total: v.number(),
});

export const quotationSchema = v.object({
  id: v.string(),
  /** QUO-2026-000123 */
  reference: v.string(),
  status: v.picklist(QUOTATION_STATUSES),
  answers: v.object({
    ...quotationInputEntries,
    // Stored answers are read as they were kept (a quotation priced before issue 26.5 may hold any code).
    business_type: v.string(),
    unit_type: v.string(),
    unit_ids: v.array(v.string()),
    services: v.array(
      v.object({
        service_id: v.string(),
        quantity: v.number(),
        products: v.array(v.object({ product_id: v.string(), quantity: v.number() })),
      }),
    ),
    frequency: v.picklist(VISIT_FREQUENCIES),
    visits: v.number(),
    hours: v.number(),
  }),
  /** Names as they were at submission, for the printed document. */
  branches: v.array(v.object({ id: v.string(), name: v.string(), code: v.string() })),
  services: v.array(v.object({ id: v.string(), name: trilingualNameSchema, unit: v.string() })),
  price: priceBreakdownSchema,
  valid_until: v.string(),
  rejection_reason: v.nullable(v.string()),
  /** The package bought from it, once bought. */
  package_reference: v.nullable(v.string()),
  created_at: v.string(),
  decided_at: v.nullable(v.string()),
});
export type Quotation = v.InferOutput<typeof quotationSchema>;

export const QUOTATION_SORTS = ['created_at', 'reference', 'total', 'status'] as const;
export const quotationListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(QUOTATION_SORTS),
  status: v.optional(v.picklist(QUOTATION_STATUSES, messageKey('validation.invalid'))),
});
export type QuotationListQuery = v.InferInput<typeof quotationListQuerySchema>;
export const quotationListSchema = listResultSchema(quotationSchema);

/** GET ops/quotations: every company's quotations (ops choose submitted, oldest first), each naming its company. */
export const opsQuotationSchema = v.object({
  ...quotationSchema.entries,
  company: v.object({ id: v.string(), name: v.object({ ar: v.string(), en: v.string() }) }),
});
export type OpsQuotation = v.InferOutput<typeof opsQuotationSchema>;
export const opsQuotationListSchema = listResultSchema(opsQuotationSchema);

/** POST ops/quotations/:id/reject */
export const rejectQuotationBodySchema = formObject({ reason: v.pipe(code, v.maxLength(500)) });

export const QUOTATION_PATHS = {
  price: 'company/quotations/price',
  list: 'company/quotations',
  one: 'company/quotations/:reference',
} as const;
