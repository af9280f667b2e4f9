import type { CompanyProduct, CompanyService } from '@portal/contract';
import { serviceAtCompanyPrices } from '@portal/contract';
import type { CompanyContext } from '../../platform/http/request-context';
import { servicesWith } from '../catalog/catalog-queries';
import { type CompanyPriceRow, companyPriceRows, overlayOf } from '../catalog/company-price-read';

// GET company/service and company/product (spec §7, ADR 0071): the catalog as the caller's company buys it, each
// row with the list price beside the company's price in force today and that price's validity.

type Validity = { valid_from: string | null; valid_to: string | null };
const OPEN: Validity = { valid_from: null, valid_to: null };

/** The catalog, the company's prices in force today, and their validity by catalog id. */
async function priceList(ctx: CompanyContext) {
  const catalog = await servicesWith(ctx.db, {});
  const rows = await companyPriceRows(ctx.scope);
  const prices = overlayOf(rows, ctx.now);
  const inForce = (row: CompanyPriceRow) =>
    prices.services.has(row.serviceId ?? '') || prices.products.has(row.productId ?? '');
  const validity = new Map(
    rows.filter(inForce).map((row): [string, Validity] => [row.serviceId ?? row.productId ?? '', row]),
  );
  const validityOf = (id: string): Validity => {
    const found = validity.get(id);
    return found ? { valid_from: found.valid_from, valid_to: found.valid_to } : OPEN;
  };
  return { catalog, prices, validityOf };
}

export async function companyServices(ctx: CompanyContext): Promise<CompanyService[]> {
  const { catalog, prices, validityOf } = await priceList(ctx);
  return catalog.map((service) => {
    const own = serviceAtCompanyPrices(service, prices);
    return {
      id: service.id,
      code: service.code,
      name: service.name,
      unit: service.unit,
      list_price: service.base_price,
      price: own.base_price,
      list_hourly_price: service.hourly_price,
      hourly_price: own.hourly_price,
      negotiated: prices.services.has(service.id),
      ...validityOf(service.id),
    };
  });
}

export async function companyProducts(ctx: CompanyContext): Promise<CompanyProduct[]> {
  const { catalog, prices, validityOf } = await priceList(ctx);
  return catalog.flatMap((service) =>
    service.products.map((product) => {
      const own = prices.products.get(product.id);
      return {
        id: product.id,
        code: product.code,
        service_id: service.id,
        service_name: service.name,
        name: product.name,
        list_price: product.price,
        price: own ?? product.price,
        negotiated: own !== undefined,
        ...validityOf(product.id),
      };
    }),
  );
}
