import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

// Issue 24.2: the counters of @fastify/rate-limit in the database, so that every API process on it counts the same
// requests (its default store is the process's memory). One statement per request: an upsert that starts a new
// fixed window when the last one is over and answers the count and the time left. The database's clock decides,
// so processes whose clocks differ still agree.

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/** A store class for @fastify/rate-limit's `store` option, bound to one database. */
export function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    incr(key: string, done: Done, timeWindow: number) {
      // The window's length is part of the key: limiters of different windows never share a row.
      const rowKey = `${timeWindow} ${key}`;
      const window = `${timeWindow} milliseconds`;
      db.execute(sql`
        insert into rate_limit_counters as c (key, window_start, hits) values (${rowKey}, now(), 1)
        on conflict (key) do update set
          hits = case when c.window_start + ${window}::interval <= now() then 1 else c.hits + 1 end,
          window_start = case when c.window_start + ${window}::interval <= now() then now() else c.window_start end
        returning hits, ceil(extract(epoch from (window_start + ${window}::interval - now())) * 1000)::int as ttl`)
        .then((result) => {
          const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
          done(null, { current: row!.hits, ttl: row!.ttl });
        })
        .catch((error: Error) => done(error));
    }

    child() {
      return new PostgresRateLimitStore();
    }
  };
}

/** Forgets counters whose window ended more than `olderThanMs` ago (a scheduled job: addresses come and go). */
export async function dropStaleRateLimitCounters(db: Db, olderThanMs: number): Promise<void> {
  await db.execute(
    sql`delete from rate_limit_counters where window_start < now() - ${`${olderThanMs} milliseconds`}::interval`,
  );
}
