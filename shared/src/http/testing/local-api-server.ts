import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP server on 127.0.0.1 for the client's tests: the whole axios stack runs, nothing is stubbed.

/** `drop` closes the socket without an answer, the way a network failure looks to the client. */
export type Reply = { status: number; body?: unknown } | 'drop';

type ReceivedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
};

export type LocalApiServer = {
  /** Base URL of the API, e.g. http://127.0.0.1:41234/api/v1 */
  baseURL: string;
  /** Answers `path` with these replies in turn; the last one repeats. */
  reply(path: string, ...replies: Reply[]): void;
  /** Requests received for `path` (every path when omitted), oldest first. */
  received(path?: string): ReceivedRequest[];
  reset(): void;
  close(): Promise<void>;
};

const API_PREFIX = '/api/v1';

export async function startLocalApiServer(): Promise<LocalApiServer> {
  const routes = new Map<string, Reply[]>();
  const log: ReceivedRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // Components under jsdom obey CORS (the page's origin is not the server's): answer the preflight, allow all.
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Expose-Headers', '*');
      if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
        res.writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        });
        res.end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const path = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : url.pathname;
      const text = Buffer.concat(chunks).toString('utf8');
      log.push({
        method: req.method ?? 'GET',
        path,
        query: url.searchParams,
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      const queue = routes.get(path) ?? [];
      const reply = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404, body: { message: 'no route' } };
      if (reply === 'drop') {
        req.socket.destroy();
        return;
      }
      res.writeHead(reply.status, { 'Content-Type': 'application/json', Connection: 'close' });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}${API_PREFIX}`,
    reply(path, ...replies) {
      routes.set(path, replies);
    },
    received(path) {
      return path === undefined ? [...log] : log.filter((r) => r.path === path);
    },
    reset() {
      routes.clear();
      log.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A 200 answer in the API envelope. */
export function ok(data: unknown): Reply {
  return { status: 200, body: { status: 200, message: '', data } };
}

/** A failed answer: HTTP `status` with the envelope's message (and field errors). */
export function failure(status: number, message = '', extra: Record<string, unknown> = {}): Reply {
  return { status, body: { status, message, data: null, ...extra } };
}
