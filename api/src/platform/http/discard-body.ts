import type { IncomingMessage } from 'node:http';

/** Past this much discarded body, or this long, the connection is closed on the sender. */
const DISCARD_MAX_BYTES = 32 * 1024 * 1024;
const DISCARD_MAX_MS = 15_000;

/**
 * Reads and drops the rest of a request body the API has refused without reading (too large), while the answer
 * goes out. Closing on a sender still writing makes a proxy in front (the portal's own /api forwarding) fail with
 * EPIPE and answer a raw 500 instead of the 413 (issue 16.2), and a reset can erase the answer in the client's
 * buffer; reading without bound would let one request hold the API. So: bounded in bytes and time, then closed.
 */
export function discardRestOfBody(raw: IncomingMessage): void {
  if (raw.readableEnded || raw.destroyed) return;
  let received = 0;
  const finish = (close: boolean) => {
    clearTimeout(timer);
    raw.off('data', onData);
    if (close) raw.socket?.destroy();
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > DISCARD_MAX_BYTES) finish(true);
  };
  const timer = setTimeout(() => finish(true), DISCARD_MAX_MS);
  timer.unref();
  raw.on('data', onData);
  raw.once('end', () => finish(false));
  raw.once('close', () => finish(false));
  raw.resume();
}
