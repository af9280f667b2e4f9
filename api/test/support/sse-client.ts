import { EVENT_STREAM_PATH, type RealtimeEvent, SseParser, STREAM_READY_EVENT } from '@portal/contract';
import type { FastifyInstance } from 'fastify';

// A stream client for the API tests: the same fetch + SseParser reading as the browser's, over real HTTP.

interface Received {
  seq: number;
  event: RealtimeEvent;
}

export interface TestStream {
  status: number;
  received: Received[];
  /** The position the server said the stream starts from (the `ready` message). */
  startSeq: number | null;
  /** Comment lines seen (heartbeats). */
  comments: number;
  ended: Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): void;
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

export async function openStream(
  base: string,
  token: string,
  options: { lastEventId?: number; roleId?: string; path?: string } = {},
): Promise<TestStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  if (options.roleId) headers['role-id'] = options.roleId;
  const response = await fetch(`${base}${options.path ?? EVENT_STREAM_PATH}`, { headers, signal: controller.signal });
  const stream: TestStream = {
    status: response.status,
    received: [],
    startSeq: null,
    comments: 0,
    ended: Promise.resolve(),
    async waitFor(count, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (stream.received.length < count) {
        if (Date.now() > until) throw new Error(`stream got ${stream.received.length} of ${count} events`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return stream.received;
    },
    close: () => controller.abort(),
  };
  if (!response.ok || !response.body) return stream;
  const parser = new SseParser();
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  stream.ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const text = decoder.decode(value, { stream: true });
        stream.comments += (text.match(/^:/gm) ?? []).length;
        for (const message of parser.push(text)) {
          if (message.event === STREAM_READY_EVENT) {
            stream.startSeq = Number(message.id);
            continue;
          }
          stream.received.push({ seq: Number(message.id), event: JSON.parse(message.data) as RealtimeEvent });
        }
      }
    } catch {
      // aborted
    }
  })();
  return stream;
}
