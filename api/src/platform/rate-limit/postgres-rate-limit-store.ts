import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitCounters } from '../db/schema/index';

// Issue 24.2: the counters of @fastify/rate-limit in the database, so that every API process on it counts the same
// requests (its default store is the process's memory). An upsert starts a new fixed window when the last one is
// over and answers the count and the time left. The database's clock decides, so processes whose clocks differ
// still agree.
//
// Issue 29.5: one upsert per request was a round trip per request. Now:
// - a strict limit (max below BATCH_FROM: the sign-in routes' budgets, a handful per window) still sends its upsert
//   with every request and answers the database's count: exact across processes;
// - a loose one (the global limit, hundreds per window) sends the upsert with the first request of a key's window
//   (exact: the window and the count so far, every process's), then counts the next requests in memory and adds
//   them to the database in one statement for all keys every FLUSH_MS, taking back every process's total. Within
//   this process the count is exact; the requests other processes took in the last FLUSH_MS show at the next
//   flush, so a budget spread over N processes may be overrun by what they take in FLUSH_MS.

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/** A limit of at least this many requests per window is counted in memory between flushes. */
const BATCH_FROM = 100;
/** How often the counts kept in memory go to the database (one statement for every key). */
const FLUSH_MS = 100;

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

/**
 * Adds the counts kept in memory, every key in one statement (the rows as one JSON parameter; each key starts with its
 * window's length in milliseconds): a window over in the meantime starts again with those counts. Answers each
 * key's total and time left.
 */
async function addCounts(db: Db, rows: { key: string; count: number }[]) {
  const window = sql.raw(`(split_part(c.key, ' ', 1) || ' milliseconds')::interval`);
  const result = await db.execute(sql`
    insert into rate_limit_counters as c (key, window_start, hits)
    select key, now(), count
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as added(key text, count int)
    on conflict (key) do update set
      hits = case when c.window_start + ${window} <= now() then excluded.hits else c.hits + excluded.hits end,
      window_start = case when c.window_start + ${window} <= now() then now() else c.window_start end
    returning c.key, c.hits, ceil(extract(epoch from (c.window_start + ${window} - now())) * 1000)::int as ttl`);
  return (result as unknown as { rows: { key: string; hits: number; ttl: number }[] }).rows;
}

/** One key's window as this process knows it: the database's total at the last exchange and the hits since. */
interface Kept {
  /** The database's count for the key (every process's) when last exchanged. */
  base: number;
  /** Hits counted here and not yet in the database. */
  pending: number;
  /** Hits on their way to the database (a flush in flight). */
  sending: number;
  /** When the window ends (Date.now() terms, from the database's time left). */
  endsAt: number;
}

/** A store class for @fastify/rate-limit's `store` option, bound to one database. `flush` sends what is kept. */
export function postgresRateLimitStore(db: Db) {
  const hit = prepareHit(db);
  const kept = new Map<string, Kept>();
  let timer: NodeJS.Timeout | null = null;

  const exact = (key: string, timeWindow: number) =>
    hit.execute({ key, window: `${timeWindow} milliseconds` }).then(([row]) => ({ current: row!.hits, ttl: row!.ttl }));

  /** Sends the counts kept since the last flush; one flush at a time (each takes what was counted before it). */
  const flushOnce = async (): Promise<void> => {
    const rows: { key: string; count: number }[] = [];
    const now = Date.now();
    for (const [key, entry] of kept) {
      if (entry.pending > 0) {
        rows.push({ key, count: entry.pending });
        entry.sending = entry.pending;
        entry.pending = 0;
      } else if (entry.endsAt <= now) kept.delete(key);
    }
    if (rows.length === 0) return;
    try {
      const totals = await addCounts(db, rows);
      const at = Date.now();
      for (const row of totals) {
        const entry = kept.get(row.key);
        if (!entry) continue;
        entry.base = row.hits;
        entry.sending = 0;
        entry.endsAt = at + row.ttl;
      }
    } catch {
      // Not lost: sent again with the next flush (a failing counter lets requests through, as before).
      for (const row of rows) {
        const entry = kept.get(row.key);
        if (entry) {
          entry.pending += entry.sending;
          entry.sending = 0;
        }
      }
    }
  };
  let chain: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    chain = chain.then(flushOnce);
    return chain;
  };

  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, FLUSH_MS);
    timer.unref();
  };

  return class PostgresRateLimitStore {
    incr(key: string, done: Done, timeWindow: number, max?: number) {
      // The window's length is part of the key: limiters of different windows never share a row.
      const rowKey = `${timeWindow} ${key}`;
      if (max === undefined || max < BATCH_FROM) {
        exact(rowKey, timeWindow).then(
          (counted) => done(null, counted),
          (error: Error) => done(error),
        );
        return;
      }
      const entry = kept.get(rowKey);
      const now = Date.now();
      if (entry && entry.endsAt > now) {
        entry.pending += 1;
        schedule();
        done(null, { current: entry.base + entry.sending + entry.pending, ttl: entry.endsAt - now });
        return;
      }
      // The first request of the key's window here: the database's count, at once. (Hits of the last window not yet
      // sent go to whichever window the database has when they arrive: at worst counted once too many, never lost.)
      exact(rowKey, timeWindow).then(
        (counted) => {
          const at = Date.now();
          const known = kept.get(rowKey);
          if (known && known.endsAt > at) {
            // Another first request got there too: its window stands, this hit is counted in the database already.
            known.base = Math.max(known.base, counted.current);
          } else if (known) {
            // Unsent hits of the last window stay with the entry (the next flush sends them).
            known.base = counted.current;
            known.endsAt = at + counted.ttl;
          } else {
            kept.set(rowKey, { base: counted.current, pending: 0, sending: 0, endsAt: at + counted.ttl });
          }
          done(null, counted);
        },
        (error: Error) => done(error),
      );
    }

    child() {
      return new PostgresRateLimitStore();
    }

    /** Sends the counts kept in memory now (tests; the app's close). */
    static flush = flush;
  };
}

/** Forgets counters whose window ended more than `olderThanMs` ago (a scheduled job: addresses come and go). */
export async function dropStaleRateLimitCounters(db: Db, olderThanMs: number): Promise<void> {
  await db.execute(
    sql`delete from rate_limit_counters where window_start < now() - ${`${olderThanMs} milliseconds`}::interval`,
  );
}
