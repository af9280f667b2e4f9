import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of the body, hex. */
export function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/** Constant-time comparison of two secrets or signatures (no early exit on the first differing byte). */
export function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  // Compare against itself when the lengths differ so the time does not tell the length apart either.
  return a.length === b.length ? timingSafeEqual(a, b) : timingSafeEqual(b, b) && false;
}

export function headerText(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
