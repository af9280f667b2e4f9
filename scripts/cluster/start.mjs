// `npm run start:cluster`: the production topology on this machine until Ctrl-C (scripts/cluster/cluster.mjs).
//   --apis=N   API processes behind nginx (default 2)   --no-seed   start on an empty database
import { startCluster } from './cluster.mjs';

const apis = Number(process.argv.find((arg) => arg.startsWith('--apis='))?.slice(7) ?? 2);
let cluster;
try {
  cluster = await startCluster({ apis, seed: !process.argv.includes('--no-seed') });
} catch (error) {
  console.error(`\n  The cluster did not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
console.log(`
  Cluster running: ${cluster.url}  (nginx → ${cluster.apis.length} API processes on ports ${cluster.apis.map((a) => a.port).join(', ')})
  PostgreSQL: ${cluster.databaseUrl}   S3: ${cluster.env.S3_ENDPOINT} (bucket ${cluster.env.S3_BUCKET})
  Demo owner: 0500000001, code from ${cluster.url}/api/v1/dev/outbox?phone=0500000001   Ctrl-C stops everything.
`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cluster.stop();
    process.exit(0);
  });
}
