import * as v from 'valibot';
import { trilingualNameSchema } from './areas';
import { uuidField } from './fields';
import { listQueryEntries, listResultSchema, sortByEntry } from './list-query';
import { messageKey } from './messages';

// The public catalog of spec §7 public/services/{category, service, product, item} and public/packages/{package,
// offer} (DOMAIN.md §4): data seeded by a migration, in ar/en/fr, prices in integer halalas. Read-only for
// companies; GET answers are the same for every signed-in user.

/** DOMAIN.md §4 categories. */
export const CATEGORY_CODES = ['maintenance', 'cleaning', 'pest_control'] as const;
export type CategoryCode = (typeof CATEGORY_CODES)[number];

/** What one unit of a service is: a visit, an hour of work, a square metre or a counted item (an AC unit). */
export const SERVICE_UNITS = ['visit', 'hour', 'sqm', 'unit'] as const;
export type ServiceUnit = (typeof SERVICE_UNITS)[number];

/** Spec §4 visit frequencies, with the emergency bundles of 2, 4 or 6 visits spelled as codes. */
export const VISIT_FREQUENCIES = [
  'on_demand',
  'one_time',
  'daily',
  'weekly',
  'weekly_twice',
  'monthly',
  'monthly_twice',
  'quarterly',
  'quarterly_twice',
  'semi_annually',
  'yearly',
  'emergency_2',
  'emergency_4',
  'emergency_6',
] as const;
export type VisitFrequency = (typeof VISIT_FREQUENCIES)[number];

/** Spec §4 repeat mode of a package's visits: booked automatically on the frequency, or by the client. */
export const REPEAT_MODES = ['auto', 'manual'] as const;
export type RepeatMode = (typeof REPEAT_MODES)[number];

/** A package is bought by visits or by hours (spec §1). */
export const PACKAGE_TYPES = ['visits', 'hours'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/** Spec §4 package/offer statuses. */
export const PACKAGE_STATUSES = ['published', 'submitted', 'approved', 'rejected'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

/** Periods (months) a quotation or package may cover. */
export const PERIOD_MONTHS = [1, 3, 6, 12, 24] as const;
export type PeriodMonths = (typeof PERIOD_MONTHS)[number];

export const categorySchema = v.object({
  id: v.string(),
  code: v.picklist(CATEGORY_CODES),
  name: trilingualNameSchema,
  sort: v.number(),
});
export type Category = v.InferOutput<typeof categorySchema>;

/** An optional product sold with a service (a filter, a chemical), priced per piece per visit. */
export const productSchema = v.object({
  id: v.string(),
  code: v.string(),
  service_id: v.string(),
  name: trilingualNameSchema,
  /** Halalas per piece. */
  price: v.number(),
});
export type Product = v.InferOutput<typeof productSchema>;

/** A task included in a service (what the technician does); shown on the quotation, not priced. */
export const serviceItemSchema = v.object({
  id: v.string(),
  code: v.string(),
  service_id: v.string(),
  name: trilingualNameSchema,
});
export type ServiceItem = v.InferOutput<typeof serviceItemSchema>;

export const serviceSchema = v.object({
  id: v.string(),
  code: v.string(),
  category_id: v.string(),
  category_code: v.picklist(CATEGORY_CODES),
  /** The kind of work (public/settings/serviceType, ADR 0058); null for a service ops have not typed. */
  service_type_id: v.nullable(v.string()),
  name: trilingualNameSchema,
  description: trilingualNameSchema,
  unit: v.picklist(SERVICE_UNITS),
  /** Halalas per unit per visit (visits packages and one-time orders). */
  base_price: v.number(),
  /** Halalas per technician-hour (hours packages). */
  hourly_price: v.number(),
  min_quantity: v.number(),
  max_quantity: v.number(),
  products: v.array(productSchema),
  items: v.array(serviceItemSchema),
  sort: v.number(),
});
export type Service = v.InferOutput<typeof serviceSchema>;

/** A package the operator publishes (public/packages/package); a company buys it as is or from a quotation. */
export const publishedPackageSchema = v.object({
  id: v.string(),
  code: v.string(),
  name: trilingualNameSchema,
  description: trilingualNameSchema,
  type: v.picklist(PACKAGE_TYPES),
  /** Visits (type visits) or hours (type hours) the package holds. */
  total: v.number(),
  period_months: v.number(),
  frequency: v.picklist(VISIT_FREQUENCIES),
  repeat_mode: v.picklist(REPEAT_MODES),
  /** Services the package covers. */
  service_ids: v.array(v.string()),
  /** Price before VAT in halalas, after the package discount. */
  price: v.number(),
  discount_bp: v.number(),
  /** Halalas paid at purchase when not paid in full; 0 = full price at purchase. */
  down_payment: v.number(),
  credit_line_allowed: v.boolean(),
  /** Extra cost of buying on the credit line, in basis points of the price. */
  credit_cost_bp: v.number(),
  allowed_location_count: v.number(),
  /** Areas (ids) where the package may be used; empty = every serviced area. */
  allowed_area_ids: v.array(v.string()),
  terms: trilingualNameSchema,
  status: v.picklist(PACKAGE_STATUSES),
});
export type PublishedPackage = v.InferOutput<typeof publishedPackageSchema>;

/** A time-limited discount on a service (public/packages/offer). */
export const offerSchema = v.object({
  id: v.string(),
  code: v.string(),
  name: trilingualNameSchema,
  description: trilingualNameSchema,
  service_id: v.string(),
  discount_bp: v.number(),
  /** `YYYY-MM-DD`, inclusive, Riyadh time. */
  valid_from: v.string(),
  valid_to: v.string(),
  status: v.picklist(PACKAGE_STATUSES),
});
export type Offer = v.InferOutput<typeof offerSchema>;

/** GET answers: the whole (small) list, sorted by `sort`. */
export const categoryListSchema = v.array(categorySchema);
export const serviceListSchema = v.array(serviceSchema);
export const productListSchema = v.array(productSchema);
export const serviceItemListSchema = v.array(serviceItemSchema);
export const publishedPackageListSchema = listResultSchema(publishedPackageSchema);
export const offerListSchema = listResultSchema(offerSchema);

/** Endpoint paths under /api/v1 (spec §7). */
export const CATALOG_PATHS = {
  categories: 'public/services/category',
  services: 'public/services/service',
  products: 'public/services/product',
  items: 'public/services/item',
  packages: 'public/packages/package',
  offers: 'public/packages/offer',
} as const;

/** GET public/services/service: the services of one category (optional). */
export const catalogServiceQuerySchema = v.object({
  category_id: v.optional(uuidField),
  service_type_id: v.optional(uuidField),
});
/** GET public/services/{product, item}: those of one service (optional). */
export const catalogServiceChildQuerySchema = v.object({ service_id: v.optional(uuidField) });
/** GET public/packages/package: published, active packages; filters type and service_id, sort, pages. */
export const CATALOG_PACKAGE_SORT_KEYS = ['sort', 'price', 'name', 'period_months'] as const;
export const catalogPackageQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(CATALOG_PACKAGE_SORT_KEYS),
  type: v.optional(v.picklist(PACKAGE_TYPES, messageKey('validation.invalid'))),
  service_id: v.optional(uuidField),
});
export type CatalogPackageQuery = v.InferInput<typeof catalogPackageQuerySchema>;
/** GET public/packages/offer: published offers valid today; filter service_id, pages. */
export const catalogOfferQuerySchema = v.object({ ...listQueryEntries, service_id: v.optional(uuidField) });
export type CatalogOfferQuery = v.InferInput<typeof catalogOfferQuerySchema>;
