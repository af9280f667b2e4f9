// `npm run bench:orders` (in api/): the orders list (GET /api/v1/company/orders/order, issue 11 §8) with 100,000
// orders in one company (plus two small companies), seeded by SQL, measured through the real app (Fastify, sign-in,
// abilities, company scope, real HTTP on a port) at 10 concurrent clients, next to a bare Fastify route with
// hand-written SQL on the driver (./orders-list-bare) serving the same rows in the same JSON shape, in alternating
// rounds (./list-bench). On a PostgreSQL server (TEST_DATABASE_URL, else a throwaway server from the machine's
// binaries, run as a non-root user) and on PGlite. Prints p50/p99 per query, the ratio to the bare route and the
// server CPU per request (this process: the app or the bare route, not the database); not a timed test. Target
// (issue 11 §8): p99 ≤ 25 ms on the server and ≤ 1.5 × bare.

import type { Database } from '../src/platform/db/database';
import { riyadhDay } from '../src/sales/catalog/riyadh-day';
import { startBenchApp } from './bench-app';
import { seedBenchCompanies } from './bench-sign-up';
import { measurePair, onListDatabases, printTable, sameAnswer } from './list-bench';
import { startBareServer } from './orders-list-bare';
import type { Exec } from './orders-list-seed';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CONCURRENCY = 10;
/** Timed requests per query and endpoint (PGlite runs one statement at a time, so it gets fewer). */
const REQUESTS = {
  postgres: Number(process.env.BENCH_REQUESTS ?? 1000),
  pglite: Number(process.env.BENCH_REQUESTS_PGLITE ?? 200),
};
const TARGET_P99_MS = 25;
const TARGET_RATIO = 1.5;

type Line = {
  db: string;
  query: string;
  p50: number;
  p99: number;
  bareP50: number;
  bareP99: number;
  cpu: number;
  bareCpu: number;
};

/** The four list requests of issue 11 §8: default page, a status, a reference search, a month of visits. */
async function benchQueries(exec: Exec, companyId: string, now: Date) {
  const {
    rows: [middle],
  } = await exec('select reference from orders where company_id = $1 order by created_at desc offset $2 limit 1', [
    companyId,
    Math.floor(ORDERS / 2),
  ]);
  const day = (daysAgo: number) => riyadhDay(new Date(now.getTime() - daysAgo * 86_400_000));
  return [
    { name: 'default page', query: '' },
    { name: 'status=completed', query: 'status=completed' },
    { name: `q=${middle?.reference}`, query: `q=${encodeURIComponent(String(middle?.reference))}` },
    { name: 'visit date, 1 month', query: `date_from=${day(90)}&date_to=${day(60)}` },
  ];
}

async function run(label: string, database: Database, exec: Exec): Promise<Line[]> {
  const { app, base } = await startBenchApp(database);
  const now = new Date();
  const lines: Line[] = [];
  try {
    const company = await seedBenchCompanies(app, exec, 'Bench Riyadh Trading', ORDERS, now);
    const bare = await startBareServer(exec, database.kind === 'postgres');
    try {
      const total = REQUESTS[database.kind];
      for (const { name, query } of await benchQueries(exec, company.companyId, now)) {
        const appUrl = `${base}/api/v1/company/orders/order${query ? `?${query}` : ''}`;
        const bareUrl = `${bare.url}${query ? `?${query}` : ''}`;
        const matched = await sameAnswer(appUrl, bareUrl, company.token);
        const warmup = Math.min(100, total);
        const measured = await measurePair({
          appUrl,
          bareUrl,
          token: company.token,
          total,
          concurrency: CONCURRENCY,
          warmup,
        });
        const line = {
          db: label,
          query: `${name} (${matched})`,
          p50: measured.app.p50,
          p99: measured.app.p99,
          bareP50: measured.bare.p50,
          bareP99: measured.bare.p99,
          cpu: measured.app.cpuPerRequest,
          bareCpu: measured.bare.cpuPerRequest,
        };
        lines.push(line);
        console.log(`  ${line.query}: p99 ${line.p99.toFixed(1)} ms, bare ${line.bareP99.toFixed(1)} ms`);
      }
    } finally {
      await bare.close();
    }
  } finally {
    await app.close();
  }
  return lines;
}

function report(lines: Line[]) {
  const header = ['db', 'query (rows matched)', 'p50 ms', 'p99 ms', 'bare p50', 'bare p99', 'p99 ratio'];
  header.push('CPU ms/req', 'bare CPU', 'target');
  const rows = lines.map((l) => {
    const ratio = l.p99 / l.bareP99;
    const met = (l.db !== 'PostgreSQL' || l.p99 <= TARGET_P99_MS) && ratio <= TARGET_RATIO;
    return [l.db, l.query, l.p50, l.p99, l.bareP50, l.bareP99, ratio.toFixed(2)].concat([
      l.cpu.toFixed(2),
      l.bareCpu.toFixed(2),
      met ? 'met' : 'MISSED',
    ]);
  });
  printTable(
    `${ORDERS} orders, ${CONCURRENCY} concurrent clients; target p99 ≤ ${TARGET_P99_MS} ms (server) and ≤ ${TARGET_RATIO}× bare`,
    header,
    rows,
  );
}

async function main() {
  report(await onListDatabases('orders_bench', process.env.BENCH_PGLITE !== '0', run));
}

await main();
