import { ExportMenu } from '@portal/shared';

/** The scorecards as .xlsx or CSV (GET company/dashboard/scorecards/export: the same year, localized headers). */
export function ScorecardsExport({ year }: { year: number | null }) {
  return (
    <ExportMenu path="/company/dashboard/scorecards/export" name="branch-scorecards" query={year ? { year } : {}} />
  );
}
