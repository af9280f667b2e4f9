import {
  checkPricingInput,
  formObject,
  messageKey,
  type PriceBreakdown,
  type PricedService,
  type PricingInput,
  priceQuotation,
  type QuotationAnswers,
  quotationInputEntries,
  quotationInputSchema,
} from '@portal/shared/contract';
import * as v from 'valibot';
import type { DraftAnswers } from './quotation-draft';

// Spec §2: the eleven steps of the quotation wizard, each validated with the contract's own entries (and
// messages: 'Please select the branches', 'Please select the services', 'Minimum quantity {n}') before Next.

export const WIZARD_STEPS = [
  'businessType',
  'unitType',
  'branches',
  'units',
  'period',
  'area',
  'buildingAge',
  'floors',
  'floorHeight',
  'services',
  'visits',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

type AnswerKey = keyof typeof quotationInputEntries;

/** The answers each step asks for. */
const STEP_FIELDS: Record<WizardStep, readonly AnswerKey[]> = {
  businessType: ['business_type'],
  unitType: ['unit_type'],
  branches: ['branch_ids'],
  units: ['unit_ids'],
  period: ['period_months'],
  area: ['area_sqm'],
  buildingAge: ['building_age_years'],
  floors: ['floors'],
  floorHeight: ['floor_height_m'],
  services: ['services'],
  visits: ['package_type', 'frequency', 'visits', 'hours'],
};

/** Field path (`services.0.quantity`) → contract message key. */
export type StepErrors = Record<string, string>;

/** Blank quantities as 0: below every minimum, so they get the minimum's message. */
function servicesInput(answers: DraftAnswers): PricingInput['services'] {
  return answers.services.map((line) => ({
    service_id: line.service_id,
    quantity: line.quantity ?? 0,
    products: line.products.map((product) => ({ product_id: product.product_id, quantity: product.quantity ?? 0 })),
  }));
}

/** The draft as the schema's input: blanks left out, so a blank gets the field's "required" message. */
function schemaInput(answers: DraftAnswers): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answers)) {
    if (value !== null && value !== '') input[key] = value;
  }
  // A blank quantity is below every minimum: checkPricingInput then says 'Minimum quantity {n}'.
  input.services = servicesInput(answers);
  return input;
}

const stepSchemas = new Map<WizardStep, v.GenericSchema>(
  WIZARD_STEPS.map((step) => [
    step,
    formObject(Object.fromEntries(STEP_FIELDS[step].map((key) => [key, quotationInputEntries[key]])), {
      branch_ids: 'validation.select_branches',
      services: 'validation.select_services',
    }),
  ]),
);

function issuesOf(schema: v.GenericSchema, input: unknown): StepErrors {
  const result = v.safeParse(schema, input);
  const errors: StepErrors = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The pricing input of complete answers (one location per chosen branch). */
function pricingInputOf(answers: QuotationAnswers): PricingInput {
  return { ...answers, locations: answers.branch_ids.length };
}

/** checkPricingInput reads only the services and the package type; the rest is filled by the other steps. */
const SERVICES_CHECK_BASE: Omit<PricingInput, 'services' | 'package_type'> = {
  business_type: '',
  unit_type: '',
  locations: 1,
  period_months: 1,
  area_sqm: 1,
  building_age_years: 0,
  floors: 1,
  floor_height_m: 2,
  frequency: 'monthly',
  visits: 1,
  hours: 1,
};

/** The step's problems; the services step also checks quantities against the catalog (min, max, products). */
export function validateStep(step: WizardStep, answers: DraftAnswers, services: readonly PricedService[]): StepErrors {
  const input = schemaInput(answers);
  const schema = stepSchemas.get(step);
  const errors = schema ? issuesOf(schema, input) : {};
  // hours and visits default to 1 in the schema; the wizard asks for them when they count (not silently 1).
  if (step === 'visits' && answers.package_type === 'hours' && answers.hours === null) {
    errors.hours = messageKey('validation.required');
  }
  if (
    step === 'visits' &&
    answers.package_type === 'visits' &&
    answers.frequency === 'on_demand' &&
    answers.visits === null
  ) {
    errors.visits = messageKey('validation.required');
  }
  if (step === 'services' && answers.services.length > 0) {
    const catalogIssues = checkPricingInput(
      { ...SERVICES_CHECK_BASE, package_type: answers.package_type, services: servicesInput(answers) },
      services,
    );
    for (const issue of catalogIssues) errors[issue.path] = issue.message;
  }
  return errors;
}

/** The whole answers, checked like the API will: the body to send, or null while something is missing. */
export function completeAnswers(answers: DraftAnswers): QuotationAnswers | null {
  if (Object.keys(validateStep('visits', answers, [])).length > 0) return null;
  const result = v.safeParse(quotationInputSchema, schemaInput(answers));
  return result.success ? result.output : null;
}

/** The instant price (the same function the API prices with), or null while the answers are incomplete. */
export function instantPrice(answers: DraftAnswers, services: readonly PricedService[]): PriceBreakdown | null {
  const complete = completeAnswers(answers);
  if (!complete) return null;
  const input = pricingInputOf(complete);
  return checkPricingInput(input, services).length === 0 ? priceQuotation(input, services) : null;
}
