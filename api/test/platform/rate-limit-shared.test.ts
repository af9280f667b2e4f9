import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database';
import { rateLimitCounters } from '../../src/platform/db/schema/index';
import {
  dropStaleRateLimitCounters,
  postgresRateLimitStore,
} from '../../src/platform/rate-limit/postgres-rate-limit-store';
import { call, createTestApp, testConfig } from '../support/harness';
import { createSharedServerDatabase, createTestDatabase } from '../support/test-database';

// Issue 24.2: the rate-limit counters in PostgreSQL, shared by every API process on one server database. The store
// itself runs on either database (PGlite keeps its counters in memory in the app: one process by nature).

type Counted = { current: number; ttl: number };
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const incr = (store: InstanceType<ReturnType<typeof postgresRateLimitStore>>, key: string, windowMs: number) =>
  new Promise<Counted>((resolve, reject) =>
    store.incr(key, (error, counted) => (error ? reject(error) : resolve(counted!)), windowMs),
  );

describe('the PostgreSQL rate-limit store', () => {
  it('counts per key within the window, answers the time left, and starts a new window once it is over', async () => {
    const store = new (postgresRateLimitStore(database.db))();
    const first = await incr(store, '10.0.0.1', 400);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(400);
    expect((await incr(store, '10.0.0.1', 400)).current).toBe(2);
    expect((await incr(store, '10.0.0.2', 400)).current).toBe(1);
    // The same key under another window length is another counter.
    expect((await incr(store.child(), '10.0.0.1', 60_000)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await incr(store, '10.0.0.1', 400)).current).toBe(1);
  });

  it('loses no count under concurrent requests', async () => {
    const store = new (postgresRateLimitStore(database.db))();
    const counts = await Promise.all(Array.from({ length: 40 }, () => incr(store, '10.0.0.9', 60_000)));
    expect(counts.map((counted) => counted.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });
});

const incrMax = (
  store: InstanceType<ReturnType<typeof postgresRateLimitStore>>,
  key: string,
  windowMs: number,
  max: number,
) =>
  new Promise<Counted>((resolve, reject) =>
    store.incr(key, (error, counted) => (error ? reject(error) : resolve(counted!)), windowMs, max),
  );

const hitsOf = async (key: string) =>
  (await database.db.select().from(rateLimitCounters)).find((row) => row.key === key)?.hits ?? null;

describe('a loose limit (issue 29.5: counted in memory, sent in one statement per flush)', () => {
  it("counts exactly in the process, sends its counts at the flush and takes back the other processes'", async () => {
    const A = postgresRateLimitStore(database.db);
    const B = postgresRateLimitStore(database.db);
    const a = new A();
    const b = new B();
    const counts = [];
    for (let i = 0; i < 10; i++) counts.push((await incrMax(a, '10.3.0.1', 60_000, 300)).current);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Only the window's first request went to the database at once.
    expect(await hitsOf('60000 10.3.0.1')).toBe(1);
    await A.flush();
    expect(await hitsOf('60000 10.3.0.1')).toBe(10);
    // Another process's first request reads the database's count.
    expect((await incrMax(b, '10.3.0.1', 60_000, 300)).current).toBe(11);
    // This process learns of it at its next flush.
    expect((await incrMax(a, '10.3.0.1', 60_000, 300)).current).toBe(11);
    await A.flush();
    expect((await incrMax(a, '10.3.0.1', 60_000, 300)).current).toBe(13);
    await A.flush();
    expect(await hitsOf('60000 10.3.0.1')).toBe(13);
    // Concurrent requests: none lost, none counted twice.
    const parallel = await Promise.all(Array.from({ length: 40 }, () => incrMax(a, '10.3.0.2', 60_000, 300)));
    expect(parallel.map((counted) => counted.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    await A.flush();
    expect(await hitsOf('60000 10.3.0.2')).toBe(40);
  });

  it('starts a new window once the last one is over, here and in the database', async () => {
    const A = postgresRateLimitStore(database.db);
    const a = new A();
    for (let i = 0; i < 3; i++) await incrMax(a, '10.3.1.1', 300, 300);
    await A.flush();
    expect(await hitsOf('300 10.3.1.1')).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const first = await incrMax(a, '10.3.1.1', 300, 300);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeLessThanOrEqual(300);
    expect((await incrMax(a, '10.3.1.1', 300, 300)).current).toBe(2);
    await A.flush();
    expect(await hitsOf('300 10.3.1.1')).toBe(2);
  });

  it('a strict limit (below BATCH_FROM) still counts in the database at every request', async () => {
    const A = postgresRateLimitStore(database.db);
    const a = new A();
    await incrMax(a, '10.3.2.1', 60_000, 5);
    await incrMax(a, '10.3.2.1', 60_000, 5);
    expect(await hitsOf('60000 10.3.2.1')).toBe(2);
  });
});

describe('the sweep of stale counters', () => {
  it('forgets counters whose window started long enough ago, and keeps the others', async () => {
    const store = new (postgresRateLimitStore(database.db))();
    await incr(store, '10.0.5.1', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await incr(store, '10.0.5.2', 60_000);
    await dropStaleRateLimitCounters(database.db, 200);
    const keys = (await database.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toContain('60000 10.0.5.2');
    expect(keys).not.toContain('60000 10.0.5.1');
  });
});

describe('two API processes on one server database', () => {
  it('share one budget: requests spread over both are refused past the limit', async (context) => {
    const shared = await createSharedServerDatabase();
    if (!shared) return context.skip();
    const config = testConfig({ RATE_LIMIT_AUTH_MAX: '4', RATE_LIMIT_MAX: '1000' });
    const [one, two] = await Promise.all(shared.handles.map((handle) => createTestApp({ config, database: handle })));
    try {
      const check = (app: typeof one) =>
        call(app!.app, 'POST', '/api/v1/auth/phone/check', { body: { phone: '0501234567' }, ip: '10.1.2.3' });
      const answers = [];
      for (const app of [one, two, one, two]) answers.push((await check(app)).statusCode);
      expect(answers).toEqual([200, 200, 200, 200]);
      // Each process alone saw two requests: only the shared counter knows the budget is spent.
      expect((await check(one)).statusCode).toBe(429);
      expect((await check(two)).statusCode).toBe(429);
      // Another address keeps its own budget.
      const other = await call(two!.app, 'POST', '/api/v1/auth/phone/check', {
        body: { phone: '0501234567' },
        ip: '10.9.9.9',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await Promise.all([one!.close(), two!.close()]);
      await shared.close();
    }
  });
});
