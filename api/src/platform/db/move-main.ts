import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../config/config';
import { acquireDataFolderLock, DataFolderLockedError } from './data-folder-lock';
import { createPglite, postgresDatabase } from './database';
import { moveData } from './move-data';
import { fileMovePlan } from './move-files';

// `npm run db:move -- --to postgres://user:pass@host/db [--from <PGlite data folder>] [--replace]`: migrates the
// server to this version's schema, then copies the embedded database's data into it (./move-data.ts). Stop the
// app first (PGlite is one process: refused while it runs); afterwards start it with DATABASE_URL set to the same address.
// The uploaded files follow into S3 when the S3 settings are given (./move-files.ts: `--files-to s3|local`,
// `--files-from <folder>`; `--files-to s3` without `--to` moves only the files).

const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    from: { type: 'string' },
    replace: { type: 'boolean', default: false },
    'files-to': { type: 'string' },
    'files-from': { type: 'string' },
  },
});
const files = fileMovePlan(loadConfig(process.env), values['files-to'], values['files-from']);
if (typeof files === 'string') {
  console.error(files);
  process.exit(2);
}
if (!values.to && files.toS3) {
  await files.run();
  process.exit(0);
}
if (!values.to) {
  console.error(
    'usage: npm run db:move -- --to postgres://user:password@host:5432/database [--from dir] [--replace]' +
      ' [--files-to s3|local] [--files-from dir]',
  );
  process.exit(2);
}
const from = values.from ?? loadConfig(process.env).dataDir;
// Refused while the API (or anything else) has the folder open: copying a folder being written copies a moment
// that never existed, and opening it twice corrupts it (issue 24.1).
let lock: ReturnType<typeof acquireDataFolderLock>;
try {
  lock = acquireDataFolderLock(from, 'db:move');
} catch (error) {
  if (!(error instanceof DataFolderLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
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
  lock.release();
}
await files.run();
