import type { Config } from '../../config/config';
import { localFolderStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { FileStorage } from './storage';

/** The storage the settings choose: S3 when FILES_STORAGE=s3 (or S3_BUCKET is set), FILES_DIR otherwise. */
export function openFileStorage(config: Pick<Config, 'fileStorage' | 'filesDir'>): FileStorage {
  return config.fileStorage.kind === 's3' ? s3Storage(config.fileStorage) : localFolderStorage(config.filesDir);
}
