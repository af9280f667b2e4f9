import { type PlatformSettingsBody, platformSettingsBodySchema } from '@portal/contract';
import * as v from 'valibot';
import { currentSettings } from '../../back-office/ops/platform-settings/platform-settings-queries';
import { savePlatformSettings } from '../../back-office/ops/platform-settings/platform-settings-service';
import type { Queryable } from '../../platform/db/database';

// The demo platform's seller identity and support desk (issue 27.7, ADR 0035): what ops would enter in the console.
// `npm run seed` saves it when no seller is set yet (a fresh database, or one seeded before migration 0030); the API
// test suite's template database gets the same (api/test/support/global-setup.ts), so every test can issue invoices.

export const DEMO_PLATFORM_SETTINGS: Omit<PlatformSettingsBody, 'version'> = {
  seller: {
    name_ar: 'شركة إتقان الرياض للصيانة والتشغيل',
    name_en: 'Riyadh Itqan Maintenance & Operations Co.',
    vat_number: '310452789600003',
    cr_number: '1010734562',
    address: {
      building_number: '2715',
      street_ar: 'طريق الملك فهد',
      street_en: 'King Fahd Road',
      district_ar: 'العليا',
      district_en: 'Al Olaya',
      city_ar: 'الرياض',
      city_en: 'Riyadh',
      postal_code: '12211',
      additional_number: '7364',
    },
  },
  support: {
    phone: '920033712',
    whatsapp: '+966550123478',
    email: 'support@itqan-maintenance.example',
    hours_ar: 'من الأحد إلى الخميس، 8 صباحًا – 8 مساءً',
    hours_en: 'Sunday to Thursday, 8 am – 8 pm',
    hours_fr: 'Du dimanche au jeudi, de 8 h à 20 h',
  },
  quotation_auto_approve_max: 50_000_000,
  transfer_overdue_hours: 24,
};

/** Saves the demo settings as the next version unless a seller is already set (real settings are never replaced). */
export async function seedPlatformSettings(db: Queryable, by: { userId: string | null; now: Date }): Promise<void> {
  const current = await currentSettings(db);
  if (current.sellerNameAr) return;
  const values = v.parse(platformSettingsBodySchema, { ...DEMO_PLATFORM_SETTINGS, version: current.version });
  await savePlatformSettings(db, values, by);
}
