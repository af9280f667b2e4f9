import type { QuotationAnswers } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { branches, propertyTypes, propertyUnitTypes, units } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { type FieldErrors, withParams } from '../../platform/http/app-error';

// Issue 26.5: the business type and the unit type carry pricing factors (villa 0.95, restaurant 1.20…), so the
// wizard's answers are checked against what the company recorded, never taken on the caller's word alone:
// - business type: every chosen branch with a recorded property type must have the declared one (branches of
//   different types are quoted separately);
// - unit type: the chosen units with a recorded type must all have it; with no units chosen (the whole branch),
//   it must be one of the types recorded for the branch's units.
// Where nothing is recorded (a branch without a property type, units without a type) the declared type stands;
// the contract's schema already refused any type without a factor (422, never priced at 1.00).

/** Field errors (business_type, unit_type) where the answers contradict the records; {} when they agree. */
export async function recordedTypeErrors(
  scope: CompanyScope,
  answers: QuotationAnswers,
  branchIds: readonly string[],
): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  const recorded = await scope
    .select({ id: branches.id, name: branches.name, type: propertyTypes.code })
    .from(branches, inArray(branches.id, [...branchIds]))
    .leftJoin(propertyTypes, eq(propertyTypes.id, branches.propertyTypeId));
  const contradicted = recorded.find((branch) => branch.type !== null && branch.type !== answers.business_type);
  if (contradicted) {
    fields.business_type = [withParams('packages.business_type_mismatch', { branch: contradicted.name })];
  }
  const unitError = await unitTypeError(scope, answers, recorded);
  if (unitError) fields.unit_type = [unitError];
  return fields;
}

async function unitTypeError(
  scope: CompanyScope,
  answers: QuotationAnswers,
  chosenBranches: readonly { id: string; name: string }[],
): Promise<string | null> {
  const unitIds = [...new Set(answers.unit_ids)];
  if (unitIds.length > 0) {
    const chosen = await scope
      .select({ name: units.name, type: propertyUnitTypes.code })
      .from(units, inArray(units.id, unitIds))
      .leftJoin(propertyUnitTypes, eq(propertyUnitTypes.id, units.unitTypeId));
    const other = chosen.find((unit) => unit.type !== null && unit.type !== answers.unit_type);
    return other ? withParams('packages.unit_type_mismatch', { unit: other.name }) : null;
  }
  // One row per branch and recorded unit type (not per unit: a branch may hold thousands).
  const types = await scope
    .select({ branchId: units.branchId, type: propertyUnitTypes.code })
    .from(
      units,
      inArray(
        units.branchId,
        chosenBranches.map((branch) => branch.id),
      ),
    )
    .innerJoin(propertyUnitTypes, eq(propertyUnitTypes.id, units.unitTypeId))
    .groupBy(units.branchId, propertyUnitTypes.code);
  const lacking = chosenBranches.find((branch) => {
    const own = types.filter((row) => row.branchId === branch.id).map((row) => row.type);
    return own.length > 0 && !own.includes(answers.unit_type);
  });
  return lacking ? withParams('packages.unit_type_not_in_branch', { branch: lacking.name }) : null;
}
