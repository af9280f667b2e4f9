import { createHash, timingSafeEqual } from 'node:crypto';
import { isLoopbackHost } from '../config/config';
import { forbidden, unauthenticated } from '../http/app-error';

// GET /api/metrics shows traffic and backlog figures: never public. Without METRICS_TOKEN only loopback callers
// (a scraper on the same machine; request.ip, so a TRUST_PROXY proxy's client counts, not the proxy); with it,
// only `Authorization: Bearer <METRICS_TOKEN>`, from anywhere.

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Throws the 401/403 the caller gets; hashing both sides first makes the comparison constant-time and length-blind. */
export function checkMetricsAccess(
  request: { ip: string; headers: { authorization?: string } },
  token: string | null,
): void {
  if (token === null) {
    if (!isLoopbackHost(request.ip)) throw forbidden();
    return;
  }
  const sent = request.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (!sent || !timingSafeEqual(digest(sent), digest(token))) throw unauthenticated();
}
