import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RealtimeEvent } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventStream, type StreamStatus } from './event-stream';

// The stream client against a real local SSE server: dedupe by id, resume with Last-Event-ID after a drop,
// backoff while the server is away ("down" is when the bell falls back to polling), no retry on 401/403.

interface Connection {
  headers: IncomingHttpHeaders;
  res: ServerResponse;
}

let server: ReturnType<typeof createServer>;
let base = '';
let connections: Connection[] = [];
let answer: (res: ServerResponse) => boolean = () => false;

const event = (seq: number, id: string, reference: string) =>
  `id: ${seq}\ndata: ${JSON.stringify({ id, type: 'NEW_PACKAGE', data: { reference }, created_at: '2026-01-01T00:00:00Z' })}\n\n`;

beforeEach(async () => {
  connections = [];
  answer = () => false;
  server = createServer((req, res) => {
    if (answer(res)) return;
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('retry: 2000\nid: 10\nevent: ready\ndata: {}\n\n');
    connections.push({ headers: req.headers, res });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function until(check: () => boolean, timeoutMs = 3_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function client(options: { watchdogMs?: number; minDelayMs?: number; maxDelayMs?: number } = {}) {
  const events: RealtimeEvent[] = [];
  const statuses: StreamStatus[] = [];
  const stream = new EventStream({
    url: () => `${base}/api/v1/company/events/stream`,
    headers: () => ({ Authorization: 'Bearer test-token-0123456789abcdef', 'Role-Id': 'role-1' }),
    onEvent: (e) => events.push(e),
    onStatus: (s) => statuses.push(s),
    minDelayMs: 20,
    maxDelayMs: 200,
    ...options,
  });
  return { stream, events, statuses };
}

describe('EventStream', () => {
  it('sends the session headers and delivers each event once, however often it arrives', async () => {
    const { stream, events } = client();
    stream.start();
    await until(() => connections.length === 1);
    expect(connections[0]!.headers).toMatchObject({
      authorization: 'Bearer test-token-0123456789abcdef',
      'role-id': 'role-1',
    });
    const res = connections[0]!.res;
    res.write(event(11, 'e-1', 'A'));
    res.write(event(12, 'e-2', 'B'));
    res.write(event(11, 'e-1', 'A')); // redelivered (at least once)
    res.write(event(13, 'e-3', 'C'));
    await until(() => events.length === 3);
    expect(events.map((e) => e.data.reference)).toEqual(['A', 'B', 'C']);
    stream.stop();
  });

  it('reconnects after a drop with Last-Event-ID, and goes down (polling) until the server is back', async () => {
    const { stream, events, statuses } = client();
    stream.start();
    await until(() => connections.length === 1);
    connections[0]!.res.write(event(11, 'e-1', 'A'));
    await until(() => events.length === 1);

    // The server refuses connections for a while: the client backs off, status "down".
    let refused = 0;
    answer = (res) => {
      refused += 1;
      if (refused > 2) return false;
      res.writeHead(503).end();
      return true;
    };
    connections[0]!.res.destroy();
    await until(() => connections.length === 2 && stream.status === 'open');
    expect(refused).toBe(3);
    expect(statuses).toEqual(['connecting', 'open', 'down', 'open']);
    expect(connections[1]!.headers['last-event-id']).toBe('11');
    connections[1]!.res.write(event(11, 'e-1', 'A')); // replayed twice: still once
    connections[1]!.res.write(event(12, 'e-2', 'B'));
    await until(() => events.length === 2);
    expect(events.map((e) => e.data.reference)).toEqual(['A', 'B']);
    stream.stop();
    expect(stream.status).toBe('idle');
  });

  it('comes back at once when the server says it is shutting down, not after the back-off', async () => {
    // A back-off of 5 s: without the hint the reconnect would not happen within the wait below.
    const { stream } = client({ minDelayMs: 5_000, maxDelayMs: 5_000 });
    stream.start();
    await until(() => connections.length === 1);
    connections[0]!.res.write(event(11, 'e-1', 'A'));
    connections[0]!.res.end('event: reconnect\ndata: 50\n\n');
    await until(() => connections.length === 2, 1_000);
    expect(connections[1]!.headers['last-event-id']).toBe('11');
    // A plain drop after that uses the back-off again.
    connections[1]!.res.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(connections).toHaveLength(2);
    stream.stop();
  });

  it('resumes from the ready position when the first connection drops before any event', async () => {
    const { stream } = client();
    stream.start();
    await until(() => connections.length === 1);
    connections[0]!.res.destroy();
    await until(() => connections.length === 2);
    expect(connections[1]!.headers['last-event-id']).toBe('10');
    stream.stop();
  });

  it('reconnects when not even a heartbeat arrives before the watchdog fires', async () => {
    const { stream } = client({ watchdogMs: 100 });
    stream.start();
    await until(() => connections.length === 2, 2_000);
    stream.stop();
  });

  it('stops on 401/403 instead of retrying', async () => {
    answer = (res) => {
      res.writeHead(403, { 'content-type': 'application/json' }).end('{"status":403}');
      return true;
    };
    const { stream, statuses } = client();
    stream.start();
    await until(() => stream.status === 'refused');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(statuses).toEqual(['connecting', 'refused']);
    expect(connections).toEqual([]);
  });
});
