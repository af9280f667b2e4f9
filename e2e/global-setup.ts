import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM module without types
import { startStack } from '../scripts/lib/stack.mjs';

// Starts the built portal on a throwaway database unless PORTAL_URL points at one already running.
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.PORTAL_URL) return async () => {};
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  // A copy of the local module manifest that tests may edit, as ops would, while the portal runs.
  const modulesManifest = join(dataDir, 'modules.json');
  copyFileSync(new URL('../shell/environments/local.json', import.meta.url), modulesManifest);
  process.env.E2E_MODULES_MANIFEST = modulesManifest;
  const database = { DATA_DIR: join(dataDir, 'pglite'), FILES_DIR: join(dataDir, 'files'), NODE_ENV: 'test' };
  // The demo seed brings the platform ops account (0500000009) the money specs confirm transfers with.
  execFileSync(process.execPath, ['--env-file=development.env', '--import', 'tsx', 'src/dev/seed/main.ts'], {
    cwd: new URL('../api/', import.meta.url),
    env: { ...process.env, ...database, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stack: { url: string; stop: () => Promise<void> } = await startStack({
    quiet: true,
    modulesManifest,
    env: {
      ...database,
      LOG_LEVEL: 'warn',
      // Every test signs up and in from 127.0.0.1, two workers at once: the per-IP limits of one real user
      // (production defaults 300 and 20 a minute) would refuse the suite. Per-phone code limits stay as they are.
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_AUTH_MAX: '100000',
      // The resend wait (spec: 60 s) shortened: the password and second-device flows wait it out, twice in one test.
      LOGIN_CODE_RESEND_SECONDS: '15',
    },
  });
  await signInPlatformAccounts(stack.url);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * The platform accounts (ops 0500000009, the four providers of migration 0012, the demo owner) are shared by every spec and
 * worker: signing each one in per test would race for its one live WhatsApp code (a new code only every 60 s).
 * They are signed in once here; workers inherit the tokens through the environment (support/money-ops.ts).
 */
async function signInPlatformAccounts(base: string): Promise<void> {
  // 0500000001: the demo company's owner, whose seeded orders, packages and invoices screenshots.spec.ts walks.
  const phones = ['+966500000001', '+966500000009', '+966550000101', '+966550000102', '+966550000103', '+966550000104'];
  const tokens: Record<string, string> = {};
  for (const phone of phones) {
    const post = (path: string, body: object) =>
      fetch(`${base}/api/v1/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'en' },
        body: JSON.stringify(body),
      });
    const login = await post('auth/login', { phone });
    if (!login.ok) throw new Error(`e2e set-up: login ${phone}: ${login.status} ${await login.text()}`);
    const outbox = await fetch(`${base}/api/v1/dev/outbox?phone=${encodeURIComponent(phone)}`);
    const { data } = (await outbox.json()) as { data: { code: string } };
    const verify = await post('auth/phone/verify', { phone, code: data.code });
    if (!verify.ok) throw new Error(`e2e set-up: verify ${phone}: ${verify.status} ${await verify.text()}`);
    tokens[phone.slice(-9)] = ((await verify.json()) as { data: { token: string } }).data.token;
  }
  process.env.E2E_PLATFORM_TOKENS = JSON.stringify(tokens);
}
