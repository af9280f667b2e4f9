import { CATALOG_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
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

/** Spec §7 public/services/* and public/packages/* (contract CATALOG_ENDPOINTS), registered without a prefix. */
export async function catalogRoutes(app: FastifyInstance) {
  addEndpoint(app, CATALOG_ENDPOINTS.categories, (ctx) => categories(ctx));
  addEndpoint(app, CATALOG_ENDPOINTS.services, (ctx, { query }) => serviceList(ctx, query));
  addEndpoint(app, CATALOG_ENDPOINTS.service, (ctx, { params }) => serviceById(ctx, params));
  addEndpoint(app, CATALOG_ENDPOINTS.products, (ctx, { query }) => productList(ctx, query));
  addEndpoint(app, CATALOG_ENDPOINTS.items, (ctx, { query }) => itemList(ctx, query));
  addEndpoint(app, CATALOG_ENDPOINTS.packages, (ctx, { query }) => packageList(ctx, query));
  addEndpoint(app, CATALOG_ENDPOINTS.package, (ctx, { params }) => packageById(ctx, params));
  addEndpoint(app, CATALOG_ENDPOINTS.offers, (ctx, { query }) => offerList(ctx, query));
}
