// The little DER (ASN.1 Distinguished Encoding Rules, X.690) the stamp needs: enough to write a self-signed
// certificate and a PKCS #10 certificate request, and to read the parts of a certificate that Node's
// X509Certificate does not expose (its signature, tag 9 of the QR). Node's crypto does the cryptography.

const TAG = {
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  oid: 0x06,
  utf8String: 0x0c,
  printableString: 0x13,
  utcTime: 0x17,
  generalizedTime: 0x18,
  sequence: 0x30,
  set: 0x31,
} as const;

function length(size: number): Buffer {
  if (size < 0x80) return Buffer.from([size]);
  const bytes: number[] = [];
  for (let rest = size; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function tlv(tag: number, content: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), length(content.length), content]);
}

export const sequence = (...parts: Buffer[]) => tlv(TAG.sequence, Buffer.concat(parts));
export const set = (...parts: Buffer[]) => tlv(TAG.set, Buffer.concat(parts));
export const octetString = (content: Buffer) => tlv(TAG.octetString, content);
export const utf8String = (text: string) => tlv(TAG.utf8String, Buffer.from(text, 'utf8'));
export const printableString = (text: string) => tlv(TAG.printableString, Buffer.from(text, 'ascii'));
/** A BIT STRING of whole bytes (no unused bits). */
export const bitString = (content: Buffer) => tlv(TAG.bitString, Buffer.concat([Buffer.from([0]), content]));
/** [n] EXPLICIT (constructed, context-specific). */
export const explicit = (n: number, content: Buffer) => tlv(0xa0 | n, content);

/** A non-negative INTEGER. */
export function integer(value: bigint): Buffer {
  if (value < 0n) throw new RangeError('DER integer: negative values are not needed here');
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  let bytes = Buffer.from(hex, 'hex');
  if ((bytes[0] as number) & 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return tlv(TAG.integer, bytes);
}

export function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number) as [number, number, ...number[]];
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128))
      groups.unshift(0x80 | (value & 0x7f));
    bytes.push(...groups);
  }
  return tlv(TAG.oid, Buffer.from(bytes));
}

/** UTCTime up to 2049, GeneralizedTime after (RFC 5280 §4.1.2.5), to the second, in UTC. */
export function time(date: Date): Buffer {
  const iso = date
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return date.getUTCFullYear() < 2050
    ? tlv(TAG.utcTime, Buffer.from(iso.slice(2), 'ascii'))
    : tlv(TAG.generalizedTime, Buffer.from(iso, 'ascii'));
}

export interface DerElement {
  tag: number;
  /** The element's content (without tag and length). */
  content: Buffer;
  /** The whole element (tag, length and content). */
  whole: Buffer;
}

/** Reads the element at `at` (definite lengths only, as DER requires). */
export function readElement(bytes: Buffer, at = 0): DerElement {
  const tag = bytes[at];
  const first = bytes[at + 1];
  if (tag === undefined || first === undefined) throw new RangeError('DER: truncated element header');
  let size = first;
  let header = 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4) throw new RangeError('DER: unsupported length');
    size = 0;
    for (let i = 0; i < count; i++) size = size * 256 + (bytes[at + 2 + i] ?? Number.NaN);
    header += count;
  }
  const end = at + header + size;
  if (!Number.isFinite(size) || end > bytes.length) throw new RangeError('DER: truncated element');
  return { tag, content: bytes.subarray(at + header, end), whole: bytes.subarray(at, end) };
}

/** The elements inside a constructed element's content. */
export function readChildren(content: Buffer): DerElement[] {
  const children: DerElement[] = [];
  for (let at = 0; at < content.length; at += children.at(-1)?.whole.length ?? 0)
    children.push(readElement(content, at));
  return children;
}
