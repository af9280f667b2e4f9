import { Gauge, type Registry } from 'prom-client';
import type { Logger } from '../logger';

// The PostgreSQL job queue (pg-boss, ADR 0025) at scrape time: jobs waiting (created or to retry), running and
// failed for good, per queue, from one statement (app.jobQueue.stats()). The queue is shared by every process:
// each process reports the same figures, so alert on one process's series (e.g. max by queue).

type QueueState = 'queued' | 'active' | 'failed';

export function addJobQueueGauges(
  registry: Registry,
  queue: { stats: () => Promise<Record<string, Record<QueueState, number>>>; log: Logger },
) {
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs of the PostgreSQL queue by queue and state (queued: waiting or to retry; failed: given up)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      let stats: Record<string, Record<QueueState, number>>;
      try {
        stats = await queue.stats();
      } catch (error) {
        queue.log.warn({ err: error }, 'metrics: job queue not readable');
        return;
      }
      for (const [queue, counts] of Object.entries(stats)) {
        for (const state of ['queued', 'active', 'failed'] as const) this.set({ queue, state }, counts[state]);
      }
    },
  });
}
