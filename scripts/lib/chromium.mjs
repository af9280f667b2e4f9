// Debian's Chromium for the browser tests (`npm test`, `npm run test:cluster`); installed with apt when missing and
// running as root. Never `playwright install`: no browser download from elsewhere.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' });

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return true;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian chromium (apt-get)...');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
  }
  if (existsSync(path)) return true;
  console.error(
    `No Chromium at ${path}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  return false;
}
