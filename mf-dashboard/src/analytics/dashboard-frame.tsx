import { makeStyles, Skeleton, SkeletonItem, Text, Title2 } from '@fluentui/react-components';
import {
  formatMoney,
  formatNumber,
  localizedName,
  useCurrentLanguage,
  useDocumentTitle,
  useSession,
} from '@portal/shared';
import type { Dashboard } from '@portal/shared/contract';
import { type ReactNode, useDeferredValue } from 'react';
import { useDashboardTranslation } from '../i18n/use-dashboard-translation';
import { DashboardFilters } from './dashboard-filters';
import { useDashboard } from './dashboard-query';
import { DashboardViews } from './dashboard-views';
import { LoadFailed } from './load-failed';
import { StatCard } from './stat-card';
import { type DashboardFilters as Filters, useDashboardFilters } from './use-dashboard-filters';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '20px', minWidth: 0 },
  grid: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))' },
  widgets: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))' },
});

/** The frame both dashboard views share: title, views, filters (in the URL), loading and error states. */
export function DashboardFrame({
  testId,
  children,
}: {
  testId: string;
  children: (dashboard: Dashboard, filters: Filters) => ReactNode;
}) {
  const styles = useStyles();
  const { t } = useDashboardTranslation();
  const { user } = useSession();
  const { filters } = useDashboardFilters();
  const dashboard = useDashboard(filters);
  // The widgets render from a deferred copy of the answer: a query's answer is a synchronous render (React's
  // useSyncExternalStore), which for the nine widgets was one long task on a phone (issue 29.2). Deferred, React
  // renders them in slices; the skeleton stays until they are ready.
  const shown = useDeferredValue(dashboard.data);
  const language = useCurrentLanguage();
  const companyName = localizedName(dashboard.data?.company.name ?? user?.companyName, language);
  // the subtitle names the branch the figures are for (issue 28.4)
  const branch = dashboard.data?.branches.find((option) => option.id === filters.branchId);
  useDocumentTitle(t('analytics.title')); // the tab shows the page's title (issue 14.5)
  return (
    <section className={styles.page} data-testid="analytics-dashboard">
      <header>
        <Title2 as="h1">{t('analytics.title')}</Title2>
        <br />
        <Text data-testid="dashboard-welcome">{t('analytics.welcome', { name: user?.fullName ?? '' })}</Text>
        {companyName ? (
          <Text block data-testid="dashboard-subtitle">
            {branch
              ? t('analytics.companyBranch', { company: companyName, branch: branch.name })
              : t('analytics.company', { company: companyName })}
          </Text>
        ) : null}
      </header>
      <DashboardViews />
      <DashboardFilters dashboard={dashboard.data} />
      {dashboard.isError ? (
        <LoadFailed message={t('analytics.loadFailed')} onRetry={() => dashboard.refetch()} />
      ) : null}
      {!shown && !dashboard.isError ? (
        <Skeleton className={styles.widgets} data-testid="dashboard-skeleton">
          <SkeletonItem style={{ height: 96 }} />
          <SkeletonItem style={{ height: 96 }} />
          <SkeletonItem style={{ height: 96 }} />
          <SkeletonItem style={{ height: 260 }} />
          <SkeletonItem style={{ height: 260 }} />
        </Skeleton>
      ) : null}
      {/* busy until the widgets show the latest answer (the deferred render included) */}
      <div data-testid={testId} data-year={shown?.year} data-busy={dashboard.isFetching || shown !== dashboard.data}>
        {shown ? children(shown, filters) : null}
      </div>
    </section>
  );
}

/** The money and team cards above the widgets. */
export function SummaryCards({ dashboard }: { dashboard: Dashboard }) {
  const styles = useStyles();
  const { t } = useDashboardTranslation();
  const language = useCurrentLanguage();
  return (
    <div className={styles.grid}>
      <StatCard
        testId="stat-wallet"
        label={t('analytics.walletBalance')}
        value={formatMoney(dashboard.wallet.balance, language)}
      />
      <StatCard
        testId="stat-credit"
        label={t('analytics.creditLine')}
        value={formatMoney(dashboard.wallet.credit_line, language)}
      />
      <StatCard
        testId="stat-members"
        label={t('analytics.members')}
        value={formatNumber(dashboard.members, language)}
        note={t('analytics.activeMembers', { count: dashboard.active_members })}
      />
      <StatCard testId="stat-roles" label={t('analytics.roles')} value={formatNumber(dashboard.roles, language)} />
    </div>
  );
}

export { useStyles as useDashboardLayout };
