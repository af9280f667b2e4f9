import type { ServerResponse } from 'node:http';
import { STREAM_READY_EVENT } from '@portal/contract';
import type { FastifyReply } from 'fastify';

// The start of a server-sent event stream, shared by the company streams and the ops console's stream.

/**
 * Where a (re)connecting client's stream starts: the event id it already has (its Last-Event-ID header: a delivery
 * number) when that is not ahead of what exists, else the latest event (a malformed header starts from now).
 */
export function streamStart(lastEventIdHeader: string | string[] | undefined, latest: number): number {
  const value = (Array.isArray(lastEventIdHeader) ? lastEventIdHeader[0] : lastEventIdHeader)?.trim();
  const resumeFrom = value && /^\d{1,15}$/.test(value) ? Number(value) : null;
  return resumeFrom !== null && resumeFrom <= latest ? resumeFrom : latest;
}

/** Takes the response over from Fastify, sends the stream's headers and its `ready` event at `startSeq`. */
export function openEventStream(reply: FastifyReply, startSeq: number): ServerResponse {
  // The stream is written by hand from here: headers set so far (security headers) go out with it.
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string | string[] | number>),
    // Exactly this type: proxies (e.g. @fastify/reply-from) lift their time-outs for it. SSE is always UTF-8.
    'content-type': 'text/event-stream',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies must not buffer the stream.
    'x-accel-buffering': 'no',
  });
  // `retry`: how long EventSource-like clients wait before reconnecting. `ready` tells the client where the
  // stream starts, so it can resume from there even if it drops before the first event.
  raw.write(`retry: 2000\n: connected\n\nid: ${startSeq}\nevent: ${STREAM_READY_EVENT}\ndata: {}\n\n`);
  return raw;
}
