import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config/config';
import { configProblems, LOCAL_SETTINGS as LOCAL, PRODUCTION_SETTINGS as PRODUCTION } from '../support/config-problems';

// Issue 24.3: FILES_STORAGE and S3_* (api/README.md, Environment). An incomplete S3 setup stops the start, in
// production with every problem named, instead of failing the first upload.

const problems = configProblems;

describe('file storage settings', () => {
  it('keeps files in the local folder by default', () => {
    expect(loadConfig(LOCAL).fileStorage).toEqual({ kind: 'local' });
    expect(loadConfig(PRODUCTION).fileStorage).toEqual({ kind: 'local' });
  });

  it('uses S3 when S3_BUCKET is set, path-style with a custom endpoint', () => {
    expect(
      loadConfig({
        ...PRODUCTION,
        S3_BUCKET: 'portal-files',
        S3_REGION: 'me-central-1',
        S3_ENDPOINT: 'https://s3.example.sa/',
        S3_ACCESS_KEY_ID: 'AK',
        S3_SECRET_ACCESS_KEY: 'SK',
      }).fileStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'portal-files',
      region: 'me-central-1',
      endpoint: 'https://s3.example.sa',
      credentials: { accessKeyId: 'AK', secretAccessKey: 'SK' },
      forcePathStyle: true,
    });
    // AWS itself: no endpoint, virtual-host style, credentials from the SDK's chain (instance role).
    expect(loadConfig({ ...PRODUCTION, S3_BUCKET: 'b-1', S3_REGION: 'eu-west-1' }).fileStorage).toMatchObject({
      endpoint: null,
      credentials: null,
      forcePathStyle: false,
    });
    expect(loadConfig({ ...LOCAL, S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'true' }).fileStorage).toMatchObject({
      region: 'us-east-1',
      forcePathStyle: true,
    });
  });

  it('refuses to start in production on an incomplete S3 setup, naming each problem', () => {
    expect(problems({ ...PRODUCTION, FILES_STORAGE: 's3', S3_ACCESS_KEY_ID: 'AK', S3_ENDPOINT: 'minio:9000' })).toEqual(
      [
        'S3_ENDPOINT must be an http:// or https:// address (got "minio:9000")',
        'S3_BUCKET is required when FILES_STORAGE=s3',
        'S3_REGION is required for S3 file storage in production',
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
      ],
    );
  });

  it('refuses an unknown storage kind and a bad path-style flag', () => {
    expect(problems({ ...LOCAL, FILES_STORAGE: 'ftp' })).toEqual(['FILES_STORAGE must be "local" or "s3" (got "ftp")']);
    expect(problems({ ...LOCAL, S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'yes' })).toEqual([
      'S3_FORCE_PATH_STYLE must be "true" or "false" (got "yes")',
    ]);
    // FILES_STORAGE=local wins over a leftover S3_BUCKET.
    expect(loadConfig({ ...LOCAL, FILES_STORAGE: 'local', S3_BUCKET: 'b-1' }).fileStorage).toEqual({ kind: 'local' });
  });
});
