import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/database';
import { platformSettings, users } from '../../../platform/db/schema/index';

// Reads of the versioned platform settings (issue 27.7): the current one is the highest version.

const columns = { settings: platformSettings, changedByName: users.fullName };

function selectVersions(db: Queryable) {
  return db.select(columns).from(platformSettings).leftJoin(users, eq(users.id, platformSettings.changedBy));
}

export type PlatformSettingsRow = Awaited<ReturnType<typeof selectVersions>>[number];

/** The current settings (migration 0030 writes version 1, so there always is one). */
export async function currentSettingsRow(db: Queryable): Promise<PlatformSettingsRow> {
  const [row] = await selectVersions(db).orderBy(desc(platformSettings.version)).limit(1);
  if (!row) throw new Error('platform_settings has no version (migration 0030)');
  return row;
}

/** The latest versions, newest first. */
export function settingsVersions(db: Queryable, limit: number) {
  return selectVersions(db).orderBy(desc(platformSettings.version)).limit(limit);
}

/** Only the current row, without the join: the per-request reads of invoices, quotations and the overdue job. */
export async function currentSettings(db: Queryable) {
  const [row] = await db.select().from(platformSettings).orderBy(desc(platformSettings.version)).limit(1);
  if (!row) throw new Error('platform_settings has no version (migration 0030)');
  return row;
}
