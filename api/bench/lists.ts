// `npm run bench` (in api/, the list part; also `npm run bench:lists`): the two large lists of issue 15 §7 — the
// branch list at 100,000 branches and the orders list at 100,000 orders — measured through the real app (Fastify,
// sign-in, abilities, company scope, real HTTP) at 10 concurrent clients, side by side in one run with a bare
// Fastify route on the driver serving the same page (./branches-list-bare, ./orders-list-bare), plus the
// throughput of a 25-row branch list (issue 15 §5: ≥ 0.6× the bare endpoint). The load runs in its own process
// (./orders-list-load). On a PostgreSQL server (TEST_DATABASE_URL, else a throwaway server); BENCH_PGLITE=1 adds
// PGlite. Prints a table; not a timed test.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { createPglite, type Database, pgliteDatabase, postgresDatabase } from '../src/db/database';
import { seedBenchCompanies, signUp } from './bench-sign-up';
import { startBareBranchServer } from './branches-list-bare';
import { seedBenchBranches } from './branches-list-seed';
import { startBareServer } from './orders-list-bare';
import { percentile, runLoad } from './orders-list-load';
import type { Exec } from './orders-list-seed';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CONCURRENCY = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);

type App = Awaited<ReturnType<typeof buildApp>>;
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

/** The same page from both endpoints (ids, total), or the comparison means nothing. */
async function sameAnswer(appUrl: string, bareUrl: string, token: string) {
  const get = (url: string) => fetch(url, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
  const [mine, bare] = await Promise.all([get(appUrl), get(bareUrl)]);
  const ids = (answer: { data: { items: { id: string }[] } }) => answer.data.items.map((i) => i.id).join();
  if (mine.status !== 200 || ids(mine) !== ids(bare) || mine.data.total !== bare.data.total)
    throw new Error(`endpoints disagree on ${appUrl}: ${JSON.stringify(mine).slice(0, 300)}`);
  return mine.data.total as number;
}

async function measure(db: string, list: string, appUrl: string, bareUrl: string, token: string): Promise<Line> {
  const matched = await sameAnswer(appUrl, bareUrl, token);
  const headers = { authorization: `Bearer ${token}` };
  const options = { headers, total: REQUESTS, concurrency: CONCURRENCY, warmup: Math.min(100, REQUESTS) };
  const mine = await runLoad({ url: appUrl, ...options });
  const bare = await runLoad({ url: bareUrl, ...options });
  if (mine.failed + bare.failed > 0) throw new Error(`${list}: ${mine.failed} + ${bare.failed} failed`);
  const line = {
    db,
    list: `${list} (${matched})`,
    p50: percentile(mine.times, 50),
    p99: percentile(mine.times, 99),
    rps: (mine.times.length * 1000) / mine.elapsedMs,
    bareP50: percentile(bare.times, 50),
    bareP99: percentile(bare.times, 99),
    bareRps: (bare.times.length * 1000) / bare.elapsedMs,
    clientCpu: Math.max(mine.clientCpuMs / mine.elapsedMs, bare.clientCpuMs / bare.elapsedMs),
  };
  console.log(`  ${line.list}: p99 ${line.p99.toFixed(1)} ms, bare ${line.bareP99.toFixed(1)} ms`);
  return line;
}

async function run(db: string, database: Database, exec: Exec): Promise<Line[]> {
  const config = loadConfig({
    NODE_ENV: 'test',
    CODE_SENDER: 'outbox',
    PAYMENT_GATEWAY: 'test',
    RATE_LIMIT_MAX: '100000000',
    RATE_LIMIT_AUTH_MAX: '100000',
    TRANSFER_OVERDUE_JOB_MS: '0',
  });
  const app: App = await buildApp({ config, database, migrate: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/company`;
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

function printTable(lines: Line[]) {
  const header = ['db', 'list (rows matched)', 'p50', 'p99', 'req/s', 'bare p50', 'bare p99', 'bare req/s'];
  header.push('p99 ×bare', 'req/s ×bare', 'client CPU');
  const rows = lines.map((l) =>
    [l.db, l.list, l.p50, l.p99, l.rps, l.bareP50, l.bareP99, l.bareRps]
      .map((cell) => (typeof cell === 'number' ? cell.toFixed(cell >= 100 ? 0 : 1) : cell))
      .concat([(l.p99 / l.bareP99).toFixed(2), (l.rps / l.bareRps).toFixed(2), `${(l.clientCpu * 100).toFixed(0)} %`]),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\n${ROWS} rows, ${CONCURRENCY} concurrent clients, ${REQUESTS} timed requests each; times in ms`);
  // The client CPU column is the load generator's share of one core: well under 100 % means it is not the limit.
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
  const name = `lists_bench_${randomBytes(4).toString('hex')}`;
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

async function main() {
  const lines: Line[] = [];
  const given = process.env.TEST_DATABASE_URL;
  const path = '../../scripts/lib/throwaway-postgres.mjs';
  type Throwaway = { url: string; stop(): void };
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
  if (process.env.BENCH_PGLITE === '1') {
    const client = await createPglite();
    const lite = pgliteDatabase(client);
    await lite.migrate();
    console.log('PGlite');
    lines.push(...(await run('PGlite', lite, (text, params) => client.query(text, params))));
    await lite.close();
  }
  printTable(lines);
}

await main();
