import { Counter, Histogram, type Registry } from 'prom-client';

// Requests per route pattern (`/api/v1/company/branch/:id`, never the raw URL: the label set stays bounded),
// method and status class, and their latency.

const labelNames = ['method', 'route', 'status_class'] as const;

type Labels = Record<(typeof labelNames)[number], string>;

/** The request counter and latency histogram; the metrics plugin feeds them from its answer hook. */
export function httpMetrics(registry: Registry) {
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
  return {
    /** One answer; an event stream is counted but not timed: it lasts as long as the client stays. */
    answered(labels: Labels, seconds: number, eventStream: boolean) {
      requests.inc(labels);
      if (!eventStream) duration.observe(labels, seconds);
    },
  };
}
