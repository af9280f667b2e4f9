import { cpus, loadavg } from 'node:os';
import type { Database } from '../src/platform/db/database';
import { onBenchPglite, onBenchServer } from './bench-database';
import { type LoadResult, percentile, runLoad } from './orders-list-load';
import type { Exec } from './orders-list-seed';

// What the list benchmarks (./lists.ts, ./orders-list.ts) share: the databases they run on, the check that the app
// and the bare route answer the same page, the interleaved measurement of both, and the printed table.

/** The same page from both endpoints (ids, total), or the comparison means nothing. */
export async function sameAnswer(appUrl: string, bareUrl: string, token: string): Promise<number> {
  const get = (url: string) => fetch(url, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
  const [mine, bare] = await Promise.all([get(appUrl), get(bareUrl)]);
  const ids = (answer: { data: { items: { id: string }[] } }) => answer.data.items.map((i) => i.id).join();
  if (mine.status !== 200 || ids(mine) !== ids(bare) || mine.data.total !== bare.data.total)
    throw new Error(`endpoints disagree on ${appUrl}: ${JSON.stringify(mine).slice(0, 300)}`);
  return mine.data.total as number;
}

export interface Measured {
  p50: number;
  p99: number;
  rps: number;
  /** CPU time of this process (where both servers run; not the database's) per timed request, in ms. */
  cpuPerRequest: number;
  /** The load generator's share of one core. */
  clientCpu: number;
}

/** Rounds each endpoint gets, alternating: both see the same minutes of a shared machine (other work, autovacuum). */
const ROUNDS = 4;

/**
 * `total` timed requests at `concurrency` clients to each endpoint, in alternating rounds (app, bare, bare, app, …)
 * after `warmup` untimed requests to each; the latencies of all rounds pooled.
 */
export async function measurePair(options: {
  appUrl: string;
  bareUrl: string;
  token: string;
  total: number;
  concurrency: number;
  warmup: number;
}): Promise<{ app: Measured; bare: Measured }> {
  const headers = { authorization: `Bearer ${options.token}` };
  const runs = { app: [] as { load: LoadResult; cpuMs: number }[], bare: [] as { load: LoadResult; cpuMs: number }[] };
  const once = async (which: 'app' | 'bare', total: number, warmup: number) => {
    const url = which === 'app' ? options.appUrl : options.bareUrl;
    const started = process.cpuUsage();
    const load = await runLoad({ url, headers, total, concurrency: options.concurrency, warmup });
    const used = process.cpuUsage(started);
    if (load.failed > 0) throw new Error(`${url}: ${load.failed} of ${total} failed`);
    runs[which].push({ load, cpuMs: (used.user + used.system) / 1000 });
  };
  const share = Math.ceil(options.total / ROUNDS);
  for (let round = 0; round < ROUNDS; round++) {
    const order: ('app' | 'bare')[] = round % 2 === 0 ? ['app', 'bare'] : ['bare', 'app'];
    for (const which of order) await once(which, share, round === 0 ? options.warmup : 0);
  }
  const summary = (list: { load: LoadResult; cpuMs: number }[]): Measured => {
    const times = list.flatMap((r) => r.load.times);
    const elapsed = list.reduce((sum, r) => sum + r.load.elapsedMs, 0);
    // The first round's CPU includes its warm-up requests: count them.
    const requests = times.length + options.warmup;
    return {
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      rps: (times.length * 1000) / elapsed,
      cpuPerRequest: list.reduce((sum, r) => sum + r.cpuMs, 0) / requests,
      clientCpu: list.reduce((sum, r) => sum + r.load.clientCpuMs, 0) / elapsed,
    };
  };
  return { app: summary(runs.app), bare: summary(runs.bare) };
}

/** Prints a table (numbers to one decimal, or none from 100) under the title and the machine's load. */
export function printTable(title: string, header: string[], rows: (string | number)[][]) {
  const cells = rows.map((row) =>
    row.map((cell) => (typeof cell === 'number' ? cell.toFixed(Math.abs(cell) >= 100 ? 0 : 1) : cell)),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => String(r[i]).length)));
  const format = (line: string[]) => `| ${line.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\n${title}`);
  // Other work on the machine moves every figure: the ratios to the bare route, measured alongside, move less.
  console.log(
    `${cpus().length} cores, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min)`,
  );
  console.log(format(header));
  console.log(format(widths.map((w) => '-'.repeat(w))));
  for (const line of cells) console.log(format(line));
}

/**
 * The list benchmarks' runs: on a PostgreSQL server (the seeding pool as large as the app's, for the bare routes),
 * then on PGlite when `pglite`; their lines in that order.
 */
export async function onListDatabases<L>(
  prefix: string,
  pglite: boolean,
  run: (db: string, database: Database, exec: Exec) => Promise<L[]>,
): Promise<L[]> {
  const lines: L[] = [];
  const side = (db: string) => async (database: Database, exec: Exec) => {
    console.log(db);
    lines.push(...(await run(db, database, exec)));
  };
  await onBenchServer(prefix, side('PostgreSQL'), { poolSize: 10 });
  if (pglite) await onBenchPglite(side('PGlite'));
  return lines;
}
