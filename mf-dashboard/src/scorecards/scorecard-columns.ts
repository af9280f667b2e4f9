import type { BranchScorecard } from '@portal/shared/contract';

// The sortable columns of the scorecards and how branches compare on each. Pure: the page and its test use it.

export const SCORECARD_COLUMNS = ['branch', 'orders', 'spend', 'rating', 'on_time', 'first_time_fix'] as const;
export type ScorecardColumn = (typeof SCORECARD_COLUMNS)[number];
export type ScorecardSort = { column: ScorecardColumn; desc: boolean };

/** The figure a column sorts and compares by; null = not measured (no ratings, no visits, nothing completed). */
function figureOf(row: BranchScorecard, column: Exclude<ScorecardColumn, 'branch'>): number | null {
  switch (column) {
    case 'orders':
      return row.orders;
    case 'spend':
      return row.spend;
    case 'rating':
      return row.rating;
    case 'on_time':
      return row.on_time_rate;
    case 'first_time_fix':
      return row.first_time_fix_rate;
  }
}

/** Columns where more is better: best and lowest are marked there (more orders or spend is neither). */
export const QUALITY_COLUMNS = ['rating', 'on_time', 'first_time_fix'] as const;

/** Rows in the chosen order; branches not measured on the column stay last either way, then by name. */
export function sortScorecards(rows: readonly BranchScorecard[], sort: ScorecardSort, locale: string) {
  const byName = (a: BranchScorecard, b: BranchScorecard) => a.name.localeCompare(b.name, locale);
  const sign = sort.desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    if (sort.column === 'branch') return sign * byName(a, b) || a.branch_id.localeCompare(b.branch_id);
    const x = figureOf(a, sort.column);
    const y = figureOf(b, sort.column);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
}

/** Best and lowest branch ids of a quality column, when at least two branches are measured and differ. */
export function extremes(rows: readonly BranchScorecard[], column: (typeof QUALITY_COLUMNS)[number]) {
  const measured = rows.filter((row) => figureOf(row, column) !== null);
  if (measured.length < 2) return { best: new Set<string>(), worst: new Set<string>() };
  const values = measured.map((row) => figureOf(row, column)!);
  const max = Math.max(...values);
  const min = Math.min(...values);
  if (max === min) return { best: new Set<string>(), worst: new Set<string>() };
  const ids = (value: number) =>
    new Set(measured.filter((row) => figureOf(row, column) === value).map((r) => r.branch_id));
  return { best: ids(max), worst: ids(min) };
}

/** Bar length (0–1) of a figure against the column's largest one (rates and ratings against their scale). */
export function barOf(
  rows: readonly BranchScorecard[],
  row: BranchScorecard,
  column: Exclude<ScorecardColumn, 'branch'>,
) {
  const value = figureOf(row, column);
  if (value === null) return null;
  if (column === 'rating') return value / 5;
  if (column === 'on_time' || column === 'first_time_fix') return value;
  const max = Math.max(0, ...rows.map((r) => figureOf(r, column) ?? 0));
  return max ? value / max : 0;
}

/** ?sort=spend&dir=desc ↔ a sort; anything else is the default (most orders first). */
export function readScorecardSort(params: URLSearchParams): ScorecardSort {
  const column = params.get('sort');
  if (!SCORECARD_COLUMNS.includes(column as ScorecardColumn)) return { column: 'orders', desc: true };
  return { column: column as ScorecardColumn, desc: params.get('dir') !== 'asc' };
}
