import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PACKAGE_RULES } from './package-permissions';
import {
  priceBreakdownSchema,
  QUOTATION_PATHS,
  quotationInputSchema,
  quotationListQuerySchema,
  quotationListSchema,
  quotationSchema,
} from './quotations';

// Spec §2 the quotation wizard's endpoints (issue 25.1), each declared once; the rules are PACKAGE_RULES'.

const tag = 'quotations';

export const QUOTATION_ENDPOINTS = {
  price: endpoint({
    operationId: 'priceQuotation',
    method: 'POST',
    path: QUOTATION_PATHS.price,
    access: { ability: PACKAGE_RULES.quotationCreate },
    summary: 'Prices the wizard answers with the contract pricing function; nothing is saved',
    tag,
    body: quotationInputSchema,
    response: priceBreakdownSchema,
    message: 'packages.quotation_priced',
  }),
  create: endpoint({
    operationId: 'createQuotation',
    method: 'POST',
    path: QUOTATION_PATHS.list,
    access: { ability: PACKAGE_RULES.quotationCreate },
    summary: 'Creates a quotation QUO-YYYY-NNNNNN: approved at once up to the threshold, else submitted to ops',
    tag,
    body: quotationInputSchema,
    response: quotationSchema,
    created: true,
    message: 'packages.quotation_created',
  }),
  list: endpoint({
    operationId: 'listQuotations',
    method: 'GET',
    path: QUOTATION_PATHS.list,
    access: { ability: PACKAGE_RULES.quotationsRead },
    summary: 'Quotations: search by reference, status filter, sort created_at|reference|total|status, pages',
    tag,
    query: quotationListQuerySchema,
    response: quotationListSchema,
  }),
  get: endpoint({
    operationId: 'getQuotation',
    method: 'GET',
    path: QUOTATION_PATHS.one,
    access: { ability: PACKAGE_RULES.quotationsRead },
    summary: 'One quotation by reference (another company’s: 404)',
    tag,
    params: v.object({ reference: v.pipe(v.string(), v.trim(), v.maxLength(40)) }),
    response: quotationSchema,
  }),
};
