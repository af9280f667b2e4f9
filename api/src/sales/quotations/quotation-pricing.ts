import {
  checkPricingInput,
  type PriceBreakdown,
  type PricingInput,
  priceQuotation,
  type QuotationAnswers,
  type Service,
} from '@portal/contract';
import { inArray } from 'drizzle-orm';
import { branches, units } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { AppError, type FieldErrors } from '../../platform/http/app-error';
import { companyServicesWith } from '../catalog/company-price-read';
import { recordedTypeErrors } from './recorded-types';

// The wizard's answers checked against what only the server knows (the company's branches and units, the
// catalog), then priced with the contract's one pricing function: the API never prices any other way.

export interface PricedAnswers {
  input: PricingInput;
  price: PriceBreakdown;
  services: Service[];
  branches: { id: string; name: string; code: string }[];
}

/** More lines than any real site needs; keeps one request's work bounded. */
const MAX_SERVICE_LINES = 100;

const invalid = (fields: FieldErrors) => new AppError(422, 'errors.validation', { fields });

/** The pricing input of validated answers (locations = distinct branches). */
function pricingInputOf(answers: QuotationAnswers, locations: number): PricingInput {
  return {
    business_type: answers.business_type,
    unit_type: answers.unit_type,
    locations,
    period_months: answers.period_months,
    area_sqm: answers.area_sqm,
    building_age_years: answers.building_age_years,
    floors: answers.floors,
    floor_height_m: answers.floor_height_m,
    package_type: answers.package_type,
    frequency: answers.frequency,
    visits: answers.visits,
    hours: answers.hours,
    services: answers.services,
  };
}

/** Catalog rows of the chosen services at the company's prices (the rows GET public/services/service answers it). */
function catalogServices(scope: CompanyScope, answers: QuotationAnswers, now: Date): Promise<Service[]> {
  return companyServicesWith(scope, { ids: [...new Set(answers.services.map((line) => line.service_id))] }, now);
}

/**
 * Branches and units must be the caller's (a branch of another company, or outside the member's branches, is a
 * 422 on the field: its existence is never revealed), the business and unit types those recorded for them
 * (./recorded-types.ts, issue 26.5), then the catalog checks of `checkPricingInput`.
 */
export async function priceAnswers(scope: CompanyScope, answers: QuotationAnswers, now: Date): Promise<PricedAnswers> {
  const branchIds = [...new Set(answers.branch_ids)];
  const found = await scope
    .select({ id: branches.id, name: branches.name, code: branches.code })
    .from(branches, inArray(branches.id, branchIds));
  const fields: FieldErrors = {};
  if (found.length !== branchIds.length) fields.branch_ids = ['validation.invalid'];
  const unitIds = [...new Set(answers.unit_ids)];
  if (unitIds.length > 0) {
    const foundUnits = await scope
      .select({ id: units.id, branchId: units.branchId })
      .from(units, inArray(units.id, unitIds));
    const ok = foundUnits.length === unitIds.length && foundUnits.every((unit) => branchIds.includes(unit.branchId));
    if (!ok) fields.unit_ids = ['validation.invalid'];
  }
  if (!fields.branch_ids) Object.assign(fields, await recordedTypeErrors(scope, answers, branchIds));
  const services = await catalogServices(scope, answers, now);
  const input = pricingInputOf(answers, branchIds.length);
  for (const issue of checkPricingInput(input, services)) {
    fields[issue.path] = [...(fields[issue.path] ?? []), issue.message];
  }
  if (answers.services.length > MAX_SERVICE_LINES) {
    fields.services = [...(fields.services ?? []), `validation.max_items?n=${MAX_SERVICE_LINES}`];
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  const price = priceQuotation(input, services);
  // Every bound at its maximum at once would leave exact integers behind: refuse rather than round money.
  if (!Number.isSafeInteger(price.total)) throw invalid({ services: ['validation.invalid'] });
  const byId = new Map(found.map((branch) => [branch.id, branch]));
  return {
    input,
    price,
    services,
    branches: branchIds.map((id) => byId.get(id)!),
  };
}
