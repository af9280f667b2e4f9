import type { PricedService, PricingInput } from '../price-quotation';

// Test fixtures, never shipped: only tests import them (`@portal/contract/testing`, and `@portal/shared/testing` for
// the remotes' tests). One office to price, so the contract's, the API's, the wizard's and the browser's tests
// state the quotation once.

/** The building of docs/pricing.md's worked example: a 250 m² office, 10 years old, 2 floors of 3 m, visited monthly for 12 months. */
export const OFFICE_BUILDING = {
  business_type: 'office',
  unit_type: 'office',
  period_months: 12,
  area_sqm: 250,
  building_age_years: 10,
  floors: 2,
  floor_height_m: 3,
  package_type: 'visits',
  frequency: 'monthly',
  visits: 1,
  hours: 1,
} as const satisfies Omit<PricingInput, 'locations' | 'services'>;

/** The office at one location with these service lines; `changes` for what a test varies. */
export function officePricingInput(
  services: PricingInput['services'],
  changes: Partial<PricingInput> = {},
): PricingInput {
  return { ...OFFICE_BUILDING, locations: 1, services, ...changes };
}

/** A service sold by the unit (150 SAR a unit per visit, 90 SAR an hour), with a 25 SAR filter. */
export const acMaintenance: PricedService = {
  id: 'ac',
  unit: 'unit',
  base_price: 15_000,
  hourly_price: 9_000,
  min_quantity: 1,
  max_quantity: 500,
  products: [{ id: 'filter', price: 2_500 }],
};

/** A service sold by the m² (3.50 SAR), from 50 m². */
export const floorCleaning: PricedService = {
  ...acMaintenance,
  id: 'clean',
  unit: 'sqm',
  base_price: 350,
  min_quantity: 50,
};
