import { collectDefaultMetrics, Registry } from 'prom-client';

// prom-client's default metrics (CPU, memory, event-loop lag, GC, handles) belong to the process, not to one app:
// collected once per process, whatever number of apps the tests build, and merged into each scrape.

let processRegistry: Registry | undefined;

export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
