import {
  areaListQuerySchema,
  areaListSchema,
  areaSchema,
  cityListQuerySchema,
  cityListSchema,
  citySchema,
  countryListQuerySchema,
  countryListSchema,
  countrySchema,
  lookupIdParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../http/route';
import { areaById, areaList, cityById, cityList, countryById, countryList } from './areas-service';

const tags = ['areas'];

/**
 * Spec §7 public/areas/{country, city, area}, mounted at /api/v1/public/areas. Reference data is read-only here:
 * the operations side maintains it (its screens are out of scope, spec §1).
 */
export async function areasRoutes(app: FastifyInstance) {
  const rule = { auth: 'public' } as const;

  addRoute(app, {
    method: 'GET',
    url: '/country',
    rule,
    summary: 'Countries',
    tags,
    query: countryListQuerySchema,
    response: countryListSchema,
    handler: (ctx, { query }) => countryList(ctx, query),
  });
  addRoute(app, {
    method: 'GET',
    url: '/country/:id',
    rule,
    summary: 'One country',
    tags,
    params: lookupIdParamsSchema,
    response: countrySchema,
    handler: (ctx, { params }) => countryById(ctx, params),
  });
  addRoute(app, {
    method: 'GET',
    url: '/city',
    rule,
    summary: 'Cities (serviced first; filter with is_serviced=1)',
    tags,
    query: cityListQuerySchema,
    response: cityListSchema,
    handler: (ctx, { query }) => cityList(ctx, query),
  });
  addRoute(app, {
    method: 'GET',
    url: '/city/:id',
    rule,
    summary: 'One city',
    tags,
    params: lookupIdParamsSchema,
    response: citySchema,
    handler: (ctx, { params }) => cityById(ctx, params),
  });
  addRoute(app, {
    method: 'GET',
    url: '/area',
    rule,
    summary: 'Areas (districts); filter with city_id',
    tags,
    query: areaListQuerySchema,
    response: areaListSchema,
    handler: (ctx, { query }) => areaList(ctx, query),
  });
  addRoute(app, {
    method: 'GET',
    url: '/area/:id',
    rule,
    summary: 'One area',
    tags,
    params: lookupIdParamsSchema,
    response: areaSchema,
    handler: (ctx, { params }) => areaById(ctx, params),
  });
}
