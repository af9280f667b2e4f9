import * as v from 'valibot';
import { latinDigits } from './digits';
import { messageKey, type ValidationMessageKey } from './messages';
import { optionalField, optionalText } from './profile';

// The buyer's Saudi national address (issue 31.2, ADR 0055): what a standard tax invoice prints for the buyer
// (ZATCA: building number, street, district, city, postal code; the additional number when there is one). The
// company types it once on its account page, in the language it writes it in; it is printed as written.

/** The fields every address needs; the additional number is optional. */
const NATIONAL_ADDRESS_REQUIRED = ['building_number', 'street', 'district', 'city', 'postal_code'] as const;

const digits = (pattern: RegExp, key: ValidationMessageKey) =>
  optionalField(v.pipe(v.string(), v.trim(), v.transform(latinDigits), v.regex(pattern, messageKey(key))));

const nationalAddressFields = v.object({
  building_number: digits(/^\d{4}$/, 'validation.building_number'),
  street: optionalText(200),
  district: optionalText(200),
  city: optionalText(100),
  postal_code: digits(/^\d{5}$/, 'validation.postal_code'),
  additional_number: digits(/^\d{4}$/, 'validation.additional_number'),
});
type AddressFields = v.InferOutput<typeof nationalAddressFields>;

const given = (value: AddressFields) => NATIONAL_ADDRESS_REQUIRED.some((key) => value[key] !== null);

/**
 * Whole or empty: every field blank clears the address (null); some given asks for the rest, each missing one
 * with its own field error.
 */
export const nationalAddressBodySchema = v.pipe(
  nationalAddressFields,
  // Also when another field is wrong (the dataset is then untyped), so every error shows at once.
  v.rawCheck(({ dataset, addIssue }) => {
    const value = dataset.value as Partial<AddressFields> | null;
    if (typeof value !== 'object' || value === null) return;
    const present = (key: (typeof NATIONAL_ADDRESS_REQUIRED)[number]) =>
      value[key] !== null && value[key] !== undefined;
    if (!NATIONAL_ADDRESS_REQUIRED.some(present)) return;
    for (const key of NATIONAL_ADDRESS_REQUIRED) {
      if (present(key)) continue;
      addIssue({
        message: messageKey('validation.required'),
        path: [{ type: 'object', origin: 'value', input: value, key, value: null }],
      });
    }
  }),
  v.transform((value) => (given(value) ? (value as NationalAddress) : null)),
);

export const nationalAddressSchema = v.object({
  building_number: v.string(),
  street: v.string(),
  district: v.string(),
  city: v.string(),
  postal_code: v.string(),
  additional_number: v.nullable(v.string()),
});
export type NationalAddress = v.InferOutput<typeof nationalAddressSchema>;

/** One line as Saudi invoices print it: "2715 King Fahd Rd, Al Olaya, Riyadh 12214 – 7845". */
export function nationalAddressLine(address: NationalAddress): string {
  const postal = address.additional_number
    ? `${address.postal_code} – ${address.additional_number}`
    : address.postal_code;
  return `${address.building_number} ${address.street}, ${address.district}, ${address.city} ${postal}`;
}

/** What a standard tax invoice needs of its buyer and the account lacks (ADR 0055): VAT or CR number, address. */
export type BuyerIdentityGap = 'tax_number' | 'national_address';

export function buyerIdentityGaps(account: {
  vat_number: string | null;
  cr_number: string | null;
  national_address: NationalAddress | null;
}): BuyerIdentityGap[] {
  const gaps: BuyerIdentityGap[] = [];
  if (!account.vat_number && !account.cr_number) gaps.push('tax_number');
  if (!account.national_address) gaps.push('national_address');
  return gaps;
}
