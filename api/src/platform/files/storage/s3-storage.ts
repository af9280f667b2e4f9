import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { fileMeter } from './file-meter';
import {
  assertStorageKey,
  FileNotFoundError,
  type FileStorage,
  newStorageKey,
  StorageUnavailableError,
} from './storage';
import type { S3StorageConfig } from './storage-config';

/** 5 MiB, S3's smallest part: a receipt or a photo is one PUT, a larger upload goes in parts of this size. */
const PART_SIZE = 5 * 1024 * 1024;

/** The readiness check's bound (HeadBucket). */
const CHECK_TIMEOUT_MS = 3_000;

const notFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');

export function s3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // The SDK's default CRC checksums (aws-chunked bodies) are not understood by every S3-compatible server; the
    // API keeps its own sha256 of every file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A service that hangs must fail the request (503) and the readiness probe, not hold them open: bounded
    // connection set-up, and a socket silent this long (not a slow large transfer) is given up.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

/** Objects in one bucket of an S3-compatible service, named by their storage key. */
export function s3Storage(config: S3StorageConfig): FileStorage {
  const client = s3Client(config);
  const Bucket = config.bucket;
  const where = `s3 bucket ${Bucket}`;
  const unavailable = (error: unknown) => new StorageUnavailableError(where, error);

  async function saveAs(storageKey: string, source: Readable) {
    const Key = assertStorageKey(storageKey);
    const meter = fileMeter();
    // The upload's length is unknown until its end: lib-storage sends it as one PUT or in parts as it comes.
    const body = new PassThrough();
    const upload = new Upload({
      client,
      params: { Bucket, Key, Body: body, ContentType: 'application/octet-stream' },
      partSize: PART_SIZE,
      queueSize: 2,
    });
    // Whose fault a failure is: the client's stream (re-thrown as is) or the storage (503, the client may retry).
    let sourceError: unknown = null;
    let uploadError: unknown = null;
    const results = await Promise.allSettled([
      pipeline(source, meter.transform, body).catch((error: unknown) => {
        if (!uploadError) sourceError = error;
        throw error;
      }),
      upload.done().catch((error: unknown) => {
        uploadError = error;
        // A failed upload stops reading `body`: end the pipeline too, or the client's stream would wait forever.
        body.destroy(error as Error);
        throw error;
      }),
    ]);
    if (results.some((r) => r.status === 'rejected')) {
      await upload.abort().catch(() => {});
      await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => {});
      throw sourceError ?? unavailable(uploadError);
    }
    return meter.result(storageKey);
  }

  return {
    kind: 's3',
    save: (source) => saveAs(newStorageKey(), source),
    saveAs,
    async open(storageKey) {
      const Key = assertStorageKey(storageKey);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        return object.Body as Readable;
      } catch (error) {
        throw notFound(error) ? new FileNotFoundError(storageKey, where) : unavailable(error);
      }
    },
    async exists(storageKey) {
      const Key = assertStorageKey(storageKey);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw unavailable(error);
      }
    },
    async remove(storageKey) {
      const Key = assertStorageKey(storageKey);
      await client.send(new DeleteObjectCommand({ Bucket, Key })).catch((error: unknown) => {
        throw unavailable(error);
      });
    },
    async check() {
      // A probe answers quickly or not at all: no retries past this bound.
      const abortSignal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal }).catch((error: unknown) => {
        throw unavailable(error);
      });
    },
    close: async () => client.destroy(),
  };
}
