import type { Branch, BranchListQuery, BranchValues } from '@portal/contract';
import { asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { withCompiledRows } from '../../platform/db/compiled-rows';
import type { Queryable } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like';
import { statementsForShape } from '../../platform/db/prepared-shapes';
import { areas, branchCounts, branches, cities, propertyTypes, units } from '../../platform/db/schema/index';
import { type CompanyScope, companyScope } from '../../platform/db/scoped-db';
import { AppError } from '../../platform/http/app-error';
import { sortColumn } from '../../platform/http/list-query';
import { lookupRef, type NamedRow } from '../areas/lookup-ref';

// company/branch read and write queries; every one goes through the caller's company scope, which adds the
// company filter and, for a member limited to some branches (spec §6), that limit too.

const named = (table: typeof propertyTypes | typeof cities | typeof areas) => ({
  id: table.id,
  code: table.code,
  nameAr: table.nameAr,
  nameEn: table.nameEn,
  nameFr: table.nameFr,
});

const unitsCount = sql<number>`(select count(*) from ${units} where ${units.branchId} = ${branches.id})`.mapWith(
  Number,
);

const sortable = {
  name: branches.name,
  code: branches.code,
  floors: branches.floors,
  size_m2: branches.sizeM2,
  building_age_years: branches.buildingAgeYears,
  created_at: branches.createdAt,
};

type Filter = Pick<BranchListQuery, 'q' | 'property_type_id' | 'city_id' | 'area_id'>;
type ListQuery = Filter & Pick<BranchListQuery, 'sortBy' | 'sortDesc' | 'after'>;

// Every value of the list's statement is a placeholder (`listParams` gives them), so its text depends only on the
// request's shape and one named statement serves every request of that shape (platform/db/prepared-shapes.ts).
const value = (name: string) => sql.placeholder(name);

function filterOf(filter: Filter): (SQL | undefined)[] {
  const pattern = value('pattern');
  return [
    filter.q
      ? or(
          ilike(branches.name, pattern),
          ilike(branches.code, pattern),
          ilike(branches.address, pattern),
          ilike(branches.buildingNumber, pattern),
        )
      : undefined,
    filter.property_type_id ? eq(branches.propertyTypeId, value('propertyTypeId')) : undefined,
    filter.city_id ? eq(branches.cityId, value('cityId')) : undefined,
    filter.area_id ? eq(branches.areaId, value('areaId')) : undefined,
  ];
}

/** The placeholders' values of one request (see `filterOf`, `limitTo`, `afterOf` and the page window). */
function listParams(companyId: string, query: ListQuery, window: Window, branchIds: string[]) {
  return {
    companyId,
    pattern: query.q ? containsPattern(query.q) : undefined,
    propertyTypeId: query.property_type_id,
    cityId: query.city_id,
    areaId: query.area_id,
    branchIds,
    after: query.after,
    limit: window.limit,
    offset: query.after ? 0 : window.offset,
  };
}

type Window = { limit: number; offset: number };

function selectBranches(scope: CompanyScope, ...conditions: (SQL | undefined)[]) {
  return selectBranchesWith(scope, {}, ...conditions);
}

function selectBranchesWith<TExtra extends Record<string, SQL.Aliased | SQL>>(
  scope: CompanyScope,
  extra: TExtra,
  ...conditions: (SQL | undefined)[]
) {
  return scope
    .select({
      branch: branches,
      propertyType: named(propertyTypes),
      city: named(cities),
      area: named(areas),
      unitsCount,
      ...extra,
    })
    .from(branches, ...conditions)
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .leftJoin(propertyTypes, eq(propertyTypes.id, branches.propertyTypeId))
    .leftJoin(areas, eq(areas.id, branches.areaId));
}
type BranchRow = Awaited<ReturnType<ReturnType<typeof selectBranches>['execute']>>[number];

const toNumber = (value: string | null) => (value === null ? null : Number(value));
/** A left-joined look-up comes back with every column null when there is none. */
type MaybeNamed = {
  id: string | null;
  code: string | null;
  nameAr: string | null;
  nameEn: string | null;
  nameFr: string | null;
};
const refOrNull = (row: MaybeNamed | null) => (row?.id ? lookupRef(row as NamedRow) : null);

function toBranch({ branch, propertyType, city, area, unitsCount }: BranchRow): Branch {
  return {
    id: branch.id,
    name: branch.name,
    code: branch.code,
    address: branch.address,
    property_type: refOrNull(propertyType),
    building_number: branch.buildingNumber,
    size_m2: toNumber(branch.sizeM2),
    height_m: toNumber(branch.heightM),
    construction_date: branch.constructionDate,
    building_age_years: branch.buildingAgeYears,
    floors: branch.floors,
    floor_height_m: toNumber(branch.floorHeightM),
    city: lookupRef(city as NamedRow), // inner join: always there
    area: refOrNull(area),
    latitude: branch.latitude,
    longitude: branch.longitude,
    units_count: unitsCount,
    created_at: branch.createdAt.toISOString(),
    updated_at: branch.updatedAt.toISOString(),
  };
}

/** Sort keys that may be null: keyset paging (`after`) needs a key that never is. */
const NULLABLE_SORT = new Set(['floors', 'size_m2', 'building_age_years']);

/** Whether a list in this order can be paged by `after` (the export pages that way when it can). */
export const keysetPageable = (query: Pick<BranchListQuery, 'sortBy'>) =>
  !(query.sortBy && NULLABLE_SORT.has(query.sortBy));

/**
 * `after` (keyset paging): the rows past that branch in the list's order, instead of an OFFSET. Both tuples from the
 * same table: the sub-select's columns are its own row's (innermost scope).
 */
function afterOf(scope: CompanyScope, query: ListQuery, column: SQL | PgColumn, descending: boolean) {
  if (!query.after) return undefined;
  if (query.sortBy && NULLABLE_SORT.has(query.sortBy)) throw keysetRefused();
  const from = sql`(select ${column}, ${branches.id} from ${branches} where ${branches.id} = ${value('after')} and ${branches.companyId} = ${scope.companyId})`;
  return sql`(${column}, ${branches.id}) ${sql.raw(descending ? '<' : '>')} ${from}`;
}

/**
 * One page, in the order one of migration 0018's (company_id, <key>, id) indexes is walked: the id breaks ties in
 * the sort's own direction; `extra` adds columns (the list's total).
 */
function pageStatement<TExtra extends Record<string, SQL>>(
  scope: CompanyScope,
  query: ListQuery,
  limited: boolean,
  extra: TExtra,
) {
  const column = sortColumn(query, sortable, branches.createdAt);
  const descending = query.sortBy ? query.sortDesc : true; // newest first unless asked otherwise
  const order = descending ? desc : asc;
  return selectBranchesWith(
    scope,
    extra,
    ...filterOf(query),
    limitTo(limited),
    afterOf(scope, query, column, descending),
  )
    .orderBy(order(column), order(branches.id))
    .limit(value('limit'))
    .offset(value('offset'));
}

/**
 * One page on `scope` (the export's: the caller's own, branch limit included), built at each call; `branchIds`
 * limits it further on a company-wide scope (see `limitTo`).
 */
export async function findBranches(
  scope: CompanyScope,
  query: ListQuery,
  window: Window,
  branchIds: string[] = [],
): Promise<Branch[]> {
  const rows = await pageStatement(scope, query, branchIds.length > 0, {}).execute(
    listParams(scope.companyId, query, window, branchIds),
  );
  return rows.map(toBranch);
}

const keysetRefused = () => new AppError(422, 'errors.validation', { fields: { after: ['validation.invalid'] } });

/**
 * A member's branch limit (spec §6) as ids read once (`scope.allowedBranchIds()` on the limited scope; empty: every
 * branch), for use on the company-wide scope: the scope's own `NOT EXISTS (assigned) OR id IN (assigned)` is the
 * same rule, but its OR keeps PostgreSQL off the sort indexes (as for orders, orders/order-list-query.ts).
 */
const limitTo = (limited: boolean) => (limited ? sql`${branches.id} = any(${value('branchIds')}::uuid[])` : undefined);

/**
 * The list's total: the company's branch count kept by migration 0018's triggers when nothing filters it and the
 * caller sees every branch; otherwise a count (the filters' indexes, or the member's few assigned branches).
 */
function totalStatement(scope: CompanyScope, filter: Filter, limited: boolean) {
  const conditions = [...filterOf(filter), limitTo(limited)].filter((c) => c !== undefined);
  if (conditions.length === 0) return scope.select({ total: sql<number>`${branchCounts.branches}` }).from(branchCounts);
  return scope.select({ total: sql<number>`count(*)::int` }).from(branches, ...conditions);
}

type Runnable<T> = { execute(params: ReturnType<typeof listParams>): Promise<T[]> };
type ListStatements = { page: Runnable<BranchRow & { total: number }>; count: Runnable<{ total: number }> };

/** What fixes the list statement's text (see `listParams` for the values). */
function shapeKey(query: ListQuery, limited: boolean): string {
  const set = (key: keyof Filter) => (query[key] ? '1' : '0');
  return [set('q'), set('property_type_id'), set('city_id'), set('area_id'), limited ? 'limited' : 'all']
    .concat([query.sortBy ?? '-', query.sortBy ? String(query.sortDesc) : '-', query.after ? 'after' : '-'])
    .join(':');
}

/** The page with its total as a sub-select, and the lone count, built on a template scope whose company is a placeholder. */
function listStatements(db: Queryable, query: ListQuery, limited: boolean): ListStatements {
  return statementsForShape<ListStatements>(db, 'branch_list', shapeKey(query, limited), (name) => {
    const template = companyScope(
      db,
      { companyId: value('companyId') as unknown as string, membershipId: null },
      { branchLimited: false },
    );
    const count = totalStatement(template, query, limited);
    const page = pageStatement(template, query, limited, { total: sql<number>`(${count})` });
    return name
      ? { page: withCompiledRows(page.prepare(name)), count: count.prepare(`${name}_count`) }
      : { page, count };
  });
}

/**
 * The list's page and total in one round trip, on the company-wide `scope` with the member's branch limit as
 * `branchIds` (empty: every branch); an empty page past the first counts alone.
 */
export async function findBranchPage(
  scope: CompanyScope,
  query: ListQuery,
  window: Window,
  branchIds: string[],
): Promise<{ items: Branch[]; total: number }> {
  const statements = listStatements(scope.db, query, branchIds.length > 0);
  const params = listParams(scope.companyId, query, window, branchIds);
  const rows = await statements.page.execute(params);
  if (rows.length > 0) return { items: rows.map(toBranch), total: Number(rows[0]!.total) };
  if (params.offset === 0 && !query.after) return { items: [], total: 0 };
  const [counted] = await statements.count.execute(params);
  return { items: [], total: Number(counted?.total ?? 0) };
}

export async function findBranch(scope: CompanyScope, id: string): Promise<Branch | null> {
  const [row] = await selectBranches(scope, eq(branches.id, id)).limit(1);
  return row ? toBranch(row) : null;
}

/** Columns of a branch row from validated values (exact decimals travel as text). */
function branchColumns(values: BranchValues) {
  const decimal = (value: number | null | undefined) => (value === null || value === undefined ? null : String(value));
  return {
    name: values.name,
    code: values.code,
    address: values.address ?? null,
    propertyTypeId: values.property_type_id,
    buildingNumber: values.building_number ?? null,
    sizeM2: decimal(values.size_m2),
    heightM: decimal(values.height_m),
    constructionDate: values.construction_date ?? null,
    buildingAgeYears: values.building_age_years ?? null,
    floors: values.floors ?? null,
    floorHeightM: decimal(values.floor_height_m),
    cityId: values.city_id,
    areaId: values.area_id,
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
  };
}

export async function insertBranches(scope: CompanyScope, rows: BranchValues[], now: Date): Promise<string[]> {
  const inserted = await scope
    .insert(branches)
    .values(rows.map((values) => ({ ...branchColumns(values), createdAt: now, updatedAt: now })))
    .returning({ id: branches.id });
  return inserted.map((row) => row.id);
}

export async function updateBranch(scope: CompanyScope, id: string, values: BranchValues, now: Date) {
  const rows = await scope
    .update(branches, { ...branchColumns(values), updatedAt: now }, eq(branches.id, id))
    .returning({ id: branches.id });
  return rows.length > 0;
}

/** Removes branches just written by this caller (an import undone part-way), company-wide. */
export async function deleteBranches(scope: CompanyScope, ids: string[]): Promise<void> {
  await scope.companyWide().delete(branches, inArray(branches.id, ids));
}

export async function deleteBranch(scope: CompanyScope, id: string) {
  const rows = await scope.delete(branches, eq(branches.id, id)).returning({ id: branches.id });
  return rows.length > 0;
}

/**
 * Which of these codes the company already uses (optionally ignoring one branch, the one being edited). Codes are
 * unique company-wide, so a branch-limited member's limit does not apply here.
 */
export async function takenCodes(scope: CompanyScope, codes: string[], exceptId?: string): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await scope
    .companyWide()
    .select({ code: branches.code })
    .from(branches, inArray(branches.code, codes), exceptId ? ne(branches.id, exceptId) : undefined);
  return new Set(rows.map((row) => row.code));
}
