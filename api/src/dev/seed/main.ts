import { loadConfig } from '../../platform/config/config';
import { DataFolderLockedError, readLockHolder } from '../../platform/db/data-folder-lock';
import { openDatabase } from '../../platform/db/database';
import { openFileStorage } from '../../platform/files/storage/open-storage';
import { DEMO_OPS_PHONE, DEMO_OWNER_PHONE, seedDemo } from './seed-demo';
import { DEMO_PROVIDER_PHONE } from './seed-providers';
import { seedThroughApi } from './seed-through-api';

/** The API holding the folder, once it listens (it writes its URL then; a starting API is waited for, 60 s). */
async function apiHolder(dataDir: string) {
  for (let waited = 0; ; waited += 500) {
    const holder = readLockHolder(dataDir);
    if (holder?.role !== 'api' || holder.url || waited >= 60_000) return holder;
    if (waited === 0) console.log(`The API (pid ${holder.pid}) is starting; waiting for it…`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// `npm run seed`: adds the demo company to the configured database (PGlite data folder or DATABASE_URL), migrated
// first. On the embedded database while the API runs, the API holds the folder: the seed is sent to it
// (POST /api/v1/dev/seed) instead of opening the folder a second time, which would corrupt it (issue 24.1).
const config = loadConfig();
const done = (created: boolean) =>
  console.log(
    created
      ? `Seeded "Riyadh Demo Trading"; sign in with ${DEMO_OWNER_PHONE} (code in GET /api/v1/dev/outbox). Ops account: ${DEMO_OPS_PHONE}. Provider account: ${DEMO_PROVIDER_PHONE}.`
      : 'Demo data already present; nothing changed.',
  );

const holder = config.databaseUrl ? null : await apiHolder(config.dataDir);
if (holder?.role === 'api' && holder.url) {
  console.log(`The API (pid ${holder.pid}) has the embedded database open: seeding through ${holder.url}`);
  try {
    done((await seedThroughApi(holder.url)).created);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
} else {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config, undefined, 'seed');
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  // The demo receipts and photos go where the API reads them: the local folder or the S3 bucket.
  const files = openFileStorage(config);
  try {
    await database.migrate();
    const { created } = await seedDemo(database.systemDb('seed: the demo company and its owner'), { files });
    done(created);
  } finally {
    await files.close();
    await database.close();
  }
}
