import { AREA_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { areaById, areaList, cityById, cityList, countryById, countryList } from './areas-service';

/**
 * Spec §7 public/areas/{country, city, area} (contract: AREA_ENDPOINTS). Reference data is read-only here: the
 * operations side maintains it.
 */
export async function areasRoutes(app: FastifyInstance) {
  const { countries, cities, areas } = AREA_ENDPOINTS;
  addEndpoint(app, countries.list, (ctx, { query }) => countryList(ctx, query));
  addEndpoint(app, countries.get, (ctx, { params }) => countryById(ctx, params));
  addEndpoint(app, cities.list, (ctx, { query }) => cityList(ctx, query));
  addEndpoint(app, cities.get, (ctx, { params }) => cityById(ctx, params));
  addEndpoint(app, areas.list, (ctx, { query }) => areaList(ctx, query));
  addEndpoint(app, areas.get, (ctx, { params }) => areaById(ctx, params));
}
