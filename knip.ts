import type { KnipConfig } from 'knip';
import { SINGLETON_PACKAGES } from './tooling/src/rsbuild/shared-singletons';

// Dead exports, unused files and unused dependencies: a step of `npm test` (scripts/test.mjs).
// Every exception below says why; an entry under "pending" is a finding in code another branch is changing at
// the time of writing — fix it there and delete the entry.

// Module Federation shares these ONCE at run time, and tooling reads each one's version from the app's own
// node_modules (shared-singletons.ts): every app must list them even when its code does not import them.
const singletons = [
  ...new Set(
    SINGLETON_PACKAGES.map((s) =>
      s
        .split('/')
        .slice(0, s.startsWith('@') ? 2 : 1)
        .join('/'),
    ),
  ),
];

const app = (
  entry: string[],
  pending: string[] = [],
): KnipConfig['workspaces'] extends Record<string, infer W> | undefined ? W : never => ({
  entry,
  ignoreDependencies: [...singletons.filter((name) => name !== '@portal/shared'), ...pending],
});

// Pending: findings in code other branches are rewriting right now (api/src refactor, mf-branches, mf-users,
// shell/src/modules|routing, tooling/src/rsbuild). Listed file by file so nothing else hides behind them.
const pending: KnipConfig['ignoreIssues'] = {
  'api/src/account/account-service.ts': ['exports'],
  'api/src/branches/branch-export.ts': ['exports'],
  'api/src/config/config.ts': ['types'],
  'api/src/db/database.ts': ['exports', 'types'],
  'api/src/i18n/translate.ts': ['exports'],
  'api/src/imports/import-columns.ts': ['exports'],
  'api/src/seed/seed-demo.ts': ['exports'],
  'api/src/users/member-queries.ts': ['exports'],
  'api/test/account-helpers.ts': ['exports'],
  'api/test/harness.ts': ['exports'],
  'api/test/fake-whatsapp.ts': ['types'],
  'api/test/test-database.ts': ['types'],
  'mf-branches/src/branch-detail/unit-queries.ts': ['exports'],
  'mf-branches/src/branches/branch-queries.ts': ['exports'],
  'mf-branches/src/reference/reference-queries.ts': ['exports'],
  'mf-branches/src/unit-spaces/unit-space-queries.ts': ['exports'],
  'mf-users/src/audit/audit-query.ts': ['exports'],
  'mf-users/src/members/members-query.ts': ['exports'],
  'mf-users/src/roles/roles-query.ts': ['exports'],
  'shell/src/modules/module-manifest.ts': ['exports', 'types'],
  'shell/src/routing/shell-routes.ts': ['exports'],
  'tooling/src/rsbuild/apps.ts': ['types'],
};
// Pending as well: single-spa-react and the two Rsbuild plugins (tooling's dependencies, not the app's) are
// unused in mf-branches and mf-users; they are already gone from the other apps.
const pendingAppDependencies = ['single-spa-react', '@rsbuild/plugin-react', '@module-federation/rsbuild-plugin'];

const config: KnipConfig = {
  ignoreIssues: pending,
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs'],
      // run by path (node_modules/.bin/biome) from scripts/test.mjs and `pnpm exec biome` in package.json
      ignoreDependencies: ['@biomejs/biome'],
      // scripts/lib/throwaway-postgres.mjs runs PostgreSQL as the postgres user when started as root
      ignoreBinaries: ['su'],
    },
    shell: app([]),
    // a remote's entry is src/index.ts (Rsbuild); what the shell loads is its Module Federation `exposes`
    'mf-*': app(['src/app-lifecycles.tsx']),
    'mf-branches': app(['src/app-lifecycles.tsx'], pendingAppDependencies),
    'mf-users': app(['src/app-lifecycles.tsx'], pendingAppDependencies),
    tooling: {
      // scripts/lib/stack.mjs runs the servers with tooling/node_modules/.bin/tsx
      ignoreDependencies: ['tsx'],
    },
  },
};

export default config;
