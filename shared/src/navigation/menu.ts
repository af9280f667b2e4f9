import type { OpsQueueKey } from '@portal/contract';
import { useSyncExternalStore } from 'react';
import { markSingleton } from '../singleton-marker';

// The business menu (spec §2): entries of every enabled module's routes document plus the shell's own, each
// shown only when an ability allows its rule. The shell builds its navigation with `buildMenu` and publishes the
// entries here, so a remote can preview the menu of another ability with the same filter (the role editor).

/** `account: 'company'`: a company account page whose rule names a console subject (ADR 0071). */
export type MenuRule = { action: string; subject: string; account?: 'company' | undefined };

/** A navigation entry; labels are i18next keys (a module's labels are registered under `modules:`). */
export type MenuEntry = MenuRule & {
  labelKey: string;
  group: { key: string; labelKey: string; order: number };
  order: number;
  icon?: string;
  to: string;
  /** A count the shell shows beside the entry (routes-document `navigationBadgeSchema`). */
  badge?: { count: OpsQueueKey; alert?: OpsQueueKey | undefined } | undefined;
};

export type MenuGroup = { key: string; labelKey: string; order: number; items: MenuEntry[] };

/**
 * The menu an ability sees: each entry kept only when `can` allows its rule; groups and entries ordered by the
 * `order` their owner declares. Groups left without an entry do not appear.
 */
export function buildMenu(entries: readonly MenuEntry[], can: (rule: MenuRule) => boolean): MenuGroup[] {
  const groups = new Map<string, MenuGroup>();
  for (const entry of entries) {
    if (!can(entry)) continue;
    const group = groups.get(entry.group.key) ?? { ...entry.group, items: [] };
    group.items.push(entry);
    groups.set(entry.group.key, group);
  }
  for (const group of groups.values()) group.items.sort((a, b) => a.order - b.order);
  return [...groups.values()].sort((a, b) => a.order - b.order);
}

markSingleton('menu');
let published: readonly MenuEntry[] = [];
const listeners = new Set<() => void>();

/** Called by the shell once the modules' routes documents are read. */
export function publishMenuEntries(entries: readonly MenuEntry[]): void {
  published = entries;
  for (const listener of listeners) listener();
}

/** Every menu entry of the portal, before any ability filter. */
export function useMenuEntries(): readonly MenuEntry[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => published,
  );
}
