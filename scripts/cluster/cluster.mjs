// The production topology on this machine, every piece a throwaway process: PostgreSQL, an S3-compatible server,
// N API processes on that one database, and nginx in front serving the built shell and remotes and proxying /api.
// Used by `npm run start:cluster`, its tests and its benchmark.
//
// The API processes run NODE_ENV=development on 127.0.0.1 with api/development.env (login codes in the dev outbox,
// the test card gateway), which the API accepts only there; a real deployment runs NODE_ENV=production with the
// WhatsApp sender and Moyasar (README "Deploy").
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORTAL_APPS, REMOTES as remotes } from '../lib/apps.mjs';
import { assertPortsFree } from '../lib/free-ports.mjs';
import { root, start, waitFor } from '../lib/stack.mjs';
import { startThrowawayPostgres } from '../lib/throwaway-postgres.mjs';
import { importTs } from '../lib/typescript.mjs';
import { cspHeader, ensureNginx, testNginxConfig, writeNginxConfig } from './nginx.mjs';
import { CLUSTER_PORTS } from './ports.mjs';

const { modulesManifestFor } = await importTs('tooling/src/serve/modules-manifest.ts');
const { enabledRemoteOrigins } = await importTs('tooling/src/serve/security-headers.ts');
const { portalContentSecurityPolicy, API_CONTENT_SECURITY_POLICY } = await importTs('contract/src/security-headers.ts');

const S3_BUCKET = 'portal-files';
// One node process per API (tsx as a loader, not its CLI, which would run the server in a child): a kill -9 of
// that pid is the death of the server, as in the failover test and benchmark.
const API_NODE_ARGS = ['--env-file=development.env', '--import', 'tsx'];

/** Builds the front end when any app has no build yet (a couple of minutes, once). */
function ensureBuilt() {
  const missing = PORTAL_APPS.filter((app) => !existsSync(join(root, app.dir, 'dist', 'mf-manifest.json')));
  if (missing.length === 0) return;
  console.log(`No build of ${missing.map((app) => app.dir).join(', ')}: running the production build...`);
  const result = spawnSync('node', [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the production build failed');
}

/** The settings every API process of the cluster gets (README "Deploy" lists them for a real deployment). */
function apiEnvironment({ databaseUrl, dir, url }) {
  return {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    // nginx on this machine is the only proxy: its X-Forwarded-For names the client.
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: url,
    // Files shared by every process: today's local-folder storage on one shared folder; S3 once the API has it.
    FILES_DIR: join(dir, 'files'),
    FILES_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${CLUSTER_PORTS.s3}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** Waits for `url` to answer, or fails at once with the child's name when it stops first (a port taken, a crash). */
function untilUp(child, url, seconds) {
  const stopped = new Promise((_resolve, reject) =>
    child.once('exit', (code, signal) =>
      reject(
        new Error(`${child.portalName} stopped while starting (${signal ?? `exit code ${code}`}); see its output`),
      ),
    ),
  );
  return Promise.race([waitFor(url, seconds), stopped]);
}

/**
 * @param {{ apis?: number, seed?: boolean, apiEnv?: Record<string,string>, quiet?: boolean }} options
 */
export async function startCluster(options = {}) {
  const apiCount = options.apis ?? 2;
  const quiet = options.quiet ?? false;
  const url = `http://localhost:${CLUSTER_PORTS.shell}`;
  const apiPorts = Array.from({ length: apiCount }, (_, i) => CLUSTER_PORTS.api + i);
  ensureBuilt();
  ensureNginx();
  await assertPortsFree([
    { name: 'nginx: shell', port: CLUSTER_PORTS.shell },
    ...remotes.map((app) => ({ name: `nginx: ${app.dir}`, port: app.clusterPort })),
    ...apiPorts.map((port, i) => ({ name: `API ${i + 1}`, port })),
    { name: 'S3', port: CLUSTER_PORTS.s3 },
  ]);

  const dir = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
  // As root, nginx's workers run as nobody and read the generated modules.json in here.
  chmodSync(dir, 0o755);
  const children = [];
  let postgres = null;
  let stopping = false;
  const stop = async () => {
    stopping = true;
    // nginx first (no new requests), then the API processes, then what they use.
    // A child killed by a signal (the failover test's kill -9) keeps exitCode null: it counts as exited too.
    const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
    const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    for (const child of running.reverse()) child.kill('SIGTERM');
    await Promise.all(exited);
    try {
      postgres?.stop();
    } catch (error) {
      // Ctrl-C in a terminal reaches PostgreSQL too (same process group): it may be down already.
      if (!String(error).includes('PID file')) console.error(`[cluster] PostgreSQL: ${error}`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const launch = (name, command, args, launchOptions = {}) => {
    const child = start(name, command, args, { quiet, ...launchOptions });
    children.push(child);
    child.once('exit', (code, signal) => {
      if (!stopping) console.error(`[cluster] ${name} stopped (${signal ?? `exit code ${code}`})`);
    });
    return child;
  };

  try {
    postgres = await startThrowawayPostgres();
    if (!postgres) throw new Error('no PostgreSQL binaries found (apt-get install -y postgresql, or set PG_BIN)');
    mkdirSync(join(dir, 's3'));
    // The API's own development S3 server (`npm run s3:dev`), the one its storage tests run against.
    const s3 = launch(
      's3',
      process.execPath,
      [
        ...API_NODE_ARGS,
        'src/platform/files/storage/s3-dev-server-main.ts',
        '--port',
        String(CLUSTER_PORTS.s3),
        '--dir',
        join(dir, 's3'),
        '--bucket',
        S3_BUCKET,
      ],
      { cwd: join(root, 'api') },
    );
    await untilUp(s3, `http://127.0.0.1:${CLUSTER_PORTS.s3}/`, 30);

    const env = { ...apiEnvironment({ databaseUrl: postgres.url, dir, url }), ...options.apiEnv };
    if (options.seed ?? true) {
      // The seed migrates the empty database first, so the API processes below start on a migrated one.
      const seeded = spawnSync(process.execPath, [...API_NODE_ARGS, 'src/dev/seed/main.ts'], {
        cwd: join(root, 'api'),
        env: { ...process.env, ...env },
        stdio: quiet ? 'ignore' : 'inherit',
      });
      if (seeded.status !== 0) throw new Error('the seed failed');
    }
    const apis = [];
    /** (Re)starts API process i; resolves once it answers its health check. */
    const startApi = async (i) => {
      const port = apiPorts[i];
      const child = launch(`api-${i + 1}`, process.execPath, [...API_NODE_ARGS, 'src/main.ts'], {
        cwd: join(root, 'api'),
        env: { ...env, PORT: String(port) },
      });
      apis[i] = { port, child };
      await untilUp(child, `http://127.0.0.1:${port}/api/ready`, 120);
    };
    // All at once, as an orchestrator starts them: one sets the job queue up (and migrates, were the seed not run
    // first), the others wait for it (advisory locks, issue 24.2).
    await Promise.all([...apiPorts.keys()].map((i) => startApi(i)));

    const modulesDir = join(dir, 'modules');
    mkdirSync(modulesDir);
    const manifest = modulesManifestFor(
      join(root, 'shell/environments/base.json'),
      join(root, 'shell/environments/cluster.json'),
    );
    writeFileSync(join(modulesDir, 'modules.json'), JSON.stringify(manifest));
    const nginx = writeNginxConfig(join(dir, 'nginx'), {
      shell: {
        port: CLUSTER_PORTS.shell,
        dist: join(root, 'shell/dist'),
        csp: cspHeader(portalContentSecurityPolicy(enabledRemoteOrigins(manifest))),
      },
      remotes: remotes.map((app) => ({ port: app.clusterPort, dist: join(root, app.dir, 'dist') })),
      remoteCsp: cspHeader(API_CONTENT_SECURITY_POLICY),
      apiPorts,
      modulesDir,
    });
    testNginxConfig(nginx);
    await untilUp(launch('nginx', nginx.command, nginx.args), `${url}/api/ready`, 30);
    await waitFor(`${url}/modules.json`, 30);
    return { url, apis, restartApi: startApi, databaseUrl: postgres.url, env, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
