import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES } from './file-type';

export interface StoredFile {
  storageKey: string;
  size: number;
  sha256: string;
  /** The first bytes, to recognise the type. */
  head: Buffer;
}

/**
 * Files on disk under one folder with random names (32 hex characters): nothing the client sends ever becomes
 * part of a path. Written with mode 0600 and exclusive creation.
 */
export function fileStore(dir: string) {
  const pathOf = (storageKey: string) => {
    if (!/^[0-9a-f]{32}$/.test(storageKey)) throw new Error(`invalid storage key ${storageKey}`);
    return join(dir, storageKey);
  };

  return {
    /** Streams the upload to disk while hashing and counting it. */
    async save(source: Readable): Promise<StoredFile> {
      await mkdir(dir, { recursive: true });
      const storageKey = randomBytes(16).toString('hex');
      const hash = createHash('sha256');
      const head: Buffer[] = [];
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (size < SNIFF_BYTES) head.push(chunk.subarray(0, SNIFF_BYTES - size));
          size += chunk.length;
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, meter, createWriteStream(pathOf(storageKey), { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(pathOf(storageKey), { force: true });
        throw error;
      }
      return { storageKey, size, sha256: hash.digest('hex'), head: Buffer.concat(head) };
    },
    open: (storageKey: string) => createReadStream(pathOf(storageKey)),
    exists: async (storageKey: string) => (await stat(pathOf(storageKey)).catch(() => null))?.isFile() === true,
    remove: (storageKey: string) => rm(pathOf(storageKey), { force: true }),
  };
}
export type FileStore = ReturnType<typeof fileStore>;
