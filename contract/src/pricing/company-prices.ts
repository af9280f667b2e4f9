import type { Product, Service } from '../catalog';

// A company's negotiated prices (issue 32.1, ADR 0071) laid over the catalog rows before THE pricing function runs:
// the API prices on the overlaid rows and answers the same rows to the company's order form and quotation wizard,
// so the live breakdown and the authoritative price read one set of numbers. Only prices change; bounds, units
// and everything else stay the catalog's.

/** The company's prices in force on a day, by catalog id (halalas). */
export interface CompanyPriceOverlay {
  services: ReadonlyMap<string, { unit_price: number; hourly_price: number | null }>;
  products: ReadonlyMap<string, number>;
}

export const NO_COMPANY_PRICES: CompanyPriceOverlay = { services: new Map(), products: new Map() };

/** A product at the company's price when it has one. */
function productAtCompanyPrice<P extends Product>(product: P, prices: CompanyPriceOverlay): P {
  const price = prices.products.get(product.id);
  return price === undefined ? product : { ...product, price };
}

/** A service (and its products) at the company's prices; the hourly price stays the catalog's unless set. */
export function serviceAtCompanyPrices(service: Service, prices: CompanyPriceOverlay): Service {
  const own = prices.services.get(service.id);
  return {
    ...service,
    base_price: own?.unit_price ?? service.base_price,
    hourly_price: own?.hourly_price ?? service.hourly_price,
    products: service.products.map((product) => productAtCompanyPrice(product, prices)),
  };
}

/** Whether a price (its validity in Riyadh days, both ends included, either open) is in force on `day`. */
export function priceInForce(validity: { valid_from: string | null; valid_to: string | null }, day: string): boolean {
  return (
    (validity.valid_from === null || validity.valid_from <= day) &&
    (validity.valid_to === null || day <= validity.valid_to)
  );
}
