// `npm run bench:cluster` (issue 24.6): throughput of the orders list through nginx with one API process and with
// two, under the same client load, and the time the survivor takes over when one process is killed (-9).
// Not a timed test: it prints figures (median and spread over rounds) with the machine's load, to be repeated.
//   CLIENTS=10 ROUNDS=5 SECONDS=8 npm run bench:cluster
import { loadavg } from 'node:os';
import { startCluster } from './cluster.mjs';
import { signInDemoOwner } from './demo-session.mjs';

const CLIENTS = Number(process.env.CLIENTS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SECONDS = Number(process.env.SECONDS ?? 8);
const TAKEOVER_ROUNDS = Number(process.env.TAKEOVER_ROUNDS ?? 3);
const PATH = '/api/v1/company/orders/order?perPage=10';
const apiEnv = { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000', RATE_LIMIT_AUTH_MAX: '100000' };

const summary = [];
const report = (line) => {
  summary.push(line);
  console.log(line);
};
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const spread = (values) => `min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}`;

/** CLIENTS loops of GET PATH for `ms`; every answer must be 200. Returns the completions (time, ok, latency). */
async function drive(url, headers, ms, onTick) {
  const results = [];
  const end = Date.now() + ms;
  const client = async () => {
    while (Date.now() < end) {
      const t0 = Date.now();
      let ok = false;
      try {
        const response = await fetch(`${url}${PATH}`, { headers });
        await response.arrayBuffer();
        ok = response.status === 200;
      } catch {
        ok = false;
      }
      results.push({ at: Date.now(), ok, latency: Date.now() - t0 });
    }
  };
  await Promise.all([...Array.from({ length: CLIENTS }, client), onTick?.()]);
  return results;
}

async function throughput(apis) {
  const cluster = await startCluster({ apis, quiet: true, apiEnv });
  try {
    const owner = await signInDemoOwner(cluster.url);
    const headers = { lang: 'en', authorization: `Bearer ${owner.token}`, 'role-id': owner.roleId };
    await drive(cluster.url, headers, 3000); // warm-up: JIT, prepared statements, connection pools
    const rates = [];
    const before = load();
    for (let round = 0; round < ROUNDS; round += 1) {
      const results = await drive(cluster.url, headers, SECONDS * 1000);
      const failed = results.filter((r) => !r.ok).length;
      if (failed) throw new Error(`${failed} requests failed with ${apis} API process(es)`);
      rates.push(results.length / SECONDS);
    }
    report(
      `${apis} API process${apis > 1 ? 'es' : ''}: median ${median(rates).toFixed(0)} req/s (${spread(rates)}; ` +
        `rounds: ${rates.map((r) => r.toFixed(0)).join(', ')}) load average before ${before}, after ${load()}`,
    );
    return { cluster, headers };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/** Kills one of two processes under load; the take-over is the longest stretch without a successful answer. */
async function takeover({ cluster, headers }) {
  const gaps = [];
  const slowest = [];
  const failures = [];
  for (let round = 0; round < TAKEOVER_ROUNDS; round += 1) {
    const victim = cluster.apis[round % 2];
    let killedAt = 0;
    const results = await drive(cluster.url, headers, 6000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      killedAt = Date.now();
      victim.child.kill('SIGKILL');
    });
    const ok = results.filter((r) => r.ok && r.at >= killedAt).map((r) => r.at);
    const times = [killedAt, ...ok].sort((a, b) => a - b);
    gaps.push(Math.max(...times.slice(1).map((t, i) => t - times[i])));
    slowest.push(Math.max(...results.filter((r) => r.at >= killedAt).map((r) => r.latency)));
    failures.push(results.filter((r) => !r.ok).length);
    await cluster.restartApi(round % 2);
  }
  report(
    `take-over (kill -9 of one of 2, ${CLIENTS} clients): longest gap without an answer median ${median(gaps)} ms ` +
      `(${spread(gaps)}), slowest request after the kill median ${median(slowest)} ms (${spread(slowest)}), ` +
      `failed requests per round: ${failures.join(', ')}; load average ${load()}`,
  );
}

report(
  `bench:cluster: GET ${PATH} through nginx, ${CLIENTS} concurrent clients, ${ROUNDS} rounds of ${SECONDS} s ` +
    `(after 3 s warm-up), seeded demo data; load average at start ${load()}`,
);
const one = await throughput(1);
await one.cluster.stop();
const two = await throughput(2);
try {
  await takeover(two);
} finally {
  await two.cluster.stop();
}
// The figures again, without the processes' log lines in between.
console.log(
  `\n${summary.join('\n')}\nrepeat: CLIENTS=${CLIENTS} ROUNDS=${ROUNDS} SECONDS=${SECONDS} npm run bench:cluster`,
);
