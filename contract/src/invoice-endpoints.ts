import { endpoint } from './endpoint';
import { lookupIdParamsSchema } from './fields';
import { invoiceDetailSchema, invoiceListQuerySchema, invoiceListSchema } from './invoices';
import { MONEY_RULES } from './money-permissions';

// Spec §7 company/invoices/invoice, the read half of the generic resource (invoices are issued by the payment flows,
// never by hand), declared once (issue 25.1). The export (`<list path>/export`), the PDF (`<get path>/pdf`) and the
// ZATCA XML (`<get path>/xml`, ADR 0056) answer files: they are file routes (api/src/platform/http/file-route.ts),
// not declarations.

const tag = 'invoices';
const path = 'company/invoices/invoice';

export const INVOICE_ENDPOINTS = {
  list: endpoint({
    operationId: 'listInvoices',
    method: 'GET',
    path,
    access: { ability: MONEY_RULES.invoicesRead },
    summary: "The company's invoices: search by number (q), kind, status (overdue computed), issue dates, sort, pages",
    tag,
    query: invoiceListQuerySchema,
    response: invoiceListSchema,
  }),
  get: endpoint({
    operationId: 'getInvoice',
    method: 'GET',
    path: `${path}/:id`,
    access: { ability: MONEY_RULES.invoicesRead },
    summary: 'One invoice: lines, totals, seller and buyer, and its ZATCA phase-1 QR payload (base64 TLV)',
    tag,
    params: lookupIdParamsSchema,
    response: invoiceDetailSchema,
  }),
};
