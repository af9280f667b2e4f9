import { makeStyles } from '@fluentui/react-components';
import { EmptyState, ExportMenu, formatDate, formatMoney, localizedName, useCurrentLanguage } from '@portal/shared';
import type { Dashboard } from '@portal/shared/contract';
import { useDashboardTranslation } from '../../i18n/use-dashboard-translation';
import type { DashboardFilters } from '../use-dashboard-filters';
import { EmptyWithLink } from './empty-with-link';
import { WidgetCard } from './widget-card';
import { WidgetTable } from './widget-table';

type Table = 'latest_orders' | 'recent_payments' | 'recent_packages';

/** The .xlsx / CSV of one table widget (GET company/dashboard/export: the same rows, localized headers). */
function Export({ table, filters }: { table: Table; filters: DashboardFilters }) {
  return (
    <ExportMenu
      path="/company/dashboard/export"
      name={table.replace(/_/g, '-')}
      query={{
        table,
        ...(filters.year ? { year: filters.year } : {}),
        ...(filters.branchId ? { branch_id: filters.branchId } : {}),
      }}
    />
  );
}

export function LatestOrders({ dashboard, filters }: { dashboard: Dashboard; filters: DashboardFilters }) {
  const { t } = useDashboardTranslation();
  const language = useCurrentLanguage();
  const rows = dashboard.latest_orders;
  return (
    <WidgetCard
      title={t('widgets.latestOrders')}
      testId="widget-latest-orders"
      action={rows.length ? <Export table="latest_orders" filters={filters} /> : undefined}
    >
      {rows.length ? (
        <WidgetTable
          label={t('widgets.latestOrders')}
          rows={rows}
          rowKey={(row) => row.reference}
          columns={[
            { key: 'reference', header: t('columns.reference'), render: (row) => row.reference },
            { key: 'branch', header: t('columns.branch'), render: (row) => row.branch_name },
            { key: 'status', header: t('columns.status'), render: (row) => t(`status.${row.status}` as never) },
            {
              key: 'total',
              header: t('columns.total'),
              numeric: true,
              render: (row) => formatMoney(row.total, language),
            },
            { key: 'date', header: t('columns.date'), render: (row) => formatDate(row.created_at, language) },
          ]}
        />
      ) : (
        <EmptyWithLink
          title={t('empty.orders')}
          body={t('empty.ordersAction')}
          href="/b2b/orders"
          label={t('empty.openOrders')}
        />
      )}
    </WidgetCard>
  );
}

export function RecentPayments({ dashboard, filters }: { dashboard: Dashboard; filters: DashboardFilters }) {
  const { t } = useDashboardTranslation();
  const language = useCurrentLanguage();
  const rows = dashboard.recent_payments;
  return (
    <WidgetCard
      title={t('widgets.recentPayments')}
      testId="widget-recent-payments"
      action={rows.length ? <Export table="recent_payments" filters={filters} /> : undefined}
    >
      {rows.length ? (
        <WidgetTable
          label={t('widgets.recentPayments')}
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            { key: 'reference', header: t('columns.reference'), render: (row) => row.reference },
            { key: 'method', header: t('columns.method'), render: (row) => t(`method.${row.method}` as never) },
            { key: 'status', header: t('columns.status'), render: (row) => t(`paymentStatus.${row.status}` as never) },
            {
              key: 'amount',
              header: t('columns.amount'),
              numeric: true,
              render: (row) => formatMoney(row.amount, language),
            },
            { key: 'date', header: t('columns.date'), render: (row) => formatDate(row.created_at, language) },
          ]}
        />
      ) : (
        <EmptyState title={t('empty.payments')} body={t('empty.paymentsAction')} />
      )}
    </WidgetCard>
  );
}

function RecentPackages({ dashboard, filters }: { dashboard: Dashboard; filters: DashboardFilters }) {
  const { t } = useDashboardTranslation();
  const language = useCurrentLanguage();
  const rows = dashboard.recent_packages;
  return (
    <WidgetCard
      title={t('widgets.recentPackages')}
      testId="widget-recent-packages"
      action={rows.length ? <Export table="recent_packages" filters={filters} /> : undefined}
    >
      {rows.length ? (
        <WidgetTable
          label={t('widgets.recentPackages')}
          rows={rows}
          rowKey={(row) => row.reference}
          columns={[
            { key: 'reference', header: t('columns.reference'), render: (row) => row.reference },
            { key: 'name', header: t('columns.name'), render: (row) => localizedName(row.name, language) },
            { key: 'status', header: t('columns.status'), render: (row) => t(`packageStatus.${row.status}` as never) },
            { key: 'used', header: t('columns.used'), numeric: true, render: (row) => `${row.used} / ${row.total}` },
            {
              key: 'price',
              header: t('columns.price'),
              numeric: true,
              render: (row) => formatMoney(row.total_price, language),
            },
          ]}
        />
      ) : (
        <EmptyState title={t('empty.packages')} body={t('empty.packagesAction')} />
      )}
    </WidgetCard>
  );
}

const useStyles = makeStyles({
  // A row of its own with wider columns than the charts': a five-column table fits its card at 1366 px (two
  // tables side by side) instead of scrolling inside a chart-sized card; a phone still scrolls the table.
  tables: {
    gridColumn: '1 / -1',
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 480px), 1fr))',
  },
});

/** The three table widgets, one chunk loaded after the page's first paint (overview-page.tsx). */
export function TableWidgets({ dashboard, filters }: { dashboard: Dashboard; filters: DashboardFilters }) {
  const styles = useStyles();
  return (
    <div className={styles.tables}>
      <LatestOrders dashboard={dashboard} filters={filters} />
      <RecentPayments dashboard={dashboard} filters={filters} />
      <RecentPackages dashboard={dashboard} filters={filters} />
    </div>
  );
}
