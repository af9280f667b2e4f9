import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PgliteThreadData, PgliteThreadEvent, PgliteThreadMessage, PgliteThreadRequest } from './pglite-thread';

// Starts the thread that owns the embedded database and says where to connect (ADR 0034). The socket lives in a
// fresh folder only this user may enter (mkdtemp makes it 0700): no one else on the machine can connect, and PGlite
// asks for no password.

const PORT = 5432; // node-postgres finds the socket as <folder>/.s.PGSQL.<port>

export interface PgliteThread {
  /** node-postgres settings for the socket. */
  connection: { host: string; port: number; user: string; database: string };
  /** LISTEN on the thread's PGlite: `onPayload` gets each NOTIFY of `channel` at its commit. Answers the way to stop. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Closes PGlite (after the pool has been ended) and ends the thread. */
  stop(): Promise<void>;
}

export async function startPgliteThread(dataDir: string): Promise<PgliteThread> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-pglite-'));
  const workerData: PgliteThreadData = { dataDir, socketPath: join(folder, `.s.PGSQL.${PORT}`) };
  // Not the parent's flags (vitest's or an inspector's): the entry registers tsx itself.
  const worker = new Worker(new URL('./boot.mjs', import.meta.url), { execArgv: [], workerData });
  const cleanUp = () => rmSync(folder, { recursive: true, force: true });
  // Listeners are removed one by one, never with removeAllListeners(): a Worker's own listeners start its port.
  const started: { resolve?: (message: PgliteThreadMessage) => void; reject?: (error: Error) => void } = {};
  const onFirst = (message: PgliteThreadMessage) => started.resolve?.(message);
  const onFailed = (error: Error) => started.reject?.(error);
  const onExit = (code: number) => started.reject?.(new Error(`the embedded database's thread ended (${code})`));
  try {
    const first = await new Promise<PgliteThreadMessage>((resolve, reject) => {
      Object.assign(started, { resolve, reject });
      worker.once('message', onFirst);
      worker.once('error', onFailed);
      worker.once('exit', onExit);
    });
    if (!first.ready) throw new Error(`the embedded database could not open ${dataDir}: ${first.error}`);
  } catch (error) {
    await worker.terminate();
    cleanUp();
    throw error;
  } finally {
    worker.off('message', onFirst).off('error', onFailed).off('exit', onExit);
  }
  worker.on('error', (error) => console.error("the embedded database's thread failed", error));

  const payloads = new Map<number, (payload: string) => void>();
  const waiting = new Map<string, () => void>();
  let closed: (() => void) | null = null;
  worker.on('message', (event: PgliteThreadEvent) => {
    if (event.type === 'notify') payloads.get(event.id)?.(event.payload);
    else if (event.type === 'closed') closed?.();
    else waiting.get(`${event.type}:${event.id}`)?.();
  });
  /** Sends a request and waits for its acknowledgement (`listening` or `unlistened`). */
  const ask = (request: PgliteThreadRequest & { id: number }, answer: PgliteThreadEvent['type']) =>
    new Promise<void>((resolve) => {
      waiting.set(`${answer}:${request.id}`, () => {
        waiting.delete(`${answer}:${request.id}`);
        resolve();
      });
      worker.postMessage(request);
    });
  let nextId = 0;

  return {
    connection: { host: folder, port: PORT, user: 'postgres', database: 'postgres' },
    listen: async (channel, onPayload) => {
      const id = ++nextId;
      payloads.set(id, onPayload);
      await ask({ type: 'listen', id, channel }, 'listening');
      return async () => {
        payloads.delete(id);
        await ask({ type: 'unlisten', id }, 'unlistened');
      };
    },
    stop: async () => {
      const done = new Promise<void>((resolve) => {
        closed = resolve;
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'close' } satisfies PgliteThreadRequest);
      await done;
      await worker.terminate();
      cleanUp();
    },
  };
}
