// Builds the shell and every remote (each on its own, as its team would), then prints their sizes and budgets.

import { PORTAL_APPS } from './lib/apps.mjs';
import { printPageStartReport } from './lib/page-start-report.mjs';
import { BUILT_APPS, printSizeReport } from './lib/size-report.mjs';
import { root } from './lib/stack.mjs';
import { pnpm } from './pnpm.mjs';

const started = Date.now();
pnpm(['-r', '--workspace-concurrency=2', ...PORTAL_APPS.flatMap((app) => ['--filter', `./${app.dir}`]), 'build']);
console.log(`Front-end build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
// Budgets are reported here and enforced by `npm test` (its "size budgets" step), so `npm start` still serves.
printSizeReport(root, BUILT_APPS);
printPageStartReport(root);
