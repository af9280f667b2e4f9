import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitCounters } from '../db/schema/index';

// Issue 24.2: the counters of @fastify/rate-limit in the database, so that every API process on it counts the same
// requests (its default store is the process's memory). One statement per request: an upsert that starts a new
// fixed window when the last one is over and answers the count and the time left. The database's clock decides,
// so processes whose clocks differ still agree.

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/**
 * The upsert as a named statement, built once: drizzle does not rebuild its text at every request, and PostgreSQL
 * parses it once per pooled connection (issue 29.5).
 */
function prepareHit(db: Db) {
  const window = sql`${sql.placeholder('window')}::interval`;
  const over = sql`${rateLimitCounters.windowStart} + ${window} <= now()`;
  return db
    .insert(rateLimitCounters)
    .values({ key: sql.placeholder('key') as unknown as string, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${over} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStart: sql`case when ${over} then now() else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      ttl: sql<number>`ceil(extract(epoch from (${rateLimitCounters.windowStart} + ${window} - now())) * 1000)::int`,
    })
    .prepare('rate_limit_hit');
}

/** A store class for @fastify/rate-limit's `store` option, bound to one database. */
export function postgresRateLimitStore(db: Db) {
  const hit = prepareHit(db);
  return class PostgresRateLimitStore {
    incr(key: string, done: Done, timeWindow: number) {
      // The window's length is part of the key: limiters of different windows never share a row.
      hit
        .execute({ key: `${timeWindow} ${key}`, window: `${timeWindow} milliseconds` })
        .then(([row]) => done(null, { current: row!.hits, ttl: row!.ttl }))
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
