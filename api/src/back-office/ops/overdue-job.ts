import fp from 'fastify-plugin';
import { cronEvery } from '../../platform/jobs/cron-every';
import { flagOverdueTransfers } from './ops-transfer-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the overdue-transfer job once now (tests move the clock and call it). */
    runOverdueJob(): Promise<number>;
  }
}

const OVERDUE_JOB = 'transfers-overdue';

/**
 * A job on the queue's schedule (TRANSFER_OVERDUE_JOB_MS in whole minutes, 0 = off): one run per period whatever
 * the number of API processes (ADR 0025). The job is one idempotent UPDATE, so a retry does no harm either.
 */
export const overdueJobPlugin = fp(
  async (app) => {
    const run = () => flagOverdueTransfers(app.database.systemDb('overdue job: every company'), app.now());
    app.decorate('runOverdueJob', run);
    const every = app.config.payments.overdueJobIntervalMs;
    app.jobQueue.define({
      name: OVERDUE_JOB,
      retry: { limit: 2, delaySeconds: 30, backoff: true },
      expireSeconds: 5 * 60,
      cron: every > 0 ? cronEvery(every) : null,
      run: async () => {
        await run();
      },
    });
  },
  { name: 'overdue-job', dependencies: ['config', 'database', 'jobs'] },
);
