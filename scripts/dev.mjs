// `npm run dev`: the API (restarting on change) and every front-end app's dev server (hot reload).
// Open http://localhost:3000; the shell serves shell/environments/base.json + development.json (remotes on 3001–3005).
import { spawn } from 'node:child_process';
import { root } from './lib/stack.mjs';
import { pnpmCommand } from './pnpm.mjs';

const [cmd, pre] = pnpmCommand();
const apps = [
  '@portal/api',
  '@portal/mf-dashboard',
  '@portal/mf-orders',
  '@portal/mf-branches',
  '@portal/mf-accounting',
  '@portal/mf-users',
  '@portal/shell',
];
const children = apps.map((name) =>
  spawn(cmd, [...pre, '--filter', name, 'dev'], { cwd: root, stdio: 'inherit', env: process.env }),
);
console.log('\n  Development portal: http://localhost:3000 (API on 8090). Ctrl-C stops everything.\n');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
