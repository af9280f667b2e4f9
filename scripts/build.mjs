// Builds the shell and every remote (each on its own, as its team would), then prints their sizes.

import { printSizeReport } from './lib/size-report.mjs';
import { root } from './lib/stack.mjs';
import { pnpm } from './pnpm.mjs';

const started = Date.now();
pnpm(['-r', '--workspace-concurrency=2', '--filter', './shell', '--filter', './mf-*', 'build']);
console.log(`Front-end build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
printSizeReport(root, [
  { dir: 'shell', kind: 'host' },
  ...['mf-dashboard', 'mf-orders', 'mf-branches', 'mf-accounting', 'mf-users'].map((dir) => ({ dir, kind: 'remote' })),
]);
