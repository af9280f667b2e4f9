import type { Category, Offer, Product, PublishedPackage, Service, ServiceItem } from '@portal/contract';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import {
  catalogPackageAreas,
  catalogPackageServices,
  catalogPackages,
  offers,
  serviceCategories,
  serviceItems,
  serviceProducts,
  services,
} from '../../platform/db/schema/index';

// Read side of the catalog (public/services/*, public/packages/*): active rows only, in the contract's shapes.
// Pricing reads services through `servicesWith` too, so the API prices on exactly what the wizard fetched.

type Named = { nameAr: string; nameEn: string; nameFr: string };
type Described = { descriptionAr: string; descriptionEn: string; descriptionFr: string };
const nameOf = (row: Named) => ({ ar: row.nameAr, en: row.nameEn, fr: row.nameFr });
const descriptionOf = (row: Described) => ({ ar: row.descriptionAr, en: row.descriptionEn, fr: row.descriptionFr });

export async function listCategories(db: Queryable): Promise<Category[]> {
  const rows = await db
    .select()
    .from(serviceCategories)
    .where(eq(serviceCategories.isActive, true))
    .orderBy(asc(serviceCategories.sort), asc(serviceCategories.code));
  return rows.map((row) => ({ id: row.id, code: row.code as Category['code'], name: nameOf(row), sort: row.sort }));
}

export async function listProducts(db: Queryable, filter: { serviceIds?: string[] }): Promise<Product[]> {
  const rows = await db
    .select()
    .from(serviceProducts)
    .where(
      and(
        eq(serviceProducts.isActive, true),
        filter.serviceIds ? inArray(serviceProducts.serviceId, filter.serviceIds) : undefined,
      ),
    )
    .orderBy(asc(serviceProducts.sort), asc(serviceProducts.code));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    service_id: row.serviceId,
    name: nameOf(row),
    price: row.price,
  }));
}

export async function listItems(db: Queryable, filter: { serviceIds?: string[] }): Promise<ServiceItem[]> {
  const rows = await db
    .select()
    .from(serviceItems)
    .where(
      and(
        eq(serviceItems.isActive, true),
        filter.serviceIds ? inArray(serviceItems.serviceId, filter.serviceIds) : undefined,
      ),
    )
    .orderBy(asc(serviceItems.sort), asc(serviceItems.code));
  return rows.map((row) => ({ id: row.id, code: row.code, service_id: row.serviceId, name: nameOf(row) }));
}

/** Active services (of active categories) with their products and items; `ids` limits them (pricing). */
export async function servicesWith(
  db: Queryable,
  filter: { categoryId?: string; serviceTypeId?: string; ids?: string[] },
): Promise<Service[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  const rows = await db
    .select({ service: services, categoryCode: serviceCategories.code, categorySort: serviceCategories.sort })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(
      and(
        eq(services.isActive, true),
        eq(serviceCategories.isActive, true),
        filter.categoryId ? eq(services.categoryId, filter.categoryId) : undefined,
        filter.serviceTypeId ? eq(services.serviceTypeId, filter.serviceTypeId) : undefined,
        filter.ids ? inArray(services.id, filter.ids) : undefined,
      ),
    )
    .orderBy(asc(serviceCategories.sort), asc(services.sort), asc(services.code));
  const serviceIds = rows.map((row) => row.service.id);
  const products = serviceIds.length > 0 ? await listProducts(db, { serviceIds }) : [];
  const items = serviceIds.length > 0 ? await listItems(db, { serviceIds }) : [];
  return rows.map(({ service, categoryCode }) => ({
    id: service.id,
    code: service.code,
    category_id: service.categoryId,
    category_code: categoryCode as Service['category_code'],
    service_type_id: service.serviceTypeId,
    name: nameOf(service),
    description: descriptionOf(service),
    unit: service.unit as Service['unit'],
    base_price: service.basePrice,
    hourly_price: service.hourlyPrice,
    min_quantity: service.minQuantity,
    max_quantity: service.maxQuantity,
    products: products.filter((product) => product.service_id === service.id),
    items: items.filter((item) => item.service_id === service.id),
    sort: service.sort,
  }));
}

export interface PackageFilter {
  ids?: string[] | undefined;
  type?: 'visits' | 'hours' | undefined;
  serviceId?: string | undefined;
}

function packageWhere(filter: PackageFilter): SQL | undefined {
  return and(
    eq(catalogPackages.isActive, true),
    eq(catalogPackages.status, 'published'),
    filter.ids ? inArray(catalogPackages.id, filter.ids) : undefined,
    filter.type ? eq(catalogPackages.type, filter.type) : undefined,
    filter.serviceId
      ? sql`exists (select 1 from ${catalogPackageServices} where ${catalogPackageServices.packageId} = ${catalogPackages.id} and ${catalogPackageServices.serviceId} = ${filter.serviceId})`
      : undefined,
  );
}

export const PACKAGE_CATALOG_SORTS = {
  sort: catalogPackages.sort,
  price: catalogPackages.price,
  name: catalogPackages.nameEn,
  period_months: catalogPackages.periodMonths,
} as const;

/** Published, active packages with their services and allowed areas. */
export async function listPublishedPackages(
  db: Queryable,
  filter: PackageFilter,
  window: { limit: number; offset: number; sortBy: keyof typeof PACKAGE_CATALOG_SORTS; sortDesc: boolean },
): Promise<{ items: PublishedPackage[]; total: number }> {
  const where = packageWhere(filter);
  const order = window.sortDesc
    ? desc(PACKAGE_CATALOG_SORTS[window.sortBy])
    : asc(PACKAGE_CATALOG_SORTS[window.sortBy]);
  const rows = await db
    .select()
    .from(catalogPackages)
    .where(where)
    .orderBy(order, asc(catalogPackages.code))
    .limit(window.limit)
    .offset(window.offset);
  const total = await db.$count(catalogPackages, where);
  const ids = rows.map((row) => row.id);
  const links = ids.length
    ? await db.select().from(catalogPackageServices).where(inArray(catalogPackageServices.packageId, ids))
    : [];
  const areaLinks = ids.length
    ? await db.select().from(catalogPackageAreas).where(inArray(catalogPackageAreas.packageId, ids))
    : [];
  const items = rows.map(
    (row): PublishedPackage => ({
      id: row.id,
      code: row.code,
      name: nameOf(row),
      description: descriptionOf(row),
      type: row.type as PublishedPackage['type'],
      total: row.total,
      period_months: row.periodMonths,
      frequency: row.frequency as PublishedPackage['frequency'],
      repeat_mode: row.repeatMode as PublishedPackage['repeat_mode'],
      service_ids: links.filter((link) => link.packageId === row.id).map((link) => link.serviceId),
      price: row.price,
      discount_bp: row.discountBp,
      down_payment: row.downPayment,
      credit_line_allowed: row.creditLineAllowed,
      credit_cost_bp: row.creditCostBp,
      allowed_location_count: row.allowedLocationCount,
      allowed_area_ids: areaLinks.filter((link) => link.packageId === row.id).map((link) => link.areaId),
      terms: { ar: row.termsAr, en: row.termsEn, fr: row.termsFr },
      status: row.status as PublishedPackage['status'],
    }),
  );
  return { items, total };
}

export async function findPublishedPackage(db: Queryable, id: string): Promise<PublishedPackage | null> {
  const { items } = await listPublishedPackages(
    db,
    { ids: [id] },
    { limit: 1, offset: 0, sortBy: 'sort', sortDesc: false },
  );
  return items[0] ?? null;
}

/** Published offers valid on `day` (Riyadh `YYYY-MM-DD`). */
export async function listOffers(
  db: Queryable,
  filter: { serviceId?: string | undefined; day: string },
  window: { limit: number; offset: number },
): Promise<{ items: Offer[]; total: number }> {
  const where = and(
    eq(offers.isActive, true),
    eq(offers.status, 'published'),
    lte(offers.validFrom, filter.day),
    gte(offers.validTo, filter.day),
    filter.serviceId ? eq(offers.serviceId, filter.serviceId) : undefined,
  );
  const rows = await db
    .select()
    .from(offers)
    .where(where)
    .orderBy(asc(offers.validTo), asc(offers.code))
    .limit(window.limit)
    .offset(window.offset);
  const total = await db.$count(offers, where);
  return {
    items: rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: nameOf(row),
      description: descriptionOf(row),
      service_id: row.serviceId,
      discount_bp: row.discountBp,
      valid_from: row.validFrom,
      valid_to: row.validTo,
      status: row.status as Offer['status'],
    })),
    total,
  };
}
