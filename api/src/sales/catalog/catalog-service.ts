import type { CatalogOfferQuery, CatalogPackageQuery, ListQuery } from '@portal/contract';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { notFound } from '../../platform/http/app-error';
import { listResult, pageWindow, sortColumn } from '../../platform/http/list-query';
import type { SignedInContext } from '../../platform/http/request-context';
import {
  findPublishedPackage,
  listCategories,
  listItems,
  listOffers,
  listProducts,
  listPublishedPackages,
  servicesWith,
} from './catalog-queries';
import { companyServicesWith, readCompanyPrices } from './company-price-read';
import { riyadhDay } from './riyadh-day';

// The catalog routes' services: reference data, at the list prices for ops and providers and at the caller's
// company's prices for a company member (ADR 0071), the rows its order form and quotation wizard price with.

export const categories = (ctx: SignedInContext) => listCategories(ctx.db);

/** The caller's company, when they act in one. */
type Buyer = CompanyScope | null;

const servicesFor = (ctx: SignedInContext, buyer: Buyer, filter: Parameters<typeof servicesWith>[1]) =>
  buyer ? companyServicesWith(buyer, filter, ctx.now) : servicesWith(ctx.db, filter);

export const serviceList = (
  ctx: SignedInContext,
  query: { category_id?: string | undefined; service_type_id?: string | undefined },
  buyer: Buyer,
) =>
  servicesFor(ctx, buyer, {
    ...(query.category_id ? { categoryId: query.category_id } : {}),
    ...(query.service_type_id ? { serviceTypeId: query.service_type_id } : {}),
  });

const byService = (query: { service_id?: string | undefined }) =>
  query.service_id ? { serviceIds: [query.service_id] } : {};

export async function productList(ctx: SignedInContext, query: { service_id?: string | undefined }, buyer: Buyer) {
  const products = await listProducts(ctx.db, byService(query));
  if (!buyer) return products;
  const prices = await readCompanyPrices(buyer, ctx.now);
  return products.map((product) => ({ ...product, price: prices.products.get(product.id) ?? product.price }));
}

export const itemList = (ctx: SignedInContext, query: { service_id?: string | undefined }) =>
  listItems(ctx.db, byService(query));

export async function serviceById(ctx: SignedInContext, { id }: { id: string }, buyer: Buyer) {
  const [found] = await servicesFor(ctx, buyer, { ids: [id] });
  if (!found) throw notFound();
  return found;
}

type PackageQuery = ListQuery & Omit<CatalogPackageQuery, keyof ListQuery>;

export async function packageList(ctx: SignedInContext, query: PackageQuery) {
  const sortBy = sortColumn(
    query,
    { sort: 'sort', price: 'price', name: 'name', period_months: 'period_months' } as const,
    'sort' as const,
  );
  const { items, total } = await listPublishedPackages(
    ctx.db,
    { type: query.type, serviceId: query.service_id },
    { ...pageWindow(query), sortBy, sortDesc: query.sortDesc },
  );
  return listResult(items, total, query);
}

export async function packageById(ctx: SignedInContext, { id }: { id: string }) {
  const found = await findPublishedPackage(ctx.db, id);
  if (!found) throw notFound();
  return found;
}

type OfferQuery = ListQuery & Omit<CatalogOfferQuery, keyof ListQuery>;

export async function offerList(ctx: SignedInContext, query: OfferQuery) {
  const { items, total } = await listOffers(
    ctx.db,
    { serviceId: query.service_id, day: riyadhDay(ctx.now) },
    pageWindow(query),
  );
  return listResult(items, total, query);
}
