import type { Branch, BranchListQuery, BranchValues } from '@portal/contract';
import { asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/like';
import { areas, branchCounts, branches, cities, propertyTypes, units } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
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

function filterOf(filter: Filter): (SQL | undefined)[] {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  return [
    pattern
      ? or(
          ilike(branches.name, pattern),
          ilike(branches.code, pattern),
          ilike(branches.address, pattern),
          ilike(branches.buildingNumber, pattern),
        )
      : undefined,
    filter.property_type_id ? eq(branches.propertyTypeId, filter.property_type_id) : undefined,
    filter.city_id ? eq(branches.cityId, filter.city_id) : undefined,
    filter.area_id ? eq(branches.areaId, filter.area_id) : undefined,
  ];
}

function selectBranches(scope: CompanyScope, ...conditions: (SQL | undefined)[]) {
  return scope
    .select({
      branch: branches,
      propertyType: named(propertyTypes),
      city: named(cities),
      area: named(areas),
      unitsCount,
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
 * One page, in the order one of migration 0018's (company_id, <key>, id) indexes is walked: the id breaks ties in
 * the sort's own direction. `after` (keyset paging): the rows past that branch in this order, instead of an OFFSET.
 */
export async function findBranches(
  scope: CompanyScope,
  query: Filter & Pick<BranchListQuery, 'sortBy' | 'sortDesc' | 'after'>,
  window: { limit: number; offset: number },
  branchIds: string[] = [],
): Promise<Branch[]> {
  const column = sortColumn(query, sortable, branches.createdAt);
  const descending = query.sortBy ? query.sortDesc : true; // newest first unless asked otherwise
  const order = descending ? desc : asc;
  let after: SQL | undefined;
  if (query.after) {
    if (query.sortBy && NULLABLE_SORT.has(query.sortBy)) throw keysetRefused();
    // Both tuples from the same table: the sub-select's columns are its own row's (innermost scope).
    const from = sql`(select ${column}, ${branches.id} from ${branches} where ${branches.id} = ${query.after} and ${branches.companyId} = ${scope.companyId})`;
    after = sql`(${column}, ${branches.id}) ${sql.raw(descending ? '<' : '>')} ${from}`;
  }
  const rows = await selectBranches(scope, ...filterOf(query), limitTo(branchIds), after)
    .orderBy(order(column), order(branches.id))
    .limit(window.limit)
    .offset(query.after ? 0 : window.offset);
  return rows.map(toBranch);
}

const keysetRefused = () => new AppError(422, 'errors.validation', { fields: { after: ['validation.invalid'] } });

/**
 * A member's branch limit (spec §6) as ids read once (`scope.allowedBranchIds()` on the limited scope; empty: every
 * branch), for use on the company-wide scope: the scope's own `NOT EXISTS (assigned) OR id IN (assigned)` is the
 * same rule, but its OR keeps PostgreSQL off the sort indexes (as for orders, orders/order-list-query.ts).
 */
const limitTo = (branchIds: string[]) => (branchIds.length > 0 ? inArray(branches.id, branchIds) : undefined);

/**
 * The list's total: the company's branch count kept by migration 0018's triggers when nothing filters it and the
 * caller sees every branch; otherwise a count (the filters' indexes, or the member's few assigned branches).
 */
export async function countBranches(scope: CompanyScope, filter: Filter, branchIds: string[] = []): Promise<number> {
  const conditions = [...filterOf(filter), limitTo(branchIds)].filter((c) => c !== undefined);
  if (conditions.length === 0) {
    const [row] = await scope.companyWide().select({ branches: branchCounts.branches }).from(branchCounts);
    return Number(row?.branches ?? 0);
  }
  return scope.count(branches, ...conditions);
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
