import {
  moneyLabel,
  type Payment,
  type PaymentExportQuery,
  paymentStatusLabel,
  type WalletTransaction,
  type WalletTransactionExportQuery,
} from '@portal/contract';
import { exportRows } from '../../platform/exports/export-rows';
import { type ExportColumn, requestExport } from '../../platform/exports/table-export';
import type { DownloadFile } from '../../platform/http/file-route';
import type { CompanyContext } from '../../platform/http/request-context';
import { paymentWindow } from '../payments/payment-queries';
import { listWalletTransactions } from './transaction-queries';

// Exports of the payments and transactions lists: the current search, filters and sort, every page, as .xlsx or
// CSV through the shared helper (formula-injection-safe cells, SAR columns from halalas). Every spec §4 value is
// written as its label in the caller's language from the contract's MONEY_LABELS, the table the pages show.

export async function exportPayments(ctx: CompanyContext, query: PaymentExportQuery): Promise<DownloadFile> {
  const rows = await exportRows(ctx.scope, (scope, window) => paymentWindow(scope, query, window, ctx.t));
  const columns: ExportColumn<Payment>[] = [
    { header: ctx.t('money.export.reference'), value: (p) => p.reference },
    { header: ctx.t('money.export.date'), value: (p) => p.created_at },
    { header: ctx.t('money.export.method'), value: (p) => moneyLabel(ctx.lang, 'paymentMethod', p.method) },
    { header: ctx.t('money.export.type'), value: (p) => moneyLabel(ctx.lang, 'paymentType', p.type) },
    { header: ctx.t('money.export.status'), value: (p) => paymentStatusLabel(ctx.lang, p) },
    { header: ctx.t('money.export.amount'), kind: 'sar', value: (p) => p.amount },
    { header: ctx.t('money.export.gateway'), value: (p) => p.gateway_reference },
    { header: ctx.t('money.export.invoice'), value: (p) => p.invoice_code },
    { header: ctx.t('money.export.paid_at'), value: (p) => p.paid_at },
  ];
  return requestExport(ctx, query.format, { title: ctx.t('money.export.sheet_payments'), columns, rows });
}

export async function exportTransactions(
  ctx: CompanyContext,
  query: WalletTransactionExportQuery,
): Promise<DownloadFile> {
  const items = await exportRows(
    ctx.scope,
    async (scope, window) =>
      (
        await listWalletTransactions(
          scope,
          query,
          { ...window, sortBy: query.sortBy, sortDesc: query.sortDesc },
          ctx.lang,
        )
      ).items,
  );
  const columns: ExportColumn<WalletTransaction>[] = [
    { header: ctx.t('money.export.reference'), value: (x) => x.reference },
    { header: ctx.t('money.export.date'), value: (x) => x.created_at },
    { header: ctx.t('money.export.type'), value: (x) => moneyLabel(ctx.lang, 'transactionType', x.type) },
    {
      header: ctx.t('money.export.method'),
      value: (x) => (x.method ? moneyLabel(ctx.lang, 'paymentMethod', x.method) : null),
    },
    {
      header: ctx.t('money.export.payment_type'),
      value: (x) => (x.payment_type ? moneyLabel(ctx.lang, 'paymentType', x.payment_type) : null),
    },
    { header: ctx.t('money.export.description'), value: (x) => x.description },
    { header: ctx.t('money.export.amount'), kind: 'sar', value: (x) => x.amount },
    { header: ctx.t('money.export.wallet_amount'), kind: 'sar', value: (x) => x.wallet_amount },
    { header: ctx.t('money.export.credit_amount'), kind: 'sar', value: (x) => x.credit_amount },
    { header: ctx.t('money.export.balance_after'), kind: 'sar', value: (x) => x.wallet_balance_after },
  ];
  return requestExport(ctx, query.format, { title: ctx.t('money.export.sheet_transactions'), columns, rows: items });
}
