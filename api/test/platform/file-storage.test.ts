import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNIFF_BYTES } from '../../src/platform/files/file-type';
import { localFolderStorage } from '../../src/platform/files/storage/local-storage';
import { s3Storage } from '../../src/platform/files/storage/s3-storage';
import {
  FileNotFoundError,
  type FileStorage,
  InvalidStorageKeyError,
  newStorageKey,
  StorageUnavailableError,
} from '../../src/platform/files/storage/storage';
import { startTestS3 } from '../support/s3-server';

// Issue 24.3: one contract for both file storages. The S3 adapter runs against a real S3-compatible server
// (s3rver on a free port, objects in a temporary folder), the local one against a temporary folder.

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A stream of `bytes` in chunks of `size`, like an upload arriving over the network. */
const chunked = (bytes: Buffer, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)),
  );

/** Sends some bytes, then fails, like a client that drops the connection mid-upload. */
function failing() {
  return new Readable({
    read() {
      this.push(randomBytes(1024));
      this.destroy(new Error('client went away'));
    },
  });
}

interface Adapter {
  name: string;
  start(): Promise<{ storage: FileStorage; stop(): Promise<void> }>;
}

const adapters: Adapter[] = [
  {
    name: 'local folder',
    async start() {
      const dir = await mkdtemp(join(tmpdir(), 'portal-files-contract-'));
      const storage = localFolderStorage(dir);
      return { storage, stop: () => rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (s3rver)',
    async start() {
      const server = await startTestS3();
      const storage = s3Storage(server.config);
      return {
        storage,
        stop: async () => {
          await storage.close();
          await server.close();
        },
      };
    },
  },
];

describe.each(adapters)('file storage contract: $name', (adapter) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, stop } = await adapter.start());
  });
  afterAll(() => stop());

  it('answers the readiness check', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('saves a stream under a new random key with its size, sha256 and first bytes, and gives it back', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3000)]);
    const stored = await storage.save(chunked(bytes, 100));
    expect(stored.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.size).toBe(bytes.length);
    expect(stored.sha256).toBe(sha256(bytes));
    expect(stored.head).toEqual(bytes.subarray(0, SNIFF_BYTES));
    expect(await storage.exists(stored.storageKey)).toBe(true);
    expect(await bytesOf(await storage.open(stored.storageKey))).toEqual(bytes);

    const again = await storage.save(Readable.from([bytes]));
    expect(again.storageKey).not.toBe(stored.storageKey);
  });

  it('streams a file larger than one S3 part (multipart upload) byte for byte', async () => {
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    const stored = await storage.save(chunked(bytes, 64 * 1024));
    expect(stored.size).toBe(bytes.length);
    expect(stored.sha256).toBe(sha256(bytes));
    expect(sha256(await bytesOf(await storage.open(stored.storageKey)))).toBe(sha256(bytes));
    await storage.remove(stored.storageKey);
  }, 60_000);

  it('stores an empty file', async () => {
    const stored = await storage.save(Readable.from([]));
    expect(stored).toMatchObject({ size: 0, sha256: sha256(Buffer.alloc(0)), head: Buffer.alloc(0) });
    expect(await bytesOf(await storage.open(stored.storageKey))).toEqual(Buffer.alloc(0));
  });

  it('keeps a given key with saveAs (db:move)', async () => {
    const key = newStorageKey();
    const stored = await storage.saveAs(key, Readable.from([Buffer.from('moved receipt')]));
    expect(stored.storageKey).toBe(key);
    expect(await text(await storage.open(key))).toBe('moved receipt');
  });

  it('removes a file; removing it again is no error; opening it then is a clear not-found', async () => {
    const { storageKey } = await storage.save(Readable.from([Buffer.from('to delete')]));
    await storage.remove(storageKey);
    expect(await storage.exists(storageKey)).toBe(false);
    await expect(storage.remove(storageKey)).resolves.toBeUndefined();
    const opened = storage.open(storageKey);
    await expect(opened).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(opened).rejects.toThrow(storageKey);
  });

  it('answers not-found for a key that never held a file', async () => {
    const key = newStorageKey();
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.open(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('refuses keys that are not 32 lower-case hex characters (nothing the client sends becomes a name)', async () => {
    for (const key of ['../../etc/passwd', '', 'A'.repeat(32), `${newStorageKey()}/x`, 'abc']) {
      await expect(storage.open(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.remove(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.saveAs(key, Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
    }
  });

  it('leaves nothing behind when the upload stream fails', async () => {
    const key = newStorageKey();
    await expect(storage.saveAs(key, failing())).rejects.toThrow('client went away');
    expect(await storage.exists(key)).toBe(false);
  });
});

describe('local folder storage', () => {
  it('writes files readable by the API user only and lists the stored keys', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-files-local-'));
    try {
      const storage = localFolderStorage(dir);
      const { storageKey } = await storage.save(Readable.from([Buffer.from('secret')]));
      await writeFile(join(dir, 'notes.txt'), 'not a stored file');
      expect((await stat(join(dir, storageKey))).mode & 0o777).toBe(0o600);
      expect(await storage.keys()).toEqual([storageKey]);
      // Exclusive creation: an existing file is never overwritten.
      await expect(storage.saveAs(storageKey, Readable.from([Buffer.from('other')]))).rejects.toThrow(/EEXIST/);
      expect(await text(await storage.open(storageKey))).toBe('secret');
      expect((await readdir(dir)).sort()).toEqual([storageKey, 'notes.txt'].sort());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('fails the readiness check when the folder cannot be made', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-files-local-'));
    try {
      await writeFile(join(dir, 'file'), '');
      await expect(localFolderStorage(join(dir, 'file', 'below')).check()).rejects.toThrow(/ENOTDIR/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('S3 storage', () => {
  let server: Awaited<ReturnType<typeof startTestS3>>;
  beforeAll(async () => {
    server = await startTestS3();
  });
  afterAll(() => server.close());

  it('puts the objects in the bucket under their storage keys', async () => {
    const storage = s3Storage(server.config);
    try {
      const { storageKey } = await storage.save(Readable.from([Buffer.from('in the bucket')]));
      expect(await server.keys()).toContain(storageKey);
    } finally {
      await storage.close();
    }
  });

  it('fails the readiness check within its bound when the server accepts connections but never answers', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const hanging = s3Storage({ ...server.config, endpoint: `http://127.0.0.1:${port}` });
    try {
      const started = Date.now();
      await expect(hanging.check()).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await hanging.close();
      silent.closeAllConnections();
      silent.close();
    }
  }, 20_000);

  it('fails the readiness check on a missing bucket and on an unreachable server', async () => {
    const missing = s3Storage({ ...server.config, bucket: 'no-such-bucket' });
    const unreachable = s3Storage({ ...server.config, endpoint: 'http://127.0.0.1:1' });
    try {
      await expect(missing.check()).rejects.toBeInstanceOf(StorageUnavailableError);
      const down = unreachable.check();
      await expect(down).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(down).rejects.toThrow(/ECONNREFUSED/);
      // An upload to it fails as the storage's fault (answered 503), and nothing is left to clean.
      await expect(unreachable.save(Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      await missing.close();
      await unreachable.close();
    }
  });
});
