import * as v from 'valibot';
import { crNumberText, digitsText, vatNumberText } from './account';
import { latinDigits } from './digits';
import { endpoint } from './endpoint';
import { emailField, formObject, requiredText } from './fields';
import { localizedNameSchema } from './login-info';
import { messageKey } from './messages';
import { halalasField, localizedTextSchema, MAX_CREDIT_LIMIT_HALALAS } from './money';
import { OPS_RULES } from './ops-rules';
import { phoneSchema } from './phone';
import { optionalField } from './profile';

// Platform settings (issue 27.7): the seller's legal identity printed on every invoice, the support contacts shown on
// /settings and the public pages, the automatic quotation approval limit and the bank-transfer overdue delay. Each
// change is a new version (who, when); an invoice keeps the identity of the version it was issued with (ADR 0034).

/** Spec §4: bank transfers are confirmed within 24 hours; ops may allow up to a week. */
export const MAX_TRANSFER_OVERDUE_HOURS = 168;
/** The ZATCA QR stores each value's length in one byte (ADR 0008): the Arabic name must fit 255 UTF-8 bytes. */
export const SELLER_NAME_MAX_BYTES = 255;

/** UTF-8 length without TextEncoder (the contract runs on both sides and types neither DOM nor Node). */
function utf8Bytes(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * A support line: a unified number (9200XXXXX), toll-free (800XXXXXXX), landline or mobile; stored without
 * separators, with + when given. Saudi mobiles are normalised to E.164 like every phone field.
 */
const supportPhoneField = v.pipe(
  v.string(messageKey('validation.string')),
  v.trim(),
  v.nonEmpty(messageKey('validation.required')),
  v.transform((value) => latinDigits(value).replace(/[\s\-().]/g, '')),
  v.regex(/^\+?\d{7,15}$/, messageKey('validation.support_phone')),
);

/** Saudi national address of the seller (building, street, district, city, postal code; additional number optional). */
export const sellerAddressBodySchema = formObject({
  building_number: digitsText(/^\d{4}$/, 'validation.building_number'),
  street_ar: requiredText(200),
  street_en: requiredText(200),
  district_ar: requiredText(200),
  district_en: requiredText(200),
  city_ar: requiredText(100),
  city_en: requiredText(100),
  postal_code: digitsText(/^\d{5}$/, 'validation.postal_code'),
  additional_number: optionalField(
    v.pipe(v.string(), v.transform(latinDigits), v.regex(/^\d{4}$/, messageKey('validation.additional_number'))),
  ),
});
export type SellerAddress = v.InferOutput<typeof sellerAddressBodySchema>;

export const sellerIdentityBodySchema = formObject({
  name_ar: v.pipe(
    requiredText(200),
    v.check(
      (value) => utf8Bytes(value) <= SELLER_NAME_MAX_BYTES,
      messageKey('validation.max_bytes', { n: SELLER_NAME_MAX_BYTES }),
    ),
  ),
  name_en: requiredText(200),
  vat_number: vatNumberText,
  cr_number: crNumberText,
  address: sellerAddressBodySchema,
});
export type SellerIdentity = v.InferOutput<typeof sellerIdentityBodySchema>;

export const supportContactsBodySchema = formObject({
  phone: supportPhoneField,
  /** Optional: not every support desk answers on WhatsApp. */
  whatsapp: optionalField(phoneSchema),
  email: emailField,
  hours_ar: requiredText(200),
  hours_en: requiredText(200),
  hours_fr: requiredText(200),
});

/**
 * PUT /api/v1/ops/settings — also the ops console's settings form. `version` is the version the form was filled
 * from: a change saved by someone else in between answers 409 rather than being overwritten unseen.
 */
export const platformSettingsBodySchema = formObject({
  version: v.pipe(
    v.number(messageKey('validation.number')),
    v.integer(messageKey('validation.integer')),
    v.minValue(1, messageKey('validation.invalid')),
  ),
  seller: sellerIdentityBodySchema,
  support: supportContactsBodySchema,
  /** Quotations priced up to this many halalas (VAT included) are approved at once; above, ops decide. */
  quotation_auto_approve_max: halalasField(0, MAX_CREDIT_LIMIT_HALALAS),
  /** A pending bank transfer older than this is flagged overdue to ops. */
  transfer_overdue_hours: v.pipe(
    v.number(messageKey('validation.number')),
    v.integer(messageKey('validation.integer')),
    v.minValue(1, messageKey('validation.between', { min: 1, max: MAX_TRANSFER_OVERDUE_HOURS })),
    v.maxValue(
      MAX_TRANSFER_OVERDUE_HOURS,
      messageKey('validation.between', { min: 1, max: MAX_TRANSFER_OVERDUE_HOURS }),
    ),
  ),
});
export type PlatformSettingsBody = v.InferInput<typeof platformSettingsBodySchema>;
/** The body once validated and normalised (what the API stores). */
export type PlatformSettingsValues = v.InferOutput<typeof platformSettingsBodySchema>;

// --- Answers ---

export const sellerAddressSchema = v.object({
  building_number: v.string(),
  street: localizedNameSchema,
  district: localizedNameSchema,
  city: localizedNameSchema,
  postal_code: v.string(),
  additional_number: v.nullable(v.string()),
});
export type SellerAddressView = v.InferOutput<typeof sellerAddressSchema>;

export const sellerSchema = v.object({
  name: localizedNameSchema,
  vat_number: v.string(),
  cr_number: v.string(),
  address: sellerAddressSchema,
});
export type Seller = v.InferOutput<typeof sellerSchema>;

export const supportContactsSchema = v.object({
  phone: v.string(),
  whatsapp: v.nullable(v.string()),
  email: v.string(),
  hours: localizedTextSchema,
});
export type SupportContacts = v.InferOutput<typeof supportContactsSchema>;

export const platformSettingsSchema = v.object({
  version: v.number(),
  changed_at: v.string(),
  /** Null when the system wrote the version (the migration, the demo seed). */
  changed_by: v.nullable(v.object({ id: v.string(), name: v.string() })),
  /** Null until ops set it: no invoice can be issued before (503). */
  seller: v.nullable(sellerSchema),
  /** Null until ops set them: the pages then show no contact. */
  support: v.nullable(supportContactsSchema),
  quotation_auto_approve_max: v.number(),
  transfer_overdue_hours: v.number(),
});
export type PlatformSettings = v.InferOutput<typeof platformSettingsSchema>;

/** Newest first. */
export const platformSettingsHistorySchema = v.array(platformSettingsSchema);

// Read by every role that sees settings, saved by admins (OPS_RULES, ./ops-rules.ts).
const readSettings = { ops: OPS_RULES.settingsRead } as const;
const updateSettings = { ops: OPS_RULES.settingsUpdate } as const;

export const PLATFORM_SETTINGS_ENDPOINTS = {
  get: endpoint({
    operationId: 'getPlatformSettings',
    method: 'GET',
    path: 'ops/settings',
    access: readSettings,
    summary: 'The current platform settings: seller identity, support contacts, approval limit, overdue delay',
    tag: 'ops',
    response: platformSettingsSchema,
  }),
  update: endpoint({
    operationId: 'updatePlatformSettings',
    method: 'PUT',
    path: 'ops/settings',
    access: updateSettings,
    summary: 'Save a new version of the platform settings (409 when another version was saved since `version`)',
    tag: 'ops',
    body: platformSettingsBodySchema,
    response: platformSettingsSchema,
    message: 'success.updated',
  }),
  history: endpoint({
    operationId: 'listPlatformSettingsHistory',
    method: 'GET',
    path: 'ops/settings/history',
    access: readSettings,
    summary: 'Every version of the platform settings, newest first, with who saved it and when',
    tag: 'ops',
    response: platformSettingsHistorySchema,
  }),
  supportContacts: endpoint({
    operationId: 'getSupportContacts',
    method: 'GET',
    path: 'public/support-contacts',
    access: { auth: 'public' },
    summary: 'The support phone, WhatsApp, e-mail and hours (null until ops set them); no sign-in needed',
    tag: 'settings',
    response: v.nullable(supportContactsSchema),
  }),
};

/**
 * The national address on one line, the Saudi Post order: building and street, district, city, postal code with
 * the additional number (`2715 King Fahd Road, Al Olaya, Riyadh 12211-7364`). The invoice page and PDF print it.
 */
export function sellerAddressLine(address: SellerAddressView, lang: 'ar' | 'en'): string {
  const comma = lang === 'ar' ? '، ' : ', ';
  const postal = address.additional_number
    ? `${address.postal_code}-${address.additional_number}`
    : address.postal_code;
  return [
    `${address.building_number} ${address.street[lang]}`,
    address.district[lang],
    `${address.city[lang]} ${postal}`,
  ].join(comma);
}
