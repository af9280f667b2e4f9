import { isIP } from 'node:net';

// TRUST_PROXY (issue 16.4): the proxies whose X-Forwarded-For is believed, as addresses, CIDR ranges or the
// keywords loopback, linklocal and uniquelocal (Fastify's proxy-addr), comma-separated. Anyone else's header is
// ignored, so a client cannot pick the address its rate limits and sign-in budgets are counted under.
// "true" (every peer) is refused: it would let any client forge its address.

const KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validEntry(entry: string): boolean {
  if (KEYWORDS.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** The trusted proxies, or false when none (unset or empty): then the peer's own address counts. */
export function trustedProxies(raw: string | undefined, problems: string[]): string[] | false {
  if (raw === undefined || raw.trim() === '' || raw === 'false' || raw === '0') return false;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !validEntry(entry));
  if (invalid.length > 0) {
    problems.push(
      `TRUST_PROXY lists the proxies' addresses or CIDR ranges, e.g. "loopback" or "10.0.0.0/8" (got "${invalid.join(', ')}")`,
    );
    return false;
  }
  return entries;
}
