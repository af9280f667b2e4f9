import { Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { EmptyState, formatMoney, formatNumber, localizedName, useCurrentLanguage } from '@portal/shared';
import type { Dashboard } from '@portal/shared/contract';
import type { ReactNode } from 'react';
import { useDashboardTranslation } from '../../i18n/use-dashboard-translation';
import { donutOption, monthsOption, rankingOption } from '../charts/chart-options';
import { LazyChart } from '../charts/lazy-chart';
import { useChartLook } from '../charts/use-chart-look';
import { WidgetCard } from './widget-card';

const useStyles = makeStyles({
  figure: { fontSize: tokens.fontSizeHero800, fontWeight: tokens.fontWeightSemibold, lineHeight: 1.1 },
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function NoOrders() {
  const { t } = useDashboardTranslation();
  return <EmptyState title={t('empty.orders')} body={t('empty.ordersAction')} />;
}

export function CompletedOrders({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useDashboardTranslation();
  const look = useChartLook();
  const styles = useStyles();
  const { completed, total } = dashboard.completed_orders;
  return (
    <WidgetCard title={t('widgets.completedOrders')} testId="widget-completed-orders">
      <span className={styles.figure} data-testid="completed-orders-figure">
        {formatNumber(completed, look.language)}
      </span>
      <Caption1>
        {t('widgets.completedOf', {
          count: total,
          completed: formatNumber(completed, look.language),
          total: formatNumber(total, look.language),
        })}
      </Caption1>
      {total ? (
        <LazyChart
          height={200}
          label={t('widgets.completedOrders')}
          option={donutOption(
            look,
            [
              { name: t('widgets.completed'), value: completed },
              { name: t('widgets.notCompleted'), value: total - completed },
            ],
            { kind: 'count', seriesName: t('widgets.orders') },
          )}
        />
      ) : (
        <NoOrders />
      )}
    </WidgetCard>
  );
}

export function HoursCompleted({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useDashboardTranslation();
  const language = useCurrentLanguage();
  const styles = useStyles();
  return (
    <WidgetCard title={t('widgets.hoursCompleted')} testId="widget-hours-completed">
      <span className={styles.figure} data-testid="hours-completed-figure">
        {formatNumber(dashboard.hours_completed, language)}
      </span>
      <Text>{t('widgets.hoursNote')}</Text>
    </WidgetCard>
  );
}

/** Horizontal bars of named order counts, longest first; an empty state when there are none. */
function RankingWidget({
  title,
  testId,
  items,
  barHeight,
  empty,
}: {
  title: string;
  testId: string;
  items: { name: string; value: number }[];
  /** Height per bar: the chart grows with the rows it ranks. */
  barHeight: number;
  empty: ReactNode;
}) {
  const { t } = useDashboardTranslation();
  const look = useChartLook();
  return (
    <WidgetCard title={title} testId={testId}>
      {items.length ? (
        <LazyChart
          height={Math.max(160, items.length * barHeight)}
          label={title}
          option={rankingOption(look, items, { kind: 'count', seriesName: t('widgets.orders') })}
        />
      ) : (
        empty
      )}
    </WidgetCard>
  );
}

export function HighestInDemand({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useDashboardTranslation();
  const language = useCurrentLanguage();
  return (
    <RankingWidget
      title={t('widgets.highestInDemand')}
      testId="widget-highest-in-demand"
      items={dashboard.highest_in_demand.map((service) => ({
        name: localizedName(service.name, language),
        value: service.orders,
      }))}
      barHeight={44}
      empty={<EmptyState title={t('empty.services')} body={t('empty.servicesAction')} />}
    />
  );
}

export function PerBranch({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useDashboardTranslation();
  return (
    <RankingWidget
      title={t('widgets.perBranch')}
      testId="widget-per-branch"
      items={dashboard.per_branch.map((branch) => ({ name: branch.name, value: branch.orders }))}
      barHeight={36}
      empty={<NoOrders />}
    />
  );
}

export function YearlyOrders({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useDashboardTranslation();
  const look = useChartLook();
  return (
    <WidgetCard title={t('widgets.yearlyOrders')} testId="widget-yearly-orders" wide>
      {sum(dashboard.yearly_orders) ? (
        <LazyChart
          label={t('widgets.yearlyOrders')}
          option={monthsOption(look, [{ name: t('widgets.orders'), values: dashboard.yearly_orders }], {
            kind: 'count',
          })}
        />
      ) : (
        <NoOrders />
      )}
    </WidgetCard>
  );
}

export function CostOverview({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useDashboardTranslation();
  const look = useChartLook();
  const { cost_overview: cost } = dashboard;
  return (
    <WidgetCard
      title={t('widgets.costOverview')}
      testId="widget-cost-overview"
      wide
      action={
        <Text weight="semibold" data-testid="cost-overview-total">
          {t('widgets.costTotal', { total: formatMoney(cost.total, look.language) })}
        </Text>
      }
    >
      {cost.total ? (
        <LazyChart
          label={t('widgets.costOverview')}
          option={monthsOption(
            look,
            [
              { name: t('widgets.orders'), values: cost.orders },
              { name: t('widgets.packages'), values: cost.packages },
            ],
            { kind: 'money', stack: true },
          )}
        />
      ) : (
        <NoOrders />
      )}
      <Caption1 data-testid="cost-overview-rule">{t('widgets.packageRule')}</Caption1>
      {cost.unassigned_packages ? (
        <Caption1 data-testid="cost-overview-unassigned">
          {t('widgets.unassignedPackages', { total: formatMoney(cost.unassigned_packages, look.language) })}
        </Caption1>
      ) : null}
    </WidgetCard>
  );
}
