import { spawn } from 'node:child_process';

// The load of the list benchmarks: `concurrency` HTTP clients on keep-alive connections, each sending its share
// of `total` GETs back to back, in a separate node process (not a worker thread: a thread shares the server's
// process, its garbage collector and heap, and so slows the server it measures). Answers the latency of every
// request in milliseconds (after `warmup` untimed requests). The client's own cost per request is ~0.1 ms of CPU
// (node:http, no parsing of the body), far below the servers' (checked: the client process's CPU time is printed
// by the benchmark next to the figures).

/** A load client's one timed GET of `url` (with `http`, `agent` and `headers` in scope): its time and status. */
export const TIMED_GET = `
const once = () => new Promise((resolve, reject) => {
  const started = performance.now();
  const request = http.get(url, { agent, headers }, (response) => {
    response.on('data', () => {});
    response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode }));
  });
  request.on('error', reject);
});
`;

const CLIENT = `
const http = require('node:http');
const { url, headers, total, concurrency, warmup } = JSON.parse(process.argv[1]);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
${TIMED_GET}const run = async (count) => {
  const times = [];
  let failed = 0;
  const client = async (n) => {
    for (let i = 0; i < n; i++) {
      const answer = await once();
      times.push(answer.ms);
      if (answer.status !== 200) failed += 1;
    }
  };
  const share = Math.floor(count / concurrency);
  await Promise.all(Array.from({ length: concurrency }, (_, i) => client(share + (i < count % concurrency ? 1 : 0))));
  return { times, failed };
};
(async () => {
  await run(warmup);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await run(total);
  result.elapsedMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  process.stdout.write(JSON.stringify({ ...result, clientCpuMs: (used.user + used.system) / 1000 }));
  agent.destroy();
})().catch((error) => { console.error(error); process.exit(1); });
`;

export interface LoadResult {
  times: number[];
  failed: number;
  /** Wall time of the timed requests (throughput = times.length / elapsedMs). */
  elapsedMs: number;
  /** CPU time the load generator itself used for the timed requests. */
  clientCpuMs: number;
}

export function runLoad(options: {
  url: string;
  headers: Record<string, string>;
  total: number;
  concurrency: number;
  warmup: number;
}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const client = spawn(process.execPath, ['-e', CLIENT, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    client.stdout.on('data', (chunk) => {
      out += chunk;
    });
    client.once('error', reject);
    client.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as LoadResult);
      else reject(new Error(`load client exited with ${code}`));
    });
  });
}

export function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
