import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { callEndpoint, EmptyState, useLocalizedName } from '@portal/shared';
import { DASHBOARD_ENDPOINTS, type Dashboard } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useDashboardTranslation } from '../../i18n/use-dashboard-translation';
import { WidgetCard } from './widget-card';

// Cancellations by reason (ADR 0058): the year's canceled orders of the chosen branch counted by their listed
// reason, as a list with a bar each (no chart library: a few rows read fine at 390 px). Its own request, made only
// on the breakdown page, so the dashboard's main call and first chunk stay as they were.

const useStyles = makeStyles({
  list: { display: 'grid', gap: '10px', margin: 0, padding: 0, listStyle: 'none' },
  row: { display: 'grid', gap: '4px' },
  line: { display: 'flex', justifyContent: 'space-between', gap: '12px' },
  track: { height: '6px', borderRadius: '3px', backgroundColor: tokens.colorNeutralBackground4 },
  bar: { height: '100%', borderRadius: '3px', backgroundColor: tokens.colorBrandBackground },
});

export function CancelReasonsCard({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useDashboardTranslation();
  const local = useLocalizedName();
  const styles = useStyles();
  const query = { year: dashboard.year, ...(dashboard.branch_id ? { branch_id: dashboard.branch_id } : {}) };
  const figures = useQuery({
    queryKey: ['dashboard', 'cancelReasons', dashboard.year, dashboard.branch_id ?? 'all'],
    queryFn: () => callEndpoint(DASHBOARD_ENDPOINTS.cancelReasons, { query }),
  });
  const rows = figures.data?.reasons ?? [];
  const total = figures.data?.total ?? 0;
  return (
    <WidgetCard title={t('widgets.cancelReasons')} testId="widget-cancel-reasons">
      {figures.data && rows.length === 0 ? <EmptyState title={t('empty.cancellations')} /> : null}
      <ul className={styles.list}>
        {rows.map((row) => (
          <li key={row.reason?.id ?? 'unlisted'} className={styles.row}>
            <div className={styles.line}>
              <Text>{row.reason ? local(row.reason.name) : t('widgets.unlistedReason')}</Text>
              <Text weight="semibold">{row.orders}</Text>
            </div>
            <div className={styles.track}>
              <div className={styles.bar} style={{ width: `${(100 * row.orders) / Math.max(total, 1)}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </WidgetCard>
  );
}
