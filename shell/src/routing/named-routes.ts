import { generatePath } from 'react-router';
import type { ModuleEntry } from '../modules/module-manifest';

// Spec §2 route names (b2b-orders-view-id, b2b-packages-id, b2b-dashboards-analytics) are declared in the
// module manifest next to their paths, so links by name follow a module moved to other paths.

export function pathForRoute(
  modules: ModuleEntry[],
  name: string,
  params: Record<string, string | number> = {},
): string | null {
  for (const module of modules) {
    const route = module.routes.find((r) => r.name === name);
    if (route) {
      return generatePath(route.path, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
    }
  }
  return null;
}
