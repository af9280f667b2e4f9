import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { areas } from './areas';
import { idColumn, namesColumns, partOf } from './columns';

// The public catalog (DOMAIN.md §4, spec §7 public/services/* and public/packages/*): reference data seeded by
// migration 0008, the same for every company, names in ar/en/fr, prices in integer halalas. No company owns it.

/** Where a row stands in its list, and whether the catalog still offers it (a row is retired, never deleted). */
const shelved = {
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
};
const descriptions = {
  descriptionAr: text('description_ar').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionFr: text('description_fr').notNull().default(''),
};

/** The catalog service a row belongs to. Hoisted: the tables below `services` call it. */
function serviceRef() {
  return uuid('service_id')
    .notNull()
    .references(() => services.id);
}

export const serviceCategories = pgTable('service_categories', {
  id: idColumn(),
  code: text('code').notNull().unique(),
  ...namesColumns(),
  ...shelved,
});

/** Spec §7 public/settings/serviceType (migration 0039, ADR 0058): what kind of work a service is; filters the catalog. */
export const serviceTypes = pgTable('service_types', {
  id: idColumn(),
  code: text('code').notNull().unique(),
  ...namesColumns(),
  ...shelved,
});

export const services = pgTable(
  'services',
  {
    id: idColumn(),
    code: text('code').notNull().unique(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => serviceCategories.id),
    serviceTypeId: uuid('service_type_id').references(() => serviceTypes.id),
    ...namesColumns(),
    ...descriptions,
    /** visit | hour | sqm | unit */
    unit: text('unit').notNull(),
    /** Halalas per unit per visit. */
    basePrice: bigint('base_price', { mode: 'number' }).notNull(),
    /** Halalas per technician-hour. */
    hourlyPrice: bigint('hourly_price', { mode: 'number' }).notNull(),
    minQuantity: integer('min_quantity').notNull().default(1),
    maxQuantity: integer('max_quantity').notNull(),
    ...shelved,
  },
  (table) => [
    index('services_category_idx').on(table.categoryId),
    check('services_unit', sql`${table.unit} IN ('visit','hour','sqm','unit')`),
    check('services_prices_positive', sql`${table.basePrice} > 0 AND ${table.hourlyPrice} > 0`),
    check('services_quantity_bounds', sql`${table.minQuantity} >= 1 AND ${table.maxQuantity} >= ${table.minQuantity}`),
  ],
);

export const serviceProducts = pgTable(
  'service_products',
  {
    id: idColumn(),
    code: text('code').notNull().unique(),
    serviceId: serviceRef(),
    ...namesColumns(),
    /** Halalas per piece. */
    price: bigint('price', { mode: 'number' }).notNull(),
    ...shelved,
  },
  (table) => [
    index('service_products_service_idx').on(table.serviceId),
    check('service_products_price_positive', sql`${table.price} > 0`),
  ],
);

export const serviceItems = pgTable(
  'service_items',
  {
    id: idColumn(),
    code: text('code').notNull().unique(),
    serviceId: serviceRef(),
    ...namesColumns(),
    ...shelved,
  },
  (table) => [index('service_items_service_idx').on(table.serviceId)],
);

/** Packages the operator publishes (public/packages/package). */
export const catalogPackages = pgTable(
  'catalog_packages',
  {
    id: idColumn(),
    code: text('code').notNull().unique(),
    ...namesColumns(),
    ...descriptions,
    /** visits | hours */
    type: text('type').notNull(),
    total: integer('total').notNull(),
    periodMonths: integer('period_months').notNull(),
    frequency: text('frequency').notNull(),
    repeatMode: text('repeat_mode').notNull().default('auto'),
    /** Halalas before VAT, after the package discount. */
    price: bigint('price', { mode: 'number' }).notNull(),
    discountBp: integer('discount_bp').notNull().default(0),
    downPayment: bigint('down_payment', { mode: 'number' }).notNull().default(0),
    creditLineAllowed: boolean('credit_line_allowed').notNull().default(false),
    creditCostBp: integer('credit_cost_bp').notNull().default(0),
    allowedLocationCount: integer('allowed_location_count').notNull(),
    termsAr: text('terms_ar').notNull().default(''),
    termsEn: text('terms_en').notNull().default(''),
    termsFr: text('terms_fr').notNull().default(''),
    status: text('status').notNull().default('published'),
    ...shelved,
  },
  (table) => [
    check('catalog_packages_type', sql`${table.type} IN ('visits','hours')`),
    check('catalog_packages_price_positive', sql`${table.price} > 0 AND ${table.total} > 0`),
    check('catalog_packages_down_payment', sql`${table.downPayment} >= 0 AND ${table.downPayment} < ${table.price}`),
    check('catalog_packages_locations', sql`${table.allowedLocationCount} >= 1`),
  ],
);

export const catalogPackageServices = pgTable(
  'catalog_package_services',
  {
    packageId: partOf('package_id', () => catalogPackages.id),
    serviceId: serviceRef(),
  },
  (table) => [primaryKey({ columns: [table.packageId, table.serviceId] })],
);

/** Areas where a published package may be used; none = every serviced area. */
export const catalogPackageAreas = pgTable(
  'catalog_package_areas',
  {
    packageId: partOf('package_id', () => catalogPackages.id),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id),
  },
  (table) => [primaryKey({ columns: [table.packageId, table.areaId] })],
);

/** A time-limited discount on one service (public/packages/offer). */
export const offers = pgTable(
  'offers',
  {
    id: idColumn(),
    code: text('code').notNull().unique(),
    ...namesColumns(),
    ...descriptions,
    serviceId: serviceRef(),
    discountBp: integer('discount_bp').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    status: text('status').notNull().default('published'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    check('offers_discount', sql`${table.discountBp} > 0 AND ${table.discountBp} <= 10000`),
    check('offers_dates', sql`${table.validTo} >= ${table.validFrom}`),
  ],
);
