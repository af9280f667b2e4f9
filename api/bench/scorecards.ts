// `npm run bench:scorecards` (in api/): GET /api/v1/company/dashboard/scorecards (branch scorecards, ADR 0023) with
// 100,000 orders in one company (the dashboard benchmark's seed) plus a status history with an arrival for every
// visited order, on a PostgreSQL server (TEST_DATABASE_URL, else a throwaway one), through the real app on a port.
// Prints the statement's EXPLAIN ANALYZE and p50/p99 beside the dashboard's own call in the same run (the machine
// is shared: compare the two). Not a timed test.
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { riyadhYear, riyadhYearBounds } from '../src/insights/dashboard/dashboard-year';
import { scorecardStatement } from '../src/insights/dashboard/scorecards/scorecard-query';
import type { Database } from '../src/platform/db/database';
import { companyScope } from '../src/platform/db/scoped-db';
import { startBenchApp } from './bench-app';
import { onBenchServer } from './bench-database';
import { seedBenchCompanies } from './bench-sign-up';
import { percentile, runLoad } from './orders-list-load';
import type { Exec } from './orders-list-seed';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

/** Creation row for every order; assigned, on the way and arrived (−20…+90 min around the slot start) for
 * visited ones; completed for done ones. */
async function seedHistory(exec: Exec) {
  await exec(`insert into order_status_history (company_id, order_id, from_status, to_status, operation, actor, created_at)
    select o.company_id, o.id, h.from_status, h.to_status, h.operation, h.actor, h.at
    from orders o cross join lateral (values
      (null, 'created', 'create', 'C', o.created_at, true),
      ('created', 'assigned', 'assign', 'O', o.created_at + interval '1 hour',
        o.status not in ('created','canceled','failed','assign_provider_failed','draft')),
      ('assigned', 'on_the_way', 'start_trip', 'P', o.starts_at - interval '40 minutes',
        o.status in ('on_the_way','arrived','in_progress','completed','rated')),
      ('on_the_way', 'arrived', 'arrive', 'P', o.starts_at + (random() * 110 - 20) * interval '1 minute',
        o.status in ('arrived','in_progress','completed','rated')),
      ('arrived', 'completed', 'complete', 'P', o.ends_at, o.status in ('completed','rated'))
    ) h(from_status, to_status, operation, actor, at, kept)
    where h.kept`);
  await exec('vacuum analyze order_status_history');
}

async function bench(database: Database, exec: Exec) {
  const { app, base } = await startBenchApp(database);
  const now = new Date();
  try {
    const main = await seedBenchCompanies(app, exec, 'Bench Scorecards Trading', ORDERS, now);
    await seedHistory(exec);
    const year = riyadhYear(now);
    // EXPLAIN with the settings the app runs it with (scorecard-query.ts)
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local work_mem = '32MB'`);
      await tx.execute(sql`set local jit = off`);
      const scope = companyScope(tx, { companyId: main.companyId, membershipId: null });
      return tx.execute(sql`explain (analyze, buffers) ${scorecardStatement(scope, riyadhYearBounds(year))}`);
    });
    console.log(
      (plan as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => Object.values(r)[0]).join('\n'),
    );
    const headers = { authorization: `Bearer ${main.token}` };
    console.log(
      `\n${ORDERS} orders, ${REQUESTS} requests; ${cpus().length} cores, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')}`,
    );
    for (const [name, path] of [
      ['scorecards', `/api/v1/company/dashboard/scorecards?year=${year}`],
      ['dashboard (for scale)', `/api/v1/company/dashboard/dashboard?year=${year}`],
    ] as const) {
      const url = `${base}${path}`;
      for (const concurrency of [1, 4]) {
        const load = await runLoad({ url, headers, total: REQUESTS, concurrency, warmup: 10 });
        if (load.failed > 0) throw new Error(`${name}: ${load.failed} requests failed`);
        console.log(
          `| ${name.padEnd(22)} | ${concurrency} client(s) | p50 ${percentile(load.times, 50).toFixed(1)} ms | p99 ${percentile(load.times, 99).toFixed(1)} ms |`,
        );
      }
    }
  } finally {
    await app.close();
  }
}

await onBenchServer('scorecards_bench', bench);
