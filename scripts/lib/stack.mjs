// Starts the whole portal from its builds: the API, each remote on its own origin, and the shell
// (which also answers /api and /modules.json), the way they are deployed. Used by `npm start` and e2e.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { assertPortsFree } from './free-ports.mjs';

export const root = fileURLToPath(new URL('../../', import.meta.url));

// tsx runs the TypeScript sources as they are; api and tooling each depend on it. The API runs as `node --import
// tsx`, one process: the tsx CLI is a parent that relays signals and SIGKILLs a child that does not acknowledge one
// within 30 ms — a busy API (a burst of embedded-database writes) was killed mid-write instead of shutting down.
const toolingTsx = `${root}tooling/node_modules/.bin/tsx`;

export function start(name, command, args, options) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  const forward = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (!options.quiet || /error|warn|fatal/i.test(line)) out.write(`${prefix}${line}\n`);
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.portalName = name;
  return child;
}

export async function waitFor(url, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * @param {{ env?: Record<string,string>, quiet?: boolean, modulesManifest?: string }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startStack(options = {}) {
  // The app registry is TypeScript read through tooling's tsx: loaded here, not when `npm test` imports `root` from
  // this file before it installs the workspace.
  const { API_PORT, REMOTES, SHELL } = await import('./apps.mjs');
  const PORTS = { shell: SHELL.servePort, api: API_PORT };
  const env = options.env ?? {};
  const children = [];
  const quiet = options.quiet ?? false;
  // Before anything starts: a taken port would leave one server down while the health checks below are
  // answered by whatever holds it.
  await assertPortsFree([
    { name: 'API', port: PORTS.api },
    ...REMOTES.map((remote) => ({ name: remote.dir, port: remote.servePort })),
    { name: 'shell', port: PORTS.shell },
  ]);
  children.push(
    // development.env chooses the login-code outbox and the test card gateway (loopback only; the environment wins).
    start('api', process.execPath, ['--env-file=development.env', '--import', 'tsx', 'src/main.ts'], {
      cwd: `${root}api`,
      env: { PORT: String(PORTS.api), TRUST_PROXY: 'loopback', ...env },
      quiet,
    }),
  );
  for (const remote of REMOTES) {
    children.push(start(remote.dir, toolingTsx, ['tooling/src/serve/cli.ts', remote.dir], { env, quiet }));
  }
  children.push(
    start('shell', toolingTsx, ['tooling/src/serve/cli.ts', 'shell'], {
      env: {
        API_URL: `http://127.0.0.1:${PORTS.api}`,
        MODULES_MANIFEST: options.modulesManifest ?? process.env.MODULES_MANIFEST ?? 'shell/environments/local.json',
        ...env,
      },
      quiet,
    }),
  );
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  };
  let stopping = false;
  // A server that stops while the portal starts (it could not listen after all, a broken build) fails the start
  // with its name instead of a time-out.
  const exited = new Promise((_resolve, reject) => {
    for (const child of children) {
      child.once('exit', (code) => {
        if (stopping) return;
        const message = `${child.portalName} stopped (exit code ${code ?? 'none'}); see its output above`;
        if (code && code !== 0) console.error(message);
        reject(new Error(message));
      });
    }
  });
  exited.catch(() => {});
  try {
    await Promise.race([
      exited,
      (async () => {
        // Ready: the API answers and its database and file storage do (issue 24.5).
        // PORTAL_READY_SECONDS: more time on a machine so loaded that the API's first start takes over two minutes.
        await waitFor(`http://127.0.0.1:${PORTS.api}/api/ready`, Number(process.env.PORTAL_READY_SECONDS ?? 120));
        for (const remote of REMOTES) await waitFor(`http://localhost:${remote.servePort}/mf-manifest.json`);
        await waitFor(`http://localhost:${PORTS.shell}/api/health`);
      })(),
    ]);
  } catch (error) {
    stopping = true;
    await stop();
    throw error;
  }
  return {
    url: `http://localhost:${PORTS.shell}`,
    stop: async () => {
      stopping = true;
      await stop();
    },
  };
}
