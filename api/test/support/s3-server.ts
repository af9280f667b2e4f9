import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { type S3DevServer, startS3DevServer } from '../../src/platform/files/storage/s3-dev-server';
import { s3Client } from '../../src/platform/files/storage/s3-storage';
import { fileStorageConfig, type S3StorageConfig } from '../../src/platform/files/storage/storage-config';

export type TestS3 = S3DevServer & {
  directory: string;
  /** The adapter settings `env` reads to (what loadConfig makes of FILES_STORAGE and S3_*). */
  config: S3StorageConfig;
  /** Every object key in the bucket, asked of the server itself (not through the adapter under test). */
  keys(): Promise<string[]>;
};

/**
 * A real S3-compatible server (s3rver) on a free port with its objects in a temporary folder, removed on close.
 * `env` holds the FILES_STORAGE/S3_* settings for testConfig (or an API process) that should use it.
 */
export async function startTestS3(bucket = 'portal-test-files'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-s3-'));
  const server = await startS3DevServer({ directory, bucket });
  const problems: string[] = [];
  const config = fileStorageConfig(server.env, false, problems);
  if (config.kind !== 's3' || problems.length > 0) throw new Error(`test S3 settings refused: ${problems.join('; ')}`);
  return {
    ...server,
    directory,
    config,
    async keys() {
      const client = s3Client(config);
      try {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
      } finally {
        client.destroy();
      }
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
