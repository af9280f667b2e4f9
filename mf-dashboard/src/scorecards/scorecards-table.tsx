import { Badge, Caption1, Card, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import {
  formatMoney,
  formatNumber,
  intlLocaleOf,
  numberFormat,
  SimpleTable,
  useCurrentLanguage,
  useNarrow,
} from '@portal/shared';
import type { BranchScorecard } from '@portal/shared/contract';
import type { ReactNode } from 'react';
import { formatYear } from '../analytics/year-field';
import { useDashboardTranslation } from '../i18n/use-dashboard-translation';
import {
  barOf,
  extremes,
  QUALITY_COLUMNS,
  SCORECARD_COLUMNS,
  type ScorecardColumn,
  type ScorecardSort,
} from './scorecard-columns';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { minWidth: '760px' },
  header: { cursor: 'pointer' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  cell: { display: 'grid', gap: '2px', justifyItems: 'end', paddingBlock: '6px' },
  figure: { display: 'flex', gap: '6px', alignItems: 'center' },
  // a small bar per figure: branches compare at a glance (its length is the figure against the column's scale)
  track: {
    width: '100%',
    minWidth: '64px',
    height: '4px',
    borderRadius: '2px',
    backgroundColor: tokens.colorNeutralBackground4,
    overflow: 'hidden',
  },
  bar: { height: '100%', backgroundColor: tokens.colorBrandBackground },
  best: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  worst: { backgroundColor: tokens.colorPaletteRedBackground3 },
  muted: { color: tokens.colorNeutralForeground3 },
  cards: { display: 'grid', gap: '12px' },
  card: { padding: '12px', display: 'grid', gap: '10px' },
  cardRow: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)', gap: '8px' },
});

type Figures = Exclude<ScorecardColumn, 'branch'>;
type Marks = Record<(typeof QUALITY_COLUMNS)[number], ReturnType<typeof extremes>>;

/** One figure: its value, what it is made of, a bar, and best/lowest marks on the quality columns. */
function Figure({
  rows,
  row,
  column,
  marks,
}: {
  rows: BranchScorecard[];
  row: BranchScorecard;
  column: Figures;
  marks: Marks;
}) {
  const styles = useStyles();
  const { t } = useDashboardTranslation();
  const language = useCurrentLanguage();
  const percent = (value: number) =>
    numberFormat(intlLocaleOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(value);
  const count = (value: number) => formatNumber(value, language);
  let value: ReactNode;
  let note: string | null = null;
  if (column === 'orders') value = count(row.orders);
  else if (column === 'spend') value = formatMoney(row.spend, language);
  else if (column === 'rating') {
    value = row.rating === null ? null : formatNumber(row.rating, language);
    note = t('scorecards.ratings', { count: count(row.ratings) as never });
  } else if (column === 'on_time') {
    value = row.on_time_rate === null ? null : percent(row.on_time_rate);
    note = t('scorecards.ofVisits', { part: count(row.on_time), whole: count(row.visits), count: row.visits });
  } else {
    value = row.first_time_fix_rate === null ? null : percent(row.first_time_fix_rate);
    note = t('scorecards.ofCompleted', { part: count(row.fixed_first_time), whole: count(row.completed) });
  }
  const bar = barOf(rows, row, column);
  const mark = (QUALITY_COLUMNS as readonly string[]).includes(column) ? marks[column as keyof Marks] : null;
  const best = mark?.best.has(row.branch_id) ?? false;
  const worst = mark?.worst.has(row.branch_id) ?? false;
  return (
    <div className={styles.cell} data-testid={`scorecard-${column}`}>
      <span className={styles.figure}>
        {best ? (
          <Badge size="small" color="success" appearance="tint">
            {t('scorecards.best')}
          </Badge>
        ) : null}
        {worst ? (
          <Badge size="small" color="danger" appearance="tint">
            {t('scorecards.worst')}
          </Badge>
        ) : null}
        <Text weight="semibold">{value ?? <span className={styles.muted}>{t('scorecards.notMeasured')}</span>}</Text>
      </span>
      {bar !== null ? (
        <div className={styles.track} aria-hidden>
          <div
            className={mergeClasses(styles.bar, best && styles.best, worst && styles.worst)}
            style={{ width: `${Math.round(bar * 100)}%` }}
          />
        </div>
      ) : null}
      {note ? <Caption1 className={styles.muted}>{note}</Caption1> : null}
    </div>
  );
}

/** The scorecards as a sortable table (cards on a phone); `onSort` gets the header clicked. */
export function ScorecardsTable({
  rows,
  year,
  sort,
  onSort,
}: {
  rows: BranchScorecard[];
  year: number;
  sort: ScorecardSort;
  onSort: (column: ScorecardColumn) => void;
}) {
  const styles = useStyles();
  const { t } = useDashboardTranslation();
  const narrow = useNarrow();
  const language = useCurrentLanguage();
  const marks: Marks = {
    rating: extremes(rows, 'rating'),
    on_time: extremes(rows, 'on_time'),
    first_time_fix: extremes(rows, 'first_time_fix'),
  };
  const header: Record<ScorecardColumn, string> = {
    branch: t('scorecards.branch'),
    orders: t('scorecards.orders'),
    spend: t('scorecards.spend'),
    rating: t('scorecards.rating'),
    on_time: t('scorecards.onTime'),
    first_time_fix: t('scorecards.firstTimeFix'),
  };
  const figures = SCORECARD_COLUMNS.filter((c): c is Figures => c !== 'branch');
  const label = t('scorecards.table', { year: formatYear(year, language) });
  if (narrow) {
    return (
      <section className={styles.cards} aria-label={label} data-testid="scorecard-cards">
        {rows.map((row) => (
          <Card key={row.branch_id} className={styles.card} data-testid="scorecard-row">
            <Text weight="semibold" size={400}>
              {row.name}
            </Text>
            {figures.map((column) => (
              <div key={column} className={styles.cardRow}>
                <Text>{header[column]}</Text>
                <Figure rows={rows} row={row} column={column} marks={marks} />
              </div>
            ))}
          </Card>
        ))}
      </section>
    );
  }
  return (
    <div className={styles.scroll}>
      <SimpleTable
        label={label}
        className={styles.table}
        testId="scorecard-table"
        rows={rows}
        rowKey={(row) => row.branch_id}
        rowAttributes={() => ({ 'data-testid': 'scorecard-row' })}
        sort={{ key: sort.column, desc: sort.desc, onSort: (key) => onSort(key as ScorecardColumn) }}
        columns={SCORECARD_COLUMNS.map((column) => ({
          key: column,
          header: header[column],
          headerClassName: mergeClasses(styles.header, column !== 'branch' && styles.number),
          cell: (row: BranchScorecard) =>
            column === 'branch' ? (
              <>
                <Text weight="semibold">{row.name}</Text>
                <Caption1 className={styles.muted}> · {row.code}</Caption1>
              </>
            ) : (
              <Figure rows={rows} row={row} column={column} marks={marks} />
            ),
        }))}
      />
    </div>
  );
}
