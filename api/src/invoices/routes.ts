import {
  invoiceDetailSchema,
  invoiceExportQuerySchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoicePdfQuerySchema,
  lookupIdParamsSchema,
  MONEY_RULES,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addFileRoute } from '../http/file-route';
import { addRoute } from '../http/route';
import { exportInvoices, getInvoice, invoicePdf, listInvoices } from './invoice-service';

const tags = ['invoices'];

/**
 * Spec §7 company/invoices/invoice (the generic resource's read half: invoices are issued by the payment flows,
 * never created or edited by hand), mounted at /api/v1/company/invoices/invoice. Rules from MONEY_RULES, the
 * same table the UI checks.
 */
export async function invoiceRoutes(app: FastifyInstance) {
  // Static segments before `/:id` (they win anyway; this is the order the docs list them in).
  addFileRoute(app, {
    url: '/export',
    rule: { ability: MONEY_RULES.invoicesExport },
    summary: 'The invoice list of the current search, filters and sort as .xlsx (default) or CSV',
    tags,
    query: invoiceExportQuerySchema,
    handler: (ctx, { query }) => exportInvoices(ctx, query),
  });

  addRoute(app, {
    method: 'GET',
    url: '',
    rule: { ability: MONEY_RULES.invoicesRead },
    summary: "The company's invoices: search by number (q), kind, status (overdue computed), issue dates, sort, pages",
    tags,
    query: invoiceListQuerySchema,
    response: invoiceListSchema,
    handler: (ctx, { query }) => listInvoices(ctx, query),
  });

  addRoute(app, {
    method: 'GET',
    url: '/:id',
    rule: { ability: MONEY_RULES.invoicesRead },
    summary: 'One invoice: lines, totals, seller and buyer, and its ZATCA phase-1 QR payload (base64 TLV)',
    tags,
    params: lookupIdParamsSchema,
    response: invoiceDetailSchema,
    handler: (ctx, { params }) => getInvoice(ctx, params),
  });

  addFileRoute(app, {
    url: '/:id/pdf',
    rule: { ability: MONEY_RULES.invoicePrint },
    summary: 'The bilingual invoice PDF: Arabic beside English (or French with lang=fr), with the ZATCA QR',
    tags,
    params: lookupIdParamsSchema,
    query: invoicePdfQuerySchema,
    handler: (ctx, { params, query }) => invoicePdf(ctx, { id: params.id, lang: query.lang }),
  });
}
