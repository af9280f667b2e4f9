import { matchRoutes } from 'react-router';
import { type ModuleEntry, type ModuleRoute, moduleForPath } from '../modules/module-manifest';
import type { RouteAccess } from './route-access';

export type ModuleResolution =
  /** No enabled module owns the path. */
  | { module: undefined; route: undefined }
  /** A module owns the prefix but declares no such page: not found. */
  | { module: ModuleEntry; route: undefined }
  | { module: ModuleEntry; route: ModuleRoute; access: RouteAccess };

/**
 * Finds the module route that owns a path and the rule it needs; an unknown path inside a module is not found.
 * react-router's matchRoutes ranks the candidates the way the remote's own <Routes> will (static segments
 * before parameters: /b2b/orders/add before /b2b/orders/:id), so shell and remote agree on the page.
 */
export function resolveModulePath(modules: ModuleEntry[], pathname: string): ModuleResolution {
  const module = moduleForPath(modules, pathname);
  if (!module) return { module: undefined, route: undefined };
  const matched = matchRoutes(
    module.routes.map(({ path }) => ({ path })),
    pathname,
  )?.[0]?.route.path;
  const route = module.routes.find((r) => r.path === matched); // paths are unique per document (schema)
  if (!route) return { module, route: undefined };
  return { module, route, access: { kind: 'protected', rule: { action: route.action, subject: route.subject } } };
}
