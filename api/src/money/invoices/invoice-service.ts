import type {
  InvoiceDetail,
  InvoiceExportQuery,
  InvoiceListItem,
  InvoiceListQuery,
  ListResult,
} from '@portal/contract';
import { moneyLabel } from '@portal/contract';
import { exportRows } from '../../platform/exports/export-rows';
import { type ExportColumn, exportTable } from '../../platform/exports/table-export';
import { AppError, notFound } from '../../platform/http/app-error';
import type { DownloadFile } from '../../platform/http/file-route';
import { listResult, pageWindow } from '../../platform/http/list-query';
import type { CompanyContext } from '../../platform/http/request-context';
import type { InvoicesMessageKey } from '../../platform/i18n/invoices-messages';
import { type Lang, translate } from '../../platform/i18n/translate';
import { clearedDocument } from './fatoora/clearance-queries';
import { countInvoices, findInvoice, findInvoices, invoicePaymentMethod } from './invoice-queries';
import { renderInvoicePdf } from './pdf/invoice-pdf';
import { ublOfInvoice } from './ubl/ubl-from-invoice';
import { ublInvoiceXml } from './ubl/ubl-invoice-xml';

// company/invoices/invoice (spec §7, DOMAIN.md §3): the list, one invoice with its ZATCA QR, its PDF, the export.

export async function listInvoices(ctx: CompanyContext, query: InvoiceListQuery): Promise<ListResult<InvoiceListItem>> {
  // One after the other: PGlite has one connection, and a list is two cheap statements.
  const items = await findInvoices(ctx.scope, query, pageWindow(query), ctx.now);
  const total = await countInvoices(ctx.scope, query, ctx.now);
  return listResult(items, total, query);
}

export async function getInvoice(ctx: CompanyContext, { id }: { id: string }): Promise<InvoiceDetail> {
  const invoice = await findInvoice(ctx.scope, id, ctx.now);
  if (!invoice) throw notFound();
  return invoice;
}

/** Only a cleared (or reported, or phase-1) invoice is given to the company (ADR 0062): else 409 saying why. */
async function givenInvoice(ctx: CompanyContext, input: { id: string }): Promise<InvoiceDetail> {
  const invoice = await getInvoice(ctx, input);
  if (invoice.clearance.status === 'pending') throw new AppError(409, 'einvoicing.clearance_pending');
  if (invoice.clearance.status === 'rejected') throw new AppError(409, 'einvoicing.clearance_rejected');
  return invoice;
}

/** The PDF (PDF/A-3b) with the stamped document the XML download gives, once there is one (ADR 0068). */
export async function invoicePdf(ctx: CompanyContext, input: { id: string; lang?: Lang }): Promise<DownloadFile> {
  const invoice = await givenInvoice(ctx, input);
  const cleared = await clearedDocument(ctx.scope, invoice.id);
  const signed = cleared
    ? { name: `${invoice.code}.xml`, xml: cleared.xml, date: cleared.at ?? new Date(invoice.issued_at) }
    : undefined;
  const body = await renderInvoicePdf(invoice, input.lang ?? ctx.lang, signed);
  return { filename: `${invoice.code}.pdf`, contentType: 'application/pdf', body };
}

/**
 * The standard tax invoice as UBL 2.1 XML (ADR 0056): the document as ZATCA cleared it (ADR 0062); invoices that
 * were never sent (phase 1) answer 409 from the builder.
 */
export async function invoiceXml(ctx: CompanyContext, input: { id: string }): Promise<DownloadFile> {
  const invoice = await givenInvoice(ctx, input);
  const cleared = await clearedDocument(ctx.scope, invoice.id);
  const method = invoice.payment_id ? await invoicePaymentMethod(ctx.scope, invoice.payment_id) : null;
  const body = cleared?.xml ?? ublInvoiceXml(ublOfInvoice(invoice, method));
  return { filename: `${invoice.code}.xml`, contentType: 'application/xml; charset=utf-8', body };
}

type Column = {
  header: InvoicesMessageKey;
  kind?: 'sar';
  value: (row: InvoiceListItem, lang: Lang) => string | number;
};

/** A credit note's amounts are exported negative: the sheet's totals net out what was credited (ADR 0061). */
const signed = (row: InvoiceListItem, amount: number) => (row.document_type === 'credit_note' ? -amount : amount);

const exportColumns: Column[] = [
  { header: 'invoices.field.code', value: (row) => row.code },
  { header: 'invoices.field.issued_at', value: (row) => row.issued_at.slice(0, 10) },
  { header: 'invoices.field.due_at', value: (row) => row.due_at.slice(0, 10) },
  { header: 'invoices.field.kind', value: (row, lang) => moneyLabel(lang, 'invoiceKind', row.kind) },
  { header: 'invoices.field.status', value: (row, lang) => moneyLabel(lang, 'paymentStatus', row.status) },
  { header: 'invoices.field.subtotal', kind: 'sar', value: (row) => signed(row, row.subtotal) },
  { header: 'invoices.field.discount', kind: 'sar', value: (row) => signed(row, row.discount) },
  { header: 'invoices.field.vat', kind: 'sar', value: (row) => signed(row, row.vat) },
  { header: 'invoices.field.total', kind: 'sar', value: (row) => signed(row, row.total) },
  { header: 'invoices.field.paid', kind: 'sar', value: (row) => signed(row, row.paid) },
  { header: 'invoices.field.due', kind: 'sar', value: (row) => signed(row, row.due) },
  // Last, so the columns of before keep their places.
  {
    header: 'invoices.field.document_type',
    value: (row, lang) => translate(lang, `invoices.document.${row.document_type}`),
  },
];

/** The current search, filters and sort, every page, as .xlsx or CSV in the caller's language. */
export async function exportInvoices(ctx: CompanyContext, query: InvoiceExportQuery): Promise<DownloadFile> {
  const { lang, now } = ctx;
  const rows = await exportRows(ctx.scope, (scope, window) => findInvoices(scope, query, window, now));
  const columns: ExportColumn<InvoiceListItem>[] = exportColumns.map((column) => ({
    header: ctx.t(column.header),
    kind: column.kind,
    value: (row) => column.value(row, lang),
  }));
  return exportTable({ format: query.format, lang, title: ctx.t('invoices.sheet'), columns, rows, now });
}
