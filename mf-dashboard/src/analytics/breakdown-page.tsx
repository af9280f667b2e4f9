import { EmptyState, localizedName } from '@portal/shared';
import type { Dashboard } from '@portal/shared/contract';
import { useDashboardTranslation } from '../i18n/use-dashboard-translation';
import { donutOption, monthsOption } from './charts/chart-options';
import { LazyChart } from './charts/lazy-chart';
import { useChartLook } from './charts/use-chart-look';
import { DashboardFrame, useDashboardLayout } from './dashboard-frame';
import { CancelReasonsCard } from './widgets/cancel-reasons-card';
import { WidgetCard } from './widgets/widget-card';

// /b2b/dashboards/analytics2: the same year and branch seen another way — what the money went to (service
// categories) and how each branch moved month by month — rather than a copy of the overview.

function ByCategory({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useDashboardTranslation();
  const look = useChartLook();
  const parts = dashboard.by_category.map((c) => ({ name: localizedName(c.name, look.language), value: c.orders }));
  return (
    <WidgetCard title={t('widgets.byCategory')} testId="widget-by-category">
      {parts.length ? (
        <LazyChart
          height={300}
          label={t('widgets.byCategory')}
          option={donutOption(look, parts, { kind: 'count', seriesName: t('widgets.orders') })}
        />
      ) : (
        <EmptyState title={t('empty.services')} body={t('empty.servicesAction')} />
      )}
    </WidgetCard>
  );
}

function BranchesOverTime({ dashboard, money }: { dashboard: Dashboard; money: boolean }) {
  const { t } = useDashboardTranslation();
  const look = useChartLook();
  const title = money ? t('widgets.branchSpendOverTime') : t('widgets.branchesOverTime');
  const series = dashboard.branch_months.map((b) => ({ name: b.name, values: money ? b.spend : b.orders }));
  return (
    <WidgetCard title={title} testId={money ? 'widget-branch-spend' : 'widget-branch-orders'} wide>
      {series.length ? (
        <LazyChart
          height={320}
          label={title}
          option={monthsOption(look, series, { kind: money ? 'money' : 'count', type: 'line' })}
        />
      ) : (
        <EmptyState title={t('empty.orders')} body={t('empty.ordersAction')} />
      )}
    </WidgetCard>
  );
}

export function BreakdownPage() {
  const styles = useDashboardLayout();
  return (
    <DashboardFrame testId="dashboard-breakdown">
      {(dashboard) => (
        <div className={styles.widgets}>
          <ByCategory dashboard={dashboard} />
          <BranchesOverTime dashboard={dashboard} money={false} />
          <BranchesOverTime dashboard={dashboard} money />
          <CancelReasonsCard dashboard={dashboard} />
        </div>
      )}
    </DashboardFrame>
  );
}
