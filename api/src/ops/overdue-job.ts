import fp from 'fastify-plugin';
import { flagOverdueTransfers } from './ops-transfer-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the overdue-transfer job once now (tests move the clock and call it). */
    runOverdueJob(): Promise<number>;
  }
}

/**
 * An in-process interval started and stopped with the app (TRANSFER_OVERDUE_JOB_MS, 0 = off). The job is one
 * idempotent UPDATE, so overlapping runs or several API processes do no harm.
 */
export const overdueJobPlugin = fp(
  async (app) => {
    const run = () => flagOverdueTransfers(app.database.systemDb('overdue job: every company'), app.now());
    app.decorate('runOverdueJob', run);
    const every = app.config.payments.overdueJobIntervalMs;
    if (every <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    const log = app.log.child({ job: 'overdue-transfers' });
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        run().catch((error: unknown) => log.error({ err: error }, 'overdue transfer job failed'));
      }, every);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'overdue-job', dependencies: ['config', 'database'] },
);
