import { Skeleton, SkeletonItem } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { DashboardFrame, SummaryCards, useDashboardLayout } from './dashboard-frame';
import {
  CompletedOrders,
  CostOverview,
  HighestInDemand,
  HoursCompleted,
  PerBranch,
  YearlyOrders,
} from './widgets/chart-widgets';

// The three table widgets (below the charts) are their own chunk, like the charts' code: the page's first paint does
// not wait for the table components (issue 15.2, the remote's initial JavaScript).
const TableWidgets = lazy(() => import('./widgets/table-widgets').then((m) => ({ default: m.TableWidgets })));

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
            <Suspense
              fallback={
                <Skeleton>
                  <SkeletonItem style={{ height: 260 }} />
                </Skeleton>
              }
            >
              <TableWidgets dashboard={dashboard} filters={filters} />
            </Suspense>
          </div>
        </div>
      )}
    </DashboardFrame>
  );
}
