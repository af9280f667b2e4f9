import * as v from 'valibot';
import { trilingualNameSchema } from './areas';
import { SERVICE_UNITS } from './catalog';
import { COMPANY_ACCOUNT_RULE } from './company-account-rule';
import { endpoint } from './endpoint';
import { uuidField } from './fields';
import { messageKey } from './messages';
import { halalasField } from './money';
import { opsIdParams } from './ops-console';
import { OPS_RULES } from './ops-rules';

// A company's price list (issue 32.1, ADR 0071): the catalog's services and products with the list price and the
// company's own (negotiated by ops, company_prices), for the company's /b2b/account/services and /products pages
// (spec §7 company/service, company/product, rule read ops_companies in its company meaning), and the console's
// endpoints that list, set and remove a company's prices (read / update ops_companies).

/** A negotiated amount: a whole number of halalas, at least 1 halala, at most SAR 1,000,000. */
const negotiatedHalalas = halalasField(1, 100_000_000);
const dayField = v.pipe(v.string(messageKey('validation.date')), v.isoDate(messageKey('validation.date')));

const validity = {
  /** Riyadh days, both ends included; null: open. */
  valid_from: v.nullable(v.string()),
  valid_to: v.nullable(v.string()),
};

/** One catalog service as the company buys it (halalas). */
export const companyServiceSchema = v.object({
  id: v.string(),
  code: v.string(),
  name: trilingualNameSchema,
  unit: v.picklist(SERVICE_UNITS),
  list_price: v.number(),
  price: v.number(),
  list_hourly_price: v.number(),
  hourly_price: v.number(),
  /** A negotiated price is in force today. */
  negotiated: v.boolean(),
  ...validity,
});
export type CompanyService = v.InferOutput<typeof companyServiceSchema>;

/** One catalog product as the company buys it (halalas per piece). */
export const companyProductSchema = v.object({
  id: v.string(),
  code: v.string(),
  service_id: v.string(),
  service_name: trilingualNameSchema,
  name: trilingualNameSchema,
  list_price: v.number(),
  price: v.number(),
  negotiated: v.boolean(),
  ...validity,
});
export type CompanyProduct = v.InferOutput<typeof companyProductSchema>;

export const COMPANY_PRICE_KINDS = ['service', 'product'] as const;
export type CompanyPriceKind = (typeof COMPANY_PRICE_KINDS)[number];

/** A company's negotiated price as ops see it. */
export const opsCompanyPriceSchema = v.object({
  id: v.string(),
  kind: v.picklist(COMPANY_PRICE_KINDS),
  item_id: v.string(),
  code: v.string(),
  name: trilingualNameSchema,
  list_price: v.number(),
  unit_price: v.number(),
  list_hourly_price: v.nullable(v.number()),
  hourly_price: v.nullable(v.number()),
  ...validity,
  updated_at: v.string(),
});
export type OpsCompanyPrice = v.InferOutput<typeof opsCompanyPriceSchema>;

/** PUT ops/companies/:id/prices: sets (or replaces) the company's price of one service or product. */
export const setCompanyPriceBodySchema = v.pipe(
  v.object({
    kind: v.picklist(COMPANY_PRICE_KINDS, messageKey('validation.invalid')),
    item_id: uuidField,
    unit_price: negotiatedHalalas,
    hourly_price: v.optional(v.nullable(negotiatedHalalas)),
    valid_from: v.optional(v.nullable(dayField)),
    valid_to: v.optional(v.nullable(dayField)),
  }),
  v.forward(
    v.check(
      (body) => !body.valid_from || !body.valid_to || body.valid_to >= body.valid_from,
      messageKey('validation.invalid'),
    ),
    ['valid_to'],
  ),
  v.forward(
    v.check((body) => body.kind === 'service' || body.hourly_price == null, messageKey('validation.invalid')),
    ['hourly_price'],
  ),
);
export type SetCompanyPriceBody = v.InferInput<typeof setCompanyPriceBodySchema>;

const tag = 'company-prices';
const companyAccess = { ability: COMPANY_ACCOUNT_RULE } as const;

export const COMPANY_PRICE_ENDPOINTS = {
  services: endpoint({
    operationId: 'listCompanyServices',
    method: 'GET',
    path: 'company/service',
    access: companyAccess,
    summary: "The catalog's services with the list price and the caller's company's own (halalas)",
    tag,
    response: v.array(companyServiceSchema),
  }),
  products: endpoint({
    operationId: 'listCompanyProducts',
    method: 'GET',
    path: 'company/product',
    access: companyAccess,
    summary: "The catalog's products with the list price and the caller's company's own (halalas)",
    tag,
    response: v.array(companyProductSchema),
  }),
  opsList: endpoint({
    operationId: 'listOpsCompanyPrices',
    method: 'GET',
    path: 'ops/companies/:id/prices',
    access: { ops: OPS_RULES.companiesRead },
    summary: "A company's negotiated prices",
    tag,
    params: opsIdParams,
    response: v.array(opsCompanyPriceSchema),
  }),
  opsSet: endpoint({
    operationId: 'setOpsCompanyPrice',
    method: 'PUT',
    path: 'ops/companies/:id/prices',
    access: { ops: OPS_RULES.companiesDecide },
    summary: "Sets (or replaces) a company's price of one service or product; answers the company's prices",
    tag,
    params: opsIdParams,
    body: setCompanyPriceBodySchema,
    response: v.array(opsCompanyPriceSchema),
    message: 'success.updated',
  }),
  opsRemove: endpoint({
    operationId: 'removeOpsCompanyPrice',
    method: 'DELETE',
    path: 'ops/companies/:id/prices/:priceId',
    access: { ops: OPS_RULES.companiesDecide },
    summary: "Removes one of a company's prices (the list price applies again); answers the company's prices",
    tag,
    params: v.object({ id: uuidField, priceId: uuidField }),
    response: v.array(opsCompanyPriceSchema),
    message: 'success.deleted',
  }),
};
