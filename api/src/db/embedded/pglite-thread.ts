import { parentPort, workerData } from 'node:worker_threads';
import { createPglite } from './create-pglite';
import { startWireServer } from './wire-server';

// The thread that owns the embedded database (ADR 0029): PGlite's statements run here, on this thread's loop,
// never on the API's request loop. The API talks to it over a Unix socket (./wire-server.ts).

export interface PgliteThreadData {
  dataDir: string;
  socketPath: string;
}

/** What the thread tells the API: ready to connect, or why it could not open the data folder. */
export type PgliteThreadMessage = { ready: true } | { ready: false; error: string };

const { dataDir, socketPath } = workerData as PgliteThreadData;
const port = parentPort!;

try {
  const pglite = await createPglite({ dataDir });
  const server = await startWireServer(pglite, socketPath);
  // The API closes its pool first, then asks for the close: PGlite flushes and shuts down cleanly.
  port.on('message', async (message: unknown) => {
    if (message !== 'close') return;
    server.close();
    await pglite.close();
    port.postMessage('closed');
    port.close();
  });
  port.postMessage({ ready: true } satisfies PgliteThreadMessage);
} catch (error) {
  port.postMessage({ ready: false, error: String((error as Error).stack ?? error) } satisfies PgliteThreadMessage);
}
