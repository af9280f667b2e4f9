import type { ListQuery } from '@portal/contract';
import { notFound } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { findArea, findCity, findCountry, listAreas, listCities, listCountries } from './areas-queries';

// Reference areas as the public routes serve them: names in the caller's language, unknown ids not found.

const orNotFound = <T>(value: T | null): T => {
  if (value === null) throw notFound();
  return value;
};

export function countryList(ctx: RequestContext, query: ListQuery) {
  return listCountries(ctx.db, query, ctx.lang);
}

export function cityList(ctx: RequestContext, query: ListQuery & { country_id?: string; is_serviced?: boolean }) {
  return listCities(ctx.db, query, ctx.lang);
}

export function areaList(ctx: RequestContext, query: ListQuery & { city_id?: string }) {
  return listAreas(ctx.db, query, ctx.lang);
}

export async function countryById(ctx: RequestContext, { id }: { id: string }) {
  return orNotFound(await findCountry(ctx.db, id));
}

export async function cityById(ctx: RequestContext, { id }: { id: string }) {
  return orNotFound(await findCity(ctx.db, id));
}

export async function areaById(ctx: RequestContext, { id }: { id: string }) {
  return orNotFound(await findArea(ctx.db, id));
}
