/**
 * A cron expression (UTC) running about every `ms`: the queue's schedules have a one-minute grain, so the period is
 * rounded to whole minutes (at least one), then to whole hours past 59 minutes, at most daily.
 */
export function cronEvery(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  return '0 0 * * *';
}
