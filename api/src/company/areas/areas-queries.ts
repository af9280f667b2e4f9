import type {
  AREA_SORT_KEYS,
  Area,
  CITY_SORT_KEYS,
  City,
  COUNTRY_SORT_KEYS,
  Country,
  ListQuery,
  SortedListQuery,
} from '@portal/contract';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/database';
import { areas, cities, countries } from '../../platform/db/schema/index';
import { listResult, pageWindow, sortColumn } from '../../platform/http/list-query';
import type { Lang } from '../../platform/i18n/translate';
import { lookupRef, nameColumnFor, nameSearch } from './lookup-ref';

// Read side of public/areas/{country, city, area}: active rows only, searchable by code and name.

function orderOf<TKey extends string>(
  query: ListQuery & { sortBy?: TKey | undefined },
  columns: Record<TKey, PgColumn>,
  fallback: PgColumn,
) {
  const column = sortColumn(query, columns, fallback);
  return query.sortDesc ? desc(column) : asc(column);
}

const toCountry = (row: typeof countries.$inferSelect): Country => lookupRef(row);
const toCity = (row: typeof cities.$inferSelect): City => ({
  ...lookupRef(row),
  country_id: row.countryId,
  is_serviced: row.isServiced,
});
const toArea = (row: typeof areas.$inferSelect): Area => ({
  ...lookupRef(row),
  city_id: row.cityId,
  center: row.centerLat !== null && row.centerLng !== null ? { lat: row.centerLat, lng: row.centerLng } : null,
});

export async function listCountries(db: Queryable, query: SortedListQuery<typeof COUNTRY_SORT_KEYS>, lang: Lang) {
  const where = and(eq(countries.isActive, true), nameSearch(countries, query.q));
  const name = nameColumnFor(countries, lang);
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(countries)
      .where(where)
      .orderBy(orderOf(query, { name, code: countries.code }, name), asc(countries.id))
      .limit(limit)
      .offset(offset),
    db.$count(countries, where),
  ]);
  return listResult(rows.map(toCountry), total, query);
}

export async function listCities(
  db: Queryable,
  query: SortedListQuery<typeof CITY_SORT_KEYS> & { country_id?: string; is_serviced?: boolean },
  lang: Lang,
) {
  const where = and(
    eq(cities.isActive, true),
    nameSearch(cities, query.q),
    query.country_id ? eq(cities.countryId, query.country_id) : undefined,
    query.is_serviced === undefined ? undefined : eq(cities.isServiced, query.is_serviced),
  );
  const name = nameColumnFor(cities, lang);
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(cities)
      .where(where)
      // Serviced cities first: that is where a branch can be.
      .orderBy(desc(cities.isServiced), orderOf(query, { name, code: cities.code }, name), asc(cities.id))
      .limit(limit)
      .offset(offset),
    db.$count(cities, where),
  ]);
  return listResult(rows.map(toCity), total, query);
}

export async function listAreas(
  db: Queryable,
  query: SortedListQuery<typeof AREA_SORT_KEYS> & { city_id?: string },
  lang: Lang,
) {
  const where: SQL | undefined = and(
    eq(areas.isActive, true),
    nameSearch(areas, query.q),
    query.city_id ? eq(areas.cityId, query.city_id) : undefined,
  );
  const name = nameColumnFor(areas, lang);
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(areas)
      .where(where)
      .orderBy(orderOf(query, { name, code: areas.code, sort: areas.sort }, name), asc(areas.id))
      .limit(limit)
      .offset(offset),
    db.$count(areas, where),
  ]);
  return listResult(rows.map(toArea), total, query);
}

export async function findCountry(db: Queryable, id: string) {
  const [row] = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
  return row ? toCountry(row) : null;
}
export async function findCity(db: Queryable, id: string) {
  const [row] = await db.select().from(cities).where(eq(cities.id, id)).limit(1);
  return row ? toCity(row) : null;
}
export async function findArea(db: Queryable, id: string) {
  const [row] = await db.select().from(areas).where(eq(areas.id, id)).limit(1);
  return row ? toArea(row) : null;
}
