import type { FastifyInstance, FastifyReply } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

// Requests per route pattern (`/api/v1/company/branch/:id`, never the raw URL: the label set stays bounded),
// method and status class, and their latency.

const labelNames = ['method', 'route', 'status_class'] as const;

/** An event stream lasts as long as the client stays: its "latency" would drown every percentile. */
const isEventStream = (reply: FastifyReply) =>
  String(reply.raw.getHeader('content-type') ?? '').startsWith('text/event-stream');

export function addHttpMetrics(app: FastifyInstance, registry: Registry) {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status class',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern, method and status class (event streams excluded)',
    labelNames,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // Requests no route matched (404s, bad URLs) share one label.
      route: request.routeOptions.url ?? 'unmatched',
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    if (!isEventStream(reply)) duration.observe(labels, reply.elapsedTime / 1000);
  });
}
