import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { addBacklogGauges } from './backlog-gauges';
import { addHttpMetrics } from './http-metrics';
import { addJobQueueGauges } from './job-queue-gauges';
import { processMetrics } from './process-metrics';
import { addRuntimeGauges } from './runtime-gauges';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics; other parts (the job queue) add their gauges to it. */
    metrics: Registry;
    /** The Prometheus text of a scrape: this app's metrics and the process's. */
    scrapeMetrics(): Promise<{ contentType: string; text: string }>;
  }
}

/** One registry per app (so per API process; tests build many apps in one process). */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    // Started now, not at the first scrape: CPU time and event-loop lag are counted from here.
    const processRegistry = processMetrics();
    app.decorate('metrics', registry);
    app.decorate('scrapeMetrics', async () => {
      const merged = Registry.merge([processRegistry, registry]);
      return { contentType: merged.contentType, text: await merged.metrics() };
    });
    addHttpMetrics(app, registry);
    addRuntimeGauges(app, registry);
    addBacklogGauges(app, registry);
    addJobQueueGauges(app, registry);
  },
  { name: 'metrics', dependencies: ['config', 'database', 'jobs'] },
);
