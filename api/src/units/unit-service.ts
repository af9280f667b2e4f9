import type { Unit, UnitSpace } from '@portal/contract';
import { isUniqueViolation } from '../branches/unique-violation';
import type { CompanyScope } from '../db/company-scope';
import { AppError, type FieldErrors, fieldError, notFound } from '../http/app-error';
import {
  branchVisible,
  deleteUnit,
  deleteUnitSpace,
  findUnit,
  findUnitSpace,
  insertUnit,
  insertUnitSpace,
  spaceExists,
  unitTypeExists,
  updateUnit,
  updateUnitSpace,
} from './unit-queries';

type UnitValues = {
  branch_id: string;
  name: string;
  unit_type_id: string;
  floor?: number | null;
  size_m2?: number | null;
};
type SpaceValues = { unit_id: string; space_id: string; quantity: number };

export async function getUnit(scope: CompanyScope, id: string): Promise<Unit> {
  const unit = await findUnit(scope, id);
  if (!unit) throw notFound();
  return unit;
}

/** A unit belongs to a branch the caller sees; another company's branch id is simply unknown (422, not 404). */
async function checkUnit(scope: CompanyScope, values: UnitValues) {
  const fields: FieldErrors = {};
  if (!(await branchVisible(scope, values.branch_id))) fields.branch_id = ['validation.uuid'];
  if (!(await unitTypeExists(scope, values.unit_type_id))) fields.unit_type_id = ['validation.uuid'];
  if (Object.keys(fields).length > 0) throw new AppError(422, 'errors.validation', { fields });
}

export async function createUnit(scope: CompanyScope, values: UnitValues, now: Date): Promise<Unit> {
  await checkUnit(scope, values);
  return getUnit(scope, await insertUnit(scope, values, now));
}

export async function editUnit(scope: CompanyScope, id: string, values: UnitValues, now: Date): Promise<Unit> {
  if (!(await findUnit(scope, id))) throw notFound();
  await checkUnit(scope, values);
  if (!(await updateUnit(scope, id, values, now))) throw notFound();
  return getUnit(scope, id);
}

export async function removeUnit(scope: CompanyScope, id: string) {
  if (!(await deleteUnit(scope, id))) throw notFound();
  return { id };
}

export async function getUnitSpace(scope: CompanyScope, id: string): Promise<UnitSpace> {
  const space = await findUnitSpace(scope, id);
  if (!space) throw notFound();
  return space;
}

async function checkSpace(scope: CompanyScope, values: SpaceValues) {
  const fields: FieldErrors = {};
  if (!(await findUnit(scope, values.unit_id))) fields.unit_id = ['validation.uuid'];
  if (!(await spaceExists(scope, values.space_id))) fields.space_id = ['validation.uuid'];
  if (Object.keys(fields).length > 0) throw new AppError(422, 'errors.validation', { fields });
}

async function guardSpace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'unit_spaces_unit_space_unique'))
      throw fieldError('space_id', 'branches.unit_space_taken');
    throw error;
  }
}

export async function createUnitSpace(scope: CompanyScope, values: SpaceValues): Promise<UnitSpace> {
  await checkSpace(scope, values);
  return getUnitSpace(scope, await guardSpace(() => insertUnitSpace(scope, values)));
}

export async function editUnitSpace(scope: CompanyScope, id: string, values: SpaceValues): Promise<UnitSpace> {
  await getUnitSpace(scope, id);
  await checkSpace(scope, values);
  await guardSpace(() => updateUnitSpace(scope, id, values));
  return getUnitSpace(scope, id);
}

export async function removeUnitSpace(scope: CompanyScope, id: string) {
  await getUnitSpace(scope, id);
  if (!(await deleteUnitSpace(scope, id))) throw notFound();
  return { id };
}
