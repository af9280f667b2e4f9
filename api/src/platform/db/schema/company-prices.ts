import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { serviceProducts, services } from './catalog';
import { companyIdColumn, idColumn, moment, userRef } from './columns';

// A company's negotiated prices (issue 32.1, ADR 0071): ops set them in the operations console; each row replaces
// one catalog price for one company (a service's per-unit and, optionally, per-hour price, or a product's piece
// price), in integer halalas, within an optional validity (Riyadh days, both ends included). One row per company
// and service or product: setting it again replaces it.

export const companyPrices = pgTable(
  'company_prices',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => serviceProducts.id, { onDelete: 'cascade' }),
    /** Halalas per unit per visit (a service) or per piece (a product). */
    unitPrice: integer('unit_price').notNull(),
    /** Halalas per technician-hour (services only); null keeps the catalog's. */
    hourlyPrice: integer('hourly_price'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    updatedBy: userRef('updated_by'),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    check('company_prices_one_item', sql`(${table.serviceId} IS NULL) <> (${table.productId} IS NULL)`),
    check('company_prices_hourly_of_service', sql`${table.hourlyPrice} IS NULL OR ${table.serviceId} IS NOT NULL`),
    check(
      'company_prices_amounts',
      sql`${table.unitPrice} > 0 AND (${table.hourlyPrice} IS NULL OR ${table.hourlyPrice} > 0)`,
    ),
    check(
      'company_prices_dates',
      sql`${table.validFrom} IS NULL OR ${table.validTo} IS NULL OR ${table.validTo} >= ${table.validFrom}`,
    ),
    uniqueIndex('company_prices_service_unique')
      .on(table.companyId, table.serviceId)
      .where(sql`${table.serviceId} IS NOT NULL`),
    uniqueIndex('company_prices_product_unique')
      .on(table.companyId, table.productId)
      .where(sql`${table.productId} IS NOT NULL`),
  ],
);
