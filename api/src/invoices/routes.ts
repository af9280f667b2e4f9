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
import { requestScope } from '../db/company-scope';
import { addRoute } from '../http/route';
import { addFileRoute } from '../imports/file-route';
import { exportInvoices, getInvoice, invoicePdf, listInvoices } from './invoice-service';

const tags = ['invoices'];

/** Spec §7 company/invoices/invoice (generic resource shape), mounted at /api/v1/company/invoices/invoice. */
export async function invoiceRoutes(app: FastifyInstance) {
  const scope = (request: Parameters<typeof requestScope>[1]) => requestScope(app.database.db, request);

  addRoute(app, {
    method: 'GET',
    url: '',
    rule: { ability: MONEY_RULES.invoicesRead },
    summary: "The company's invoices: search by number (q), kind, status, issue dates, sort, pages",
    tags,
    query: invoiceListQuerySchema,
    response: invoiceListSchema,
    handler: ({ query }, request) => listInvoices(scope(request), query, app.now()),
  });

  addFileRoute(app, {
    url: '/export',
    rule: { ability: MONEY_RULES.invoicesExport },
    summary: 'The invoice list of the current search, filters and sort as .xlsx (default) or CSV',
    tags,
    query: invoiceExportQuerySchema,
    handler: (query, request) => exportInvoices(scope(request), query, request.lang, app.now()),
  });

  addRoute(app, {
    method: 'GET',
    url: '/:id',
    rule: { ability: MONEY_RULES.invoicesRead },
    summary: 'One invoice: lines, totals, seller and buyer, and its ZATCA phase-1 QR payload (base64 TLV)',
    tags,
    params: lookupIdParamsSchema,
    response: invoiceDetailSchema,
    handler: ({ params }, request) => getInvoice(scope(request), params.id, app.now()),
  });

  addFileRoute(app, {
    url: '/:id/pdf',
    rule: { ability: MONEY_RULES.invoicePrint },
    summary: 'The bilingual invoice PDF: Arabic beside English (or French with lang=fr), with the ZATCA QR',
    tags,
    params: lookupIdParamsSchema,
    query: invoicePdfQuerySchema,
    handler: (query, request, params) => invoicePdf(scope(request), params.id, query.lang ?? request.lang, app.now()),
  });
}
