import type { PROPERTY_SETTING_SORT_KEYS, PropertySetting, SortedListQuery } from '@portal/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { propertyTypes, propertyUnitSpaces, propertyUnitTypes, serviceTypes } from '../../platform/db/schema/index';
import { listResult, pageWindow, sortColumn } from '../../platform/http/list-query';
import type { Lang } from '../../platform/i18n/translate';
import { lookupRef, nameColumnFor, nameSearch } from '../areas/lookup-ref';

// The settings lists share one shape (code, names, sort), so one set of queries serves them all: the three property
// look-ups and the service types (ADR 0058).

export const settingTables = {
  propertyType: propertyTypes,
  propertyUnitType: propertyUnitTypes,
  propertyUnitSpace: propertyUnitSpaces,
  serviceType: serviceTypes,
};
export type SettingKind = keyof typeof settingTables;
// Same columns in each table: typed as one of them so drizzle accepts the union.
const tableOf = (kind: SettingKind) => settingTables[kind] as typeof propertyTypes;

const toSetting = (row: typeof propertyTypes.$inferSelect): PropertySetting => ({ ...lookupRef(row), sort: row.sort });

export async function listSettings(
  db: Queryable,
  kind: SettingKind,
  query: SortedListQuery<typeof PROPERTY_SETTING_SORT_KEYS>,
  lang: Lang,
) {
  const table = tableOf(kind);
  const where = and(eq(table.isActive, true), nameSearch(table, query.q));
  const name = nameColumnFor(table, lang);
  const column = sortColumn(query, { name, code: table.code, sort: table.sort }, table.sort);
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(query.sortDesc ? desc(column) : asc(column), asc(table.id))
      .limit(limit)
      .offset(offset),
    db.$count(table, where),
  ]);
  return listResult(rows.map(toSetting), total, query);
}

export async function findSetting(db: Queryable, kind: SettingKind, id: string) {
  const table = tableOf(kind);
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return row ? toSetting(row) : null;
}
