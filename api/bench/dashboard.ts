// `npm run bench:dashboard` (in api/): GET /api/v1/company/dashboard/dashboard (issue 13 §1) with 100,000 orders in
// one company (plus two small companies), seeded by SQL as the orders-list benchmark does, measured through the
// real app (Fastify, sign-in, abilities, company scope, real HTTP on a port) at 10 concurrent clients, on a
// PostgreSQL server (TEST_DATABASE_URL, else a throwaway server from the machine's binaries). Prints p50/p99 per
// request; not a timed test. Target (issue 13): p99 ≤ 50 ms.
import { cpus, loadavg } from 'node:os';
import { riyadhYear } from '../src/insights/dashboard/dashboard-year';
import { createPglite, type Database, pgliteDatabase } from '../src/platform/db/database';
import { startBenchApp } from './bench-app';
import { onBenchServer } from './bench-database';
import { seedBenchCompanies } from './bench-sign-up';
import { percentile, runLoad } from './orders-list-load';
import type { Exec } from './orders-list-seed';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CONCURRENCY = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const TARGET_P99_MS = 50;

async function bench(database: Database, exec: Exec, total = REQUESTS) {
  const { app, base } = await startBenchApp(database);
  const now = new Date();
  try {
    const main = await seedBenchCompanies(app, exec, 'Bench Dashboard Trading', ORDERS, now);
    const {
      rows: [branch],
    } = await exec('select id from branches where company_id = $1 order by code limit 1', [main.companyId]);
    const year = riyadhYear(now);
    const requests = [
      { name: 'this year, all branches', query: '' },
      { name: 'last year, all branches', query: `year=${year - 1}` },
      { name: 'this year, one branch', query: `branch_id=${String(branch?.id)}` },
    ];
    const headers = { authorization: `Bearer ${main.token}` };
    if (process.env.BENCH_PROFILE) await profile(database, exec, main.companyId, year);
    console.log(
      `\n${ORDERS} orders, ${CONCURRENCY} concurrent clients, ${total} requests each; target p99 ≤ ${TARGET_P99_MS} ms`,
    );
    console.log(
      `${cpus().length} cores, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')} (1 / 5 / 15 min)`,
    );
    for (const { name, query } of requests) {
      const url = `${base}/api/v1/company/dashboard/dashboard${query ? `?${query}` : ''}`;
      const first = (await (await fetch(url, { headers })).json()) as { data: { completed_orders: { total: number } } };
      // Warm-up: each of the pool's 10 connections prepares the statement and keeps its generic plan after 5
      // executions (a live server's connections are warm): 100 untimed requests.
      const load = await runLoad({ url, headers, total, concurrency: CONCURRENCY, warmup: 100 });
      if (load.failed > 0) throw new Error(`${name}: ${load.failed} requests failed`);
      const alone = await runLoad({ url, headers, total: 40, concurrency: 1, warmup: 5 });
      const p99 = percentile(load.times, 99);
      console.log(
        `| ${name.padEnd(24)} | ${String(first.data.completed_orders.total).padStart(6)} orders | p50 ${percentile(load.times, 50).toFixed(1)} ms | p99 ${p99.toFixed(1)} ms | one client p50 ${percentile(alone.times, 50).toFixed(1)} ms | ${p99 <= TARGET_P99_MS ? 'met' : 'MISSED'} |`,
      );
    }
  } finally {
    await app.close();
  }
}

/** BENCH_PROFILE=1: the dashboard's one statement EXPLAINed (plan and timings), then timed alone (one client). */
async function profile(database: Database, exec: Exec, companyId: string, year: number) {
  const { dashboardParameters, dashboardQuery } = await import('../src/insights/dashboard/dashboard-statement');
  const { riyadhYearBounds } = await import('../src/insights/dashboard/dashboard-year');
  const { fillPlaceholders } = await import('drizzle-orm');
  const query = dashboardQuery(database.db, { branch: false, member: false }).toSQL();
  const values = dashboardParameters({
    companyId,
    membershipId: null,
    year,
    ...riyadhYearBounds(year),
    branchId: null,
    now: new Date(),
  });
  const params = fillPlaceholders(query.params, values);
  const { rows } = await exec(`explain (analyze, buffers) ${query.sql}`, params);
  console.log(rows.map((r) => Object.values(r)[0]).join('\n'));
  const times: number[] = [];
  for (let i = 0; i < 40; i++) {
    const start = performance.now();
    await exec(query.sql, params);
    times.push(performance.now() - start);
  }
  console.log(`  the statement alone (parsed and planned each time): p50 ${percentile(times, 50).toFixed(1)} ms`);
}

/** PGlite (the tests' database, one statement at a time): BENCH_PGLITE=1, fewer requests. */
async function onPglite() {
  const client = await createPglite(); // with pg_trgm, which the migrations need (0018)
  const lite = pgliteDatabase(client);
  await lite.migrate();
  console.log('\nPGlite');
  try {
    await bench(lite, (text, params) => client.query(text, params), Number(process.env.BENCH_REQUESTS_PGLITE ?? 100));
  } finally {
    await lite.close();
  }
}

async function main() {
  if (process.env.BENCH_PGLITE === '1') return onPglite();
  await onBenchServer('dashboard_bench', bench);
}

await main();
