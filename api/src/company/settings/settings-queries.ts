import { and, asc, desc, eq, getTableColumns, ilike, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like';
import { settings } from '../../platform/db/schema/index';

export interface SettingsFilter {
  platform: string;
  isActive?: boolean;
  /** Part of a key. */
  search?: string;
}

function where(filter: SettingsFilter): SQL | undefined {
  return and(
    eq(settings.platform, filter.platform),
    filter.isActive === undefined ? undefined : eq(settings.isActive, filter.isActive),
    filter.search ? ilike(settings.key, containsPattern(filter.search)) : undefined,
  );
}

export const settingSortColumns = { sort: settings.sort, key: settings.key, group: settings.group };

export function listSettings(
  db: Queryable,
  filter: SettingsFilter,
  order: { column: (typeof settingSortColumns)[keyof typeof settingSortColumns]; desc: boolean },
  window?: { limit: number; offset: number },
) {
  const { value: _value, ...columns } = getTableColumns(settings);
  const query = db
    // The value is read as JSON text and parsed here: the driver's jsonb mapping would parse a JSON string
    // value twice ("1.0" came back as the number 1).
    .select({ ...columns, valueJson: sql<string>`${settings.value}::text` })
    .from(settings)
    .where(where(filter))
    .orderBy(order.desc ? desc(order.column) : asc(order.column), asc(settings.key))
    .$dynamic();
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

export const countSettings = (db: Queryable, filter: SettingsFilter) => db.$count(settings, where(filter));
