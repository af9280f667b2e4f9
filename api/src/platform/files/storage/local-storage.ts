import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileMeter } from './file-meter';
import { assertStorageKey, FileNotFoundError, type FileStorage, isStorageKey, newStorageKey } from './storage';

/**
 * Files on disk under one folder (FILES_DIR), named by their storage key. Written with mode 0600 and exclusive
 * creation: an existing file is never overwritten.
 */
export function localFolderStorage(dir: string): FileStorage & { keys(): Promise<string[]> } {
  const pathOf = (storageKey: string) => join(dir, assertStorageKey(storageKey));

  async function saveAs(storageKey: string, source: Readable) {
    const path = pathOf(storageKey);
    await mkdir(dir, { recursive: true });
    const meter = fileMeter();
    try {
      await pipeline(source, meter.transform, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      // Not when the key was taken: that file is someone else's.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(path, { force: true });
      throw error;
    }
    return meter.result(storageKey);
  }

  return {
    kind: 'local',
    save: (source) => saveAs(newStorageKey(), source),
    saveAs,
    async open(storageKey) {
      const path = pathOf(storageKey);
      const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new FileNotFoundError(storageKey, dir) : error;
      });
      return handle.createReadStream();
    },
    exists: async (storageKey) => (await stat(pathOf(storageKey)).catch(() => null))?.isFile() === true,
    async remove(storageKey) {
      await rm(pathOf(storageKey), { force: true });
    },
    async check() {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.R_OK | constants.W_OK);
    },
    close: async () => {},
    /** Every stored key (db:move copies them to another storage); other names in the folder are ignored. */
    async keys() {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      return names.filter(isStorageKey).sort();
    },
  };
}
