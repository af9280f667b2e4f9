import type { ListResult, Unit, UnitListQuery, UnitSpace } from '@portal/contract';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { mapUniqueViolation, type UniqueFields } from '../../platform/db/unique-violation';
import { AppError, type FieldErrors, notFound } from '../../platform/http/app-error';
import type { CompanyContext } from '../../platform/http/request-context';
import {
  activeSpaceIds,
  branchVisible,
  deleteUnit,
  deleteUnitSpace,
  findUnit,
  findUnitSpace,
  insertUnit,
  insertUnitSpace,
  listUnitSpaces,
  listUnits,
  replaceUnitSpaces,
  unitTypeExists,
  updateUnit,
  updateUnitSpace,
} from './unit-queries';

type SpaceRow = { space_id: string; quantity: number };
type UnitValues = {
  branch_id: string;
  name: string;
  unit_type_id: string;
  floor?: number | null;
  size_m2?: number | null;
  /** Spaces saved with the unit (issue 8.4); on update they replace all, absent leaves them as they are. */
  spaces?: SpaceRow[] | undefined;
};
type SpaceValues = { unit_id: string; space_id: string; quantity: number };
type Id = { id: string };

const fail = (fields: FieldErrors) => {
  if (Object.keys(fields).length > 0) throw new AppError(422, 'errors.validation', { fields });
};

export function findUnits(ctx: CompanyContext, query: UnitListQuery): Promise<ListResult<Unit>> {
  return listUnits(ctx.scope, query);
}

export async function getUnit(ctx: CompanyContext, { id }: Id): Promise<Unit> {
  const unit = await findUnit(ctx.scope, id);
  if (!unit) throw notFound();
  return unit;
}

/**
 * A unit belongs to a branch the caller sees; another company's branch id is simply unknown (422, not 404).
 * Each space row names an offered space type, reported on `spaces.<i>.space_id`.
 */
async function checkUnit(scope: CompanyScope, values: UnitValues) {
  const fields: FieldErrors = {};
  if (!(await branchVisible(scope, values.branch_id))) fields.branch_id = ['validation.uuid'];
  if (!(await unitTypeExists(scope, values.unit_type_id))) fields.unit_type_id = ['validation.uuid'];
  const spaces = values.spaces ?? [];
  const offered = await activeSpaceIds(
    scope,
    spaces.map((space) => space.space_id),
  );
  spaces.forEach((space, index) => {
    if (!offered.has(space.space_id)) fields[`spaces.${index}.space_id`] = ['validation.uuid'];
  });
  fail(fields);
}

/** A space type listed twice loses at the unit's unique index (the contract refuses it first). */
const unitSpaceUnique: UniqueFields = {
  unit_spaces_unit_space_unique: { field: 'spaces', key: 'branches.unit_space_taken' },
};

/** One request, one transaction: the unit and its spaces are saved together or not at all. */
export function createUnit(ctx: CompanyContext, values: UnitValues): Promise<Unit> {
  return mapUniqueViolation(unitSpaceUnique, () =>
    ctx.scope.transaction(async (scope) => {
      await checkUnit(scope, values);
      const id = await insertUnit(scope, values, ctx.now);
      if (values.spaces) await replaceUnitSpaces(scope, id, values.spaces);
      return (await findUnit(scope, id))!;
    }),
  );
}

export function editUnit(ctx: CompanyContext, values: UnitValues & Id): Promise<Unit> {
  return mapUniqueViolation(unitSpaceUnique, () =>
    ctx.scope.transaction(async (scope) => {
      if (!(await findUnit(scope, values.id))) throw notFound();
      await checkUnit(scope, values);
      if (!(await updateUnit(scope, values.id, values, ctx.now))) throw notFound();
      if (values.spaces) await replaceUnitSpaces(scope, values.id, values.spaces);
      return (await findUnit(scope, values.id))!;
    }),
  );
}

export async function removeUnit(ctx: CompanyContext, { id }: Id) {
  if (!(await deleteUnit(ctx.scope, id))) throw notFound();
  return { id };
}

// company/unit_space: one space row at a time (kept for existing clients; the unit body carries them all now).

export function findUnitSpaces(ctx: CompanyContext, query: Parameters<typeof listUnitSpaces>[1]) {
  return listUnitSpaces(ctx.scope, query);
}

export async function getUnitSpace(ctx: CompanyContext, { id }: Id): Promise<UnitSpace> {
  const space = await findUnitSpace(ctx.scope, id);
  if (!space) throw notFound();
  return space;
}

async function checkSpace(scope: CompanyScope, values: SpaceValues) {
  const fields: FieldErrors = {};
  if (!(await findUnit(scope, values.unit_id))) fields.unit_id = ['validation.uuid'];
  if (!(await activeSpaceIds(scope, [values.space_id])).has(values.space_id)) fields.space_id = ['validation.uuid'];
  fail(fields);
}

const spaceUnique: UniqueFields = {
  unit_spaces_unit_space_unique: { field: 'space_id', key: 'branches.unit_space_taken' },
};

export function createUnitSpace(ctx: CompanyContext, values: SpaceValues): Promise<UnitSpace> {
  return mapUniqueViolation(spaceUnique, () =>
    ctx.scope.transaction(async (scope) => {
      await checkSpace(scope, values);
      return (await findUnitSpace(scope, await insertUnitSpace(scope, values)))!;
    }),
  );
}

export function editUnitSpace(ctx: CompanyContext, values: SpaceValues & Id): Promise<UnitSpace> {
  return mapUniqueViolation(spaceUnique, () =>
    ctx.scope.transaction(async (scope) => {
      if (!(await findUnitSpace(scope, values.id))) throw notFound();
      await checkSpace(scope, values);
      await updateUnitSpace(scope, values.id, values);
      return (await findUnitSpace(scope, values.id))!;
    }),
  );
}

export async function removeUnitSpace(ctx: CompanyContext, { id }: Id) {
  if (!(await deleteUnitSpace(ctx.scope, id))) throw notFound();
  return { id };
}
