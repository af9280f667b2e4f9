import { makeStyles, Skeleton, SkeletonItem, Text, Title2 } from '@fluentui/react-components';
import { intlLocaleOf, useCurrentLanguage, useDocumentTitle } from '@portal/shared';
import type { BranchScorecard } from '@portal/shared/contract';
import { useSearchParams } from '@portal/shared/router';
import { DashboardViews } from '../analytics/dashboard-views';
import { LoadFailed } from '../analytics/load-failed';
import { useDashboardFilters } from '../analytics/use-dashboard-filters';
import { EmptyWithLink } from '../analytics/widgets/empty-with-link';
import { WidgetCard } from '../analytics/widgets/widget-card';
import { formatYear, YearField } from '../analytics/year-field';
import { registerScorecardsStrings } from '../i18n/scorecards-strings';
import { useDashboardTranslation } from '../i18n/use-dashboard-translation';
import { readScorecardSort, type ScorecardColumn, sortScorecards } from './scorecard-columns';
import { ScorecardsExport } from './scorecards-export';
import { useScorecards } from './scorecards-query';
import { ScorecardsTable } from './scorecards-table';

// This page's strings come with its chunk (issue 15.2), registered before it first renders.
registerScorecardsStrings();

const useStyles = makeStyles({
  page: { display: 'grid', gap: '20px', minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end', justifyContent: 'space-between' },
  field: { minWidth: '140px', maxWidth: '260px', flex: '1 1 140px' },
  help: { display: 'grid', gap: '6px', margin: 0, paddingInlineStart: '20px' },
});

/** The table in the order of ?sort= and ?dir= (a click on a header sorts by it, a second click reverses). */
export function SortedScorecards({ rows, year }: { rows: BranchScorecard[]; year: number }) {
  const language = useCurrentLanguage();
  const [params, setParams] = useSearchParams();
  const sort = readScorecardSort(params);
  const onSort = (column: ScorecardColumn) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        // a new column starts with its most telling end: names A→Z, figures highest first
        const desc = sort.column === column ? !sort.desc : column !== 'branch';
        next.set('sort', column);
        next.set('dir', desc ? 'desc' : 'asc');
        return next;
      },
      { replace: true },
    );
  return (
    <ScorecardsTable
      rows={sortScorecards(rows, sort, intlLocaleOf(language))}
      year={year}
      sort={sort}
      onSort={onSort}
    />
  );
}

/** /b2b/dashboards/scorecards: every branch's figures for the year, side by side (ADR 0023). */
export function ScorecardsPage() {
  const styles = useStyles();
  const { t } = useDashboardTranslation();
  const language = useCurrentLanguage();
  const { filters, setYear } = useDashboardFilters();
  const scorecards = useScorecards(filters.year);
  useDocumentTitle(t('scorecards.title'));
  const data = scorecards.data;
  return (
    <section className={styles.page} data-testid="analytics-dashboard">
      <header>
        <Title2 as="h1">{t('scorecards.title')}</Title2>
        <br />
        <Text>{t('scorecards.intro')}</Text>
      </header>
      <DashboardViews />
      <div className={styles.bar}>
        <YearField year={filters.year ?? data?.year} years={data?.years} onChange={setYear} className={styles.field} />
        {data?.branches.length ? <ScorecardsExport year={filters.year} /> : null}
      </div>
      {scorecards.isError ? (
        <LoadFailed message={t('scorecards.loadFailed')} onRetry={() => scorecards.refetch()} />
      ) : null}
      {scorecards.isPending ? (
        <Skeleton data-testid="dashboard-skeleton" style={{ display: 'grid', gap: 8 }}>
          {[0, 1, 2, 3].map((i) => (
            <SkeletonItem key={i} style={{ height: 48 }} />
          ))}
        </Skeleton>
      ) : null}
      {data ? (
        <div data-testid="dashboard-scorecards" data-year={data.year} data-busy={scorecards.isFetching}>
          <WidgetCard
            title={t('scorecards.table', { year: formatYear(data.year, language) })}
            testId="widget-scorecards"
            wide
          >
            {data.branches.length ? (
              <SortedScorecards rows={data.branches} year={data.year} />
            ) : (
              <EmptyWithLink
                title={t('scorecards.emptyTitle')}
                body={t('scorecards.emptyBody')}
                href="/b2b/branches"
                label={t('scorecards.addBranch')}
              />
            )}
          </WidgetCard>
        </div>
      ) : null}
      <WidgetCard title={t('scorecards.helpTitle')} testId="scorecards-help" wide>
        <ul className={styles.help}>
          <li>{t('scorecards.helpOrders')}</li>
          <li>{t('scorecards.helpRating')}</li>
          <li>{t('scorecards.helpOnTime')}</li>
          <li>{t('scorecards.helpFirstTimeFix', { days: data?.first_time_fix_days ?? 30 })}</li>
        </ul>
      </WidgetCard>
    </section>
  );
}
