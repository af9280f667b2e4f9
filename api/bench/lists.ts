// `npm run bench` (in api/, the list part; also `npm run bench:lists`): the two large lists of issue 15 §7 — the
// branch list at 100,000 branches and the orders list at 100,000 orders — measured through the real app (Fastify,
// sign-in, abilities, company scope, real HTTP) at 10 concurrent clients, side by side in one run with a bare
// Fastify route on the driver serving the same page (./branches-list-bare, ./orders-list-bare), plus the
// throughput of a 25-row branch list (issue 15 §5: ≥ 0.6× the bare endpoint). The load runs in its own process
// (./orders-list-load). On a PostgreSQL server (TEST_DATABASE_URL, else a throwaway server); BENCH_PGLITE=1 adds
// PGlite. Prints a table; not a timed test.
import type { Database } from '../src/platform/db/database';
import { startBenchApp } from './bench-app';
import { seedBenchCompanies, signUp } from './bench-sign-up';
import { startBareBranchServer } from './branches-list-bare';
import { seedBenchBranches } from './branches-list-seed';
import { measurePair, onListDatabases, printTable, sameAnswer } from './list-bench';
import { startBareServer } from './orders-list-bare';
import type { Exec } from './orders-list-seed';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CONCURRENCY = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);

interface Line {
  db: string;
  list: string;
  p50: number;
  p99: number;
  rps: number;
  bareP50: number;
  bareP99: number;
  bareRps: number;
  clientCpu: number;
}

async function measure(db: string, list: string, appUrl: string, bareUrl: string, token: string): Promise<Line> {
  const matched = await sameAnswer(appUrl, bareUrl, token);
  const warmup = Math.min(100, REQUESTS);
  const { app, bare } = await measurePair({
    appUrl,
    bareUrl,
    token,
    total: REQUESTS,
    concurrency: CONCURRENCY,
    warmup,
  });
  const line = {
    db,
    list: `${list} (${matched})`,
    p50: app.p50,
    p99: app.p99,
    rps: app.rps,
    bareP50: bare.p50,
    bareP99: bare.p99,
    bareRps: bare.rps,
    clientCpu: Math.max(app.clientCpu, bare.clientCpu),
  };
  console.log(`  ${line.list}: p99 ${line.p99.toFixed(1)} ms, bare ${line.bareP99.toFixed(1)} ms`);
  return line;
}

async function run(db: string, database: Database, exec: Exec): Promise<Line[]> {
  const { app, base: origin } = await startBenchApp(database);
  const base = `${origin}/api/v1/company`;
  const now = new Date();
  const parallel = database.kind === 'postgres';
  const lines: Line[] = [];
  try {
    let started = performance.now();
    const big = await signUp(app, exec, 'Bench Branches Big');
    const small = await signUp(app, exec, 'Bench Branches Small');
    await seedBenchBranches(exec, big.companyId, ROWS, now);
    await seedBenchBranches(exec, small.companyId, 25, now);
    console.log(`  seeded ${ROWS} + 25 branches in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    const orders = await seedBenchCompanies(app, exec, 'Bench Orders', ROWS, now);
    const bareBranches = await startBareBranchServer(exec, parallel);
    const bareOrders = await startBareServer(exec, parallel);
    try {
      const branchCases = [
        ['branches: default page', ''],
        ['branches: sort by name', 'sortBy=name'],
        ['branches: search "B05012"', 'q=B05012'],
        ['branches: page 500', 'page=500'],
      ];
      for (const [name, query] of branchCases)
        lines.push(
          await measure(db, String(name), `${base}/branch?${query}`, `${bareBranches.url}?${query}`, big.token),
        );
      lines.push(
        await measure(
          db,
          'branches: 25 rows',
          `${base}/branch?perPage=25`,
          `${bareBranches.url}?perPage=25`,
          small.token,
        ),
      );
      const orderCases = [
        ['orders: default page', ''],
        ['orders: status=completed', 'status=completed'],
      ];
      for (const [name, query] of orderCases)
        lines.push(
          await measure(db, String(name), `${base}/orders/order?${query}`, `${bareOrders.url}?${query}`, orders.token),
        );
    } finally {
      await bareBranches.close();
      await bareOrders.close();
    }
  } finally {
    await app.close();
  }
  return lines;
}

function report(lines: Line[]) {
  const header = ['db', 'list (rows matched)', 'p50', 'p99', 'req/s', 'bare p50', 'bare p99', 'bare req/s'];
  header.push('p99 ×bare', 'req/s ×bare', 'client CPU');
  const rows = lines.map((l) =>
    [l.db, l.list, l.p50, l.p99, l.rps, l.bareP50, l.bareP99, l.bareRps].concat([
      (l.p99 / l.bareP99).toFixed(2),
      (l.rps / l.bareRps).toFixed(2),
      `${(l.clientCpu * 100).toFixed(0)} %`,
    ]),
  );
  // The client CPU column is the load generator's share of one core: well under 100 % means it is not the limit.
  printTable(
    `${ROWS} rows, ${CONCURRENCY} concurrent clients, ${REQUESTS} timed requests each (alternating rounds); times in ms`,
    header,
    rows,
  );
}

async function main() {
  report(await onListDatabases('lists_bench', process.env.BENCH_PGLITE === '1', run));
}

await main();
