// `npm run dev`: the API (restarting on change) and every front-end app's dev server (hot reload).
// Open the shell's dev port; it serves shell/environments/base.json + development.json (each remote on its dev port).
import { spawn } from 'node:child_process';
import { API_PORT, REMOTES, SHELL } from './lib/apps.mjs';
import { root } from './lib/stack.mjs';
import { pnpmCommand } from './pnpm.mjs';

const [cmd, pre] = pnpmCommand();
// The shell last, as before: the remotes' dev servers are up when it first asks for their manifests.
const apps = ['@portal/api', ...[...REMOTES, SHELL].map((app) => `@portal/${app.dir}`)];
const children = apps.map((name) =>
  spawn(cmd, [...pre, '--filter', name, 'dev'], { cwd: root, stdio: 'inherit', env: process.env }),
);
console.log(
  `\n  Development portal: http://localhost:${SHELL.devPort} (API on ${API_PORT}). Ctrl-C stops everything.\n`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
