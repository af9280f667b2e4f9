import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import { useLocation, useNavigate } from '@portal/shared/router';
import { useDashboardTranslation } from '../i18n/use-dashboard-translation';

const useStyles = makeStyles({ tabs: { overflowX: 'auto' } });

const VIEWS = {
  overview: '/b2b/dashboards/analytics',
  breakdown: '/b2b/dashboards/analytics2',
  scorecards: '/b2b/dashboards/scorecards',
} as const;

/** The views of the dashboard; the year and branch in the URL go along. */
export function DashboardViews() {
  const styles = useStyles();
  const { t } = useDashboardTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const selected = pathname.startsWith(VIEWS.breakdown)
    ? 'breakdown'
    : pathname.startsWith(VIEWS.scorecards)
      ? 'scorecards'
      : 'overview';
  return (
    <TabList
      className={styles.tabs}
      selectedValue={selected}
      onTabSelect={(_, data) => navigate(`${VIEWS[data.value as keyof typeof VIEWS]}${search}`)}
    >
      <Tab value="overview">{t('views.overview')}</Tab>
      <Tab value="breakdown">{t('views.breakdown')}</Tab>
      <Tab value="scorecards">{t('scorecards.view')}</Tab>
    </TabList>
  );
}
