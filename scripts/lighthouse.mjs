// `npm run lighthouse`: Lighthouse mobile of the five signed-in pages of issue 29 (demo owner, demo data) against the production
// build (run `npm run build` first), started on a throwaway database like the e2e tests (e2e/perf/lighthouse.spec.ts).
// Not in `npm test`. The web performance figures of issue 15 (JS transferred, first remote) are in web-perf.spec.ts:
//   cd e2e && npx playwright test --config perf/playwright.config.ts web-perf
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/stack.mjs';

const result = spawnSync(
  join(root, 'e2e/node_modules/.bin/playwright'),
  ['test', '--config', 'perf/playwright.config.ts', 'lighthouse'],
  { cwd: join(root, 'e2e'), stdio: 'inherit' },
);
process.exit(result.status ?? 1);
