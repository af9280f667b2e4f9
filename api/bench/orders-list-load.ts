import { Worker } from 'node:worker_threads';

// The load of the orders-list benchmark: `concurrency` HTTP clients on keep-alive connections, each sending its
// share of `total` GETs back to back, in a worker thread so the clients do not take the servers' event loop.
// Answers the latency of every request in milliseconds (after `warmup` untimed requests).

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, headers, total, concurrency, warmup } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const once = () => new Promise((resolve, reject) => {
  const started = performance.now();
  const request = http.get(url, { agent, headers }, (response) => {
    response.on('data', () => {});
    response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode }));
  });
  request.on('error', reject);
});
const run = async (count) => {
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
  parentPort.postMessage(await run(total));
  agent.destroy();
})().catch((error) => { throw error; });
`;

export interface LoadResult {
  times: number[];
  failed: number;
}

export function runLoad(options: {
  url: string;
  headers: Record<string, string>;
  total: number;
  concurrency: number;
  warmup: number;
}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: options });
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

export function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
