import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// The API as a real process (src/main.ts through tsx), as `npm start` runs it: for what only a process shows —
// signals, the data folder's lock, a second process beside it.

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
/** `node --import tsx`, as `npm start` runs the API: one process, which gets the signals itself. */
const nodeTsx = (script: string, args: string[] = []) =>
  [process.execPath, ['--import', 'tsx', script, ...args]] as const;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Settings of a development API on its own data folder (the outbox code sender, the test gateway). */
export const devEnv = (dataDir: string, filesDir: string, extra: Record<string, string> = {}) => ({
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  FILES_DIR: filesDir,
  CODE_SENDER: 'outbox',
  PAYMENT_GATEWAY: 'test',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000',
  ...extra,
});

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Every API process a test started and that has not exited: a failed test must not leave one running. */
const running = new Set<ChildProcess>();

/** Kills whatever a test left running (afterAll). */
export async function stopApiProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(...nodeTsx('src/main.ts'), { cwd: apiRoot, env: { ...env, PORT: String(port) } });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API stopped while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not answer within 60 s:\n${output}`);
    }
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, output: () => output, exited };
}

/** Runs one of the API's scripts (seed, db:move) to its end. */
export function runApiScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(...nodeTsx(script, args), { cwd: apiRoot, env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** A JSON call to a running API. */
export async function httpCall(
  url: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<{ status: number; body: { message: string; data: never } }> {
  const headers: Record<string, string> = { lang: 'en' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: await response.json() };
}

/** Signs in with the development outbox's code: the bearer token. */
export async function signInThrough(url: string, phone: string): Promise<string> {
  const login = await httpCall(url, 'POST', '/api/v1/auth/login', { body: { phone } });
  if (login.status !== 200) throw new Error(`login ${login.status}: ${login.body.message}`);
  const code = await httpCall(url, 'GET', `/api/v1/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const verified = await httpCall(url, 'POST', '/api/v1/auth/phone/verify', {
    body: { phone, code: (code.body.data as { code: string }).code },
  });
  if (verified.status !== 200) throw new Error(`verify ${verified.status}: ${verified.body.message}`);
  return (verified.body.data as { token: string }).token;
}
