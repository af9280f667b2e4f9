import type { Branch, BranchExportQuery, TrilingualName } from '@portal/contract';
import { exportRows } from '../../platform/exports/export-rows';
import { type ExportColumn, requestExport } from '../../platform/exports/table-export';
import type { DownloadFile } from '../../platform/http/file-route';
import type { CompanyContext } from '../../platform/http/request-context';
import type { MessageKey } from '../../platform/i18n/en';
import type { Lang } from '../../platform/i18n/translate';
import { findBranches, keysetPageable } from './branch-queries';

// Export of the branch table: the current search, filters and sort, every page, as .xlsx or CSV, with headers and
// looked-up names in the caller's language (file rules in exports/table-export.ts).

const columns: { header: MessageKey; value: (branch: Branch, lang: Lang) => string | number | null }[] = [
  { header: 'import.column.name', value: (b) => b.name },
  { header: 'import.column.code', value: (b) => b.code },
  { header: 'import.column.property_type', value: (b, lang) => nameIn(b.property_type?.name, lang) },
  { header: 'import.column.city', value: (b, lang) => nameIn(b.city.name, lang) },
  { header: 'import.column.area', value: (b, lang) => nameIn(b.area?.name, lang) },
  { header: 'import.column.address', value: (b) => b.address },
  { header: 'import.column.building_number', value: (b) => b.building_number },
  { header: 'import.column.size_m2', value: (b) => b.size_m2 },
  { header: 'import.column.height_m', value: (b) => b.height_m },
  { header: 'import.column.construction_date', value: (b) => b.construction_date },
  { header: 'import.column.building_age_years', value: (b) => b.building_age_years },
  { header: 'import.column.floors', value: (b) => b.floors },
  { header: 'import.column.floor_height_m', value: (b) => b.floor_height_m },
  { header: 'import.column.latitude', value: (b) => b.latitude },
  { header: 'import.column.longitude', value: (b) => b.longitude },
  { header: 'import.column.units_count', value: (b) => b.units_count },
  { header: 'import.column.created_at', value: (b) => b.created_at.slice(0, 10) },
];

function nameIn(name: TrilingualName | undefined, lang: Lang): string | null {
  return name ? name[lang] : null;
}

export async function exportBranches(ctx: CompanyContext, query: BranchExportQuery): Promise<DownloadFile> {
  const { lang } = ctx;
  // Paged by key when the order allows it (the rows after the last one read): an OFFSET walks every row before it
  // again, so the late pages of a long list would cost the most; by key each page costs the same.
  const byKey = keysetPageable(query);
  let last: string | undefined;
  const rows = await exportRows(ctx.scope, async (scope, window) => {
    const page =
      byKey && last
        ? await findBranches(scope, { ...query, after: last }, { limit: window.limit, offset: 0 })
        : await findBranches(scope, query, window);
    last = page.at(-1)?.id ?? last;
    return page;
  });
  const localized: ExportColumn<Branch>[] = columns.map((column) => ({
    header: ctx.t(column.header),
    value: (branch) => column.value(branch, lang),
  }));
  return requestExport(ctx, query.format, { title: ctx.t('import.sheet.branches'), columns: localized, rows });
}
