import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompiledRows } from '../../src/platform/db/compiled-rows';
import type { Database } from '../../src/platform/db/database';
import { areas, cities, countries, sessions } from '../../src/platform/db/schema/index';
import { createTestDatabase } from '../support/test-database';

// Issue 29.5: the list statements map their rows with a loop compiled once (src/platform/db/compiled-rows.ts)
// instead of drizzle's generic walk; the answer must be drizzle's to the value, whatever the select holds.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.systemDb('test: look-up tables');
  const [country] = await db.select({ id: countries.id }).from(countries).limit(1);
  // A city without areas: its left-joined area comes back all null and must become null, as drizzle makes it.
  await db.insert(cities).values({
    countryId: country!.id,
    code: 'compiled-rows-city',
    nameAr: 'مدينة',
    nameEn: 'City',
    nameFr: 'Ville',
  });
});
afterAll(() => database.close());

/** Cities with their areas (left join), a mapped SQL column, a plain one, a nested object and a timestamp. */
const citiesWithAreas = (db: ReturnType<Database['systemDb']>) =>
  db
    .select({
      city: cities,
      area: { id: areas.id, code: areas.code, lat: areas.centerLat, sort: areas.sort },
      areaCount: sql<number>`(select count(*) from ${areas} a where a.city_id = ${cities.id})`.mapWith(Number),
      label: sql<string>`${cities.code} || '/' || coalesce(${areas.code}, '-')`,
      now: sql<Date>`now()`.mapWith(sessions.createdAt),
      missing: sql<null>`null`,
    })
    .from(cities)
    .leftJoin(areas, eq(areas.cityId, cities.id))
    .where(sql`${cities.code} like ${sql.placeholder('code')}`)
    .orderBy(asc(cities.code), asc(areas.code));

describe('compiled row mapping', () => {
  it('answers what drizzle answers, rows with a null left join included', async () => {
    const db = database.systemDb('test: look-up tables');
    const params = { code: '%' };
    const expected = await citiesWithAreas(db).execute(params);
    const compiled = await withCompiledRows(citiesWithAreas(db).prepare('compiled_rows_test')).execute(params);
    // `now()` differs between the two statements: compared as a Date, then set aside.
    for (const row of compiled) expect(row.now).toBeInstanceOf(Date);
    const strip = (rows: typeof expected) => rows.map(({ now: _now, ...row }) => row);
    expect(strip(compiled)).toEqual(strip(expected));
    expect(compiled.some((row) => row.area === null)).toBe(true);
    expect(compiled.some((row) => row.area !== null)).toBe(true);
    expect(compiled.length).toBeGreaterThan(1);
  });
});
