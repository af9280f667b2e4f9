import {
  INVOICE_ENDPOINTS,
  invoiceExportQuerySchema,
  invoicePdfQuerySchema,
  lookupIdParamsSchema,
  MONEY_RULES,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { addFileRoute } from '../../platform/http/file-route';
import { exportInvoices, getInvoice, invoicePdf, invoiceXml, listInvoices } from './invoice-service';

const tags = ['invoices'];

/**
 * Spec §7 company/invoices/invoice (contract: INVOICE_ENDPOINTS, the read half of the generic resource: invoices
 * are issued by the payment flows, never created or edited by hand), registered without a prefix. The export and
 * the PDF answer files: file routes beside the declarations, with rules from MONEY_RULES.
 */
export async function invoiceRoutes(app: FastifyInstance) {
  // Static segments before `/:id` (they win anyway; this is the order the docs list them in).
  addFileRoute(app, {
    url: `/api/v1/${INVOICE_ENDPOINTS.list.path}/export`,
    rule: { ability: MONEY_RULES.invoicesExport },
    summary: 'The invoice list of the current search, filters and sort as .xlsx (default) or CSV',
    tags,
    query: invoiceExportQuerySchema,
    handler: (ctx, { query }) => exportInvoices(ctx, query),
  });

  addEndpoint(app, INVOICE_ENDPOINTS.list, (ctx, { query }) => listInvoices(ctx, query));
  addEndpoint(app, INVOICE_ENDPOINTS.get, (ctx, { params }) => getInvoice(ctx, params));

  addFileRoute(app, {
    url: `/api/v1/${INVOICE_ENDPOINTS.get.path}/pdf`,
    rule: { ability: MONEY_RULES.invoicePrint },
    summary: 'The bilingual invoice PDF: Arabic beside English (or French with lang=fr), with the ZATCA QR',
    tags,
    params: lookupIdParamsSchema,
    query: invoicePdfQuerySchema,
    handler: (ctx, { params, query }) => invoicePdf(ctx, { id: params.id, lang: query.lang }),
  });

  addFileRoute(app, {
    url: `/api/v1/${INVOICE_ENDPOINTS.get.path}/xml`,
    rule: { ability: MONEY_RULES.invoicePrint },
    summary: 'The standard tax invoice as UBL 2.1 XML per ZATCA (409 for invoices issued before the seller sequence)',
    tags,
    query: v.object({}),
    params: lookupIdParamsSchema,
    handler: (ctx, { params }) => invoiceXml(ctx, { id: params.id }),
  });
}
