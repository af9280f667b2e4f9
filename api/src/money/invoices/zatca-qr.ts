import { sarAmount } from '../../platform/money-text/sar-amount';

// ZATCA phase-1 QR of a simplified tax invoice (E-Invoicing Security Features standard §4.1): five TLV fields,
// each `tag (1 byte) | length (1 byte, unsigned 8-bit) | UTF-8 value`, concatenated and base64-encoded.
// The length counts UTF-8 BYTES (an Arabic letter is 2 bytes), and the standard stores it in ONE byte as a plain
// uint8 — not a BER length — so 128..255 is written as is and a value over 255 bytes has no valid encoding: it is
// refused rather than emitted as a QR that readers would misparse (cf. SallaApp/ZATCA#76).

const ZATCA_TAGS = {
  sellerName: 1,
  vatNumber: 2,
  timestamp: 3,
  totalWithVat: 4,
  vatTotal: 5,
} as const;

type ZatcaField = keyof typeof ZATCA_TAGS;

/** Largest value one length byte can describe. */
export const ZATCA_MAX_VALUE_BYTES = 255;

export interface ZatcaQrInput {
  sellerName: string;
  /** The seller's 15-digit VAT registration number. */
  vatNumber: string;
  /** When the invoice was issued. */
  issuedAt: Date;
  /** Invoice total including VAT, integer halalas. */
  totalWithVatHalalas: number;
  /** VAT total, integer halalas. */
  vatTotalHalalas: number;
}

/** The decoded fields, as the text a reader shows. */
export type ZatcaQrFields = Record<ZatcaField, string>;

export class ZatcaQrError extends Error {
  constructor(
    message: string,
    /** The field (phase 1) or tag (phase 2, `stamp/phase-two-qr.ts`) at fault. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ZatcaQrError';
  }
}

/** ISO 8601 in UTC without milliseconds, e.g. 2026-11-23T18:54:42Z (the form ZATCA's samples use). */
export function zatcaTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The text values of the five fields, in tag order. */
function zatcaQrFields(input: ZatcaQrInput): ZatcaQrFields {
  return {
    sellerName: input.sellerName,
    vatNumber: input.vatNumber,
    timestamp: zatcaTimestamp(input.issuedAt),
    totalWithVat: sarAmount(input.totalWithVatHalalas),
    vatTotal: sarAmount(input.vatTotalHalalas),
  };
}

/** One TLV entry: tag byte, one length byte, the value's bytes (phase 2 adds binary values, tags 8 and 9). */
export function tlvEntry(tag: number, value: Buffer, field: string): Buffer {
  if (value.length === 0) throw new ZatcaQrError(`ZATCA QR field ${field} is empty`, field);
  if (value.length > ZATCA_MAX_VALUE_BYTES)
    throw new ZatcaQrError(
      `ZATCA QR field ${field} is ${value.length} UTF-8 bytes; the one-byte length allows ${ZATCA_MAX_VALUE_BYTES}`,
      field,
    );
  return Buffer.concat([Buffer.from([tag, value.length]), value]);
}

const tlv = (field: ZatcaField, value: string) => tlvEntry(ZATCA_TAGS[field], Buffer.from(value, 'utf8'), field);

/** Splits a base64 TLV stream into its entries, in order; throws on a truncated stream or a repeated tag. */
export function readTlv(base64: string): Map<number, Buffer> {
  const bytes = Buffer.from(base64, 'base64');
  const entries = new Map<number, Buffer>();
  let at = 0;
  while (at < bytes.length) {
    if (at + 2 > bytes.length) throw new ZatcaQrError('ZATCA QR is truncated inside a tag header');
    const tag = bytes[at] as number;
    const end = at + 2 + (bytes[at + 1] as number);
    if (end > bytes.length) throw new ZatcaQrError(`ZATCA QR is truncated inside tag ${tag}`, String(tag));
    if (entries.has(tag)) throw new ZatcaQrError(`ZATCA QR repeats tag ${tag}`, String(tag));
    entries.set(tag, bytes.subarray(at + 2, end));
    at = end;
  }
  return entries;
}

/** The raw TLV bytes. */
export function encodeZatcaTlv(fields: ZatcaQrFields): Buffer {
  const order = Object.keys(ZATCA_TAGS) as ZatcaField[];
  return Buffer.concat(order.map((field) => tlv(field, fields[field])));
}

/** The base64 text the QR code carries. */
export function zatcaQrBase64(input: ZatcaQrInput): string {
  return encodeZatcaTlv(zatcaQrFields(input)).toString('base64');
}

/** Reads a base64 TLV back; throws on a truncated stream, an unknown tag, a repeated or a missing field. */
export function decodeZatcaQr(base64: string): ZatcaQrFields {
  const byTag = new Map<number, ZatcaField>(
    (Object.entries(ZATCA_TAGS) as [ZatcaField, number][]).map(([field, tag]) => [tag, field]),
  );
  const found: Partial<ZatcaQrFields> = {};
  for (const [tag, value] of readTlv(base64)) {
    const field = byTag.get(tag);
    if (!field) throw new ZatcaQrError(`ZATCA QR has an unknown tag ${tag}`);
    found[field] = value.toString('utf8');
  }
  for (const field of Object.keys(ZATCA_TAGS) as ZatcaField[])
    if (found[field] === undefined) throw new ZatcaQrError(`ZATCA QR lacks tag ${ZATCA_TAGS[field]}`, field);
  return found as ZatcaQrFields;
}
