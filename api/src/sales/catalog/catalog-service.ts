import type { CatalogOfferQuery, CatalogPackageQuery, ListQuery } from '@portal/contract';
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
import { riyadhDay } from './riyadh-day';

// The catalog routes' services: the same answers for every signed-in user (reference data, no company scope).

export const categories = (ctx: SignedInContext) => listCategories(ctx.db);

export const serviceList = (
  ctx: SignedInContext,
  query: { category_id?: string | undefined; service_type_id?: string | undefined },
) =>
  servicesWith(ctx.db, {
    ...(query.category_id ? { categoryId: query.category_id } : {}),
    ...(query.service_type_id ? { serviceTypeId: query.service_type_id } : {}),
  });

const byService = (query: { service_id?: string | undefined }) =>
  query.service_id ? { serviceIds: [query.service_id] } : {};

export const productList = (ctx: SignedInContext, query: { service_id?: string | undefined }) =>
  listProducts(ctx.db, byService(query));

export const itemList = (ctx: SignedInContext, query: { service_id?: string | undefined }) =>
  listItems(ctx.db, byService(query));

export async function serviceById(ctx: SignedInContext, { id }: { id: string }) {
  const [found] = await servicesWith(ctx.db, { ids: [id] });
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
