// `npm run bench:profile` (in api/): where the app's fixed cost per request goes (issue 29.5). On a PostgreSQL
// server (TEST_DATABASE_URL, else a throwaway one) with a small seeded company, it sends `BENCH_REQUESTS` GETs of the
// 25-row branch page and of the orders list through the real app (real HTTP, 10 clients, the load in its own process)
// and through the bare routes of the list benchmarks (./branches-list-bare, ./orders-list-bare),
// counts the statements each request sends (every query on the pool's connections, BEGIN and COMMIT included), and
// records a CPU profile of this process during the load (written to `BENCH_PROFILE_DIR`, default the system's temp
// folder; open it in Chrome's DevTools or speedscope). Prints the statements per request and the heaviest functions.
// Then the same for sequential wallet deductions over HTTP (as bench:cost sends them), with one deduction's
// statements listed in order and their p50/p99.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../src/platform/db/database';
import { type App, startBenchApp } from './bench-app';
import { onBenchServer } from './bench-database';
import { seedBenchCompanies, signUp } from './bench-sign-up';
import { startBareBranchServer } from './branches-list-bare';
import { seedBenchBranches } from './branches-list-seed';
import { deductionClient, fundedCompany } from './http-deductions';
import { startBareServer } from './orders-list-bare';
import { percentile, runLoad } from './orders-list-load';
import type { Exec } from './orders-list-seed';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 5000);
const OUT = process.env.BENCH_PROFILE_DIR ?? tmpdir();

/** Statements sent on every pool connection of this process (the app's and the seeding's: count only around a load). */
let statements = 0;
/** While set, the text of every statement sent (the deduction's list). */
let recorded: string[] | null = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  if (recorded) {
    const first = args[0] as string | { text?: string; name?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? first?.name ?? '?');
    recorded.push(text.replace(/\s+/g, ' ').slice(0, 110));
  }
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

/** Runs `work` under the CPU profiler: its result, the CPU it used, the statements it sent, and the profile's file. */
async function underProfiler<T>(name: string, work: () => Promise<T>) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 250 });
  await session.post('Profiler.start');
  const before = statements;
  const cpu = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(cpu);
  const sent = statements - before;
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const file = join(OUT, `request-profile-${name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const cpuMs = (used.user + used.system) / 1000;
  return { result, cpuMs, sent, file, profile: profile as unknown as { nodes: ProfileNode[]; samples: number[] } };
}

async function profiled(name: string, url: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  await runLoad({ url, headers, total: 300, concurrency: 10, warmup: 0 });
  const {
    result: load,
    cpuMs,
    sent,
    file,
    profile,
  } = await underProfiler(name, () => runLoad({ url, headers, total: REQUESTS, concurrency: 10, warmup: 0 }));
  console.log(
    `\n${name}: ${REQUESTS} requests, ${load.failed} failed, ${(sent / REQUESTS).toFixed(2)} statements per request, ` +
      `${(cpuMs / REQUESTS).toFixed(3)} ms CPU per request (profiler on); profile ${file}`,
  );
  summarise(profile, name);
}

/**
 * Sequential wallet deductions over real HTTP (as bench:cost sends them): statements per deduction and their text
 * (one deduction's, in order), time p50/p99, CPU per deduction and a profile.
 */
async function profiledDeductions(app: App, database: Database, exec: Exec, base: string) {
  const count = Math.max(50, Math.floor(REQUESTS / 10));
  const company = await fundedCompany(app, database, exec, 'Profile Wallet', count + 40);
  const client = deductionClient(base, company.token);
  try {
    for (let i = 0; i < 20; i++) await client.once();
    recorded = [];
    await client.once();
    const texts = recorded;
    recorded = null;
    const {
      result: times,
      cpuMs,
      sent,
      file,
      profile,
    } = await underProfiler('deduction', async () => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) times.push(await client.once());
      return times;
    });
    console.log(
      `\ndeduction: ${count} sequential deductions, ${(sent / count).toFixed(2)} statements each, ` +
        `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, ` +
        `${(cpuMs / count).toFixed(3)} ms CPU each (profiler on); profile ${file}`,
    );
    console.log(`one deduction's statements, in order:\n${texts.map((t, i) => `  ${i + 1}. ${t}`).join('\n')}`);
    summarise(profile, 'deduction');
  } finally {
    client.close();
  }
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
      await profiledDeductions(app, database, exec, base);
    } finally {
      await bareBranches.close();
      await bareOrders.close();
    }
  } finally {
    await app.close();
  }
}

await onBenchServer('profile_bench', run, { poolSize: 10 });
