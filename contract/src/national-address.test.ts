import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accountUpdateBodySchema } from './account';
import { buyerIdentityGaps, nationalAddressBodySchema, nationalAddressLine } from './national-address';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
};

const riyadh = {
  building_number: '٧٢٣٥',
  street: 'Olaya Street',
  district: 'Al Olaya',
  city: 'Riyadh',
  postal_code: '12244',
  additional_number: '',
};

describe('the national address of a buyer', () => {
  it('keeps a whole address, Arabic-Indic digits read as digits, a blank additional number as none', () => {
    expect(v.parse(nationalAddressBodySchema, riyadh)).toEqual({
      ...riyadh,
      building_number: '7235',
      additional_number: null,
    });
  });

  it('clears when every field is blank, and asks for each missing field of a partial one', () => {
    const blank = { building_number: '', street: ' ', district: '', city: '', postal_code: '', additional_number: '' };
    expect(v.parse(nationalAddressBodySchema, blank)).toBeNull();
    expect(issuesOf(nationalAddressBodySchema, { ...blank, street: 'Olaya Street' })).toEqual({
      building_number: 'validation.required',
      district: 'validation.required',
      city: 'validation.required',
      postal_code: 'validation.required',
    });
  });

  it('names a missing field even beside a wrong one', () => {
    expect(issuesOf(nationalAddressBodySchema, { ...riyadh, district: '', postal_code: '1224' })).toEqual({
      district: 'validation.required',
      postal_code: 'validation.postal_code',
    });
  });

  it('refuses a building number or an additional number other than 4 digits, a postal code other than 5', () => {
    expect(
      issuesOf(nationalAddressBodySchema, {
        ...riyadh,
        building_number: '723',
        postal_code: '1224',
        additional_number: '12a4',
      }),
    ).toEqual({
      building_number: 'validation.building_number',
      postal_code: 'validation.postal_code',
      additional_number: 'validation.additional_number',
    });
  });

  it('prints as one line, with the additional number after the postal code', () => {
    const address = v.parse(nationalAddressBodySchema, { ...riyadh, additional_number: '8254' })!;
    expect(nationalAddressLine(address)).toBe('7235 Olaya Street, Al Olaya, Riyadh 12244 – 8254');
  });
});

describe('the account form', () => {
  const account = {
    id: '0b8f1c1e-8d0a-4f7e-9a59-0d1c6c2d5b11',
    name_ar: 'شركة نجد',
    name_en: 'Najd Co',
    owner_name: 'Sara',
    owner_phone: '0501234567',
  };

  it('checks the VAT number: 15 digits starting and ending with 3', () => {
    for (const bad of ['31111111111111', '311111111111112', '211111111111113', '3111111111111130'])
      expect(issuesOf(accountUpdateBodySchema, { ...account, vat_number: bad })).toEqual({
        vat_number: 'validation.vat_number',
      });
    expect(v.parse(accountUpdateBodySchema, { ...account, vat_number: '٣١١١١١١١١١١١١١٣' }).vat_number).toBe(
      '311111111111113',
    );
  });

  it('leaves the address unchanged when the body does not carry it', () => {
    expect(v.parse(accountUpdateBodySchema, account).national_address).toBeUndefined();
    expect(v.parse(accountUpdateBodySchema, { ...account, national_address: null }).national_address).toBeNull();
    expect(issuesOf(accountUpdateBodySchema, { ...account, national_address: { ...riyadh, city: '' } })).toEqual({
      'national_address.city': 'validation.required',
    });
    const wrong = {
      ...account,
      vat_number: '311111111111112',
      national_address: { ...riyadh, district: '', postal_code: '1224' },
    };
    expect(issuesOf(accountUpdateBodySchema, wrong)).toEqual({
      vat_number: 'validation.vat_number',
      'national_address.district': 'validation.required',
      'national_address.postal_code': 'validation.postal_code',
    });
  });
});

describe('what a standard tax invoice needs of its buyer', () => {
  const address = v.parse(nationalAddressBodySchema, riyadh);
  it('asks for a VAT or CR number and the national address', () => {
    expect(buyerIdentityGaps({ vat_number: null, cr_number: null, national_address: null })).toEqual([
      'tax_number',
      'national_address',
    ]);
    expect(buyerIdentityGaps({ vat_number: null, cr_number: '1010123456', national_address: address })).toEqual([]);
    expect(buyerIdentityGaps({ vat_number: '311111111111113', cr_number: null, national_address: null })).toEqual([
      'national_address',
    ]);
  });
});
