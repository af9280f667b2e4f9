// @ts-expect-error plain ESM module without types
import { startCluster } from '../../scripts/cluster/cluster.mjs';
// @ts-expect-error plain ESM module without types
import { signInDemoOwner } from '../../scripts/cluster/demo-session.mjs';

type Cluster = { url: string; apis: { port: number; child: { pid: number } }[]; stop: () => Promise<void> };

// Starts the cluster (seeded) and signs the demo owner in once: a phone gets a new code only a minute after the
// last one, and every spec here works on the demo company. What the workers need goes through the environment.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const cluster: Cluster = await startCluster({
    quiet: true,
    apiEnv: {
      LOG_LEVEL: 'warn',
      // Every request comes from 127.0.0.1: one real user's per-IP limits (300 and 20 a minute) would refuse the run.
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_AUTH_MAX: '100000',
    },
  });
  const owner: { token: string; roleId: string } = await signInDemoOwner(cluster.url);
  process.env.CLUSTER_OWNER = JSON.stringify(owner);
  process.env.CLUSTER_APIS = JSON.stringify(cluster.apis.map((api) => ({ port: api.port, pid: api.child.pid })));
  return () => cluster.stop();
}
