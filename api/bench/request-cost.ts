// `npm run bench:cost` (in api/): the API's per-request cost (issue 29.5) in one command. On a PostgreSQL server
// (TEST_DATABASE_URL, else a throwaway server from the machine's binaries) it seeds 100,000 orders in one company,
// 25 branches in another and a funded wallet in a third, then, `BENCH_RUNS` times (default 3):
// - the orders list (default page) and the 25-row branch page through the real app (Fastify, rate limit, sign-in,
//   abilities, company scope, real HTTP), each beside a bare Fastify + node-postgres route sending the same
//   statements (./orders-list-bare, ./branches-list-bare), in alternating rounds at 10 clients (./list-bench);
// - `BENCH_DEDUCTIONS` wallet deductions (POST deductFromWallet with an Idempotency-Key) one after the other over
//   real HTTP.
// Prints each run, then the median and the spread (min–max) of the runs: throughput and p99 against bare, the app's
// and the bare route's CPU per request (this process), the deduction's p50/p99. Targets: ≥ 0.8× bare throughput,
// p99 ≤ 1.2× bare, deduction p50 ≤ 10 ms. The machine's load average is printed with each run: other work on a
// shared machine moves every millisecond; the ratios, measured side by side, move less.
import { cpus, loadavg } from 'node:os';
import type { Database } from '../src/platform/db/database';
import { startBenchApp } from './bench-app';
import { onBenchServer } from './bench-database';
import { seedBenchCompanies, signUp } from './bench-sign-up';
import { startBareBranchServer } from './branches-list-bare';
import { seedBenchBranches } from './branches-list-seed';
import { deductionClient, fundedCompany } from './http-deductions';
import { type Measured, measurePair, sameAnswer } from './list-bench';
import { startBareServer } from './orders-list-bare';
import { percentile } from './orders-list-load';
import type { Exec } from './orders-list-seed';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const DEDUCTIONS = Number(process.env.BENCH_DEDUCTIONS ?? 200);
const CONCURRENCY = 10;
const TARGET = { ratio: 0.8, p99: 1.2, deductionP50: 10 };

type Pair = { app: Measured; bare: Measured };
interface Run {
  orders: Pair;
  branches: Pair;
  deduction: { p50: number; p99: number };
  load: string;
}

const loadNow = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** Deductions one after the other on one keep-alive connection, after 20 to warm up: each one's time. */
async function deductions(base: string, token: string, count: number): Promise<number[]> {
  const client = deductionClient(base, token);
  try {
    for (let i = 0; i < 20; i++) await client.once();
    const times: number[] = [];
    for (let i = 0; i < count; i++) times.push(await client.once());
    return times;
  } finally {
    client.close();
  }
}

async function run(database: Database, exec: Exec): Promise<Run[]> {
  const { app, base } = await startBenchApp(database);
  const runs: Run[] = [];
  try {
    const now = new Date();
    const orders = await seedBenchCompanies(app, exec, 'Bench Orders', ORDERS, now);
    const branches = await signUp(app, exec, 'Bench Branches');
    await seedBenchBranches(exec, branches.companyId, 25, now);
    const wallet = await fundedCompany(app, database, exec, 'Bench Wallet Co', RUNS * (DEDUCTIONS + 20) + 100);
    const bareOrders = await startBareServer(exec, true);
    const bareBranches = await startBareBranchServer(exec, true);
    try {
      const cases = {
        orders: { appUrl: `${base}/api/v1/company/orders/order`, bareUrl: bareOrders.url, token: orders.token },
        branches: {
          appUrl: `${base}/api/v1/company/branch?perPage=25`,
          bareUrl: `${bareBranches.url}?perPage=25`,
          token: branches.token,
        },
      };
      for (const one of Object.values(cases)) await sameAnswer(one.appUrl, one.bareUrl, one.token);
      const pair = (which: keyof typeof cases) =>
        measurePair({ ...cases[which], total: REQUESTS, concurrency: CONCURRENCY, warmup: Math.min(100, REQUESTS) });
      for (let at = 1; at <= RUNS; at++) {
        const load = loadNow();
        const line: Run = {
          orders: await pair('orders'),
          branches: await pair('branches'),
          deduction: { p50: 0, p99: 0 },
          load,
        };
        const times = await deductions(base, wallet.token, DEDUCTIONS);
        line.deduction = { p50: percentile(times, 50), p99: percentile(times, 99) };
        runs.push(line);
        console.log(`  run ${at}: ${describe(line)} (load ${load})`);
      }
    } finally {
      await bareOrders.close();
      await bareBranches.close();
    }
  } finally {
    await app.close();
  }
  return runs;
}

const ratios = (pair: Pair) => ({
  rps: pair.app.rps / pair.bare.rps,
  p99: pair.app.p99 / pair.bare.p99,
  cpu: pair.app.cpuPerRequest,
  bareCpu: pair.bare.cpuPerRequest,
});

function describe(line: Run): string {
  const o = ratios(line.orders);
  const b = ratios(line.branches);
  return (
    `orders ${o.rps.toFixed(2)}× req/s, p99 ${o.p99.toFixed(2)}×; branches ${b.rps.toFixed(2)}× req/s, ` +
    `p99 ${b.p99.toFixed(2)}×; deduction p50 ${line.deduction.p50.toFixed(1)} ms, p99 ${line.deduction.p99.toFixed(1)} ms`
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** "median (min–max)" of one figure over the runs. */
const spread = (values: number[], digits: number) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

function report(runs: Run[]) {
  if (runs.length === 0) return;
  const rows: [string, number[], number, string][] = [];
  for (const [name, key] of [
    [`orders list, ${ORDERS} orders`, 'orders'],
    ['branch page, 25 rows', 'branches'],
  ] as const) {
    const figures = runs.map((r) => ratios(r[key]));
    rows.push([`${name}: req/s × bare`, figures.map((f) => f.rps), 2, `≥ ${TARGET.ratio}`]);
    rows.push([`${name}: p99 × bare`, figures.map((f) => f.p99), 2, `≤ ${TARGET.p99}`]);
    rows.push([`${name}: p99 ms, app`, runs.map((r) => r[key].app.p99), 1, '']);
    rows.push([`${name}: p99 ms, bare`, runs.map((r) => r[key].bare.p99), 1, '']);
    rows.push([`${name}: CPU ms/request, app`, figures.map((f) => f.cpu), 2, '']);
    rows.push([`${name}: CPU ms/request, bare`, figures.map((f) => f.bareCpu), 2, '']);
  }
  rows.push(['wallet deduction: p50 ms', runs.map((r) => r.deduction.p50), 1, `≤ ${TARGET.deductionP50}`]);
  rows.push(['wallet deduction: p99 ms', runs.map((r) => r.deduction.p99), 1, '']);
  const lines = rows.map(([name, values, digits, target]) => {
    const met = !target
      ? ''
      : target.startsWith('≥')
        ? median(values) >= Number(target.slice(2))
        : median(values) <= Number(target.slice(2));
    return [name, spread(values, digits), target ? `${target} ${met ? 'met' : 'MISSED'}` : ''];
  });
  const widths = [0, 1, 2].map((i) => Math.max(...lines.map((l) => l[i]!.length), 6));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(
    `\nPer-request cost on PostgreSQL: median (min–max) of ${runs.length} runs; ${REQUESTS} timed requests per endpoint ` +
      `and run at ${CONCURRENCY} clients, ${DEDUCTIONS} sequential deductions per run`,
  );
  console.log(`${cpus().length} cores; load average at each run's start: ${runs.map((r) => r.load).join('; ')}`);
  console.log(format(['figure', 'median (min–max)', 'target']));
  console.log(format(widths.map((w) => '-'.repeat(w))));
  for (const line of lines) console.log(format(line));
}

let runs: Run[] = [];
await onBenchServer(
  'cost_bench',
  async (database, exec) => {
    runs = await run(database, exec);
  },
  { poolSize: 10 },
);
report(runs);
