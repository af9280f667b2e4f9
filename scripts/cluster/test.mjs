// `npm run test:cluster`: the cluster's tests (e2e/cluster: the API journey, a browser sign-in, one API process
// killed mid-run) in Debian Chromium; the cluster itself is started by e2e/cluster/global-setup.ts.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureChromium } from '../lib/chromium.mjs';
import { root } from '../lib/stack.mjs';

if (!ensureChromium()) process.exit(1);
const result = spawnSync(
  join(root, 'e2e/node_modules/.bin/playwright'),
  ['test', '--config', 'cluster/playwright.config.ts', ...process.argv.slice(2)],
  { cwd: join(root, 'e2e'), stdio: 'inherit' },
);
process.exit(result.status ?? 1);
