import { moneyLabel, type StatementMovement, type WalletStatementExportQuery } from '@portal/contract';
import { type ExportColumn, requestExport } from '../../platform/exports/table-export';
import type { DownloadFile } from '../../platform/http/file-route';
import type { CompanyContext } from '../../platform/http/request-context';
import { walletStatement } from './statement-service';

// GET company/wallets/statement/export: the statement as .xlsx or CSV through the shared export helper (labels in
// the caller's language, formula-safe text, SAR from halalas). The opening and closing balances are the first and
// last rows, so the file reads on its own.

type StatementRow = Pick<StatementMovement, 'wallet_balance_after' | 'credit_used_after'> &
  Partial<Omit<StatementMovement, 'wallet_balance_after' | 'credit_used_after'>>;

export async function exportStatement(ctx: CompanyContext, query: WalletStatementExportQuery): Promise<DownloadFile> {
  const statement = await walletStatement(ctx, query);
  const { lang } = ctx;
  const balanceRow = (key: 'money.statement.opening' | 'money.statement.closing', day: string): StatementRow => ({
    description: `${ctx.t(key)} (${day})`,
    wallet_balance_after: key === 'money.statement.opening' ? statement.opening.wallet : statement.closing.wallet,
    credit_used_after:
      key === 'money.statement.opening' ? statement.opening.credit_used : statement.closing.credit_used,
  });
  const rows: StatementRow[] = [
    balanceRow('money.statement.opening', statement.date_from),
    ...statement.movements,
    balanceRow('money.statement.closing', statement.date_to),
  ];
  const columns: ExportColumn<StatementRow>[] = [
    { header: ctx.t('money.export.reference'), value: (x) => x.reference ?? null },
    { header: ctx.t('money.export.date'), value: (x) => x.created_at ?? null },
    { header: ctx.t('money.export.type'), value: (x) => (x.type ? moneyLabel(lang, 'transactionType', x.type) : null) },
    {
      header: ctx.t('money.export.method'),
      value: (x) => (x.method ? moneyLabel(lang, 'paymentMethod', x.method) : null),
    },
    { header: ctx.t('money.export.description'), width: 40, value: (x) => x.description ?? null },
    { header: ctx.t('money.export.wallet_amount'), kind: 'sar', value: (x) => x.wallet_amount ?? null },
    { header: ctx.t('money.export.credit_amount'), kind: 'sar', value: (x) => x.credit_amount ?? null },
    { header: ctx.t('money.export.balance_after'), kind: 'sar', value: (x) => x.wallet_balance_after },
    { header: ctx.t('money.statement.credit_used_after'), kind: 'sar', value: (x) => x.credit_used_after },
  ];
  return requestExport(ctx, query.format, { title: ctx.t('money.statement.sheet'), columns, rows });
}
