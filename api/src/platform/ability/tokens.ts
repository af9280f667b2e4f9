import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// Secrets never reach the database in clear: session tokens are stored as SHA-256, login codes as an HMAC
// keyed by CODE_SECRET (4 digits are too few to survive a plain hash).

/** An opaque bearer token: 32 random bytes, base64url. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const newLoginCode = () => String(randomInt(0, 10_000)).padStart(4, '0');
export const hashLoginCode = (secret: string, phone: string, code: string) =>
  createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
