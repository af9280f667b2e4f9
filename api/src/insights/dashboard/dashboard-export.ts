import type { Dashboard, DashboardExportQuery } from '@portal/contract';
import { type ExportColumn, requestExport } from '../../platform/exports/table-export';
import type { DownloadFile } from '../../platform/http/file-route';
import type { CompanyContext } from '../../platform/http/request-context';
import { dashboardFigures } from './dashboard-service';

// GET company/dashboard/export?table=…: a table widget's rows (same year, branch and scope as the page) through
// the one export helper, headers in the caller's language.

type Row<K extends keyof Dashboard> = Dashboard[K] extends (infer R)[] ? R : never;

export async function exportDashboardTable(ctx: CompanyContext, query: DashboardExportQuery): Promise<DownloadFile> {
  const dashboard = await dashboardFigures(ctx, { year: query.year, branch_id: query.branch_id });
  const f = (key: string) => ctx.t(`dashboard.field.${key}` as never);
  const file = <T>(columns: ExportColumn<T>[], rows: T[]) =>
    requestExport(ctx, query.format, { title: ctx.t(`dashboard.sheet.${query.table}` as never), columns, rows });
  if (query.table === 'latest_orders') {
    return file<Row<'latest_orders'>>(
      [
        { header: f('reference'), value: (r) => r.reference },
        { header: f('branch'), value: (r) => r.branch_name },
        { header: f('status'), value: (r) => r.status },
        { header: f('total'), kind: 'sar', value: (r) => r.total },
        { header: f('created_at'), value: (r) => r.created_at },
      ],
      dashboard.latest_orders,
    );
  }
  if (query.table === 'recent_payments') {
    return file<Row<'recent_payments'>>(
      [
        { header: f('reference'), value: (r) => r.reference },
        { header: f('method'), value: (r) => r.method },
        { header: f('type'), value: (r) => r.type },
        { header: f('status'), value: (r) => r.status },
        { header: f('amount'), kind: 'sar', value: (r) => r.amount },
        { header: f('created_at'), value: (r) => r.created_at },
      ],
      dashboard.recent_payments,
    );
  }
  return file<Row<'recent_packages'>>(
    [
      { header: f('reference'), value: (r) => r.reference },
      { header: f('name'), value: (r) => r.name[ctx.lang] },
      { header: f('status'), value: (r) => r.status },
      { header: f('used'), kind: 'number', value: (r) => r.used },
      { header: f('price'), kind: 'sar', value: (r) => r.total_price },
      { header: f('created_at'), value: (r) => r.created_at },
    ],
    dashboard.recent_packages,
  );
}
