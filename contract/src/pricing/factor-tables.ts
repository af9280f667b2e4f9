import type { PackageType, PeriodMonths, VisitFrequency } from '../catalog';

// The factor tables of DOMAIN.md §4, documented for people in docs/pricing.md (keep both in step: a test
// compares them). Factors are per-mille integers (1000 = ×1.000) so the arithmetic stays exact in halalas.

export type FactorKey =
  | 'business_type'
  | 'unit_type'
  | 'area'
  | 'building_age'
  | 'floors'
  | 'floor_height'
  | 'period'
  | 'frequency';

/** A band: the factor applies while the value is ≤ `upTo` (the last band has upTo = Infinity). */
export type Band = { upTo: number; permille: number; band: string };

/** Business type = the branch's property type code (settings/propertyType). A quotation refuses a code
 * missing here (quotations.ts); an order's branch without a recorded type prices at 1000. */
export const BUSINESS_TYPE_FACTORS: Readonly<Record<string, number>> = {
  office: 1000,
  warehouse: 1100,
  shop: 1000,
  restaurant: 1200,
  villa: 950,
  building: 1050,
  mall: 1250,
  clinic: 1150,
  school: 1050,
  hotel: 1150,
  factory: 1200,
};

/** Unit type = the property unit type code (settings/propertyUnitType). Same rule as the business type. */
export const UNIT_TYPE_FACTORS: Readonly<Record<string, number>> = {
  apartment: 950,
  office: 1000,
  shop: 1000,
  room: 900,
  floor: 1100,
  studio: 900,
  villa: 1050,
  storage: 950,
};

export const DEFAULT_FACTOR = 1000;

/**
 * The factor of a code the client sent: only the table's own keys count. `table[code]` would find `constructor`,
 * `toString` or `__proto__` on Object.prototype — a function or an object priced as a factor: a 500 (issue 26.4).
 */
export const factorOf = (table: Readonly<Record<string, number>>, code: string): number =>
  Object.hasOwn(table, code) ? (table[code] as number) : DEFAULT_FACTOR;

/** Area in m² of one location. Not applied to services sold by the m² (their quantity already is the area). */
export const AREA_BANDS: readonly Band[] = [
  { upTo: 100, permille: 1000, band: '0-100' },
  { upTo: 300, permille: 1100, band: '101-300' },
  { upTo: 1000, permille: 1200, band: '301-1000' },
  { upTo: 3000, permille: 1350, band: '1001-3000' },
  { upTo: Number.POSITIVE_INFINITY, permille: 1500, band: '3001+' },
];

/** Building age in years. */
export const BUILDING_AGE_BANDS: readonly Band[] = [
  { upTo: 5, permille: 1000, band: '0-5' },
  { upTo: 15, permille: 1050, band: '6-15' },
  { upTo: 30, permille: 1100, band: '16-30' },
  { upTo: Number.POSITIVE_INFINITY, permille: 1200, band: '31+' },
];

/** Number of floors. */
export const FLOOR_BANDS: readonly Band[] = [
  { upTo: 1, permille: 1000, band: '1' },
  { upTo: 3, permille: 1050, band: '2-3' },
  { upTo: 6, permille: 1100, band: '4-6' },
  { upTo: 15, permille: 1150, band: '7-15' },
  { upTo: Number.POSITIVE_INFINITY, permille: 1250, band: '16+' },
];

/** Floor height in metres (ladders, lifts, scaffolding). */
export const FLOOR_HEIGHT_BANDS: readonly Band[] = [
  { upTo: 3.5, permille: 1000, band: '0-3.5' },
  { upTo: 5, permille: 1050, band: '3.5-5' },
  { upTo: 8, permille: 1100, band: '5-8' },
  { upTo: Number.POSITIVE_INFINITY, permille: 1200, band: '8+' },
];

/** A longer commitment costs less per visit or hour. */
export const PERIOD_FACTORS: Readonly<Record<PeriodMonths, number>> = { 1: 1000, 3: 970, 6: 940, 12: 900, 24: 870 };

/** Frequent visits are cheaper each; single and emergency visits carry a premium. Visits packages only. */
export const FREQUENCY_FACTORS: Readonly<Record<VisitFrequency, number>> = {
  on_demand: 1100,
  one_time: 1150,
  daily: 800,
  weekly: 880,
  weekly_twice: 850,
  monthly: 950,
  monthly_twice: 920,
  quarterly: 1000,
  quarterly_twice: 980,
  semi_annually: 1020,
  yearly: 1050,
  emergency_2: 1300,
  emergency_4: 1250,
  emergency_6: 1200,
};

/** Visits per month of the recurring frequencies (daily = 26 working days). */
const VISITS_PER_MONTH: Partial<Record<VisitFrequency, number>> = {
  daily: 26,
  weekly: 4,
  weekly_twice: 8,
  monthly: 1,
  monthly_twice: 2,
};
/** Visits per block of months of the sparse frequencies. */
const VISITS_PER_BLOCK: Partial<Record<VisitFrequency, { months: number; visits: number }>> = {
  quarterly: { months: 3, visits: 1 },
  quarterly_twice: { months: 3, visits: 2 },
  semi_annually: { months: 6, visits: 1 },
  yearly: { months: 12, visits: 1 },
};
const FIXED_VISITS: Partial<Record<VisitFrequency, number>> = {
  one_time: 1,
  emergency_2: 2,
  emergency_4: 4,
  emergency_6: 6,
};

/** Visits per location over the period; `on_demand` takes the number of visits the client asks for. */
export function visitsFor(frequency: VisitFrequency, periodMonths: number, onDemandVisits: number): number {
  const fixed = FIXED_VISITS[frequency];
  if (fixed !== undefined) return fixed;
  const perMonth = VISITS_PER_MONTH[frequency];
  if (perMonth !== undefined) return perMonth * periodMonths;
  const block = VISITS_PER_BLOCK[frequency];
  if (block !== undefined) return Math.ceil(periodMonths / block.months) * block.visits;
  return onDemandVisits;
}

/** Package discount by number of locations (basis points of the subtotal). */
export const LOCATION_DISCOUNT_BANDS: readonly { fromLocations: number; bp: number }[] = [
  { fromLocations: 10, bp: 800 },
  { fromLocations: 5, bp: 500 },
  { fromLocations: 2, bp: 300 },
  { fromLocations: 1, bp: 0 },
];

export function locationDiscountBp(locations: number): number {
  return LOCATION_DISCOUNT_BANDS.find((band) => locations >= band.fromLocations)?.bp ?? 0;
}

export function bandOf(bands: readonly Band[], value: number): Band {
  const band = bands.find((candidate) => value <= candidate.upTo);
  if (!band) throw new Error(`No band for ${value}`);
  return band;
}

/** Which factors apply to a line: area never to m² services, frequency only to visits packages. */
export function factorKeysFor(unit: string, packageType: PackageType): FactorKey[] {
  const keys: FactorKey[] = ['business_type', 'unit_type'];
  if (unit !== 'sqm') keys.push('area');
  keys.push('building_age', 'floors', 'floor_height', 'period');
  if (packageType === 'visits') keys.push('frequency');
  return keys;
}
