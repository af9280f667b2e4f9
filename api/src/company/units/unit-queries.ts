import type { SortedListQuery, UNIT_SPACE_SORT_KEYS, Unit, UnitListQuery, UnitSpace } from '@portal/contract';
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/like';
import { branches, propertyUnitSpaces, propertyUnitTypes, unitSpaces, units } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { listResult, pageWindow, sortColumn } from '../../platform/http/list-query';
import { lookupRef, nameSearch } from '../areas/lookup-ref';

// company/unit and company/unit_space queries: through the company scope, which also limits them to the member's
// branches (spec §6).

const spacesCount = sql<number>`(select count(*) from ${unitSpaces} where ${unitSpaces.unitId} = ${units.id})`.mapWith(
  Number,
);
const toNumber = (value: string | null) => (value === null ? null : Number(value));

function selectUnits(scope: CompanyScope, ...conditions: (SQL | undefined)[]) {
  return scope
    .select({
      unit: units,
      branch: { id: branches.id, name: branches.name, code: branches.code },
      unitType: {
        id: propertyUnitTypes.id,
        code: propertyUnitTypes.code,
        nameAr: propertyUnitTypes.nameAr,
        nameEn: propertyUnitTypes.nameEn,
        nameFr: propertyUnitTypes.nameFr,
      },
      spacesCount,
    })
    .from(units, ...conditions)
    .innerJoin(branches, eq(branches.id, units.branchId))
    .leftJoin(propertyUnitTypes, eq(propertyUnitTypes.id, units.unitTypeId));
}
type UnitRow = Awaited<ReturnType<ReturnType<typeof selectUnits>['execute']>>[number];

const toUnit = ({ unit, branch, unitType, spacesCount }: UnitRow): Unit => ({
  id: unit.id,
  branch,
  name: unit.name,
  unit_type: unitType ? lookupRef(unitType) : null,
  floor: unit.floor,
  size_m2: toNumber(unit.sizeM2),
  spaces_count: spacesCount,
  created_at: unit.createdAt.toISOString(),
});

export async function listUnits(scope: CompanyScope, query: UnitListQuery) {
  const filter = [
    query.q ? ilike(units.name, containsPattern(query.q)) : undefined,
    query.branch_id ? eq(units.branchId, query.branch_id) : undefined,
    query.unit_type_id ? eq(units.unitTypeId, query.unit_type_id) : undefined,
  ];
  const column = sortColumn(
    query,
    { name: units.name, floor: units.floor, size_m2: units.sizeM2, created_at: units.createdAt },
    units.createdAt,
  );
  const descending = query.sortBy ? query.sortDesc : true;
  const order = descending ? desc : asc;
  const { limit, offset } = pageWindow(query);
  // The member's branch limit as ids read once, on the company-wide scope: the scope's `NOT EXISTS … OR …` form
  // keeps PostgreSQL off the (company_id, <key>, id) indexes of migration 0018 (as for branches and orders).
  const branchIds = await scope.allowedBranchIds();
  const wide = scope.companyWide();
  filter.push(branchIds.length > 0 ? inArray(units.branchId, branchIds) : undefined);
  const [rows, total] = await Promise.all([
    selectUnits(wide, ...filter)
      .orderBy(order(column), order(units.id))
      .limit(limit)
      .offset(offset),
    wide.count(units, ...filter),
  ]);
  return listResult(rows.map(toUnit), total, query);
}

export async function findUnit(scope: CompanyScope, id: string): Promise<Unit | null> {
  const [row] = await selectUnits(scope, eq(units.id, id)).limit(1);
  return row ? toUnit(row) : null;
}

/** A branch of the caller's company (and within the member's branches) exists with this id. */
export async function branchVisible(scope: CompanyScope, branchId: string): Promise<boolean> {
  return (await scope.count(branches, eq(branches.id, branchId))) > 0;
}

export async function unitTypeExists(scope: CompanyScope, id: string) {
  return (
    (await scope.db.$count(
      propertyUnitTypes,
      and(eq(propertyUnitTypes.id, id), eq(propertyUnitTypes.isActive, true)),
    )) > 0
  );
}

export function unitColumns(values: {
  branch_id: string;
  name: string;
  unit_type_id: string;
  floor?: number | null;
  size_m2?: number | null;
}) {
  return {
    branchId: values.branch_id,
    name: values.name,
    unitTypeId: values.unit_type_id,
    floor: values.floor ?? null,
    sizeM2: values.size_m2 == null ? null : String(values.size_m2),
  };
}

export async function insertUnit(scope: CompanyScope, values: Parameters<typeof unitColumns>[0], now: Date) {
  const [row] = await scope
    .insert(units)
    .values({ ...unitColumns(values), createdAt: now, updatedAt: now })
    .returning({ id: units.id });
  return row!.id;
}

export async function updateUnit(
  scope: CompanyScope,
  id: string,
  values: Parameters<typeof unitColumns>[0],
  now: Date,
) {
  const rows = await scope
    .update(units, { ...unitColumns(values), updatedAt: now }, eq(units.id, id))
    .returning({ id: units.id });
  return rows.length > 0;
}

export async function deleteUnit(scope: CompanyScope, id: string) {
  const rows = await scope.delete(units, eq(units.id, id)).returning({ id: units.id });
  return rows.length > 0;
}

// Unit spaces: visible when their unit is.

function selectSpaces(scope: CompanyScope, ...conditions: (SQL | undefined)[]) {
  return scope
    .select({ row: unitSpaces, space: propertyUnitSpaces })
    .from(unitSpaces, ...conditions)
    .innerJoin(units, eq(units.id, unitSpaces.unitId))
    .innerJoin(propertyUnitSpaces, eq(propertyUnitSpaces.id, unitSpaces.spaceId));
}
const toSpace = ({
  row,
  space,
}: Awaited<ReturnType<ReturnType<typeof selectSpaces>['execute']>>[number]): UnitSpace => ({
  id: row.id,
  unit_id: row.unitId,
  space: lookupRef(space),
  quantity: row.quantity,
});

export async function listUnitSpaces(
  scope: CompanyScope,
  query: SortedListQuery<typeof UNIT_SPACE_SORT_KEYS> & { unit_id?: string },
) {
  const filter = [
    query.unit_id ? eq(unitSpaces.unitId, query.unit_id) : undefined,
    nameSearch(propertyUnitSpaces, query.q),
  ];
  const column = sortColumn(
    query,
    { quantity: unitSpaces.quantity, sort: propertyUnitSpaces.sort },
    propertyUnitSpaces.sort,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    selectSpaces(scope, ...filter)
      .orderBy(query.sortDesc ? desc(column) : asc(column), asc(unitSpaces.id))
      .limit(limit)
      .offset(offset),
    scope
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(unitSpaces, ...filter)
      .innerJoin(propertyUnitSpaces, eq(propertyUnitSpaces.id, unitSpaces.spaceId)),
  ]);
  return listResult(rows.map(toSpace), count?.total ?? 0, query);
}

export async function findUnitSpace(scope: CompanyScope, id: string): Promise<UnitSpace | null> {
  const [row] = await selectSpaces(scope, eq(unitSpaces.id, id)).limit(1);
  return row ? toSpace(row) : null;
}

/** Which of these space types exist and are offered (a look-up table, no company). */
export async function activeSpaceIds(scope: CompanyScope, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await scope.db
    .select({ id: propertyUnitSpaces.id })
    .from(propertyUnitSpaces)
    .where(and(inArray(propertyUnitSpaces.id, ids), eq(propertyUnitSpaces.isActive, true)));
  return new Set(rows.map((row) => row.id));
}

export async function insertUnitSpace(
  scope: CompanyScope,
  values: { unit_id: string; space_id: string; quantity: number },
) {
  const [row] = await scope
    .insert(unitSpaces)
    .values({ unitId: values.unit_id, spaceId: values.space_id, quantity: values.quantity })
    .returning({ id: unitSpaces.id });
  return row!.id;
}

export async function updateUnitSpace(
  scope: CompanyScope,
  id: string,
  values: { unit_id: string; space_id: string; quantity: number },
) {
  const rows = await scope
    .update(
      unitSpaces,
      { unitId: values.unit_id, spaceId: values.space_id, quantity: values.quantity },
      eq(unitSpaces.id, id),
    )
    .returning({ id: unitSpaces.id });
  return rows.length > 0;
}

export async function deleteUnitSpace(scope: CompanyScope, id: string) {
  const rows = await scope.delete(unitSpaces, eq(unitSpaces.id, id)).returning({ id: unitSpaces.id });
  return rows.length > 0;
}

/** Replaces all the spaces of a unit (the unit body's `spaces`); call it inside the unit's transaction. */
export async function replaceUnitSpaces(
  scope: CompanyScope,
  unitId: string,
  spaces: readonly { space_id: string; quantity: number }[],
) {
  await scope.delete(unitSpaces, eq(unitSpaces.unitId, unitId));
  if (spaces.length === 0) return;
  await scope
    .insert(unitSpaces)
    .values(spaces.map((space) => ({ unitId, spaceId: space.space_id, quantity: space.quantity })));
}
