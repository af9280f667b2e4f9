import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { addBacklogGauges } from './backlog-gauges';
import { httpMetrics } from './http-metrics';
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
    const http = httpMetrics(registry);
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        // Requests no route matched (404s, bad URLs) share one label: the label set stays bounded.
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      const eventStream = String(reply.raw.getHeader('content-type') ?? '').startsWith('text/event-stream');
      http.answered(labels, reply.elapsedTime / 1000, eventStream);
    });
    addRuntimeGauges(registry, {
      database: app.database,
      // The events plugin registers after this one; a scrape only happens once the app is ready.
      openStreams: () => (app.hasDecorator('eventStreams') ? app.eventStreams.size : 0),
    });
    addBacklogGauges(registry, {
      db: app.database.systemDb('metrics: the background backlog of every company'),
      now: app.now,
      log: app.log,
    });
    addJobQueueGauges(registry, { stats: () => app.jobQueue.stats(), log: app.log });
  },
  { name: 'metrics', dependencies: ['config', 'database', 'jobs'] },
);
