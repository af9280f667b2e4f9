import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

// PGlite answers PostgreSQL's wire protocol itself (execProtocolRaw, the startup message included): this server only
// cuts the bytes a client sends into whole messages and hands them over one at a time, in order, writing back what
// PGlite answers. The API connects with node-postgres and a pool of ONE connection (PGlite has one session), so a
// transaction is naturally exclusive: the pool lends its connection to one transaction at a time.

const PROTOCOL_3 = 196_608;
const SSL_REQUEST = 80_877_103;

/** The length of the first whole message in `buffer` (0: not complete yet). */
function messageLength(buffer: Buffer, started: boolean): number {
  if (!started) {
    // Startup, SSL or cancel request: no type byte, a length then a code.
    if (buffer.length < 8) return 0;
    const length = buffer.readInt32BE(0);
    return buffer.length >= length ? length : 0;
  }
  if (buffer.length < 5) return 0;
  const length = 1 + buffer.readInt32BE(1);
  return buffer.length >= length ? length : 0;
}

function serve(pglite: PGlite, socket: Socket, run: (work: () => Promise<void>) => Promise<void>) {
  let pending = Buffer.alloc(0);
  let started = false;
  let chain = Promise.resolve();
  socket.setNoDelay(true);
  socket.on('data', (data) => {
    pending = pending.length === 0 ? data : Buffer.concat([pending, data]);
    for (let length = messageLength(pending, started); length > 0; length = messageLength(pending, started)) {
      const message = pending.subarray(0, length);
      pending = pending.subarray(length);
      if (!started && message.readInt32BE(4) === SSL_REQUEST) {
        socket.write('N'); // no TLS on a local socket: the client goes on in plain text
        continue;
      }
      if (!started && message.readInt32BE(4) !== PROTOCOL_3) {
        socket.destroy(); // a cancel request: PGlite has no other backend to interrupt
        return;
      }
      started = true;
      chain = chain.then(() =>
        run(async () => {
          const answer = await pglite.execProtocolRaw(new Uint8Array(message));
          if (answer.length > 0 && socket.writable) socket.write(answer);
        }),
      );
    }
  });
  socket.on('close', () => {
    // A connection gone inside a transaction (a crashed request, a killed pool) must not leave it open for the next,
    // nor its named statements: the next connection starts with an empty statement cache and prepares them again.
    chain = chain.then(() =>
      run(async () => {
        if (pglite.closed) return;
        if (pglite.isInTransaction()) await pglite.exec('rollback');
        await pglite.exec('deallocate all');
      }),
    );
  });
  socket.on('error', () => socket.destroy());
}

/** A wire-protocol server for `pglite` on a Unix socket at `path` (a folder only this user may enter). */
export async function startWireServer(pglite: PGlite, path: string): Promise<Server> {
  // One message at a time across connections: PGlite runs one statement at a time.
  let queue = Promise.resolve();
  const run = (work: () => Promise<void>) => {
    const next = queue.then(work, work);
    queue = next.catch(() => {});
    return next.catch((error: unknown) => console.error('embedded database: a message failed', error));
  };
  const server = createServer((socket) => serve(pglite, socket, run));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  return server;
}
