import type { PackageType, PeriodMonths, Product, Service, VisitFrequency } from '../catalog';
import { messageKey } from '../messages';
import { VAT_RATE_BP } from '../money';
import {
  AREA_BANDS,
  BUILDING_AGE_BANDS,
  BUSINESS_TYPE_FACTORS,
  bandOf,
  type FactorKey,
  FLOOR_BANDS,
  FLOOR_HEIGHT_BANDS,
  FREQUENCY_FACTORS,
  factorKeysFor,
  factorOf,
  locationDiscountBp,
  PERIOD_FACTORS,
  UNIT_TYPE_FACTORS,
  visitsFor,
} from './factor-tables';

// DOMAIN.md §4: price = Σ service base × quantity × factors, minus the package discount, plus 15 % VAT.
// One pure function: the quotation wizard runs it for the instant price and the API for the authoritative one,
// on the same catalog rows, so both give the same halalas (a test proves it). Integer halalas throughout:
// factors are per-mille integers and each line is rounded once, half up, with BigInt (no float drift).

export type PricingInput = {
  /** Property type code of the locations (settings/propertyType). */
  business_type: string;
  /** Property unit type code (settings/propertyUnitType). */
  unit_type: string;
  /** Number of locations (branches) the package covers, ≥ 1. */
  locations: number;
  period_months: PeriodMonths;
  area_sqm: number;
  building_age_years: number;
  floors: number;
  floor_height_m: number;
  package_type: PackageType;
  /** Visits packages: how often. */
  frequency: VisitFrequency;
  /** Visits per location when frequency is on_demand. */
  visits: number;
  /** Hours packages: hours per location over the period. */
  hours: number;
  services: readonly PricingServiceInput[];
};
export type PricingServiceInput = {
  service_id: string;
  /** Visits: units per visit (m², AC units…); hours: technicians. */
  quantity: number;
  products: readonly { product_id: string; quantity: number }[];
};

/** The catalog rows pricing reads (GET public/services/service gives exactly these). */
export type PricedService = Pick<
  Service,
  'id' | 'unit' | 'base_price' | 'hourly_price' | 'min_quantity' | 'max_quantity'
> & { products: readonly Pick<Product, 'id' | 'price'>[] };

export type AppliedFactor = { key: FactorKey; band: string; permille: number };

export type PriceLine = {
  service_id: string;
  quantity: number;
  /** Halalas per unit per visit (visits) or per technician-hour (hours). */
  unit_price: number;
  /** quantity × visits (or hours) × locations. */
  units: number;
  /** The factors that applied to this line, in table order. */
  factor_keys: FactorKey[];
  /** round(unit_price × units × Π factors), halalas. */
  amount: number;
  products: { product_id: string; quantity: number; unit_price: number; units: number; amount: number }[];
};

export type PriceBreakdown = {
  package_type: PackageType;
  /** Visits (or hours) per location over the period. */
  per_location: number;
  locations: number;
  /** What the package holds: per_location × locations visits or hours. */
  package_total: number;
  factors: AppliedFactor[];
  lines: PriceLine[];
  subtotal: number;
  discount_bp: number;
  discount: number;
  taxable: number;
  vat_bp: number;
  vat: number;
  total: number;
};

/** A problem with the input, on the wizard field it belongs to; `message` is a messages.ts key. */
export type PricingIssue = { path: string; message: string };

/** Checks what the valibot schema cannot: the services exist and their quantities are within bounds. */
export function checkPricingInput(input: PricingInput, services: readonly PricedService[]): PricingIssue[] {
  if (input.services.length === 0) return [{ path: 'services', message: messageKey('validation.select_services') }];
  const byId = new Map(services.map((service) => [service.id, service]));
  const issues: PricingIssue[] = [];
  input.services.forEach((line, index) => {
    const service = byId.get(line.service_id);
    if (!service) {
      issues.push({ path: `services.${index}.service_id`, message: messageKey('validation.invalid') });
      return;
    }
    const min = input.package_type === 'hours' ? 1 : service.min_quantity;
    if (line.quantity < min) {
      issues.push({ path: `services.${index}.quantity`, message: messageKey('validation.min_quantity', { n: min }) });
    } else if (line.quantity > service.max_quantity) {
      const range = messageKey('validation.between', { min, max: service.max_quantity });
      issues.push({ path: `services.${index}.quantity`, message: range });
    }
    // Only the service's own active products (the catalog lists no other); each once, its quantity says how many.
    const productIds = new Set(service.products.map((product) => product.id));
    const seen = new Set<string>();
    line.products.forEach((product, productIndex) => {
      const path = `services.${index}.products.${productIndex}.product_id`;
      if (!productIds.has(product.product_id)) {
        issues.push({ path, message: messageKey('validation.product_not_offered') });
      } else if (seen.has(product.product_id)) {
        issues.push({ path, message: messageKey('validation.product_repeated') });
      }
      seen.add(product.product_id);
    });
  });
  return issues;
}

/** The common factors of an input, in table order (each line uses the subset `factorKeysFor` gives). */
export function factorsOf(input: PricingInput): AppliedFactor[] {
  const area = bandOf(AREA_BANDS, input.area_sqm);
  const age = bandOf(BUILDING_AGE_BANDS, input.building_age_years);
  const floors = bandOf(FLOOR_BANDS, input.floors);
  const height = bandOf(FLOOR_HEIGHT_BANDS, input.floor_height_m);
  const factors: AppliedFactor[] = [
    {
      key: 'business_type',
      band: input.business_type,
      permille: factorOf(BUSINESS_TYPE_FACTORS, input.business_type),
    },
    { key: 'unit_type', band: input.unit_type, permille: factorOf(UNIT_TYPE_FACTORS, input.unit_type) },
    { key: 'area', band: area.band, permille: area.permille },
    { key: 'building_age', band: age.band, permille: age.permille },
    { key: 'floors', band: floors.band, permille: floors.permille },
    { key: 'floor_height', band: height.band, permille: height.permille },
    { key: 'period', band: String(input.period_months), permille: PERIOD_FACTORS[input.period_months] },
  ];
  if (input.package_type === 'visits') {
    factors.push({ key: 'frequency', band: input.frequency, permille: FREQUENCY_FACTORS[input.frequency] });
  }
  return factors;
}

/** numerator / denominator rounded half up, for non-negative BigInts. */
function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** Basis points of an amount, rounded half up (discounts, VAT, credit cost). */
export function basisPointsOf(amount: number, bp: number): number {
  return divideHalfUp(BigInt(amount) * BigInt(bp), 10_000n);
}

/** The price of a checked input. Throws when `checkPricingInput` would report issues. */
export function priceQuotation(input: PricingInput, services: readonly PricedService[]): PriceBreakdown {
  const issues = checkPricingInput(input, services);
  if (issues.length > 0) throw new Error(`Invalid pricing input: ${issues.map((i) => i.path).join(', ')}`);
  const byId = new Map(services.map((service) => [service.id, service]));
  const factors = factorsOf(input);
  const perLocation =
    input.package_type === 'hours' ? input.hours : visitsFor(input.frequency, input.period_months, input.visits);
  const lines = input.services.map((line): PriceLine => {
    const service = byId.get(line.service_id) as PricedService;
    const unitPrice = input.package_type === 'hours' ? service.hourly_price : service.base_price;
    const units = line.quantity * perLocation * input.locations;
    const keys = factorKeysFor(service.unit, input.package_type);
    const applied = factors.filter((factor) => keys.includes(factor.key));
    const numerator = applied.reduce((product, f) => product * BigInt(f.permille), BigInt(unitPrice) * BigInt(units));
    const amount = divideHalfUp(numerator, 1000n ** BigInt(applied.length));
    // Products are material: per visit (visits) or once per location (hours), never factored.
    const productUnits = (input.package_type === 'hours' ? 1 : perLocation) * input.locations;
    const products = line.products.map((chosen) => {
      const price = service.products.find((product) => product.id === chosen.product_id)?.price ?? 0;
      const productTotalUnits = chosen.quantity * productUnits;
      const lineAmount = price * productTotalUnits;
      return {
        product_id: chosen.product_id,
        quantity: chosen.quantity,
        unit_price: price,
        units: productTotalUnits,
        amount: lineAmount,
      };
    });
    return {
      service_id: line.service_id,
      quantity: line.quantity,
      unit_price: unitPrice,
      units,
      factor_keys: applied.map((factor) => factor.key),
      amount,
      products,
    };
  });
  const subtotal = lines.reduce(
    (sum, line) => sum + line.amount + line.products.reduce((productSum, p) => productSum + p.amount, 0),
    0,
  );
  const discountBp = locationDiscountBp(input.locations);
  const discount = basisPointsOf(subtotal, discountBp);
  const taxable = subtotal - discount;
  const vat = basisPointsOf(taxable, VAT_RATE_BP);
  return {
    package_type: input.package_type,
    per_location: perLocation,
    locations: input.locations,
    package_total: perLocation * input.locations,
    factors,
    lines,
    subtotal,
    discount_bp: discountBp,
    discount,
    taxable,
    vat_bp: VAT_RATE_BP,
    vat,
    total: taxable + vat,
  };
}
