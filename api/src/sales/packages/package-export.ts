import type { CompanyPackage, PackageExportQuery } from '@portal/contract';
import { exportRows } from '../../platform/exports/export-rows';
import { type ExportColumn, requestExport } from '../../platform/exports/table-export';
import type { DownloadFile } from '../../platform/http/file-route';
import type { CompanyContext } from '../../platform/http/request-context';
import { riyadhDay } from '../catalog/riyadh-day';
import { selectPackagesOrdered } from './package-service';
import { viewPackages } from './package-view';

// GET company/package/export: the list's search, filters and sort, every page, through the one export helper.

type Query = Omit<PackageExportQuery, 'format' | 'sortDesc' | 'is_active'> & {
  format: 'xlsx' | 'csv';
  sortDesc: boolean;
  is_active?: boolean | undefined;
};

export async function exportPackages(ctx: CompanyContext, query: Query): Promise<DownloadFile> {
  const today = riyadhDay(ctx.now);
  const items = await exportRows(ctx.scope, async (scope, window) => {
    const { rows } = await selectPackagesOrdered(scope, { ...query, page: 1, perPage: 10 }, today, window);
    return viewPackages(scope, rows, today);
  });
  const columns: ExportColumn<CompanyPackage>[] = [
    { header: ctx.t('packages.field.reference'), value: (p) => p.reference },
    { header: ctx.t('packages.field.name'), value: (p) => p.name[ctx.lang] },
    { header: ctx.t('packages.field.type'), value: (p) => p.type },
    { header: ctx.t('packages.field.status'), value: (p) => p.status },
    { header: ctx.t('packages.field.used'), kind: 'number', value: (p) => p.used },
    { header: ctx.t('packages.field.available'), kind: 'number', value: (p) => p.available },
    { header: ctx.t('packages.field.starts_on'), value: (p) => p.starts_on },
    { header: ctx.t('packages.field.ends_on'), value: (p) => p.ends_on },
    { header: ctx.t('packages.field.total_price'), kind: 'sar', value: (p) => p.total_price },
    { header: ctx.t('packages.field.amount_paid'), kind: 'sar', value: (p) => p.amount_paid },
    { header: ctx.t('packages.field.payment_method'), value: (p) => p.payment_method },
    { header: ctx.t('packages.field.locations'), value: (p) => p.locations.map((l) => l.name).join(', ') },
  ];
  return requestExport(ctx, query.format, { title: ctx.t('packages.sheet'), columns, rows: items });
}
