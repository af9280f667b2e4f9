import * as v from 'valibot';
import { EXPORT_FORMATS, integerQueryParam } from './list-query';
import { messageKey } from './messages';

// GET /api/v1/company/dashboard/scorecards (issue 13, Beyond): one row per branch to compare branches over a Riyadh
// calendar year. Same rule as the dashboard pages (DASHBOARD_RULE): the scorecards page is one of them.
// The definitions (docs/decisions/0023-branch-scorecards.md) are the ones the page's help text states.

/** A completed order is fixed the first time when no other visit for one of its services follows within this. */
export const FIRST_TIME_FIX_DAYS = 30;

/** Query: the year (Riyadh calendar; default this year). */
export const scorecardsQuerySchema = v.object({ year: v.optional(integerQueryParam(2000, 2100)) });
export type ScorecardsQuery = v.InferInput<typeof scorecardsQuerySchema>;

export const branchScorecardSchema = v.object({
  branch_id: v.string(),
  name: v.string(),
  code: v.string(),
  /** Orders created in the year (all statuses, as the dashboard's per-branch widget). */
  orders: v.number(),
  /** Halalas: totals of those orders that went ahead (not draft, canceled or failed), as the cost overview. */
  spend: v.number(),
  /** Mean stars (1–5, two decimals) of the rated orders; null when none was rated. */
  rating: v.nullable(v.number()),
  ratings: v.number(),
  /** Visits with an arrival, and those whose (latest) arrival fell within the booked slot [starts_at, ends_at]. */
  visits: v.number(),
  on_time: v.number(),
  /** on_time / visits (0–1, four decimals); null without visits. */
  on_time_rate: v.nullable(v.number()),
  /** Completed (completed or rated) orders, and those with no follow-up visit (FIRST_TIME_FIX_DAYS). */
  completed: v.number(),
  fixed_first_time: v.number(),
  /** fixed_first_time / completed (0–1, four decimals); null without completed orders. */
  first_time_fix_rate: v.nullable(v.number()),
});
export type BranchScorecard = v.InferOutput<typeof branchScorecardSchema>;

export const scorecardsSchema = v.object({
  year: v.number(),
  /** Years that have orders, newest first (the year selector). */
  years: v.array(v.number()),
  first_time_fix_days: v.number(),
  /** Every branch the caller may see (their assigned ones when limited), with or without orders, by name. */
  branches: v.array(branchScorecardSchema),
});
export type Scorecards = v.InferOutput<typeof scorecardsSchema>;

/** GET company/dashboard/scorecards/export: the same rows as .xlsx (default) or CSV. */
export const scorecardsExportQuerySchema = v.object({
  ...scorecardsQuerySchema.entries,
  format: v.optional(v.picklist(EXPORT_FORMATS, messageKey('validation.invalid')), 'xlsx'),
});
export type ScorecardsExportQuery = v.InferOutput<typeof scorecardsExportQuerySchema>;
