// `npm run bench:import-export` (in api/): issue 16 §3 and issue 26 §3. While one user imports 10,000 branches
// (.xlsx) or exports 25,000 branches (.xlsx and CSV; then two xlsx exports at once), other clients keep asking for a
// branch list page: the benchmark prints the p50/p99/max of those other requests during the heavy request, against
// a quiet baseline. Real app on a random port, on both databases: the embedded one (PGlite in a data folder, as
// `npm start` runs it), then a PostgreSQL server (TEST_DATABASE_URL, else a throwaway server from the machine's
// binaries). Target: p99 of the other requests under 200 ms on PGlite, 100 ms on a server.
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Database } from '../src/platform/db/database';
import { startBenchApp } from './bench-app';
import { onBenchEmbedded, onBenchServer } from './bench-database';
import { signUp } from './bench-sign-up';
import { branchWorkbook } from './branch-workbook';
import { percentile, TIMED_GET } from './orders-list-load';
import type { Exec } from './orders-list-seed';

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 25_000);
const CONCURRENCY = 4;
const TARGET_P99_MS = { pglite: 200, postgres: 100 };

// Clients in a worker thread (so they do not share the server's event loop): back-to-back GETs until told to stop.
const CLIENTS = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, headers, concurrency } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
let stop = false;
parentPort.on('message', () => { stop = true; });
${TIMED_GET}(async () => {
  const times = [];
  let failed = 0;
  const client = async () => {
    while (!stop) {
      const answer = await once();
      times.push(answer.ms);
      if (answer.status !== 200) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  parentPort.postMessage({ times, failed });
  agent.destroy();
})();
`;

/** Other users' GETs of `url` while `work` runs (after a short warm-up): their latencies, and the work's time. */
async function whileRunning(url: string, headers: Record<string, string>, work: () => Promise<void>) {
  const worker = new Worker(CLIENTS, { eval: true, workerData: { url, headers, concurrency: CONCURRENCY } });
  const result = new Promise<{ times: number[]; failed: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  // The server's own view: the longest the event loop could not run a callback (independent of the clients).
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  worker.postMessage('stop');
  const load = await result;
  await worker.terminate();
  return { ...load, seconds, loopMaxMs: loop.max / 1e6 };
}

type Load = { times: number[]; failed: number; seconds: number; loopMaxMs: number };

function printLine(target: number, name: string, load: Load) {
  const p99 = percentile(load.times, 99);
  console.log(
    `| ${name.padEnd(30)} | ${load.seconds.toFixed(2).padStart(6)} s | ${String(load.times.length).padStart(5)} other requests | p50 ${percentile(load.times, 50).toFixed(1)} ms | p99 ${p99.toFixed(1)} ms | max ${Math.max(...load.times).toFixed(1)} ms | loop blocked ≤ ${load.loopMaxMs.toFixed(0)} ms | load ${loadavg()[0]?.toFixed(1)} | ${load.failed > 0 ? `${load.failed} FAILED` : p99 < target ? 'met' : 'MISSED'} |`,
  );
}

async function importFile(base: string, token: string): Promise<Buffer> {
  const template = await fetch(`${base}/api/v1/company/importProperties/template`, {
    headers: { authorization: `Bearer ${token}`, lang: 'en' },
  });
  return branchWorkbook(await template.arrayBuffer(), IMPORT_ROWS);
}

async function bench(database: Database, exec: Exec) {
  const target = TARGET_P99_MS[database.kind];
  const line = (name: string, load: Load) => printLine(target, name, load);
  const { app, base } = await startBenchApp(database);
  try {
    // The heavy user and the other users are different companies: the others' page stays small.
    const heavy = await signUp(app, exec, 'Bench Heavy Trading');
    const other = await signUp(app, exec, 'Bench Other Trading');
    await exec(
      `insert into branches (company_id, name, code, city_id, address)
       select $1, 'Other ' || g, 'OT' || lpad(g::text, 3, '0'), (select id from cities order by code limit 1), 'Street ' || g
       from generate_series(1, 40) g`,
      [other.companyId],
    );
    const otherUrl = `${base}/api/v1/company/branch?perPage=20`;
    const otherHeaders = { authorization: `Bearer ${other.token}`, lang: 'en' };
    const heavyHeaders = { authorization: `Bearer ${heavy.token}`, lang: 'en' };

    console.log(
      `\n${database.kind === 'pglite' ? 'Embedded database (PGlite)' : 'PostgreSQL server'}. Other users: ${CONCURRENCY} clients GET a 20-row branch page back to back; target p99 < ${target} ms`,
    );
    console.log(
      `${cpus().length} cores, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')} (1 / 5 / 15 min), Node ${process.version}`,
    );
    line('quiet (nothing else running)', await whileRunning(otherUrl, otherHeaders, () => sleep(3000)));

    const file = await importFile(base, heavy.token);
    const form = () => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(file)]), 'branches.xlsx');
      return body;
    };
    let imported = 0;
    const during = await whileRunning(otherUrl, otherHeaders, async () => {
      const answer = await fetch(`${base}/api/v1/company/importProperties`, {
        method: 'POST',
        headers: heavyHeaders,
        body: form(),
      });
      const json = (await answer.json()) as { data?: { imported?: number } };
      if (answer.status !== 201) throw new Error(`import answered ${answer.status}: ${JSON.stringify(json)}`);
      imported = json.data?.imported ?? 0;
    });
    line(`import ${imported} rows (${(file.length / 1024).toFixed(0)} KiB)`, during);

    await exec(
      `insert into branches (company_id, name, code, city_id, address)
       select $1, 'Seeded ' || g, 'SD' || lpad(g::text, 6, '0'), (select id from cities order by code limit 1), 'Street ' || g
       from generate_series(1, $2::int) g`,
      [heavy.companyId, EXPORT_ROWS - imported],
    );
    await exec('vacuum analyze branches');
    const exportFile = async (format: string) => {
      const answer = await fetch(`${base}/api/v1/company/branch/export?format=${format}`, { headers: heavyHeaders });
      if (answer.status !== 200) throw new Error(`export answered ${answer.status}: ${await answer.text()}`);
      return (await answer.arrayBuffer()).byteLength;
    };
    for (const format of ['xlsx', 'csv']) {
      let bytes = 0;
      const load = await whileRunning(otherUrl, otherHeaders, async () => {
        bytes = await exportFile(format);
      });
      line(`export ${EXPORT_ROWS} rows ${format} (${(bytes / 1024).toFixed(0)} KiB)`, load);
    }
    const both = await whileRunning(otherUrl, otherHeaders, async () => {
      await Promise.all([exportFile('xlsx'), exportFile('xlsx')]);
    });
    line(`two exports ${EXPORT_ROWS} rows xlsx at once`, both);
  } finally {
    await app.close();
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function main() {
  // BENCH_DATABASE=pglite or postgres runs one side only.
  const only = process.env.BENCH_DATABASE;
  if (only !== 'postgres') await onBenchEmbedded(bench);
  if (only !== 'pglite') await onBenchServer('import_export_bench', bench);
}

await main();
