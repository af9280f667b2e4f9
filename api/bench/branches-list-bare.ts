import { type BareList, type BareQuery, startBareList } from './bare-list-route';
import type { Exec } from './orders-list-seed';

// The reference of the branch-list benchmark (issue 15 §7): the same page as GET /api/v1/company/branch served by
// a bare Fastify route with hand-written SQL on the driver (node-postgres on a server, PGlite's own query on
// PGlite): one query from the bearer token to the caller's company, then the page and the count; no abilities,
// validation, company scope or query builder. Same rows and JSON shape; sorts by name or created_at and searches
// name/code/address/building number like the app.

type Row = Record<string, unknown>;
const ref = (r: Row, prefix: string) =>
  r[`${prefix}_id`]
    ? {
        id: r[`${prefix}_id`],
        code: r[`${prefix}_code`],
        name: { ar: r[`${prefix}_name_ar`], en: r[`${prefix}_name_en`], fr: r[`${prefix}_name_fr`] },
      }
    : null;
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());

function item(r: Row) {
  return {
    id: r.id,
    name: r.name,
    code: r.code,
    address: r.address,
    property_type: ref(r, 'pt'),
    building_number: r.building_number,
    size_m2: num(r.size_m2),
    height_m: num(r.height_m),
    construction_date: r.construction_date,
    building_age_years: r.building_age_years,
    floors: r.floors,
    floor_height_m: num(r.floor_height_m),
    city: ref(r, 'ci'),
    area: ref(r, 'ar'),
    latitude: r.latitude,
    longitude: r.longitude,
    units_count: Number(r.units_count),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

const looked = (alias: string, table: string, column: string) =>
  `left join ${table} ${alias} on ${alias}.id = b.${column}`;
const columns = (alias: string) =>
  ['id', 'code', 'name_ar', 'name_en', 'name_fr'].map((c) => `${alias}.${c} ${alias}_${c}`).join(', ');

export function startBareBranchServer(exec: Exec, parallel: boolean) {
  return startBareList(exec, '/branches', parallel, branchList, item);
}

function branchList(companyId: unknown, query: BareQuery, page: number, perPage: number): BareList {
  const params: unknown[] = [companyId];
  const where = ['b.company_id = $1'];
  const q = query.q?.trim();
  if (q) {
    const n = params.push(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(b.name ilike $${n} or b.code ilike $${n} or b.address ilike $${n} or b.building_number ilike $${n})`);
  }
  const filter = where.join(' and ');
  const sort = query.sortBy === 'name' ? 'b.name' : 'b.created_at';
  const direction = query.sortBy ? (query.sortDesc === 'true' ? 'desc' : 'asc') : 'desc';
  const rowsSql = `select b.*, ${columns('pt')}, ${columns('ci')}, ${columns('ar')},
      (select count(*) from units u where u.branch_id = b.id) units_count
    from branches b ${looked('pt', 'property_types', 'property_type_id')} ${looked('ci', 'cities', 'city_id')}
      ${looked('ar', 'areas', 'area_id')}
    where ${filter} order by ${sort} ${direction}, b.id ${direction} limit ${perPage} offset ${(page - 1) * perPage}`;
  return { rowsSql, countSql: `select count(*)::int total from branches b where ${filter}`, params };
}
