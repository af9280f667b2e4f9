// Runs the pinned pnpm (package.json "packageManager") on a machine that may not have it:
// corepack first (this registry serves no signatures, hence COREPACK_INTEGRITY_KEYS=0), npx as fallback.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pinned = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).packageManager;
const env = { ...process.env, COREPACK_INTEGRITY_KEYS: '0', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' };

function works(cmd, args) {
  const r = spawnSync(cmd, [...args, '--version'], { cwd: root, env, encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() === pinned.split('@')[1];
}

let runner;
export function pnpmCommand() {
  if (runner) return runner;
  if (works('corepack', ['pnpm'])) runner = ['corepack', ['pnpm']];
  else runner = ['npx', ['-y', pinned]];
  return runner;
}

/** Runs pnpm with the given arguments in the repo root; exits the process on failure. */
export function pnpm(args, options = {}) {
  const [cmd, pre] = pnpmCommand();
  const r = spawnSync(cmd, [...pre, ...args], { cwd: root, env: { ...env, ...options.env }, stdio: 'inherit' });
  if (r.status !== 0 && !options.allowFailure) process.exit(r.status ?? 1);
  return r.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2), { allowFailure: true }));
}
