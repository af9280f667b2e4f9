import { eq } from 'drizzle-orm';
import { localized, notifyCompany } from '../../messaging/notifications/notify-company';
import { companyPackages } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { recordEvent } from '../../platform/events/record-event';
import { type Lang, languages, translate } from '../../platform/i18n/translate';
import { addDays, addMonths, riyadhDay } from '../catalog/riyadh-day';
import type { PackageRow } from './package-view';

// A paid package becomes approved and active: it starts today (Riyadh) and runs `period_months` months
// (last day inclusive). Same transaction as the payment: the in-app notification and the NEW_PACKAGE event that
// carries its id (push mirrors it).

export async function activatePackage(scope: CompanyScope, row: PackageRow, now: Date): Promise<void> {
  const startsOn = riyadhDay(now);
  const endsOn = addDays(addMonths(startsOn, row.periodMonths), -1);
  await scope.update(
    companyPackages,
    { status: 'approved', startsOn, endsOn, activatedAt: now },
    eq(companyPackages.id, row.id),
  );
  const notificationId = await notifyCompany(scope.db, {
    companyId: scope.companyId,
    type: 'NEW_PACKAGE',
    title: localized('packages.notify.new_package_title'),
    body: Object.fromEntries(
      languages.map((lang) => [
        lang,
        translate(lang, 'packages.notify.new_package_body', { reference: row.reference, name: row.name[lang] }),
      ]),
    ) as Record<Lang, string>,
    data: { reference: row.reference, package_id: row.id },
    createdAt: now,
  });
  await recordEvent(scope, {
    type: 'NEW_PACKAGE',
    payload: { reference: row.reference, package_id: row.id },
    createdAt: now,
    notificationId,
  });
}

/** Ops refused the payment (a rejected transfer): the package is rejected, with its event. */
export async function rejectPackage(scope: CompanyScope, row: PackageRow, reason: string, now: Date): Promise<void> {
  await scope.update(
    companyPackages,
    { status: 'rejected', rejectionReason: reason, paymentStatus: 'none' },
    eq(companyPackages.id, row.id),
  );
  const notificationId = await notifyCompany(scope.db, {
    companyId: scope.companyId,
    userId: row.createdBy,
    type: 'NEW_PACKAGE',
    title: localized('packages.notify.rejected_title'),
    body: localized('packages.notify.rejected_body', { reference: row.reference, reason }),
    data: { reference: row.reference, package_id: row.id },
    createdAt: now,
  });
  // Push mirrors the notification (notificationId): the package view opens by its reference.
  await recordEvent(scope, {
    type: 'PACKAGE_STATUS_CHANGED',
    payload: { reference: row.reference, package_id: row.id, status: 'rejected' },
    createdAt: now,
    notificationId,
  });
}
