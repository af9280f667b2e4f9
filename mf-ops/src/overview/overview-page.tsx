import {
  Caption1,
  Card,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  endpointQuery,
  formatDateTime,
  formatMoney,
  formatNumber,
  PageHeader,
  useAppAbility,
  useCurrentLanguage,
  useResolvedTheme,
} from '@portal/shared';
import { OPS_OVERVIEW_ENDPOINTS, type OpsOverview, type OpsQueueKey, orderLabel } from '@portal/shared/contract';
import { useNavigate } from '@portal/shared/router';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { useQueueText } from '../queue/use-queue-text';
import { waited } from '../queue/waited';
import { LazyChart } from './lazy-chart';
import { revenueOption, statusOption } from './overview-charts';
import { queuePageUrl } from './queue-links';

/** The figures move all day: read again every minute (and on focus). */
const REFRESH_MS = 60_000;

const useStyles = makeStyles({
  page: { display: 'grid', gap: '16px' },
  figures: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))' },
  charts: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))' },
  card: { padding: '16px', display: 'grid', gap: '6px', alignContent: 'start' },
  value: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: 1.2 },
  breach: { color: tokens.colorPaletteRedForeground1 },
  queues: { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '8px' },
  queue: { display: 'flex', justifyContent: 'space-between', gap: '12px', flexWrap: 'wrap' },
});

function Figure({
  label,
  value,
  note,
  testId,
  alert,
  href,
}: {
  label: string;
  value: ReactNode;
  note?: string;
  testId: string;
  alert?: boolean;
  /** The page that works this figure's items, when the user may open it. */
  href?: string | null;
}) {
  const styles = useStyles();
  const shown = <span className={mergeClasses(styles.value, alert && styles.breach)}>{value}</span>;
  return (
    <Card className={styles.card} data-testid={testId}>
      <Text weight="semibold">{label}</Text>
      {href ? <PageLink href={href}>{shown}</PageLink> : shown}
      {note ? <Caption1>{note}</Caption1> : null}
    </Card>
  );
}

/** A link to a console page, opened inside the single-page app (the href stays for a new tab). */
function PageLink({ href, children }: { href: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link
      href={href}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </Link>
  );
}

/**
 * /ops (read ops_overview), the console's landing page: today's orders by status, the work queues with their
 * oldest waiting item, the SLA breaches (a transfer pending past the platform's overdue delay; an order due for
 * dispatch still without a provider within 2 h of its slot) and the week's revenue (finance and admin).
 */
export function OverviewPage() {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const overview = useQuery({ ...endpointQuery(OPS_OVERVIEW_ENDPOINTS.overview), refetchInterval: REFRESH_MS });
  return (
    <section data-testid="ops-overview-page" className={styles.page}>
      <PageHeader title={t('pages.overview')} subtitle={t('overview.subtitle')} />
      {overview.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('common.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : overview.data ? (
        <OverviewFigures data={overview.data} />
      ) : (
        <Spinner />
      )}
    </section>
  );
}

function OverviewFigures({ data }: { data: OpsOverview }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const language = useCurrentLanguage();
  const look = { language, dark: useResolvedTheme() === 'dark' };
  const now = new Date();
  const { sla } = data;
  const ability = useAppAbility();
  const pageOf = (key: OpsQueueKey) => queuePageUrl(key, (action, subject) => ability.can(action, subject));
  const ordersTotal = data.orders_today.reduce((sum, s) => sum + s.count, 0);
  const revenueTotal = data.revenue_week?.reduce((sum, d) => sum + d.amount, 0) ?? null;
  const statuses = data.orders_today.map((s) => ({ name: orderLabel(language, 'status', s.status), value: s.count }));

  /** An SLA figure: how many breach it, red while any does, and the oldest one (or "none"). */
  const breachFigure = (
    testId: string,
    label: string,
    breach: { count: number; oldest_at: string | null },
    href: string | null,
    oldestNote: (oldest: string) => string,
  ) => (
    <Figure
      testId={testId}
      label={label}
      value={formatNumber(breach.count, language)}
      alert={breach.count > 0}
      href={href}
      note={breach.oldest_at ? oldestNote(breach.oldest_at) : t('overview.noBreach')}
    />
  );

  return (
    <>
      <div className={styles.figures}>
        {breachFigure(
          'overview-sla-transfers',
          t('overview.transfersOverdue', { hours: formatNumber(sla.transfer_overdue_hours, language) }),
          sla.transfers_overdue,
          pageOf('transfers_overdue'),
          (oldest) => t('overview.oldestWaits', { wait: text.wait(waited(oldest, now)) }),
        )}
        {breachFigure(
          'overview-sla-orders',
          t('overview.ordersUnassigned', { hours: formatNumber(sla.unassigned_within_hours, language) }),
          sla.orders_unassigned,
          pageOf('orders_unassigned_today'),
          (oldest) => t('overview.earliestSlot', { at: formatDateTime(oldest, language) }),
        )}
        <Figure
          testId="overview-orders-today"
          label={t('overview.ordersToday')}
          value={formatNumber(ordersTotal, language)}
        />
        {revenueTotal === null ? null : (
          <Figure
            testId="overview-revenue"
            label={t('overview.revenueWeek')}
            value={formatMoney(revenueTotal, language)}
            note={t('overview.revenueHint')}
          />
        )}
      </div>
      <div className={styles.charts}>
        <Card className={styles.card} data-testid="overview-queues">
          <Text as="h2" weight="semibold">
            {t('overview.queues')}
          </Text>
          <ul className={styles.queues}>
            {data.queues.map((queue) => {
              const figure = (
                <>
                  {t(`overview.queue.${queue.key}`)}: <strong>{formatNumber(queue.count, language)}</strong>
                </>
              );
              const href = pageOf(queue.key);
              return (
                <li key={queue.key} className={styles.queue} data-testid={`overview-queue-${queue.key}`}>
                  <span>{href ? <PageLink href={href}>{figure}</PageLink> : figure}</span>
                  <Caption1>
                    {queue.oldest_at
                      ? t('overview.oldestWaits', { wait: text.wait(waited(queue.oldest_at, now)) })
                      : t('overview.empty')}
                  </Caption1>
                </li>
              );
            })}
          </ul>
        </Card>
        <Card className={styles.card}>
          <Text as="h2" weight="semibold">
            {t('overview.ordersByStatus')}
          </Text>
          {statuses.length ? (
            <LazyChart
              option={statusOption(look, statuses, t('overview.orders'))}
              height={Math.max(160, statuses.length * 36)}
              label={t('overview.ordersByStatus')}
            />
          ) : (
            <Caption1>{t('overview.noOrdersToday')}</Caption1>
          )}
        </Card>
        {data.revenue_week ? (
          <Card className={styles.card}>
            <Text as="h2" weight="semibold">
              {t('overview.revenueByDay')}
            </Text>
            <LazyChart
              option={revenueOption(look, data.revenue_week, t('overview.revenue'))}
              label={t('overview.revenueByDay')}
            />
          </Card>
        ) : null}
      </div>
    </>
  );
}
