import { moneyLabel, type OrderListItem, type orderExportQuerySchema, orderLabel } from '@portal/contract';
import type * as v from 'valibot';
import { exportRows } from '../../platform/exports/export-rows';
import { type ExportColumn, requestExport } from '../../platform/exports/table-export';
import type { DownloadFile } from '../../platform/http/file-route';
import type { CompanyContext } from '../../platform/http/request-context';
import { ORDER_EXPORT_HEADERS } from './order-export-headers';
import { orderListSlice } from './order-list';

// GET company/orders/order/export: the list's search, filters and sort, every page (up to EXPORT_MAX_ROWS),
// through the one export helper (formula-safe cells, SAR from halalas, RTL Arabic sheet). Every spec §4 value is
// written as its label in the caller's language.

type Query = v.InferOutput<typeof orderExportQuerySchema>;

export async function exportOrders(ctx: CompanyContext, query: Query): Promise<DownloadFile> {
  const items = await exportRows(
    ctx.scope,
    async (scope, window) => (await orderListSlice(scope, query, window, ctx.lang)).items,
  );
  const header = ORDER_EXPORT_HEADERS[ctx.lang];
  const lang = ctx.lang;
  const columns: ExportColumn<OrderListItem>[] = [
    { header: header.reference, value: (o) => o.reference },
    { header: header.created_at, value: (o) => o.created_at },
    { header: header.type, value: (o) => orderLabel(lang, 'type', o.type) },
    { header: header.status, value: (o) => orderLabel(lang, 'status', o.status) },
    { header: header.branch, value: (o) => o.branch.name },
    { header: header.branch_code, value: (o) => o.branch.code },
    { header: header.customer, value: (o) => o.customer.name },
    { header: header.date, value: (o) => o.date },
    { header: header.time, value: (o) => `${o.time}–${o.end_time}` },
    { header: header.shift, value: (o) => orderLabel(lang, 'shift', o.shift) },
    { header: header.provider, value: (o) => o.provider?.name ?? null },
    { header: header.services_count, kind: 'number', value: (o) => o.services_count },
    { header: header.subtotal, kind: 'sar', value: (o) => o.subtotal },
    { header: header.discount, kind: 'sar', value: (o) => o.discount },
    { header: header.vat, kind: 'sar', value: (o) => o.vat },
    { header: header.total, kind: 'sar', value: (o) => o.total },
    { header: header.total_paid, kind: 'sar', value: (o) => o.total_paid },
    { header: header.total_due, kind: 'sar', value: (o) => o.total_due },
    { header: header.payment_status, value: (o) => moneyLabel(lang, 'paymentStatus', o.payment_status) },
    {
      header: header.payment_method,
      value: (o) => (o.payment_method ? moneyLabel(lang, 'paymentMethod', o.payment_method) : null),
    },
  ];
  return requestExport(ctx, query.format, { title: header.sheet, columns, rows: items });
}
