import * as v from 'valibot';
import { latinDigits } from './digits';
import { formObject, requiredText, uuidField } from './fields';
import { localizedNameSchema } from './login-info';
import { messageKey, type ValidationMessageKey } from './messages';
import { nationalAddressBodySchema, nationalAddressSchema } from './national-address';
import { phoneSchema } from './phone';
import { optionalEmail, optionalField, optionalText } from './profile';

// Account information of the caller's company (spec §3 Company/account, §2 "Account edit"):
// GET /api/v1/company/company, GET|PUT /api/v1/company/company/:id, certificates under …/:id/certificates/:kind.

export const CERTIFICATE_KINDS = ['cr', 'vat'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];
/** 5 MB, checked by the API on the bytes received. */
export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
/** Types the API recognises by content (magic bytes). */
export const CERTIFICATE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

/** A required number made of digits (Arabic-Indic digits accepted), checked against `pattern`. */
export const digitsText = (pattern: RegExp, key: ValidationMessageKey) =>
  v.pipe(
    v.string(messageKey('validation.string')),
    v.trim(),
    v.nonEmpty(messageKey('validation.required')),
    v.transform(latinDigits),
    v.regex(pattern, messageKey(key)),
  );

/** Commercial registration number: 10 digits. */
export const crNumberText = digitsText(/^\d{10}$/, 'validation.cr_number');
/** VAT registration number (ZATCA): 15 digits, starting and ending with 3. */
export const vatNumberText = digitsText(/^3\d{13}3$/, 'validation.vat_number');

/** The same, optional (blank or null: no value). */
export const crNumberField = optionalField(crNumberText);
export const vatNumberField = optionalField(vatNumberText);

/** PUT /api/v1/company/company/:id (the id is repeated in the body, spec §7 generic resource). */
export const accountUpdateBodySchema = formObject(
  {
    id: uuidField,
    name_ar: requiredText(200),
    name_en: requiredText(200),
    address: optionalText(500),
    contact_person: optionalText(200),
    contact_phone: optionalField(phoneSchema),
    contact_email: optionalEmail,
    owner_name: requiredText(200),
    owner_phone: phoneSchema,
    owner_email: optionalEmail,
    cr_number: crNumberField,
    vat_number: vatNumberField,
    /** Absent: unchanged (clients that do not know the field); null or all blank: cleared (ADR 0055). */
    national_address: v.optional(v.nullable(nationalAddressBodySchema)),
  },
  { owner_phone: 'validation.phone_required' },
);
export type AccountUpdateBody = v.InferInput<typeof accountUpdateBodySchema>;

export const accountParamsSchema = v.object({ id: uuidField });
export const certificateParamsSchema = v.object({
  id: uuidField,
  kind: v.picklist(CERTIFICATE_KINDS, messageKey('validation.invalid')),
});

export const certificateSchema = v.object({
  kind: v.picklist(CERTIFICATE_KINDS),
  original_name: v.string(),
  mime: v.picklist(CERTIFICATE_TYPES),
  size: v.number(),
  sha256: v.string(),
  uploaded_at: v.string(),
  /** API path that serves the file to members of the company (send the bearer token). */
  url: v.string(),
});
export type Certificate = v.InferOutput<typeof certificateSchema>;

export const accountSchema = v.object({
  id: v.string(),
  account_type: v.literal('company'),
  name: localizedNameSchema,
  name_ar: v.string(),
  name_en: v.string(),
  logo_url: v.nullable(v.string()),
  address: v.nullable(v.string()),
  contact_person: v.nullable(v.string()),
  contact_phone: v.nullable(v.string()),
  contact_email: v.nullable(v.string()),
  owner_name: v.string(),
  owner_phone: v.string(),
  owner_email: v.nullable(v.string()),
  cr_number: v.nullable(v.string()),
  vat_number: v.nullable(v.string()),
  national_address: v.nullable(nationalAddressSchema),
  cr_certificate: v.nullable(certificateSchema),
  vat_certificate: v.nullable(certificateSchema),
  updated_at: v.string(),
});
export type Account = v.InferOutput<typeof accountSchema>;
