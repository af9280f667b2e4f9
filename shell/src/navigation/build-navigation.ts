import { buildMenu, type MenuGroup } from '@portal/shared';
import type { ModuleEntry, NavigationEntry } from '../modules/module-manifest';
import { resolveModulePath } from '../routing/module-access';
import type { Rule } from '../routing/route-access';

export type NavigationGroup = MenuGroup;

/**
 * Navigation from the enabled modules' routes documents and the shell's own entries, each entry kept only
 * when the user has its ability (shared `buildMenu`, which the role editor's menu preview uses too). Groups and entries are ordered by the `order` their owner declares
 * (business menu order of spec §2); groups of modules the manifest does not list simply do not appear.
 */
export function buildNavigation(
  modules: ModuleEntry[],
  can: (rule: Rule) => boolean,
  shellEntries: NavigationEntry[] = [],
): NavigationGroup[] {
  return buildMenu([...modules.flatMap((m) => m.navigation), ...shellEntries], can);
}

/**
 * The navigation entry to highlight: the one the current module route names (`highlight`), else the
 * longest entry the path starts with (/b2b/orders/view/7 highlights the orders list, spec §2).
 */
export function selectedNavigation(
  groups: NavigationGroup[],
  modules: ModuleEntry[],
  pathname: string,
): string | undefined {
  const highlight = resolveModulePath(modules, pathname).route?.highlight;
  if (highlight) return highlight;
  return groups
    .flatMap((g) => g.items)
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0]?.to;
}
