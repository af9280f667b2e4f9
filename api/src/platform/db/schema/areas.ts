import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, namesColumns } from './columns';

// Where the service runs (spec §1: Riyadh only). Seeded by migration with Saudi Arabia, Riyadh and its
// districts; `boundary` is a GeoJSON polygon ([lng, lat] rings) used to refuse coordinates outside the city.

export const countries = pgTable('countries', {
  id: idColumn(),
  code: text('code').notNull().unique(),
  ...namesColumns(),
  isActive: boolean('is_active').notNull().default(true),
});

export const cities = pgTable('cities', {
  id: idColumn(),
  countryId: uuid('country_id')
    .notNull()
    .references(() => countries.id),
  code: text('code').notNull().unique(),
  ...namesColumns(),
  /** Only serviced cities accept branches (today: Riyadh). */
  isServiced: boolean('is_serviced').notNull().default(false),
  boundary: jsonb('boundary'),
  isActive: boolean('is_active').notNull().default(true),
});

export const areas = pgTable(
  'areas',
  {
    id: idColumn(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
    code: text('code').notNull().unique(),
    ...namesColumns(),
    centerLat: doublePrecision('center_lat'),
    centerLng: doublePrecision('center_lng'),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('areas_city_idx').on(table.cityId)],
);
