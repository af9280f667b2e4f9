import type { CertificateType } from '@portal/contract';

// The type of an upload is decided by its first bytes, never by the client's name or Content-Type.
const signatures: { type: CertificateType; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** Bytes needed to recognise every accepted type. */
export const SNIFF_BYTES = 8;

export function detectFileType(head: Uint8Array): CertificateType | null {
  const match = signatures.find(({ bytes }) => bytes.every((byte, at) => head[at] === byte));
  return match?.type ?? null;
}
