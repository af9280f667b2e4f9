import type { PlatformSettings, PlatformSettingsValues, Seller, SupportContacts } from '@portal/contract';
import type { platformSettings } from '../../../platform/db/schema/index';
import type { PlatformSettingsRow } from './platform-settings-queries';

type Columns = typeof platformSettings.$inferSelect;
type Inserted = typeof platformSettings.$inferInsert;

/** The seller of a settings row, or null while it is not set. */
export function sellerOf(row: Columns): Seller | null {
  if (!row.sellerNameAr || !row.sellerNameEn || !row.sellerVatNumber || !row.sellerCrNumber || !row.sellerAddress) {
    return null;
  }
  return {
    name: { ar: row.sellerNameAr, en: row.sellerNameEn },
    vat_number: row.sellerVatNumber,
    cr_number: row.sellerCrNumber,
    address: row.sellerAddress,
  };
}

export function supportOf(row: Columns): SupportContacts | null {
  if (!row.supportPhone || !row.supportEmail || !row.supportHours) return null;
  return { phone: row.supportPhone, whatsapp: row.supportWhatsapp, email: row.supportEmail, hours: row.supportHours };
}

export function toPlatformSettings({ settings: row, changedByName }: PlatformSettingsRow): PlatformSettings {
  return {
    version: row.version,
    changed_at: row.changedAt.toISOString(),
    changed_by: row.changedBy ? { id: row.changedBy, name: changedByName ?? '' } : null,
    seller: sellerOf(row),
    support: supportOf(row),
    quotation_auto_approve_max: row.quotationAutoApproveMax,
    transfer_overdue_hours: row.transferOverdueHours,
  };
}

/** The columns of a new version from the validated body (the version number is the caller's). */
export function columnsOf(body: PlatformSettingsValues): Omit<Inserted, 'version' | 'changedBy' | 'changedAt'> {
  const { seller, support } = body;
  const { address } = seller;
  return {
    sellerNameAr: seller.name_ar,
    sellerNameEn: seller.name_en,
    sellerVatNumber: seller.vat_number,
    sellerCrNumber: seller.cr_number,
    sellerAddress: {
      building_number: address.building_number,
      street: { ar: address.street_ar, en: address.street_en },
      district: { ar: address.district_ar, en: address.district_en },
      city: { ar: address.city_ar, en: address.city_en },
      postal_code: address.postal_code,
      additional_number: address.additional_number ?? null,
    },
    supportPhone: support.phone,
    supportWhatsapp: support.whatsapp ?? null,
    supportEmail: support.email,
    supportHours: { ar: support.hours_ar, en: support.hours_en, fr: support.hours_fr },
    quotationAutoApproveMax: body.quotation_auto_approve_max,
    transferOverdueHours: body.transfer_overdue_hours,
  };
}
