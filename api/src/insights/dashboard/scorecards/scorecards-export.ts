import type { BranchScorecard, ScorecardsExportQuery } from '@portal/contract';
import { exportTable } from '../../../platform/exports/table-export';
import type { DownloadFile } from '../../../platform/http/file-route';
import type { CompanyContext } from '../../../platform/http/request-context';
import { branchScorecards } from './scorecards-service';

// GET company/dashboard/scorecards/export: the page's rows (same year and scope) through the one export helper.

const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

export async function exportScorecards(ctx: CompanyContext, query: ScorecardsExportQuery): Promise<DownloadFile> {
  const scorecards = await branchScorecards(ctx, query);
  const f = (key: string) => ctx.t(`scorecards.field.${key}` as never);
  const count = (key: keyof BranchScorecard) => ({
    header: f(key),
    kind: 'number' as const,
    value: (r: BranchScorecard) => r[key] as number | null,
  });
  return exportTable<BranchScorecard>({
    format: query.format,
    lang: ctx.lang,
    title: `${ctx.t('scorecards.sheet' as never)}-${scorecards.year}`,
    columns: [
      { header: f('branch'), value: (r) => r.name },
      { header: f('code'), value: (r) => r.code },
      count('orders'),
      { header: f('spend'), kind: 'sar', value: (r) => r.spend },
      count('rating'),
      count('ratings'),
      count('visits'),
      count('on_time'),
      { header: f('on_time_rate'), kind: 'number', value: (r) => percent(r.on_time_rate) },
      count('completed'),
      count('fixed_first_time'),
      { header: f('first_time_fix_rate'), kind: 'number', value: (r) => percent(r.first_time_fix_rate) },
    ],
    rows: scorecards.branches,
    now: ctx.now,
  });
}
