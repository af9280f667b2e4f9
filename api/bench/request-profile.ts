// `npm run bench:profile` (in api/): where the app's fixed cost per request goes (issue 29.5). On a PostgreSQL
// server (TEST_DATABASE_URL, else a throwaway one) with a small seeded company, it sends `BENCH_REQUESTS` GETs of the
// 25-row branch page and of the orders list through the real app (real HTTP, 10 clients, the load in its own process)
// and through the bare routes of the list benchmarks (./branches-list-bare, ./orders-list-bare),
// counts the statements each request sends (every query on the pool's connections, BEGIN and COMMIT included), and
// records a CPU profile of this process during the load (written to `BENCH_PROFILE_DIR`, default the system's temp
// folder; open it in Chrome's DevTools or speedscope). Prints the statements per request and the heaviest functions.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../src/platform/db/database';
import { startBenchApp } from './bench-app';
import { onBenchServer } from './bench-database';
import { seedBenchCompanies, signUp } from './bench-sign-up';
import { startBareBranchServer } from './branches-list-bare';
import { seedBenchBranches } from './branches-list-seed';
import { startBareServer } from './orders-list-bare';
import { runLoad } from './orders-list-load';
import type { Exec } from './orders-list-seed';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 5000);
const OUT = process.env.BENCH_PROFILE_DIR ?? tmpdir();

/** Statements sent on every pool connection of this process (the app's and the seeding's: count only around a load). */
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}

/** The functions with the most self time, and what share of the samples each package (or the app's own code) has. */
function summarise(profile: { nodes: ProfileNode[]; samples: number[] }, title: string) {
  const total = profile.samples.length;
  const self = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace(/^file:\/\//, '');
    const name = `${functionName || '(anonymous)'} ${file.split('/node_modules/').pop()}:${lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + node.hitCount);
    const where = file.includes('/node_modules/')
      ? (file
          .split('/node_modules/')
          .pop()
          ?.split('/')
          .slice(0, file.includes('/node_modules/@') ? 2 : 1)
          .join('/') ?? '')
      : file.includes('/api/src/')
        ? `app: ${file.split('/api/src/')[1]?.split('/').slice(0, 2).join('/')}`
        : file.startsWith('node:')
          ? 'node internals'
          : file
            ? 'other'
            : functionName;
    byPackage.set(where, (byPackage.get(where) ?? 0) + node.hitCount);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, hits]) => `  ${((hits / total) * 100).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  console.log(`\n${title}: ${total} samples\nby package (self time):\n${top(byPackage, 25)}`);
  console.log(`heaviest functions (self time):\n${top(self, 30)}`);
}

async function profiled(name: string, url: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  await runLoad({ url, headers, total: 300, concurrency: 10, warmup: 0 });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 250 });
  await session.post('Profiler.start');
  const before = statements;
  const cpu = process.cpuUsage();
  const load = await runLoad({ url, headers, total: REQUESTS, concurrency: 10, warmup: 0 });
  const used = process.cpuUsage(cpu);
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const file = join(OUT, `request-profile-${name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const perRequest = (statements - before) / REQUESTS;
  console.log(
    `\n${name}: ${REQUESTS} requests, ${load.failed} failed, ${perRequest.toFixed(2)} statements per request, ` +
      `${((used.user + used.system) / 1000 / REQUESTS).toFixed(3)} ms CPU per request (profiler on); profile ${file}`,
  );
  summarise(profile as unknown as { nodes: ProfileNode[]; samples: number[] }, name);
}

async function run(database: Database, exec: Exec) {
  const { app, base } = await startBenchApp(database);
  try {
    const branches = await signUp(app, exec, 'Profile Branches');
    await seedBenchBranches(exec, branches.companyId, 25, new Date());
    const orders = await seedBenchCompanies(app, exec, 'Profile Orders', ORDERS, new Date());
    const bareBranches = await startBareBranchServer(exec, true);
    const bareOrders = await startBareServer(exec, true);
    try {
      await profiled('branches-25', `${base}/api/v1/company/branch?perPage=25`, branches.token);
      await profiled('branches-25-bare', `${bareBranches.url}?perPage=25`, branches.token);
      await profiled('orders', `${base}/api/v1/company/orders/order`, orders.token);
      await profiled('orders-bare', bareOrders.url, orders.token);
    } finally {
      await bareBranches.close();
      await bareOrders.close();
    }
  } finally {
    await app.close();
  }
}

await onBenchServer('profile_bench', run, { poolSize: 10 });
