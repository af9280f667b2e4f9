// `npm start` on a fresh machine: install (pinned pnpm), build every front-end app, then serve the
// whole portal (API + shell + every remote) and print its URL.
import { pnpm } from './pnpm.mjs';

pnpm(['install', ...(process.env.CI === 'true' ? ['--frozen-lockfile'] : [])]);
await import('./build.mjs');
await import('./serve.mjs');
