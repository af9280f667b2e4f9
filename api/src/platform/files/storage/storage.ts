import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

// One interface for the uploaded files (receipts, certificates, chat attachments, evidence photos) whatever holds
// them: a local folder (local-storage.ts, the embedded default) or an S3-compatible service (s3-storage.ts). The
// database keeps only the storage key; downloads are streamed through the API's permission checks.

export interface StoredFile {
  storageKey: string;
  size: number;
  sha256: string;
  /** The first bytes, to recognise the type. */
  head: Buffer;
}

export interface FileStorage {
  /** "local" or "s3": for logs and the readiness answer. */
  readonly kind: 'local' | 's3';
  /** Streams the bytes under a new random key while hashing and counting them. */
  save(source: Readable): Promise<StoredFile>;
  /** Streams the bytes under a given key (db:move keeps the keys the database holds). */
  saveAs(storageKey: string, source: Readable): Promise<StoredFile>;
  /** The stored bytes; rejects with FileNotFoundError when the key holds nothing. */
  open(storageKey: string): Promise<Readable>;
  exists(storageKey: string): Promise<boolean>;
  /** Deletes the bytes; a key that holds nothing is not an error. */
  remove(storageKey: string): Promise<void>;
  /** Resolves when the storage answers (readiness probe); rejects when it is unreachable or misconfigured. */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** Keys are random, 32 hex characters: nothing the client sends ever becomes part of a path or object name. */
const STORAGE_KEY = /^[0-9a-f]{32}$/;

export function isStorageKey(value: string): boolean {
  return STORAGE_KEY.test(value);
}

export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

export class InvalidStorageKeyError extends Error {
  constructor(storageKey: string) {
    super(`invalid storage key ${JSON.stringify(storageKey.slice(0, 64))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export class FileNotFoundError extends Error {
  constructor(
    readonly storageKey: string,
    where: string,
  ) {
    super(`no stored file ${storageKey} in ${where}`);
    this.name = 'FileNotFoundError';
  }
}

/**
 * The storage did not answer or refused the request (network, credentials, missing bucket). Its `statusCode`
 * makes the error handler log it and answer 503 (errors.unavailable): the client may retry, nothing was stored.
 */
export class StorageUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(where: string, cause: unknown) {
    super(`${where} unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

export function assertStorageKey(storageKey: string): string {
  if (!isStorageKey(storageKey)) throw new InvalidStorageKeyError(storageKey);
  return storageKey;
}
