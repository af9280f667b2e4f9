import { DashboardFrame, SummaryCards, useDashboardLayout } from './dashboard-frame';
import {
  CompletedOrders,
  CostOverview,
  HighestInDemand,
  HoursCompleted,
  PerBranch,
  YearlyOrders,
} from './widgets/chart-widgets';
import { LatestOrders, RecentPackages, RecentPayments } from './widgets/table-widgets';

/** /b2b/dashboards/analytics (route name b2b-dashboards-analytics): the nine widgets of spec §2. */
export function OverviewPage() {
  const styles = useDashboardLayout();
  return (
    <DashboardFrame testId="dashboard-overview">
      {(dashboard, filters) => (
        <div style={{ display: 'grid', gap: 16 }}>
          <SummaryCards dashboard={dashboard} />
          <div className={styles.widgets}>
            <CompletedOrders dashboard={dashboard} />
            <HoursCompleted dashboard={dashboard} />
            <HighestInDemand dashboard={dashboard} />
            <PerBranch dashboard={dashboard} />
            <CostOverview dashboard={dashboard} />
            <YearlyOrders dashboard={dashboard} />
            <LatestOrders dashboard={dashboard} filters={filters} />
            <RecentPayments dashboard={dashboard} filters={filters} />
            <RecentPackages dashboard={dashboard} filters={filters} />
          </div>
        </div>
      )}
    </DashboardFrame>
  );
}
