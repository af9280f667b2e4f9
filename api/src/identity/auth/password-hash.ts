import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// Passwords are stored as scrypt with a random per-user salt: `scrypt$N$r$p$salt$hash` (base64url), so the
// cost can be raised later without breaking stored hashes. node:crypto only, no native dependency.

const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// A user without a password is checked against this, so "no such user" costs as long as "wrong password".
const unusable = `scrypt$${COST.N}$${COST.r}$${COST.p}$${randomBytes(16).toString('base64url')}$${randomBytes(KEY_LENGTH).toString('base64url')}`;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? unusable).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return stored !== null && key.length === expected.length && timingSafeEqual(key, expected);
}
