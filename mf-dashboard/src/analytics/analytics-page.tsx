import {
  MessageBar,
  MessageBarBody,
  makeStyles,
  Skeleton,
  SkeletonItem,
  Text,
  Title2,
} from '@fluentui/react-components';
import {
  formatMoney,
  formatNumber,
  localizedName,
  useCurrentLanguage,
  useDocumentTitle,
  useSession,
} from '@portal/shared';
import { useDashboardTranslation } from '../i18n/use-dashboard-translation';
import { useDashboard } from './dashboard-query';
import { StatCard } from './stat-card';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '24px' },
  grid: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' },
});

/** /b2b/dashboards/analytics (route name b2b-dashboards-analytics): the company's figures. */
export function AnalyticsPage() {
  const styles = useStyles();
  const { t } = useDashboardTranslation();
  const { user } = useSession();
  const dashboard = useDashboard();
  const language = useCurrentLanguage();
  const company = dashboard.data?.company.name ?? user?.companyName;
  const companyName = localizedName(company, language);
  useDocumentTitle(t('analytics.title')); // the tab shows the page's title (issue 14.5)

  return (
    <section className={styles.page} data-testid="analytics-dashboard">
      <header>
        <Title2 as="h1">{t('analytics.title')}</Title2>
        <br />
        <Text data-testid="dashboard-welcome">{t('analytics.welcome', { name: user?.fullName ?? '' })}</Text>
        {companyName ? <Text block>{t('analytics.company', { company: companyName })}</Text> : null}
      </header>
      {dashboard.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('analytics.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {dashboard.isPending ? (
        <Skeleton className={styles.grid}>
          <SkeletonItem size={96} />
          <SkeletonItem size={96} />
          <SkeletonItem size={96} />
        </Skeleton>
      ) : null}
      {dashboard.data ? (
        <div className={styles.grid}>
          <StatCard
            testId="stat-wallet"
            label={t('analytics.walletBalance')}
            value={formatMoney(dashboard.data.wallet.balance, language)}
          />
          <StatCard
            testId="stat-credit"
            label={t('analytics.creditLine')}
            value={formatMoney(dashboard.data.wallet.credit_line, language)}
          />
          <StatCard
            testId="stat-members"
            label={t('analytics.members')}
            value={formatNumber(dashboard.data.members, language)}
            note={t('analytics.activeMembers', { count: dashboard.data.active_members })}
          />
          <StatCard
            testId="stat-roles"
            label={t('analytics.roles')}
            value={formatNumber(dashboard.data.roles, language)}
          />
        </div>
      ) : null}
    </section>
  );
}
