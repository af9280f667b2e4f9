import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../config/config';
import { localFolderStorage } from '../files/storage/local-storage';
import { s3Storage } from '../files/storage/s3-storage';
import { createPglite, postgresDatabase } from './database';
import { moveData } from './move-data';
import { moveFiles } from './move-files';

// `npm run db:move -- --to postgres://user:pass@host/db [--from <PGlite data folder>] [--replace]
//  [--files-to s3|local] [--files-from <folder>]`: migrates the server to this version's schema, then copies the
// embedded database's data into it (./move-data.ts), then the uploaded files from the local folder into S3 when
// the S3 settings are given (./move-files.ts; `--files-to s3` without `--to` moves only the files). Stop the app
// first (PGlite is one process); afterwards start it with DATABASE_URL (and the S3 settings) set the same way.

const usage =
  'usage: npm run db:move -- [--to postgres://user:password@host:5432/database] [--from dir] [--replace]' +
  ' [--files-to s3|local] [--files-from dir]';
const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    from: { type: 'string' },
    replace: { type: 'boolean', default: false },
    'files-to': { type: 'string' },
    'files-from': { type: 'string' },
  },
});
const config = loadConfig(process.env);
// Default: the files go where the configured API will read them (FILES_STORAGE / S3_BUCKET).
const filesTo = values['files-to'] ?? config.fileStorage.kind;
if (filesTo !== 's3' && filesTo !== 'local') {
  console.error(`--files-to must be "s3" or "local" (got "${filesTo}")\n${usage}`);
  process.exit(2);
}
if (filesTo === 's3' && config.fileStorage.kind !== 's3') {
  console.error('--files-to s3 needs the S3 settings: S3_BUCKET (and S3_ENDPOINT, S3_REGION, keys; api/README.md)');
  process.exit(2);
}
if (!values.to && filesTo !== 's3') {
  console.error(usage);
  process.exit(2);
}

if (values.to) {
  const from = values.from ?? config.dataDir;
  const source = await createPglite({ dataDir: from });
  const target = postgresDatabase(new pg.Pool({ connectionString: values.to, max: 2 }));
  try {
    console.log(`migrating ${new URL(values.to).host}…`);
    await target.migrate();
    const pool = new pg.Pool({ connectionString: values.to, max: 1 });
    const client = await pool.connect();
    try {
      const report = await moveData(source, client, { replace: values.replace });
      const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
      console.log(`moved ${rows} rows in ${report.tables.length} tables (${report.sequences} sequences) from ${from}`);
      console.log('Now start the API with DATABASE_URL set to that server.');
    } finally {
      client.release();
      await pool.end();
    }
  } finally {
    await target.close();
    await source.close();
  }
}

const filesFrom = values['files-from'] ?? config.filesDir;
if (filesTo === 's3' && config.fileStorage.kind === 's3') {
  const target = s3Storage(config.fileStorage);
  try {
    await target.check();
    console.log(`copying the files of ${filesFrom} into the bucket ${config.fileStorage.bucket}…`);
    const report = await moveFiles(localFolderStorage(filesFrom), target, (partial) =>
      console.log(`  ${partial.copied} copied, ${partial.skipped} already there`),
    );
    console.log(`files: ${report.copied} copied (${report.bytes} bytes), ${report.skipped} already in the bucket`);
    console.log(`Start the API with the same S3 settings; ${filesFrom} may be kept as a backup.`);
  } finally {
    await target.close();
  }
} else {
  console.log(`files stay in ${filesFrom} (FILES_STORAGE=local); set the S3 settings to move them to a bucket`);
}
