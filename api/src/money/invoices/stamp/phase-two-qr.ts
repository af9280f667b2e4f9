import { readTlv, tlvEntry, ZatcaQrError } from '../zatca-qr';
import type { QrInvoiceValues } from './invoice-values';

// The phase-2 QR (Security Features §4, tags 1–9): TLV, one byte of tag and of length, base64. Tags 1–5 and the
// hash and signature (6, 7) are UTF-8 text (the hash and signature in their base64 form, as ZATCA's SDK writes
// them); 8 is the public key's DER SubjectPublicKeyInfo and 9 the certificate's signature bytes.
// ZATCA requires tag 9 "for simplified tax invoices and their associated notes". A standard invoice is cleared:
// ZATCA returns it with its own stamp and QR, and that returned document is what the buyer receives. The portal
// builds all nine tags for both kinds (the document sent for clearance is complete and self-verifying); ADR 0057.

export interface PhaseTwoQrInput extends Omit<QrInvoiceValues, 'simplified'> {
  invoiceHash: string;
  signatureValue: string;
  publicKey: Buffer;
  certificateSignature: Buffer;
}

export type PhaseTwoQrFields = PhaseTwoQrInput;

const TEXT_TAGS = [
  [1, 'sellerName'],
  [2, 'vatNumber'],
  [3, 'timestamp'],
  [4, 'totalWithVat'],
  [5, 'vatTotal'],
  [6, 'invoiceHash'],
  [7, 'signatureValue'],
] as const;
const BINARY_TAGS = [
  [8, 'publicKey'],
  [9, 'certificateSignature'],
] as const;

export function phaseTwoQrBase64(input: PhaseTwoQrInput): string {
  return Buffer.concat([
    ...TEXT_TAGS.map(([tag, field]) => tlvEntry(tag, Buffer.from(input[field], 'utf8'), field)),
    ...BINARY_TAGS.map(([tag, field]) => tlvEntry(tag, input[field], field)),
  ]).toString('base64');
}

/** Reads the nine tags back; throws on a missing, unknown or repeated tag or a truncated stream. */
export function decodePhaseTwoQr(base64: string): PhaseTwoQrFields {
  const entries = readTlv(base64);
  const take = (tag: number) => {
    const value = entries.get(tag);
    if (!value) throw new ZatcaQrError(`ZATCA QR lacks tag ${tag}`, String(tag));
    return value;
  };
  const unknown = [...entries.keys()].find((tag) => tag < 1 || tag > 9);
  if (unknown !== undefined) throw new ZatcaQrError(`ZATCA QR has an unknown tag ${unknown}`);
  const text = (tag: number) => take(tag).toString('utf8');
  return {
    sellerName: text(1),
    vatNumber: text(2),
    timestamp: text(3),
    totalWithVat: text(4),
    vatTotal: text(5),
    invoiceHash: text(6),
    signatureValue: text(7),
    publicKey: Buffer.from(take(8)),
    certificateSignature: Buffer.from(take(9)),
  };
}
