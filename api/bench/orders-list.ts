// `npm run bench:orders` (in api/): the orders list (GET /api/v1/company/orders/order, issue 11 §8) with 100,000
// orders in one company (plus two small companies), seeded by SQL, measured through the real app (Fastify, sign-in,
// abilities, company scope, real HTTP on a port) at 10 concurrent clients, next to a bare Fastify route with
// hand-written SQL on the driver (./orders-list-bare) serving the same rows in the same JSON shape. On a PostgreSQL
// server (TEST_DATABASE_URL, else a throwaway server from the machine's binaries, run as a non-root user) and on
// PGlite. Prints p50/p99 per query and the ratio to the bare route; not a timed test. Target (issue 11 §8): p99
// ≤ 25 ms on the server and ≤ 1.5 × bare.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '../src/app';
import { riyadhDay } from '../src/catalog/riyadh-day';
import { loadConfig } from '../src/config/config';
import { createPglite, type Database, pgliteDatabase, postgresDatabase } from '../src/db/database';
import { seedBenchCompanies } from './bench-sign-up';
import { startBareServer } from './orders-list-bare';
import { percentile, runLoad } from './orders-list-load';
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

type App = Awaited<ReturnType<typeof buildApp>>;
type Line = { db: string; query: string; p50: number; p99: number; bareP50: number; bareP99: number };

const seed = (app: App, exec: Exec, now: Date) => seedBenchCompanies(app, exec, 'Bench Riyadh Trading', ORDERS, now);

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

/** The same page from both endpoints (ids, total), or the comparison means nothing. */
async function sameAnswer(appUrl: string, bareUrl: string, token: string) {
  const [mine, bare] = await Promise.all([
    fetch(appUrl, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json()),
    fetch(bareUrl, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json()),
  ]);
  const ids = (answer: { data: { items: { id: string }[] } }) => answer.data.items.map((i) => i.id).join();
  if (mine.status !== 200 || ids(mine) !== ids(bare) || mine.data.total !== bare.data.total)
    throw new Error(`endpoints disagree on ${appUrl}: ${JSON.stringify(mine).slice(0, 300)}`);
  return mine.data.total as number;
}

async function run(label: string, database: Database, exec: Exec): Promise<Line[]> {
  const config = loadConfig({
    NODE_ENV: 'test',
    CODE_SENDER: 'outbox',
    PAYMENT_GATEWAY: 'test',
    RATE_LIMIT_MAX: '100000000',
    RATE_LIMIT_AUTH_MAX: '100000',
    TRANSFER_OVERDUE_JOB_MS: '0',
  });
  const app = await buildApp({ config, database, migrate: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const now = new Date();
  const lines: Line[] = [];
  try {
    const company = await seed(app, exec, now);
    const bare = await startBareServer(exec, database.kind === 'postgres');
    try {
      const total = REQUESTS[database.kind];
      const warmup = Math.min(50, total);
      for (const { name, query } of await benchQueries(exec, company.companyId, now)) {
        const appUrl = `${base}/api/v1/company/orders/order${query ? `?${query}` : ''}`;
        const bareUrl = `${bare.url}${query ? `?${query}` : ''}`;
        const matched = await sameAnswer(appUrl, bareUrl, company.token);
        const headers = { authorization: `Bearer ${company.token}` };
        const mine = await runLoad({ url: appUrl, headers, total, concurrency: CONCURRENCY, warmup });
        const reference = await runLoad({ url: bareUrl, headers, total, concurrency: CONCURRENCY, warmup });
        if (mine.failed + reference.failed > 0) throw new Error(`${name}: ${mine.failed} + ${reference.failed} failed`);
        const line = {
          db: label,
          query: `${name} (${matched})`,
          p50: percentile(mine.times, 50),
          p99: percentile(mine.times, 99),
          bareP50: percentile(reference.times, 50),
          bareP99: percentile(reference.times, 99),
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

function printTable(lines: Line[]) {
  const header = ['db', 'query (rows matched)', 'p50 ms', 'p99 ms', 'bare p50', 'bare p99', 'p99 ratio', 'target'];
  const rows = lines.map((l) => {
    const ratio = l.p99 / l.bareP99;
    const met = (l.db !== 'PostgreSQL' || l.p99 <= TARGET_P99_MS) && ratio <= TARGET_RATIO;
    return [l.db, l.query, l.p50, l.p99, l.bareP50, l.bareP99]
      .map((cell) => (typeof cell === 'number' ? cell.toFixed(1) : cell))
      .concat([ratio.toFixed(2), met ? 'met' : 'MISSED']);
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(
    `\n${ORDERS} orders, ${CONCURRENCY} concurrent clients; target p99 ≤ ${TARGET_P99_MS} ms (server) and ≤ ${TARGET_RATIO}× bare`,
  );
  // Other work on the machine moves every figure: the ratio to the bare route, measured alongside, moves less.
  console.log(
    `${cpus().length} cores, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min)`,
  );
  console.log(format(header));
  console.log(format(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(format(row));
}

async function onServer(url: string): Promise<Line[]> {
  const name = `orders_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = postgresDatabase(new pg.Pool({ connectionString: target.toString(), max: 10 }));
  const barePool = new pg.Pool({ connectionString: target.toString(), max: 10 });
  barePool.on('error', () => {});
  try {
    await database.migrate();
    console.log('PostgreSQL');
    return await run('PostgreSQL', database, (text, params) => barePool.query(text, params));
  } finally {
    await barePool.end();
    await database.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

interface Throwaway {
  url: string;
  stop(): void;
}

async function main() {
  const lines: Line[] = [];
  const given = process.env.TEST_DATABASE_URL;
  // The throwaway server of `npm test` (scripts/lib): initdb as the postgres user when run as root.
  const path = '../../scripts/lib/throwaway-postgres.mjs';
  const throwaway = given
    ? null
    : await ((await import(path)) as { startThrowawayPostgres(): Promise<Throwaway | null> }).startThrowawayPostgres();
  try {
    const url = given ?? throwaway?.url;
    if (url) lines.push(...(await onServer(url)));
    else console.log('PostgreSQL: skipped (no TEST_DATABASE_URL and no PostgreSQL binaries found)');
  } finally {
    throwaway?.stop();
  }

  const client = await createPglite();
  const lite = pgliteDatabase(client);
  await lite.migrate();
  console.log('PGlite');
  lines.push(...(await run('PGlite', lite, (text, params) => client.query(text, params))));
  await lite.close();
  printTable(lines);
}

await main();
