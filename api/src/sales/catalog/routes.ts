import { CATALOG_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../platform/db/database';
import { addEndpoint } from '../../platform/http/endpoint-route';
import type { RawHttp } from '../../platform/http/request-context';
import { callerCompany } from './caller-company';
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
  // Prices are the caller's company's where it has its own (ADR 0071).
  const buyer = (ctx: { db: Queryable; now: Date }, raw: RawHttp) => callerCompany(raw.request, ctx.db, ctx.now);
  addEndpoint(app, CATALOG_ENDPOINTS.categories, (ctx) => categories(ctx));
  addEndpoint(app, CATALOG_ENDPOINTS.services, (ctx, { query }, raw) => serviceList(ctx, query, buyer(ctx, raw)));
  addEndpoint(app, CATALOG_ENDPOINTS.service, (ctx, { params }, raw) => serviceById(ctx, params, buyer(ctx, raw)));
  addEndpoint(app, CATALOG_ENDPOINTS.products, (ctx, { query }, raw) => productList(ctx, query, buyer(ctx, raw)));
  addEndpoint(app, CATALOG_ENDPOINTS.items, (ctx, { query }) => itemList(ctx, query));
  addEndpoint(app, CATALOG_ENDPOINTS.packages, (ctx, { query }) => packageList(ctx, query));
  addEndpoint(app, CATALOG_ENDPOINTS.package, (ctx, { params }) => packageById(ctx, params));
  addEndpoint(app, CATALOG_ENDPOINTS.offers, (ctx, { query }) => offerList(ctx, query));
}
