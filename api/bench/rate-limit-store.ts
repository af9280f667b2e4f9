// `npm run bench:rate-limit` (in api/): what the shared rate-limit counter costs each request (issue 24.2):
// the PostgreSQL store's one upsert, sequentially and at 10 concurrent requests, on PGlite and on a server
// (TEST_DATABASE_URL, else a throwaway one), beside @fastify/rate-limit's in-memory store. Prints a table.
import { createRequire } from 'node:module';
import { createPglite, type Database, pgliteDatabase } from '../src/platform/db/database';
import { postgresRateLimitStore } from '../src/platform/rate-limit/postgres-rate-limit-store';
import { onBenchServer } from './bench-database';

const CALLS = Number(process.env.BENCH_CALLS ?? 2000);
const KEYS = 50;
const WINDOW = 60_000;

type Store = { incr(key: string, done: (error: Error | null) => void, timeWindow: number, max: number): void };
const incr = (store: Store, key: string) =>
  new Promise<void>((resolve, reject) => store.incr(key, (error) => (error ? reject(error) : resolve()), WINDOW, 300));

/** Microseconds per call: sequential, and per call at `concurrency` in flight. */
async function measure(store: Store, concurrency: number): Promise<number> {
  for (let i = 0; i < 100; i++) await incr(store, `warm-${i % KEYS}`);
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < CALLS) await incr(store, `10.0.0.${next++ % KEYS}`);
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1000 / CALLS;
}

const lines: { store: string; sequentialUs: number; concurrent10Us: number }[] = [];
async function row(name: string, store: Store) {
  lines.push({ store: name, sequentialUs: await measure(store, 1), concurrent10Us: await measure(store, 10) });
}

// The plugin's own default store (no types of its own).
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;
await row('in memory (before)', new LocalStore(false, false));
const embedded: Database = pgliteDatabase(await createPglite());
await embedded.migrate();
await row('PGlite', new (postgresRateLimitStore(embedded.db))());
await embedded.close();
await onBenchServer('bench_rate_limit', async (database) => {
  await row('PostgreSQL server', new (postgresRateLimitStore(database.db))());
});
console.table(
  lines.map((line) => ({
    ...line,
    sequentialUs: line.sequentialUs.toFixed(1),
    concurrent10Us: line.concurrent10Us.toFixed(1),
  })),
);
