import { callEndpoint, endpointQuery, queryClient } from '@portal/shared';
import {
  PLATFORM_SETTINGS_ENDPOINTS,
  type PlatformSettings,
  type PlatformSettingsBody,
  type PlatformSettingsValues,
} from '@portal/shared/contract';

// The platform settings of the ops API (ADR 0035): one read, one PUT per save (the whole form with the version it was
// read from: a colleague's save in between answers 409 instead of being overwritten unseen).

const SETTINGS_KEY = ['ops', 'settings'] as const;
/** The shell's cache of the public support contacts (site/src/support-contacts): read again after a save. */
const SUPPORT_CONTACTS_KEY = ['shell', 'support-contacts'] as const;

export const settingsQuery = () => endpointQuery(PLATFORM_SETTINGS_ENDPOINTS.get, undefined, { key: SETTINGS_KEY });

export async function saveSettings(body: PlatformSettingsValues): Promise<PlatformSettings> {
  const saved = await callEndpoint(PLATFORM_SETTINGS_ENDPOINTS.update, { body });
  queryClient.setQueryData(settingsQuery().queryKey, saved);
  await queryClient.invalidateQueries({ queryKey: SUPPORT_CONTACTS_KEY });
  return saved;
}

type Lang = 'ar' | 'en' | 'fr';
const AR_EN = ['ar', 'en'] as const;

/** `{ <name>_ar, <name>_en… }` from a text in several languages: the form has a field per language. */
const perLanguage = <N extends string, L extends Lang>(
  name: N,
  text: Partial<Record<L, string>> | undefined,
  of: readonly L[],
) => Object.fromEntries(of.map((lang) => [`${name}_${lang}`, text?.[lang] ?? ''])) as Record<`${N}_${L}`, string>;

/** The form's values from the settings as read: blanks where nothing is set yet (a new environment). */
export function formValuesOf(settings: PlatformSettings): PlatformSettingsBody {
  const { seller, support } = settings;
  const address = seller?.address;
  return {
    version: settings.version,
    seller: {
      ...perLanguage('name', seller?.name, AR_EN),
      vat_number: seller?.vat_number ?? '',
      cr_number: seller?.cr_number ?? '',
      address: {
        building_number: address?.building_number ?? '',
        ...perLanguage('street', address?.street, AR_EN),
        ...perLanguage('district', address?.district, AR_EN),
        ...perLanguage('city', address?.city, AR_EN),
        postal_code: address?.postal_code ?? '',
        additional_number: address?.additional_number ?? '',
      },
    },
    support: {
      phone: support?.phone ?? '',
      whatsapp: support?.whatsapp ?? '',
      email: support?.email ?? '',
      ...perLanguage('hours', support?.hours, ['ar', 'en', 'fr'] as const),
    },
    quotation_auto_approve_max: settings.quotation_auto_approve_max,
    transfer_overdue_hours: settings.transfer_overdue_hours,
  };
}
