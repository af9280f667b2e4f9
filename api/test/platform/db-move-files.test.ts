import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/dev/seed/seed-demo';
import type { Database } from '../../src/platform/db/database';
import { moveFiles } from '../../src/platform/db/move-files';
import { files, walletTempTransactions } from '../../src/platform/db/schema/index';
import { localFolderStorage } from '../../src/platform/files/storage/local-storage';
import { s3Storage } from '../../src/platform/files/storage/s3-storage';
import type { FileStorage } from '../../src/platform/files/storage/storage';
import { startTestS3, type TestS3 } from '../support/s3-server';
import { createTestDatabase } from '../support/test-database';

// Issue 24.3: `npm run db:move` takes the files along: every file of the local folder is uploaded to the S3 bucket
// under its storage key (so the moved rows still point to it), and a second run copies nothing again.

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const api = fileURLToPath(new URL('../..', import.meta.url));

let s3: TestS3;
let target: FileStorage;
let database: Database;
let filesDir: string;
beforeAll(async () => {
  s3 = await startTestS3();
  target = s3Storage(s3.config);
  database = await createTestDatabase();
  filesDir = await mkdtemp(join(tmpdir(), 'portal-move-files-'));
});
afterAll(async () => {
  await target.close();
  await s3.close();
  await database.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('db:move files', () => {
  it('uploads every stored file of the seeded demo under its key, then skips them all on a second run', async () => {
    const local = localFolderStorage(filesDir);
    const db = database.systemDb('test: the demo data whose files move');
    await seedDemo(db, { files: local });
    const referenced = [
      ...(await db.select({ key: files.storageKey, sha256: files.sha256 }).from(files)),
      ...(await db
        .select({ key: walletTempTransactions.receiptStorageKey, sha256: walletTempTransactions.receiptSha256 })
        .from(walletTempTransactions)),
    ];
    expect(referenced.length).toBeGreaterThan(2);
    const keys = await local.keys();
    expect(keys).toEqual(expect.arrayContaining(referenced.map((r) => r.key)));

    const first = await moveFiles(local, target);
    expect(first).toMatchObject({ copied: keys.length, skipped: 0 });
    expect(await s3.keys()).toEqual(keys);
    for (const { key, sha256: expected } of referenced) {
      const chunks: Buffer[] = [];
      for await (const chunk of await target.open(key)) chunks.push(chunk as Buffer);
      expect(sha256(Buffer.concat(chunks))).toBe(expected);
    }

    expect(await moveFiles(local, target)).toEqual({ copied: 0, skipped: keys.length, bytes: 0 });
  }, 120_000);

  it('finishes an interrupted move: files already in the bucket are left as they are', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-move-partial-'));
    try {
      const local = localFolderStorage(dir);
      const a = await local.save(Readable.from([Buffer.from('first file')]));
      const b = await local.save(Readable.from([Buffer.from('second file')]));
      await target.saveAs(a.storageKey, Readable.from([Buffer.from('first file')]));
      expect(await moveFiles(local, target)).toEqual({ copied: 1, skipped: 1, bytes: b.size });
      expect(await target.exists(b.storageKey)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('runs as `npm run db:move -- --files-to s3` (files only) and refuses --files-to s3 without S3 settings', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-move-cli-'));
    try {
      const local = localFolderStorage(dir);
      const stored = await local.save(Readable.from([Buffer.from('moved by the command')]));
      const env = { PATH: process.env.PATH ?? '', CODE_SENDER: 'outbox', PAYMENT_GATEWAY: 'test' };
      const run = (extra: Record<string, string>, args: string[]) =>
        promisify(execFile)(join(api, 'node_modules/.bin/tsx'), ['src/platform/db/move-main.ts', ...args], {
          cwd: api,
          env: { ...env, ...extra },
        });
      const moved = await run({ ...s3.env, FILES_DIR: dir }, ['--files-to', 's3']);
      expect(moved.stdout).toContain('files: 1 copied');
      expect(await s3.keys()).toContain(stored.storageKey);
      expect(await readFile(join(dir, stored.storageKey), 'utf8')).toBe('moved by the command');

      const refused = run({ FILES_DIR: dir }, ['--files-to', 's3']);
      await expect(refused).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('S3_BUCKET') });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
