import * as v from 'valibot';
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
} from './catalog';
import { endpoint } from './endpoint';
import { uuidField } from './fields';

// Spec §7 public/services/{category, service, product, item} and public/packages/{package, offer} (issue 25.1):
// the catalog, for any signed-in user, each endpoint declared once.

const access = { auth: 'signed-in' } as const;
const tag = 'catalog';
const idParams = v.object({ id: uuidField });

export const CATALOG_ENDPOINTS = {
  categories: endpoint({
    operationId: 'listServiceCategories',
    method: 'GET',
    path: CATALOG_PATHS.categories,
    access,
    summary: 'Service categories (maintenance, cleaning, pest control)',
    tag,
    response: categoryListSchema,
  }),
  services: endpoint({
    operationId: 'listServices',
    method: 'GET',
    path: CATALOG_PATHS.services,
    access,
    summary:
      'Active services with unit, prices (halalas), quantity bounds, products and items; filter category_id, service_type_id',
    tag,
    query: catalogServiceQuerySchema,
    response: serviceListSchema,
  }),
  service: endpoint({
    operationId: 'getService',
    method: 'GET',
    path: `${CATALOG_PATHS.services}/:id`,
    access,
    summary: 'One active service',
    tag,
    params: idParams,
    response: serviceSchema,
  }),
  products: endpoint({
    operationId: 'listServiceProducts',
    method: 'GET',
    path: CATALOG_PATHS.products,
    access,
    summary: 'Optional products (priced per piece); filter service_id',
    tag,
    query: catalogServiceChildQuerySchema,
    response: productListSchema,
  }),
  items: endpoint({
    operationId: 'listServiceItems',
    method: 'GET',
    path: CATALOG_PATHS.items,
    access,
    summary: 'Tasks included in services; filter service_id',
    tag,
    query: catalogServiceChildQuerySchema,
    response: serviceItemListSchema,
  }),
  packages: endpoint({
    operationId: 'listPublishedPackages',
    method: 'GET',
    path: CATALOG_PATHS.packages,
    access,
    summary: 'Published packages; filters type, service_id; sort sort|price|name|period_months; pages',
    tag,
    query: catalogPackageQuerySchema,
    response: publishedPackageListSchema,
  }),
  package: endpoint({
    operationId: 'getPublishedPackage',
    method: 'GET',
    path: `${CATALOG_PATHS.packages}/:id`,
    access,
    summary: 'One published package',
    tag,
    params: idParams,
    response: publishedPackageSchema,
  }),
  offers: endpoint({
    operationId: 'listOffers',
    method: 'GET',
    path: CATALOG_PATHS.offers,
    access,
    summary: 'Published offers valid today (Riyadh); filter service_id; pages',
    tag,
    query: catalogOfferQuerySchema,
    response: offerListSchema,
  }),
};
