import type { CompanyPriceOverlay, Service } from '@portal/contract';
import { priceInForce, serviceAtCompanyPrices } from '@portal/contract';
import { companyPrices } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { servicesWith } from './catalog-queries';
import { riyadhDay } from './riyadh-day';

// The company's negotiated prices in force on the request's Riyadh day (ADR 0071), laid over the catalog rows every
// price path reads (quotation, one-time order, draft, proposal, and the catalog the company's forms fetch).

export interface CompanyPriceRow {
  id: string;
  serviceId: string | null;
  productId: string | null;
  unitPrice: number;
  hourlyPrice: number | null;
  valid_from: string | null;
  valid_to: string | null;
  updatedAt: Date;
}

/** Every price row of the company (a few dozen at most: one per service or product). */
export function companyPriceRows(scope: CompanyScope): Promise<CompanyPriceRow[]> {
  return scope
    .select({
      id: companyPrices.id,
      serviceId: companyPrices.serviceId,
      productId: companyPrices.productId,
      unitPrice: companyPrices.unitPrice,
      hourlyPrice: companyPrices.hourlyPrice,
      valid_from: companyPrices.validFrom,
      valid_to: companyPrices.validTo,
      updatedAt: companyPrices.updatedAt,
    })
    .from(companyPrices);
}

/** The rows in force on `now`'s Riyadh day, by catalog id. */
export function overlayOf(rows: readonly CompanyPriceRow[], now: Date): CompanyPriceOverlay {
  const day = riyadhDay(now);
  const services = new Map<string, { unit_price: number; hourly_price: number | null }>();
  const products = new Map<string, number>();
  for (const row of rows.filter((r) => priceInForce(r, day))) {
    if (row.serviceId) services.set(row.serviceId, { unit_price: row.unitPrice, hourly_price: row.hourlyPrice });
    if (row.productId) products.set(row.productId, row.unitPrice);
  }
  return { services, products };
}

export async function readCompanyPrices(scope: CompanyScope, now: Date): Promise<CompanyPriceOverlay> {
  return overlayOf(await companyPriceRows(scope), now);
}

/** `servicesWith` at the company's prices: the rows pricing reads for this company. */
export async function companyServicesWith(
  scope: CompanyScope,
  filter: Parameters<typeof servicesWith>[1],
  now: Date,
): Promise<Service[]> {
  const services = await servicesWith(scope.db, filter);
  if (services.length === 0) return services;
  const prices = await readCompanyPrices(scope, now);
  return services.map((service) => serviceAtCompanyPrices(service, prices));
}
