import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';

// A real S3-compatible server (s3rver, objects in a local folder) for tests and the local cluster: the S3 adapter
// is exercised against the protocol, never a mock. Development only: s3rver has one fixed key pair.

/** s3rver's only credentials. */
const S3RVER_KEY = 'S3RVER';

export interface S3DevServer {
  endpoint: string;
  bucket: string;
  /** FILES_STORAGE and S3_* for an API process (or loadConfig) that should use this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 (port 0: any free port) with `bucket` created, objects under `directory`. */
export async function startS3DevServer(options: {
  directory: string;
  bucket: string;
  port?: number;
}): Promise<S3DevServer> {
  await mkdir(options.directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory: options.directory,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket: options.bucket,
    env: {
      FILES_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: options.bucket,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}
