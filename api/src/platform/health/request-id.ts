import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// Every request carries an id: in each log line of the request (Fastify binds it as `reqId`), in the
// X-Request-Id answer header and in error envelopes (`requestId`), so a user's report finds its log lines.

export const REQUEST_ID_HEADER = 'x-request-id';

/** Long enough not to collide by chance, and nothing a log line or a header could be abused with. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's genReqId: the id a proxy (nginx's $request_id) or the client sent when it is safe to log and echo,
 * else a new UUID.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const header = raw.headers[REQUEST_ID_HEADER];
  const sent = Array.isArray(header) ? header[0] : header;
  return sent && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}
