import { describe, expect, it } from 'vitest';
import {
  decodeZatcaQr,
  encodeZatcaTlv,
  ZATCA_MAX_VALUE_BYTES,
  ZatcaQrError,
  zatcaQrBase64,
  zatcaTimestamp,
} from '../../src/money/invoices/zatca-qr';
import { sarAmount } from '../../src/platform/money-text/sar-amount';

describe('sarAmount', () => {
  it('prints integer halalas as riyals with two decimals, without floats', () => {
    expect(sarAmount(11500)).toBe('115.00');
    expect(sarAmount(5)).toBe('0.05');
    expect(sarAmount(0)).toBe('0.00');
    expect(sarAmount(-150)).toBe('-1.50');
    // 0.1 + 0.2 style float noise cannot appear: 2^53 - 1 halalas stays exact.
    expect(sarAmount(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('refuses a non-integer amount', () => {
    expect(() => sarAmount(1.5)).toThrow(RangeError);
  });
});

describe('ZATCA phase-1 QR', () => {
  it('matches the published ZATCA sample (Bobs Records)', () => {
    const qr = zatcaQrBase64({
      sellerName: 'Bobs Records',
      vatNumber: '310122393500003',
      issuedAt: new Date('2022-04-25T15:30:00Z'),
      totalWithVatHalalas: 100000,
      vatTotalHalalas: 15000,
    });
    expect(qr).toBe('AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==');
  });

  it('encodes an Arabic seller name with its UTF-8 byte length and decodes it back', () => {
    const sellerName = 'شركة صيانة الرياض';
    const issuedAt = new Date('2026-11-23T18:54:42.123Z');
    const qr = zatcaQrBase64({
      sellerName,
      vatNumber: '300000000000003',
      issuedAt,
      totalWithVatHalalas: 11500,
      vatTotalHalalas: 1500,
    });
    const bytes = Buffer.from(qr, 'base64');
    expect(bytes[0]).toBe(1);
    // 17 characters, 32 bytes: the length is in bytes, not characters.
    expect(bytes[1]).toBe(Buffer.byteLength(sellerName, 'utf8'));
    expect(bytes[1]).not.toBe(sellerName.length);
    expect(decodeZatcaQr(qr)).toEqual({
      sellerName,
      vatNumber: '300000000000003',
      timestamp: '2026-11-23T18:54:42Z',
      totalWithVat: '115.00',
      vatTotal: '15.00',
    });
  });

  it('writes 128..255 bytes as one unsigned length byte and refuses longer values', () => {
    const name128 = 'ش'.repeat(64);
    const fields = {
      vatNumber: '300000000000003',
      timestamp: '2026-01-01T00:00:00Z',
      totalWithVat: '1.15',
      vatTotal: '0.15',
    };
    const bytes = encodeZatcaTlv({ sellerName: name128, ...fields });
    expect([...bytes.subarray(0, 2)]).toEqual([1, 128]);
    expect(decodeZatcaQr(bytes.toString('base64')).sellerName).toBe(name128);

    const name255 = `${'ش'.repeat(127)}x`;
    expect(Buffer.byteLength(name255)).toBe(ZATCA_MAX_VALUE_BYTES);
    expect(encodeZatcaTlv({ sellerName: name255, ...fields })[1]).toBe(255);

    const tooLong = 'ش'.repeat(128);
    expect(() => encodeZatcaTlv({ sellerName: tooLong, ...fields })).toThrow(ZatcaQrError);
  });

  it('refuses an empty field and rejects broken streams on decode', () => {
    const fields = {
      sellerName: 'A',
      vatNumber: '300000000000003',
      timestamp: '2026-01-01T00:00:00Z',
      totalWithVat: '1.15',
      vatTotal: '0.15',
    };
    expect(() => encodeZatcaTlv({ ...fields, sellerName: '' })).toThrow(ZatcaQrError);
    const good = encodeZatcaTlv(fields);
    expect(() => decodeZatcaQr(good.subarray(0, good.length - 2).toString('base64'))).toThrow(/truncated/);
    expect(() => decodeZatcaQr(good.subarray(3).toString('base64'))).toThrow(ZatcaQrError);
    expect(() => decodeZatcaQr(Buffer.concat([good, Buffer.from([9, 1, 65])]).toString('base64'))).toThrow(
      /unknown tag/,
    );
    expect(() => decodeZatcaQr(Buffer.concat([good, good.subarray(0, 3)]).toString('base64'))).toThrow(/repeats/);
  });

  it('stamps time in UTC ISO 8601 without milliseconds', () => {
    expect(zatcaTimestamp(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)))).toBe('2026-01-02T03:04:05Z');
  });
});
