import { generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readChildren, readElement } from '../../../src/money/invoices/stamp/der';
import {
  OnboardingCsrError,
  type OnboardingCsrInput,
  onboardingCsrPem,
} from '../../../src/money/invoices/stamp/onboarding-csr';

// The onboarding CSR (ADR 0057): PKCS #10 with ZATCA's subject and directory-name fields, signed by the unit's key.
// (Checked once by hand with `openssl req -verify -text`: verifies, and shows the fields as ZATCA's SDK writes them.)

const UNIT: OnboardingCsrInput = {
  environment: 'simulation',
  commonName: 'riyadh-portal-1',
  egsSerialNumber: '1-Portal|2-1.0|3-6f4d20e0-6bfe-4a80-9389-7dabe6620f12',
  vatNumber: '310122393500003',
  organizationUnit: 'الفرع الرئيسي',
  organization: 'شركة صيانة الرياض المحدودة',
  invoiceTypes: '1000',
  address: 'RRRD2929',
  businessCategory: 'Maintenance services',
};

describe('onboarding CSR', () => {
  it("is signed by the unit's key and carries ZATCA's fields", () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
    const pem = onboardingCsrPem(UNIT, privateKey, publicKey);
    expect(pem).toMatch(
      /^-----BEGIN CERTIFICATE REQUEST-----\n[A-Za-z0-9+/=\n]+\n-----END CERTIFICATE REQUEST-----\n$/,
    );
    const der = Buffer.from(pem.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64');
    const [info, , signature] = readChildren(readElement(der).content);
    expect(
      verify('sha256', info?.whole ?? Buffer.alloc(0), publicKey, signature?.content.subarray(1) ?? Buffer.alloc(0)),
    ).toBe(true);
    const other = generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).publicKey;
    expect(
      verify('sha256', info?.whole ?? Buffer.alloc(0), other, signature?.content.subarray(1) ?? Buffer.alloc(0)),
    ).toBe(false);
    for (const value of [
      'PREZATCA-Code-Signing',
      UNIT.egsSerialNumber,
      UNIT.vatNumber,
      UNIT.organization,
      UNIT.address,
    ])
      expect(der.includes(Buffer.from(value, 'utf8'))).toBe(true);
    expect(der.includes(publicKey.export({ type: 'spki', format: 'der' }))).toBe(true);
  });

  it('refuses fields ZATCA would refuse', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
    expect(() => onboardingCsrPem({ ...UNIT, vatNumber: '310122393500001' }, privateKey, publicKey)).toThrow(
      /vatNumber/,
    );
    expect(() => onboardingCsrPem({ ...UNIT, egsSerialNumber: 'portal-1' }, privateKey, publicKey)).toThrow(
      /egsSerial/,
    );
    expect(() => onboardingCsrPem({ ...UNIT, invoiceTypes: '0000' }, privateKey, publicKey)).toThrow(/invoiceTypes/);
    expect(() => onboardingCsrPem({ ...UNIT, organization: ' ' }, privateKey, publicKey)).toThrow(OnboardingCsrError);
  });
});
