import { COMPANY_PRICE_ENDPOINTS as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { companyProducts, companyServices } from './company-price-list';
import { listOpsCompanyPrices, removeOpsCompanyPrice, setOpsCompanyPrice } from './ops-company-prices';

/** A company's price list (contract COMPANY_PRICE_ENDPOINTS, ADR 0071), registered without a prefix. */
export async function companyPriceRoutes(app: FastifyInstance) {
  addEndpoint(app, endpoints.services, (ctx) => companyServices(ctx));
  addEndpoint(app, endpoints.products, (ctx) => companyProducts(ctx));
  addEndpoint(app, endpoints.opsList, (ctx, { params }) => listOpsCompanyPrices(ctx, params.id));
  addEndpoint(app, endpoints.opsSet, (ctx, { params, body }) => setOpsCompanyPrice(ctx, params.id, body));
  addEndpoint(app, endpoints.opsRemove, (ctx, { params }) => removeOpsCompanyPrice(ctx, params.id, params.priceId));
}
