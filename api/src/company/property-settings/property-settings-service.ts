import type { ListQuery } from '@portal/contract';
import { notFound } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { findSetting, listSettings, type SettingKind } from './property-settings-queries';

// Property look-ups (branch types, unit types, unit spaces) as the public routes serve them.

export function propertySettingList(ctx: RequestContext, { kind, query }: { kind: SettingKind; query: ListQuery }) {
  return listSettings(ctx.db, kind, query, ctx.lang);
}

export async function propertySettingById(ctx: RequestContext, { kind, id }: { kind: SettingKind; id: string }) {
  const setting = await findSetting(ctx.db, kind, id);
  if (!setting) throw notFound();
  return setting;
}
