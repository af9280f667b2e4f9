import type { PlatformSettings, PlatformSettingsValues, SupportContacts } from '@portal/contract';
import { advisoryXactLock } from '../../../platform/db/advisory-lock';
import type { Queryable } from '../../../platform/db/database';
import { platformSettings } from '../../../platform/db/schema/index';
import { AppError } from '../../../platform/http/app-error';
import { recordOpsAction } from '../audit/record-ops-action';
import { currentSettings, currentSettingsRow, settingsVersions } from './platform-settings-queries';
import { columnsOf, supportOf, toPlatformSettings } from './platform-settings-view';

// The platform settings (issue 27.7, ADR 0035). A change never updates a row: it inserts the next version with who
// and when, in one transaction, so the previous values stay readable and issued invoices can name their version.

/** How many versions the history answers (a change is rare: years of them). */
const HISTORY_LIMIT = 200;

export async function readPlatformSettings(db: Queryable): Promise<PlatformSettings> {
  return toPlatformSettings(await currentSettingsRow(db));
}

export async function platformSettingsHistory(db: Queryable): Promise<PlatformSettings[]> {
  return (await settingsVersions(db, HISTORY_LIMIT)).map(toPlatformSettings);
}

/**
 * Saves `values` as the version after `values.version`. Writers queue on one advisory lock, so the second of two
 * concurrent saves from the same version sees the first one's and gets 409 instead of silently replacing it.
 */
export async function savePlatformSettings(
  db: Queryable,
  values: PlatformSettingsValues,
  by: { userId: string | null; now: Date },
): Promise<PlatformSettings> {
  await db.transaction(async (tx) => {
    await advisoryXactLock(tx, 'platform_settings');
    const current = await currentSettings(tx);
    if (current.version !== values.version) throw new AppError(409, 'platform_settings.changed_meanwhile');
    await tx.insert(platformSettings).values({
      ...columnsOf(values),
      version: current.version + 1,
      changedBy: by.userId,
      changedAt: by.now,
    });
    // The ops audit log names who saved which version; the version row itself keeps every value.
    if (by.userId) {
      await recordOpsAction(tx, { userId: by.userId }, by.now, {
        action: 'settings.update',
        targetType: 'settings',
        targetId: null,
        companyId: null,
        details: { version: current.version + 1 },
      });
    }
  });
  return readPlatformSettings(db);
}

/** The public read of /settings and the public pages: null until ops set the contacts. */
export async function supportContacts(db: Queryable): Promise<SupportContacts | null> {
  return supportOf(await currentSettings(db));
}
