import { moneyLabel, type TempTransaction, type TempTransactionExportQuery } from '@portal/contract';
import { exportRows } from '../../platform/exports/export-rows';
import { type ExportColumn, requestExport } from '../../platform/exports/table-export';
import type { DownloadFile } from '../../platform/http/file-route';
import type { CompanyContext } from '../../platform/http/request-context';
import { transferWindow } from './transfer-view';

// GET company/wallets/walletTempTransaction/export: the bank transfers of the current search, filters and sort,
// every page, as .xlsx or CSV; the status is its label in the caller's language (contract MONEY_LABELS).

export async function exportTransfers(ctx: CompanyContext, query: TempTransactionExportQuery): Promise<DownloadFile> {
  const rows = await exportRows(ctx.scope, (scope, window) => transferWindow(scope, query, window));
  const yesNo = (value: boolean) => ctx.t(value ? 'money.export.yes' : 'money.export.no');
  const columns: ExportColumn<TempTransaction>[] = [
    { header: ctx.t('money.export.reference'), value: (x) => x.reference },
    { header: ctx.t('money.export.date'), value: (x) => x.created_at },
    { header: ctx.t('money.export.amount'), kind: 'sar', value: (x) => x.amount },
    { header: ctx.t('money.export.status'), value: (x) => moneyLabel(ctx.lang, 'transferStatus', x.status) },
    { header: ctx.t('money.export.overdue'), value: (x) => yesNo(x.overdue) },
    { header: ctx.t('money.export.note'), value: (x) => x.note },
    { header: ctx.t('money.export.reason'), value: (x) => x.reason },
    { header: ctx.t('money.export.receipt'), value: (x) => x.receipt.original_name },
    { header: ctx.t('money.export.decided_at'), value: (x) => x.decided_at },
  ];
  return requestExport(ctx, query.format, { title: ctx.t('money.export.sheet_transfers'), columns, rows });
}
