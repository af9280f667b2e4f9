import * as v from 'valibot';
import { trilingualNameSchema } from './areas';
import { PACKAGE_STATUSES, PACKAGE_TYPES, REPEAT_MODES, VISIT_FREQUENCIES } from './catalog';
import { formObject, uuidField } from './fields';
import { booleanQueryParam, exportQueryEntries, listQueryEntries, listResultSchema, sortByEntry } from './list-query';
import { messageKey } from './messages';
import { PAYMENT_STATUSES } from './money';
import { creditLineSchema } from './wallet';

// A company's packages (spec §3 Package, §7 company/package, /buy, /confirmPayment, /updateProperties,
// /creditLine, /updateCreditLineStatus; DOMAIN.md §5). Bought from a published package or from an approved
// quotation; every payment goes through the ledger and gets an invoice.

/** How a package is paid: the §4 methods that apply, plus the company's credit line when the package allows it. */
export const PACKAGE_PAYMENT_METHODS = ['wallet', 'credit_card', 'transfer', 'credit_line'] as const;
export type PackagePaymentMethod = (typeof PACKAGE_PAYMENT_METHODS)[number];

/** Pay everything now, or the down payment now and the rest from the wallet / credit line later. */
export const PACKAGE_PAY_MODES = ['full', 'down_payment'] as const;
export type PackagePayMode = (typeof PACKAGE_PAY_MODES)[number];

/** Where a package was bought from. */
export const PACKAGE_SOURCES = ['published', 'quotation'] as const;
export type PackageSource = (typeof PACKAGE_SOURCES)[number];

/** Spec §4 activity of a package's credit line use. */
export const CREDIT_LINE_STATUSES = ['active', 'inactive'] as const;
export type CreditLineStatus = (typeof CREDIT_LINE_STATUSES)[number];

/** Spec §4: a bank-transfer purchase is activated by ops within 24 hours. */
export const PACKAGE_TRANSFER_ACTIVATION_HOURS = 24;

export const packageLocationSchema = v.object({
  branch_id: v.string(),
  name: v.string(),
  code: v.string(),
  /** Visits or hours consumed at this branch. */
  used: v.number(),
});
export type PackageLocation = v.InferOutput<typeof packageLocationSchema>;

export const companyPackageSchema = v.object({
  id: v.string(),
  /** PKG-2026-000123: the id of route b2b-packages-id. */
  reference: v.string(),
  name: trilingualNameSchema,
  source: v.picklist(PACKAGE_SOURCES),
  quotation_reference: v.nullable(v.string()),
  published_package_id: v.nullable(v.string()),
  type: v.picklist(PACKAGE_TYPES),
  /** Visits or hours. */
  total: v.number(),
  used: v.number(),
  available: v.number(),
  period_months: v.number(),
  frequency: v.picklist(VISIT_FREQUENCIES),
  repeat_mode: v.picklist(REPEAT_MODES),
  services: v.array(v.object({ id: v.string(), name: trilingualNameSchema })),
  /** `YYYY-MM-DD`; null until the package is active. */
  starts_on: v.nullable(v.string()),
  ends_on: v.nullable(v.string()),
  allowed_location_count: v.number(),
  allowed_areas: v.array(v.object({ id: v.string(), name: trilingualNameSchema })),
  terms: trilingualNameSchema,
  /** Halalas: price before VAT, VAT, price with VAT. */
  price: v.number(),
  vat: v.number(),
  total_price: v.number(),
  down_payment: v.number(),
  amount_paid: v.number(),
  amount_due: v.number(),
  credit_line_allowed: v.boolean(),
  credit_cost_bp: v.number(),
  /** Halalas the credit line costs on this package (0 when not bought on credit). */
  credit_cost: v.number(),
  credit_line_status: v.nullable(v.picklist(CREDIT_LINE_STATUSES)),
  payment_method: v.picklist(PACKAGE_PAYMENT_METHODS),
  payment_status: v.picklist(PAYMENT_STATUSES),
  /** A bank-transfer purchase whose receipt was sent (ops now confirm it): the page stops offering the upload. */
  transfer_receipt_sent: v.boolean(),
  /** Spec §4: submitted (waiting for payment or ops), approved, rejected. */
  status: v.picklist(PACKAGE_STATUSES),
  /** approved, today within [starts_on, ends_on]. */
  is_active: v.boolean(),
  /** Spec §4: an active package without branches shows "Need Action". */
  need_action: v.boolean(),
  locations: v.array(packageLocationSchema),
  invoice_ids: v.array(v.string()),
  created_at: v.string(),
  activated_at: v.nullable(v.string()),
});
export type CompanyPackage = v.InferOutput<typeof companyPackageSchema>;

export const PACKAGE_SORTS = ['created_at', 'reference', 'ends_on', 'status'] as const;
export const packageListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(PACKAGE_SORTS),
  status: v.optional(v.picklist(PACKAGE_STATUSES, messageKey('validation.invalid'))),
  type: v.optional(v.picklist(PACKAGE_TYPES, messageKey('validation.invalid'))),
  is_active: v.optional(booleanQueryParam),
  /** The branch page's Packages tab: packages covering this branch. */
  branch_id: v.optional(uuidField),
});
export type PackageListQuery = v.InferInput<typeof packageListQuerySchema>;
export const packageListSchema = listResultSchema(companyPackageSchema);

const branchIdsField = v.pipe(
  v.array(uuidField, messageKey('validation.select_branches')),
  v.maxLength(500, messageKey('validation.max_items', { n: 500 })),
);

/**
 * POST company/package/buy (Idempotency-Key header). `published_package_id` with source published,
 * `quotation_reference` (an approved quotation) with source quotation; a missing one is 'Please select a package'.
 * More branches than the package allows → 'You can choose only ({n}) locations' on branch_ids.
 */
export const buyPackageBodySchema = formObject(
  {
    source: v.picklist(PACKAGE_SOURCES, messageKey('validation.select_package')),
    published_package_id: v.optional(uuidField),
    quotation_reference: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
    payment_method: v.picklist(PACKAGE_PAYMENT_METHODS, messageKey('validation.invalid')),
    pay: v.optional(v.picklist(PACKAGE_PAY_MODES, messageKey('validation.invalid')), 'full'),
    branch_ids: v.optional(branchIdsField, []),
  },
  { source: 'validation.select_package', payment_method: 'validation.required' },
);
export type BuyPackageBody = v.InferInput<typeof buyPackageBodySchema>;
export const buyPackageResultSchema = v.object({
  package: companyPackageSchema,
  /** Card: the gateway's hosted page to open; null otherwise. */
  payment_url: v.nullable(v.string()),
  /** Transfer: the amount to transfer, then POST confirmPayment with the receipt. */
  amount_to_transfer: v.nullable(v.number()),
  message: v.string(),
});
export type BuyPackageResult = v.InferOutput<typeof buyPackageResultSchema>;

/**
 * POST company/package/confirmPayment: multipart (package_id, receipt, note) for a bank transfer → a temporary
 * transaction ops confirm (activation ≤ 24 h); JSON { package_id } after a card payment → asks the gateway.
 */
export const confirmPackagePaymentFieldsSchema = formObject({
  package_id: uuidField,
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, messageKey('validation.max_length', { n: 500 })))),
});

/** POST company/package/confirmPayment as JSON, after the card gateway sent the browser back. */
export const confirmPackageCardPaymentBodySchema = v.object({ package_id: uuidField });

/** POST company/package/updateProperties: the package's locations. */
export const updatePackagePropertiesBodySchema = formObject({ package_id: uuidField, branch_ids: branchIdsField });
export type UpdatePackagePropertiesBody = v.InferInput<typeof updatePackagePropertiesBodySchema>;

/** GET company/package/creditLine: the company's credit line and the packages that use it. */
export const packageCreditLineSchema = v.object({
  credit_line: creditLineSchema,
  packages: v.array(
    v.object({
      package_id: v.string(),
      reference: v.string(),
      name: trilingualNameSchema,
      credit_line_status: v.picklist(CREDIT_LINE_STATUSES),
      credit_cost: v.number(),
      /** Halalas of this package still owed on the credit line. */
      outstanding: v.number(),
    }),
  ),
});
export type PackageCreditLine = v.InferOutput<typeof packageCreditLineSchema>;

/** POST company/package/updateCreditLineStatus */
export const updateCreditLineStatusBodySchema = formObject({
  package_id: uuidField,
  status: v.picklist(CREDIT_LINE_STATUSES, messageKey('validation.invalid')),
});

export const PACKAGE_PATHS = {
  list: 'company/package',
  one: 'company/package/:reference',
  buy: 'company/package/buy',
  confirmPayment: 'company/package/confirmPayment',
  updateProperties: 'company/package/updateProperties',
  creditLine: 'company/package/creditLine',
  updateCreditLineStatus: 'company/package/updateCreditLineStatus',
  export: 'company/package/export',
} as const;

/** GET company/package/export: the list's search, filters and sort as .xlsx (default) or CSV. */
export const packageExportQuerySchema = v.object({
  ...exportQueryEntries,
  sortBy: sortByEntry(PACKAGE_SORTS),
  status: packageListQuerySchema.entries.status,
  type: packageListQuerySchema.entries.type,
  is_active: packageListQuerySchema.entries.is_active,
  branch_id: packageListQuerySchema.entries.branch_id,
});
export type PackageExportQuery = v.InferInput<typeof packageExportQuerySchema>;
