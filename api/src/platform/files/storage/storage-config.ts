// FILES_STORAGE and S3_* (api/README.md, Environment): where uploaded files live. Read by config/config.ts;
// problems are reported with the others, so an incomplete S3 setup stops the start instead of failing uploads.

export interface S3StorageConfig {
  /** An S3-compatible service's address (MinIO, s3rver, …); unset: AWS S3 of the region. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Both or neither; neither: the SDK's default chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: what most S3-compatible servers want. */
  forcePathStyle: boolean;
}

export type FileStorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3StorageConfig);

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string) => env[name]?.trim() ?? '';

export function fileStorageConfig(env: Env, production: boolean, problems: string[]): FileStorageConfig {
  const bucket = value(env, 'S3_BUCKET');
  const kind = value(env, 'FILES_STORAGE') || (bucket ? 's3' : 'local');
  if (kind !== 'local' && kind !== 's3') {
    problems.push(`FILES_STORAGE must be "local" or "s3" (got "${kind}")`);
    return { kind: 'local' };
  }
  if (kind === 'local') return { kind };

  const endpoint = value(env, 'S3_ENDPOINT');
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) {
    problems.push(`S3_ENDPOINT must be an http:// or https:// address (got "${endpoint}")`);
  }
  if (!bucket) problems.push('S3_BUCKET is required when FILES_STORAGE=s3');
  // AWS needs the bucket's region; in production it is never guessed.
  const region = value(env, 'S3_REGION') || (production ? '' : 'us-east-1');
  if (!region) problems.push('S3_REGION is required for S3 file storage in production');
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  const pathStyleRaw = value(env, 'S3_FORCE_PATH_STYLE');
  if (pathStyleRaw && !['true', 'false', '1', '0'].includes(pathStyleRaw)) {
    problems.push(`S3_FORCE_PATH_STYLE must be "true" or "false" (got "${pathStyleRaw}")`);
  }
  return {
    kind,
    endpoint: endpoint ? endpoint.replace(/\/+$/, '') : null,
    region,
    bucket,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    // Default: path style with a custom endpoint (self-hosted servers rarely have per-bucket host names).
    forcePathStyle: pathStyleRaw ? pathStyleRaw === 'true' || pathStyleRaw === '1' : Boolean(endpoint),
  };
}
