import { parentPort, workerData } from 'node:worker_threads';
import { createPglite } from './create-pglite';
import { startWireServer } from './wire-server';

// The thread that owns the embedded database (ADR 0034): PGlite's statements run here, on this thread's loop,
// never on the API's request loop. The API talks to it over a Unix socket (./wire-server.ts), and listens to its
// NOTIFY channels through this thread's messages (the outbox bus and the streams' access changes use them).

export interface PgliteThreadData {
  dataDir: string;
  socketPath: string;
}

/** What the thread tells the API: ready to connect, or why it could not open the data folder. */
export type PgliteThreadMessage = { ready: true } | { ready: false; error: string };

/** What the API asks of the thread besides closing it. */
export type PgliteThreadRequest =
  | { type: 'listen'; id: number; channel: string }
  | { type: 'unlisten'; id: number }
  | { type: 'close' };

/** What the thread answers: a listener in place or stopped, a NOTIFY payload for listener `id`, closed. */
export type PgliteThreadEvent =
  | { type: 'listening'; id: number }
  | { type: 'unlistened'; id: number }
  | { type: 'notify'; id: number; payload: string }
  | { type: 'closed' };

const { dataDir, socketPath } = workerData as PgliteThreadData;
const port = parentPort!;
const post = (event: PgliteThreadEvent) => port.postMessage(event);

try {
  const pglite = await createPglite({ dataDir });
  const server = await startWireServer(pglite, socketPath);
  // Which listener ids want which channel. The LISTEN itself is the API's statement through the socket (PGlite has one
  // session): a NOTIFY committed by any statement then comes out of PGlite's answer to it, and PGlite hands it here.
  const channels = new Map<number, string>();
  pglite.onNotification((channel, payload) => {
    for (const [id, wanted] of channels) if (wanted === channel) post({ type: 'notify', id, payload });
  });
  port.on('message', async (request: PgliteThreadRequest) => {
    if (request.type === 'listen') {
      channels.set(request.id, request.channel);
      post({ type: 'listening', id: request.id });
    } else if (request.type === 'unlisten') {
      channels.delete(request.id);
      post({ type: 'unlistened', id: request.id });
    } else if (request.type === 'close') {
      // The API closes its pool first, then asks for the close: PGlite flushes and shuts down cleanly.
      server.close();
      await pglite.close();
      post({ type: 'closed' });
      port.close();
    }
  });
  port.postMessage({ ready: true } satisfies PgliteThreadMessage);
} catch (error) {
  port.postMessage({ ready: false, error: String((error as Error).stack ?? error) } satisfies PgliteThreadMessage);
}
