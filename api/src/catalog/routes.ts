import {
  CATALOG_PATHS,
  catalogOfferQuerySchema,
  catalogPackageQuerySchema,
  catalogServiceChildQuerySchema,
  catalogServiceQuerySchema,
  categoryListSchema,
  offerListSchema,
  productListSchema,
  publishedPackageListSchema,
  publishedPackageSchema,
  serviceItemListSchema,
  serviceListSchema,
  serviceSchema,
  uuidField,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { addRoute } from '../http/route';
import {
  categories,
  itemList,
  offerList,
  packageById,
  packageList,
  productList,
  serviceById,
  serviceList,
} from './catalog-service';

// Spec §7 public/services/{category, service, product, item} (mounted at /api/v1/public/services) and
// public/packages/{package, offer} (at /api/v1/public/packages): the catalog, for any signed-in user.

const tags = ['catalog'];
const rule = { auth: 'signed-in' } as const;
const idParams = v.object({ id: uuidField });
const last = (path: string) => `/${path.split('/').pop()}`;

export async function serviceCatalogRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: last(CATALOG_PATHS.categories),
    rule,
    summary: 'Service categories (maintenance, cleaning, pest control)',
    tags,
    response: categoryListSchema,
    handler: (ctx) => categories(ctx),
  });
  addRoute(app, {
    method: 'GET',
    url: last(CATALOG_PATHS.services),
    rule,
    summary: 'Active services with unit, prices (halalas), quantity bounds, products and items; filter category_id',
    tags,
    query: catalogServiceQuerySchema,
    response: serviceListSchema,
    handler: (ctx, { query }) => serviceList(ctx, query),
  });
  addRoute(app, {
    method: 'GET',
    url: `${last(CATALOG_PATHS.services)}/:id`,
    rule,
    summary: 'One active service',
    tags,
    params: idParams,
    response: serviceSchema,
    handler: (ctx, { params }) => serviceById(ctx, params),
  });
  addRoute(app, {
    method: 'GET',
    url: last(CATALOG_PATHS.products),
    rule,
    summary: 'Optional products (priced per piece); filter service_id',
    tags,
    query: catalogServiceChildQuerySchema,
    response: productListSchema,
    handler: (ctx, { query }) => productList(ctx, query),
  });
  addRoute(app, {
    method: 'GET',
    url: last(CATALOG_PATHS.items),
    rule,
    summary: 'Tasks included in services; filter service_id',
    tags,
    query: catalogServiceChildQuerySchema,
    response: serviceItemListSchema,
    handler: (ctx, { query }) => itemList(ctx, query),
  });
}

export async function packageCatalogRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: last(CATALOG_PATHS.packages),
    rule,
    summary: 'Published packages; filters type, service_id; sort sort|price|name|period_months; pages',
    tags,
    query: catalogPackageQuerySchema,
    response: publishedPackageListSchema,
    handler: (ctx, { query }) => packageList(ctx, query),
  });
  addRoute(app, {
    method: 'GET',
    url: `${last(CATALOG_PATHS.packages)}/:id`,
    rule,
    summary: 'One published package',
    tags,
    params: idParams,
    response: publishedPackageSchema,
    handler: (ctx, { params }) => packageById(ctx, params),
  });
  addRoute(app, {
    method: 'GET',
    url: last(CATALOG_PATHS.offers),
    rule,
    summary: 'Published offers valid today (Riyadh); filter service_id; pages',
    tags,
    query: catalogOfferQuerySchema,
    response: offerListSchema,
    handler: (ctx, { query }) => offerList(ctx, query),
  });
}
