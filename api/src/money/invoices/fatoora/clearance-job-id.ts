import { createHash } from 'node:crypto';

// The clearance job's id: one job per invoice and round of attempts, so the wakes and the sweep that enqueue a
// pending invoice again add nothing while its job runs or waits to retry (pg-boss keeps one job per id), and a new
// round starts once a job has used all its attempts (the invoice's attempts counter moved past the round).

/** Attempts of one job: the first and its retries. */
export const ATTEMPTS_PER_JOB = 8;

export function clearanceJobId(invoiceId: string, attempts: number): string {
  const round = Math.floor(attempts / ATTEMPTS_PER_JOB);
  const hex = createHash('sha256').update(`clearance:${invoiceId}:${round}`).digest('hex');
  // A UUID (pg-boss's id type), version nibble 5 and the RFC 4122 variant.
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
