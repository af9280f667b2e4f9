import type { SETTING_SORT_KEYS, Setting, SettingsResult, SortedListQuery } from '@portal/contract';
import { listResult, pageWindow, sortColumn } from '../../platform/http/list-query';
import type { RequestContext } from '../../platform/http/request-context';
import { countSettings, listSettings, settingSortColumns } from './settings-queries';

type Row = Awaited<ReturnType<typeof listSettings>>[number];

export interface SettingsListInput extends Omit<SortedListQuery<typeof SETTING_SORT_KEYS>, 'page'> {
  page: number;
  platform: string;
  is_active?: boolean;
  minimum: boolean;
}

function toSetting(row: Row, minimum: boolean): Setting {
  const value: unknown = JSON.parse(row.valueJson);
  if (minimum) return { key: row.key, value };
  return {
    key: row.key,
    value,
    group: row.group,
    sort: row.sort,
    is_active: row.isActive,
    updated_at: row.updatedAt.toISOString(),
  };
}

const defaultSort = settingSortColumns.sort;

/** page 0: every matching setting as an array; page ≥ 1: one page in the standard list shape. */
export async function settingsList(ctx: RequestContext, input: SettingsListInput): Promise<SettingsResult> {
  const { db } = ctx;
  const filter = { platform: input.platform, isActive: input.is_active, search: input.q };
  const order = { column: sortColumn(input, settingSortColumns, defaultSort), desc: input.sortDesc };
  if (input.page === 0) {
    return (await listSettings(db, filter, order)).map((row) => toSetting(row, input.minimum));
  }
  const [rows, total] = await Promise.all([
    listSettings(db, filter, order, pageWindow(input)),
    countSettings(db, filter),
  ]);
  return listResult(
    rows.map((row) => toSetting(row, input.minimum)),
    total,
    input,
  );
}
