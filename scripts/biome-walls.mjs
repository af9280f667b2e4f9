// The import walls of the workspace (biome.json's `overrides`, rule `noRestrictedImports`) written from one table.
// Biome does not merge the options of two overrides that match the same file (the later one replaces the patterns),
// so every override must restate the walls of its package; this script does the restating. Edit the table below,
// then `node scripts/biome-walls.mjs` rewrites biome.json; tooling/src/workspace/biome-walls.test.ts fails while
// biome.json is not what the table gives. The probes in import-boundaries.test.ts check what the walls refuse.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The areas of api/src (api/README.md "Layout"); the platform never imports one. A new area is one line here. */
export const API_AREAS = [
  'identity',
  'company',
  'sales',
  'fulfilment',
  'money',
  'messaging',
  'insights',
  'back-office',
  'dev',
];

/** mf-orders' features: each meets the others only at their entry (index.ts). A new feature is one line here. */
const MF_ORDERS_FEATURES = ['orders', 'packages', 'quotations'];

/** Money has one owner (ADR 0041): these folders settle orders and packages through the payables registry. */
const MONEY_OWNERS = ['money/payments', 'back-office/ops', 'money/spending', 'money/refunds'];

/** How deep below api/src/platform a file may sit (api/src/platform/db/schema/x.ts is 3): the relative paths to an area. */
const PLATFORM_DEPTH = 5;

const REMOTE_ENTRIES = [
  'shared',
  'shared/core',
  'shared/blocks',
  'shared/forms',
  // What remotes use of react-router (decision 0079: the shell shares this entry, not react-router).
  'shared/router',
  // The chat thread, loaded when a conversation opens (decision 0079).
  'shared/chat',
  'shared/contract',
  'shared/remote-routes',
  // A remote's lazily loaded chart chunk only (ECharts stays out of every first paint).
  'shared/echarts-view',
];
const SHELL_ENTRIES = [
  'shared',
  'shared/core',
  'shared/blocks',
  'shared/forms',
  'shared/router',
  'shared/chat',
  'shared/sign-in',
  'shared/contract',
  'shared/remote-routes',
  'site',
  'site/support-contacts',
];

const message = {
  remote:
    'A remote (and the shell) imports only @portal/shared (and its router, chat, contract, remote-routes and echarts-view entries) and its own folder.',
  remoteRouter:
    "A remote takes its router hooks and links from @portal/shared/router (the shell's one react-router, decision 0079), and in tests MemoryRouter, Routes and Route from @portal/shared/testing.",
  remoteRelative: 'Do not reach into another package with a relative path: import @portal/shared or move the code.',
  shell:
    'The shell imports only @portal/shared (and its entries), the public pages of @portal/site and its own folder.',
  shellRelative:
    "The shell never imports a remote's folder (remotes are loaded at run time) nor another package's files.",
  shellTestRelative:
    "The shell never imports a remote's folder (remotes are loaded at run time) nor another package's files; its test fixtures may read a remote's route declaration (src/routes.ts).",
  remoteVitest:
    "A remote's vitest.config.ts is one call of tooling's remoteVitestConfig, imported by its relative path (Vite bundles a config's relative imports only).",
  shared:
    'shared imports only @portal/contract of the workspace (never the shell, a remote, the API or tooling; its index re-exports its own core and blocks entries by name).',
  sharedTesting:
    "shared's test helpers import only @portal/contract and its test fixtures (@portal/contract/testing) of the workspace.",
  sharedRelative: 'shared never reaches into another package with a relative path.',
  site: 'The public pages import only @portal/shared (core and contract) of the workspace: never the shell that mounts them (it fills their slots, frame/site-slots.tsx), a remote or the API.',
  siteRelative: 'The public pages never reach into another package with a relative path.',
  api: 'The API imports only @portal/contract of the workspace (never @portal/shared nor front-end code).',
  apiTest:
    'The API tests import only @portal/contract (and its test fixtures, @portal/contract/testing) of the workspace.',
  apiRelative: 'The API never reaches into another package with a relative path.',
  platform:
    'The platform (api/src/platform) never imports an area (issue 25.3): move what both need down here, or let the area hand it in (a registry, a parameter).',
  moneyOwner:
    'Money has one owner (ADR 0041): payments, ops, spending and refunds settle orders and packages through the payables registry (api/src/money/payments/payables.ts), never by importing them.',
  contract: 'The contract imports only valibot (it runs in the browser and in Node alike).',
  contractRelative: 'The contract imports only valibot and its own files.',
};

/** Only these @portal/… entries of the workspace. */
const portalOnly = (entries, text) => ({
  group: ['@portal/*', '@portal/*/**', ...entries.map((entry) => `!@portal/${entry}`)],
  message: text,
});
/** A folder (and what is in it) reached anywhere up the tree by a relative path. */
const upTo = (...folders) => folders.flatMap((folder) => [`../**/${folder}`, `../**/${folder}/**`]);
const wall = (group, text) => ({ group, message: text });

const remoteRelative = wall(
  [...upTo('shell', 'mf-*', 'shared', 'contract', 'tooling', 'e2e'), '../**/api/src/**'],
  message.remoteRelative,
);
/** react-router is not shared (decision 0079): a remote importing it would bundle a second router, outside the shell's. */
const remoteRouter = wall(['react-router', 'react-router/**'], message.remoteRouter);
const apiWalls = [
  portalOnly(['contract'], message.api),
  wall(upTo('shell', 'mf-*', 'shared', 'contract', 'tooling', 'e2e'), message.apiRelative),
];
const contractRelative = wall(upTo('shell', 'mf-*', 'shared', 'api', 'tooling', 'e2e'), message.contractRelative);

const orList = (names) => names.map((name) => `../${name}`).join(' or ');
const featureWall = (feature) => {
  const others = MF_ORDERS_FEATURES.filter((name) => name !== feature);
  return wall(
    others.flatMap((name) => [`../**/${name}/*`, `../**/${name}/**/*`]),
    `mf-orders' features meet only at their entry (issue 25.3): import ${orList(others)} (its index.ts), or move a helper both need to src/common.`,
  );
};
const platformWall = wall(
  API_AREAS.flatMap((area) =>
    Array.from({ length: PLATFORM_DEPTH }, (_, depth) => `${'../'.repeat(depth + 1)}${area}`).flatMap((path) => [
      path,
      `${path}/**`,
    ]),
  ),
  message.platform,
);

/** [includes, patterns] in the order Biome applies them (a later match replaces an earlier one). */
const WALLS = [
  [['mf-*/**'], [portalOnly(REMOTE_ENTRIES, message.remote), remoteRelative, remoteRouter]],
  ...MF_ORDERS_FEATURES.map((feature) => [
    [`mf-orders/src/${feature}/**`],
    [portalOnly(REMOTE_ENTRIES, message.remote), remoteRelative, remoteRouter, featureWall(feature)],
  ]),
  [
    ['mf-*/src/**/*.test.{ts,tsx}', 'mf-*/src/**/*-test-kit.{ts,tsx}'],
    [portalOnly([...REMOTE_ENTRIES, 'shared/testing'], message.remote), remoteRelative, remoteRouter],
  ],
  [
    ['shell/**'],
    [
      portalOnly(SHELL_ENTRIES, message.shell),
      wall(
        [...upTo('mf-*', 'shared', 'site', 'contract', 'tooling', 'e2e'), '../**/api/src/**'],
        message.shellRelative,
      ),
    ],
  ],
  [
    ['shell/src/**/*.test.{ts,tsx}', 'shell/src/**/testing/**'],
    [
      portalOnly([...SHELL_ENTRIES.slice(0, 6), 'shared/testing', ...SHELL_ENTRIES.slice(6)], message.remote),
      wall(
        [
          ...upTo('mf-*', 'shared', 'site', 'contract', 'tooling', 'e2e'),
          '../**/api/src/**',
          '!../../../../mf-*/src/routes',
        ],
        message.shellTestRelative,
      ),
    ],
  ],
  [
    ['mf-*/rsbuild.config.ts', 'shell/rsbuild.config.ts'],
    [portalOnly(['shared', 'shared/contract', 'tooling/rsbuild'], message.remote)],
  ],
  [
    ['mf-*/vitest.config.ts'],
    [
      portalOnly([], message.remoteVitest),
      wall([...upTo('shell', 'mf-*', 'shared', 'contract', 'e2e'), '../**/api/src/**'], message.remoteVitest),
    ],
  ],
  [
    ['shared/**'],
    [
      portalOnly(['contract', 'shared/core', 'shared/blocks'], message.shared),
      wall(upTo('shell', 'mf-*', 'contract', 'tooling', 'e2e', 'api'), message.sharedRelative),
    ],
  ],
  [
    ['shared/src/testing/**'],
    [
      portalOnly(['contract', 'contract/testing', 'shared/core', 'shared/blocks'], message.sharedTesting),
      wall(upTo('shell', 'mf-*', 'contract', 'tooling', 'e2e', 'api'), message.sharedRelative),
    ],
  ],
  [
    ['site/**'],
    [
      portalOnly(['shared/core', 'shared/contract'], message.site),
      wall(upTo('shell', 'mf-*', 'shared', 'contract', 'tooling', 'e2e', 'api'), message.siteRelative),
    ],
  ],
  [['api/**'], apiWalls],
  [['api/test/**'], [portalOnly(['contract', 'contract/testing'], message.apiTest), apiWalls[1]]],
  [['api/src/platform/**'], [...apiWalls, platformWall]],
  [
    MONEY_OWNERS.map((folder) => `api/src/${folder}/**`),
    [...apiWalls, wall(upTo('orders', 'packages'), message.moneyOwner)],
  ],
  [['contract/**'], [wall(['*', '@*/**', '!valibot'], message.contract), contractRelative]],
  [['contract/**/*.test.ts'], [wall(['*', '@*/**', '!valibot', '!vitest'], message.contract), contractRelative]],
];

/** biome.json's `overrides`, as the table gives them. */
export function biomeWallOverrides() {
  return WALLS.map(([includes, patterns]) => ({
    includes,
    linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
  }));
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = join(root, 'biome.json');
  const config = JSON.parse(readFileSync(path, 'utf8'));
  config.overrides = biomeWallOverrides();
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', 'biome.json'], {
    cwd: root,
    stdio: 'inherit',
  });
}
