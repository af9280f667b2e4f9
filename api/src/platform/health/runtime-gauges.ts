import { Gauge, type Registry } from 'prom-client';
import type { Database, PoolStats } from '../db/database';

// Read at scrape time: the database pool of this process and its open event streams.

export function addRuntimeGauges(registry: Registry, runtime: { database: Database; openStreams: () => number }) {
  const { database } = runtime;
  new Gauge({
    name: 'database_info',
    help: 'The database driver of this process (1): pglite (embedded) or postgres (server pool)',
    labelNames: ['kind'],
    registers: [registry],
  }).set({ kind: database.kind }, 1);

  const pool = database.poolStats();
  // A pool (the server's, or the embedded database's pool of one) gets its gauges; an in-process PGlite has none.
  if (pool) {
    const gauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          const stats = database.poolStats();
          if (stats) this.set(read(stats));
        },
      });
    gauge('db_pool_connections', 'Connections the pool holds (busy and idle)', (stats) => stats.total);
    gauge('db_pool_idle_connections', 'Connections of the pool waiting for a query', (stats) => stats.idle);
    gauge('db_pool_waiting_queries', 'Queries waiting for a free connection of the pool', (stats) => stats.waiting);
  }

  new Gauge({
    name: 'event_streams_open',
    help: 'Open realtime event streams (Server-Sent Events) of this process',
    registers: [registry],
    collect() {
      this.set(runtime.openStreams());
    },
  });
}
