import * as v from 'valibot';
import { trilingualNameSchema } from './areas';

// GET company/dashboard/cancelReasons (issue 32.4, ADR 0058): the company's canceled orders of the year (same ?year
// and ?branch_id as the dashboard, within the member's branches) counted by their listed reason, most frequent first.
// Orders canceled before reasons were listed have none (reason null).
export const cancelReasonsSchema = v.object({
  year: v.number(),
  total: v.number(),
  reasons: v.array(
    v.object({
      reason: v.nullable(v.object({ id: v.string(), code: v.string(), name: trilingualNameSchema })),
      orders: v.number(),
    }),
  ),
});
export type CancelReasons = v.InferOutput<typeof cancelReasonsSchema>;
