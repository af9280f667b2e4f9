// How long an item has waited in a queue (issue 27.3): "45 min", "3 h", "2 d", and whether it is overdue.

/** Items waiting longer than this are overdue (spec §4: a bank transfer is confirmed within 24 hours). */
const OVERDUE_AFTER_MS = 24 * 60 * 60 * 1000;

export type Waited = { unit: 'minutes' | 'hours' | 'days'; count: number };

/** The wait from `since` to `until`, in the largest unit that keeps it readable (hours up to two days). */
export function waited(since: string, until: Date): Waited {
  const minutes = Math.max(0, Math.floor((until.getTime() - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}

/** Overdue: the API's flag (set by its job), or still waiting past the delay since the job last ran. */
export function isOverdue(item: { overdue: boolean; created_at: string }, waiting: boolean, now: Date): boolean {
  return item.overdue || (waiting && now.getTime() - new Date(item.created_at).getTime() > OVERDUE_AFTER_MS);
}
