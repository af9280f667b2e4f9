import { routesDocument } from '@portal/shared/core';
import { accountingRoutes } from '../../../../mf-accounting/src/routes';
import { branchesRoutes } from '../../../../mf-branches/src/routes';
import { dashboardRoutes } from '../../../../mf-dashboard/src/routes';
import { ordersRoutes } from '../../../../mf-orders/src/routes';
import { usersRoutes } from '../../../../mf-users/src/routes';
import base from '../../../environments/base.json';
import local from '../../../environments/local.json';
import { enabledModules, type ModuleEntry } from '../module-manifest';
import { moduleFromDocument } from '../module-routes';

// Test data (not shipped): the modules as the shell sees them in the local environment, built from the
// real ops files and each remote's real routes declaration, the same way the build and the shell do.
const DECLARATIONS = {
  dashboard: { declaration: dashboardRoutes, remote: 'mf_dashboard' },
  branches: { declaration: branchesRoutes, remote: 'mf_branches' },
  orders: { declaration: ordersRoutes, remote: 'mf_orders' },
  accounting: { declaration: accountingRoutes, remote: 'mf_accounting' },
  users: { declaration: usersRoutes, remote: 'mf_users' },
} as const;

type ModuleName = keyof typeof DECLARATIONS;

/** base.json + local.json, merged as the static server does. */
export function localManifest(): { modules: { name: string; manifestUrl: string; enabled: boolean }[] } {
  const overrides: Record<string, { manifestUrl: string; enabled?: boolean }> = local.modules;
  return {
    modules: base.modules.map((m) => ({ ...m, manifestUrl: '', ...overrides[m.name] })),
  };
}

/** The routes document a remote's build emits. */
export function documentOf(name: ModuleName) {
  const { declaration, remote } = DECLARATIONS[name];
  return routesDocument(declaration, remote);
}

/** Every enabled module of the local environment, with its routes document read. */
export function localModules(manifest: unknown = localManifest()): ModuleEntry[] {
  return enabledModules(manifest).map((ops) => moduleFromDocument(ops, documentOf(ops.name as ModuleName)));
}
