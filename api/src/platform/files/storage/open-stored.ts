import { notFound } from '../../http/app-error';
import type { Logger } from '../../logger';
import { FileNotFoundError, type FileStorage } from './storage';

/**
 * The bytes of a file the database points to, for a download. 404 when the storage lost them (logged: the row
 * and the storage disagree, which an operator must look at); a storage that does not answer is a 503
 * (StorageUnavailableError).
 */
export async function openStored(storage: FileStorage, storageKey: string, log: Logger) {
  try {
    return await storage.open(storageKey);
  } catch (error) {
    if (!(error instanceof FileNotFoundError)) throw error;
    log.error({ storageKey, storage: storage.kind }, 'stored file missing: the database points to no bytes');
    throw notFound();
  }
}
