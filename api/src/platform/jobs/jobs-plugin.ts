import fp from 'fastify-plugin';
import { JobQueue } from './job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The PostgreSQL job queue (ADR 0025): plugins define their jobs on it; `stats()` feeds the metrics. */
    jobQueue: JobQueue;
  }
}

/**
 * Starts the job queue once every plugin has defined its jobs (its onReady hook runs before theirs, so they may
 * enqueue at start), and stops it first on shutdown: no new job is taken, those running finish.
 */
export const jobsPlugin = fp(
  async (app) => {
    const queue = new JobQueue(app.database, app.config.jobs, app.log);
    app.decorate('jobQueue', queue);
    app.addHook('onReady', () => queue.start());
    app.addHook('preClose', () => queue.stop());
  },
  { name: 'jobs', dependencies: ['config', 'database'] },
);
