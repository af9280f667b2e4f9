import { matchPath } from 'react-router';
import { type ModuleEntry, type ModuleRoute, moduleForPath } from '../modules/module-manifest';
import type { RouteAccess } from './route-access';

export type ModuleResolution =
  /** No enabled module owns the path. */
  | { module: undefined; route: undefined }
  /** A module owns the prefix but declares no such page: not found. */
  | { module: ModuleEntry; route: undefined }
  | { module: ModuleEntry; route: ModuleRoute; access: RouteAccess };

function specificity(path: string): number {
  // Static segments beat parameters: /b2b/orders/add before /b2b/orders/view/:id before /b2b/orders.
  return path.split('/').reduce((score, segment) => score + (segment.startsWith(':') ? 1 : 3), 0);
}

/** Finds the module route that owns a path and the rule it needs; an unknown path inside a module is not found. */
export function resolveModulePath(modules: ModuleEntry[], pathname: string): ModuleResolution {
  const module = moduleForPath(modules, pathname);
  if (!module) return { module: undefined, route: undefined };
  const candidates = module.routes
    .filter((route) => matchPath({ path: route.path, end: true }, pathname))
    .sort((a, b) => specificity(b.path) - specificity(a.path));
  const route = candidates[0];
  if (!route) return { module, route: undefined };
  return { module, route, access: { kind: 'protected', rule: { action: route.action, subject: route.subject } } };
}
