import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceRoot } from './workspace-root';

// The package boundaries live in biome.json (`noRestrictedImports` per folder). This test writes one probe file per
// case into the real package folders, lints them with the project's Biome and checks which imports it refuses.
type Probe = { file: string; source: string; refused: boolean };

const probes: Probe[] = [
  // remote → shell, another remote, tooling, the contract package (only through @portal/shared/contract)
  { file: 'mf-orders/src/probe-a.ts', source: "import { x } from '../../shell/src/app/app';", refused: true },
  { file: 'mf-orders/src/probe-b.ts', source: "import { x } from '@portal/shell';", refused: true },
  { file: 'mf-orders/src/probe-c.ts', source: "import { x } from '../../mf-users/src/app';", refused: true },
  { file: 'mf-orders/src/probe-d.ts', source: "import { x } from '@portal/mf-users';", refused: true },
  { file: 'mf-orders/src/probe-e.ts', source: "import { x } from '@portal/tooling/rsbuild';", refused: true },
  { file: 'mf-orders/src/probe-f.ts', source: "import { x } from '@portal/contract';", refused: true },
  { file: 'mf-orders/src/probe-g.ts', source: "import { x } from '@portal/shared/testing';", refused: true },
  { file: 'mf-orders/src/probe-h.ts', source: "import { x } from '@portal/shared';", refused: false },
  { file: 'mf-orders/src/probe-i.ts', source: "import { x } from '@portal/shared/contract';", refused: false },
  { file: 'mf-orders/src/probe-j.ts', source: "import { x } from './app';", refused: false },
  { file: 'mf-orders/src/probe-n.ts', source: "import { x } from '@portal/shared/remote-routes';", refused: false },
  { file: 'mf-orders/src/probe-k.ts', source: "import { x } from 'react';", refused: false },
  // react-router is the shell's alone (decision 0079): a remote's hooks come from @portal/shared/router.
  { file: 'mf-orders/src/probe-o.ts', source: "import { x } from 'react-router';", refused: true },
  { file: 'mf-orders/src/probe-p.test.ts', source: "import { x } from 'react-router';", refused: true },
  { file: 'mf-orders/src/orders/probe-q.ts', source: "import { x } from 'react-router';", refused: true },
  { file: 'mf-orders/src/probe-r.ts', source: "import { x } from '@portal/shared/router';", refused: false },
  { file: 'mf-orders/src/probe-s.ts', source: "import { x } from '@portal/shared/chat';", refused: false },
  { file: 'mf-orders/src/probe-l.test.ts', source: "import { x } from '@portal/shared/testing';", refused: false },
  { file: 'mf-orders/src/probe-m.test.ts', source: "import { x } from '../../shell/src/app/app';", refused: true },
  // mf-orders' features meet only at their entry (issue 25.3); what both need lives in src/common
  {
    file: 'mf-orders/src/orders/probe-a.ts',
    source: "import { x } from '../packages/package-queries';",
    refused: true,
  },
  {
    file: 'mf-orders/src/orders/view/probe-b.ts',
    source: "import { x } from '../../quotations/wizard/steps';",
    refused: true,
  },
  { file: 'mf-orders/src/orders/probe-c.ts', source: "import { x } from '../packages';", refused: false },
  {
    file: 'mf-orders/src/quotations/probe-a.ts',
    source: "import { x } from '../orders/order-queries';",
    refused: true,
  },
  {
    file: 'mf-orders/src/packages/probe-a.ts',
    source: "import { x } from '../common/quotation-format';",
    refused: false,
  },
  { file: 'mf-orders/src/packages/probe-b.ts', source: "import { x } from './package-queries';", refused: false },
  // shell → a remote's folder
  { file: 'shell/src/app/probe-a.ts', source: "import { x } from '../../../mf-orders/src/app';", refused: true },
  { file: 'shell/src/app/probe-b.ts', source: "import { x } from '@portal/mf-orders';", refused: true },
  { file: 'shell/src/app/probe-c.ts', source: "import { x } from '../auth/api/auth-api';", refused: false },
  // …except that the shell's test fixtures read each remote's route declaration, and nothing else of it
  {
    file: 'shell/src/modules/testing/probe-a.ts',
    source: "import { x } from '../../../../mf-orders/src/routes';",
    refused: false,
  },
  {
    file: 'shell/src/modules/testing/probe-b.ts',
    source: "import { x } from '../../../../mf-orders/src/app';",
    refused: true,
  },
  // the public pages (issue 25.6) → the shell that mounts them, a remote; the shell → the site's entries only
  { file: 'site/src/probe-a.ts', source: "import { x } from '../../shell/src/layout/language-switch';", refused: true },
  { file: 'site/src/probe-b.ts', source: "import { x } from '@portal/shell';", refused: true },
  { file: 'site/src/probe-c.ts', source: "import { x } from '@portal/mf-orders';", refused: true },
  { file: 'site/src/probe-d.ts', source: "import { x } from '@portal/shared/core';", refused: false },
  { file: 'shell/src/app/probe-d.ts', source: "import { x } from '@portal/site';", refused: false },
  {
    file: 'shell/src/app/probe-e.ts',
    source: "import { x } from '../../../site/src/landing/landing-page';",
    refused: true,
  },
  // shared → shell, remotes, API
  { file: 'shared/src/probe-a.ts', source: "import { x } from '@portal/shell';", refused: true },
  { file: 'shared/src/probe-b.ts', source: "import { x } from '../../api/src/app';", refused: true },
  { file: 'shared/src/probe-c.ts', source: "import { x } from '@portal/contract';", refused: false },
  // API → @portal/shared and front-end folders
  { file: 'api/src/probe-a.ts', source: "import { x } from '@portal/shared';", refused: true },
  { file: 'api/src/probe-b.ts', source: "import { x } from '@portal/shared/contract';", refused: true },
  { file: 'api/src/probe-c.ts', source: "import { x } from '../../shared/src/index';", refused: true },
  { file: 'api/src/probe-d.ts', source: "import { x } from '@portal/contract';", refused: false },
  // Money has one owner (ADR 0041): payments, ops, spending and refunds never import orders or packages (they go
  // through the payables registry); the features that sell may import the money code.
  {
    file: 'api/src/money/payments/probe-a.ts',
    source: "import { x } from '../../fulfilment/orders/money/order-card';",
    refused: true,
  },
  {
    file: 'api/src/money/payments/probe-b.ts',
    source: "import { x } from '../../sales/packages/package-card';",
    refused: true,
  },
  {
    file: 'api/src/back-office/ops/probe-a.ts',
    source: "import { x } from '../../fulfilment/orders/run-transition';",
    refused: true,
  },
  {
    file: 'api/src/back-office/ops/audit/probe-a.ts',
    source: "import { x } from '../../../sales/packages/package-view';",
    refused: true,
  },
  {
    file: 'api/src/money/spending/probe-a.ts',
    source: "import { x } from '../../fulfilment/orders/order-log';",
    refused: true,
  },
  {
    file: 'api/src/money/refunds/probe-a.ts',
    source: "import { x } from '../../sales/packages/routes';",
    refused: true,
  },
  { file: 'api/src/money/refunds/probe-b.ts', source: "import { x } from '../payments/payables';", refused: false },
  { file: 'api/src/money/spending/probe-b.ts', source: "import { x } from '@portal/shared';", refused: true },
  { file: 'api/src/back-office/ops/probe-b.ts', source: "import { x } from '@portal/contract';", refused: false },
  {
    file: 'api/src/fulfilment/orders/probe-a.ts',
    source: "import { x } from '../../money/payments/payables';",
    refused: false,
  },
  // The API's platform (its infrastructure) never imports an area (issue 25.3)
  { file: 'api/src/platform/http/probe-a.ts', source: "import { x } from '../../money/ledger';", refused: true },
  {
    file: 'api/src/platform/http/probe-b.ts',
    source: "import { x } from '../money-text/money-format';",
    refused: false,
  },
  {
    file: 'api/src/platform/i18n/probe-a.ts',
    source: "import { x } from '../../fulfilment/orders/order-log';",
    refused: true,
  },
  {
    file: 'api/src/platform/ability/probe-a.ts',
    source: "import { x } from '../../identity/auth/session-queries';",
    refused: true,
  },
  {
    file: 'api/src/platform/db/schema/probe-a.ts',
    source: "import { x } from '../../../money/invoices/invoice-queries';",
    refused: true,
  },
  {
    file: 'api/src/platform/events/probe-a.ts',
    source: "import { x } from '../ability/session-lifetime';",
    refused: false,
  },
  { file: 'api/src/platform/db/schema/probe-b.ts', source: "import { x } from './orders';", refused: false },
  {
    file: 'api/src/identity/auth/probe-a.ts',
    source: "import { x } from '../../platform/ability/tokens';",
    refused: false,
  },
  // contract → anything but valibot
  { file: 'contract/src/probe-a.ts', source: "import { x } from 'react';", refused: true },
  { file: 'contract/src/probe-b.ts', source: "import { x } from 'node:fs';", refused: true },
  { file: 'contract/src/probe-c.ts', source: "import { x } from '@portal/shared';", refused: true },
  { file: 'contract/src/probe-d.ts', source: "import { x } from '../../shared/src/index';", refused: true },
  { file: 'contract/src/probe-e.ts', source: "import * as x from 'valibot';", refused: false },
  { file: 'contract/src/probe-f.ts', source: "import { x } from './phone';", refused: false },
];

// Unique names so a concurrent run in another checkout step never trips over these files.
const tag = `boundary-${process.pid}`;
const pathOf = (probe: Probe) => probe.file.replace('probe-', `${tag}-`);
let refusedFiles = new Set<string>();

type BiomeConfig = { overrides: { includes: string[]; linter?: unknown }[] };
type BiomeReport = { diagnostics: { category: string; location: { path: string } }[] };

beforeAll(() => {
  for (const probe of probes) writeFileSync(join(workspaceRoot, pathOf(probe)), `${probe.source}\nexport { x };\n`);
  let output: string;
  try {
    output = execFileSync(
      join(workspaceRoot, 'node_modules/.bin/biome'),
      ['lint', '--only=style/noRestrictedImports', '--reporter=json', '--max-diagnostics=none', ...probes.map(pathOf)],
      { cwd: workspaceRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
  } catch (error) {
    // biome exits 1 when it reports errors, which is the point here
    output = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as BiomeReport;
  refusedFiles = new Set(
    report.diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports').map((d) => d.location.path),
  );
}, 60_000);

afterAll(() => {
  for (const probe of probes) rmSync(join(workspaceRoot, pathOf(probe)), { force: true });
});

describe('package boundaries in biome.json', () => {
  // A new folder of api/src must be placed: the platform (the override's includes) or an area (its refused list).
  it('knows every folder of api/src as the platform or an area', () => {
    const biome = JSON.parse(readFileSync(join(workspaceRoot, 'biome.json'), 'utf8')) as BiomeConfig;
    const infra = biome.overrides.find((o) => o.includes.includes('api/src/platform/**'));
    if (!infra) throw new Error('biome.json has no override for api/src/platform');
    const placed = new Set([
      ...infra.includes.map((glob) => glob.split('/')[2]),
      ...Array.from(JSON.stringify(infra.linter).matchAll(/"\.\.\/([a-z-]+)"/g), (match) => match[1]),
    ]);
    const folders = readdirSync(join(workspaceRoot, 'api/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((name) => !placed.has(name))).toEqual([]);
  });

  it.each(probes)('$file: $source → refused: $refused', (probe) => {
    expect(refusedFiles.has(pathOf(probe))).toBe(probe.refused);
  });
});
