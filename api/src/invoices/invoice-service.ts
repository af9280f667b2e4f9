import type { InvoiceDetail, InvoiceExportQuery, InvoiceListItem, InvoiceListQuery } from '@portal/contract';
import type { CompanyScope } from '../db/company-scope';
import { EXPORT_MAX_ROWS, type ExportColumn, exportTable } from '../exports/table-export';
import { notFound } from '../http/app-error';
import { listResult, pageWindow } from '../http/list-query';
import type { InvoicesMessageKey } from '../i18n/invoices-messages';
import { type Lang, translate } from '../i18n/translate';
import type { DownloadFile } from '../imports/file-route';
import { countInvoices, findInvoice, findInvoices } from './invoice-queries';
import { renderInvoicePdf } from './pdf/invoice-pdf';

// company/invoices/invoice (spec §7, DOMAIN.md §3): the list, one invoice with its ZATCA QR, its PDF, the export.

export async function listInvoices(scope: CompanyScope, query: InvoiceListQuery, now: Date) {
  const [items, total] = await Promise.all([
    findInvoices(scope, query, pageWindow(query), now),
    countInvoices(scope, query, now),
  ]);
  return listResult(items, total, query);
}

export async function getInvoice(scope: CompanyScope, id: string, now: Date): Promise<InvoiceDetail> {
  const invoice = await findInvoice(scope, id, now);
  if (!invoice) throw notFound();
  return invoice;
}

export async function invoicePdf(scope: CompanyScope, id: string, lang: Lang, now: Date): Promise<DownloadFile> {
  const invoice = await getInvoice(scope, id, now);
  return {
    filename: `${invoice.code}.pdf`,
    contentType: 'application/pdf',
    body: await renderInvoicePdf(invoice, lang),
  };
}

const exportColumns: {
  header: InvoicesMessageKey;
  kind?: 'sar';
  value: (row: InvoiceListItem, lang: Lang) => string | number;
}[] = [
  { header: 'invoices.field.code', value: (row) => row.code },
  { header: 'invoices.field.issued_at', value: (row) => row.issued_at.slice(0, 10) },
  { header: 'invoices.field.due_at', value: (row) => row.due_at.slice(0, 10) },
  { header: 'invoices.field.kind', value: (row, lang) => translate(lang, `invoices.kind.${row.kind}`) },
  { header: 'invoices.field.status', value: (row, lang) => translate(lang, `invoices.status.${row.status}`) },
  { header: 'invoices.field.subtotal', kind: 'sar', value: (row) => row.subtotal },
  { header: 'invoices.field.discount', kind: 'sar', value: (row) => row.discount },
  { header: 'invoices.field.vat', kind: 'sar', value: (row) => row.vat },
  { header: 'invoices.field.total', kind: 'sar', value: (row) => row.total },
  { header: 'invoices.field.paid', kind: 'sar', value: (row) => row.paid },
  { header: 'invoices.field.due', kind: 'sar', value: (row) => row.due },
];

/** The current search, filters and sort, every page, as .xlsx or CSV in the caller's language. */
export async function exportInvoices(
  scope: CompanyScope,
  query: InvoiceExportQuery,
  lang: Lang,
  now: Date,
): Promise<DownloadFile> {
  const rows = await findInvoices(scope, query, { limit: EXPORT_MAX_ROWS, offset: 0 }, now);
  const columns: ExportColumn<InvoiceListItem>[] = exportColumns.map((column) => ({
    header: translate(lang, column.header),
    kind: column.kind,
    value: (row) => column.value(row, lang),
  }));
  return exportTable({ format: query.format, lang, title: translate(lang, 'invoices.sheet'), columns, rows, now });
}
