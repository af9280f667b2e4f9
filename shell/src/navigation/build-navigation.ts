import type { ModuleEntry, NavigationEntry } from '../modules/module-manifest';
import type { Rule } from '../routing/route-access';

export type NavigationGroup = { key: string; labelKey: string; items: NavigationEntry[] };

// Business menu order of spec §2; groups of modules the manifest does not list simply do not appear.
const GROUP_ORDER = [
  'nav.dashboard',
  'nav.branchesManagement',
  'nav.usersManagement',
  'nav.ordersManagement',
  'nav.accounting',
  'nav.messages',
  'nav.settings',
  'shell:ops.title',
];

/** Navigation from the enabled modules, each entry kept only when the user has its ability. */
export function buildNavigation(
  modules: ModuleEntry[],
  can: (rule: Rule) => boolean,
  shellEntries: NavigationEntry[] = [],
): NavigationGroup[] {
  const groups = new Map<string, NavigationGroup>();
  for (const entries of [...modules.map((m) => m.navigation), shellEntries]) {
    for (const entry of entries) {
      if (!can(entry)) continue;
      const key = entry.groupKey ?? entry.labelKey;
      const group = groups.get(key) ?? { key, labelKey: key, items: [] };
      group.items.push(entry);
      groups.set(key, group);
    }
  }
  const rank = (key: string) => {
    const index = GROUP_ORDER.indexOf(key);
    return index < 0 ? GROUP_ORDER.length : index;
  };
  return [...groups.values()].sort((a, b) => rank(a.key) - rank(b.key));
}
