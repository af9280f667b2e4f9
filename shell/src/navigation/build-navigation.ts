import type { ModuleEntry, NavigationEntry } from '../modules/module-manifest';
import { resolveModulePath } from '../routing/module-access';
import type { Rule } from '../routing/route-access';

export type NavigationGroup = { key: string; labelKey: string; order: number; items: NavigationEntry[] };

/**
 * Navigation from the enabled modules' routes documents and the shell's own entries, each entry kept only
 * when the user has its ability. Groups and entries are ordered by the `order` their owner declares
 * (business menu order of spec §2); groups of modules the manifest does not list simply do not appear.
 */
export function buildNavigation(
  modules: ModuleEntry[],
  can: (rule: Rule) => boolean,
  shellEntries: NavigationEntry[] = [],
): NavigationGroup[] {
  const groups = new Map<string, NavigationGroup>();
  for (const entry of [...modules.flatMap((m) => m.navigation), ...shellEntries]) {
    if (!can(entry)) continue;
    const group = groups.get(entry.group.key) ?? { ...entry.group, items: [] };
    group.items.push(entry);
    groups.set(entry.group.key, group);
  }
  for (const group of groups.values()) group.items.sort((a, b) => a.order - b.order);
  return [...groups.values()].sort((a, b) => a.order - b.order);
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
