import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { openFileStorage } from '../files/storage/open-storage';
import { DEMO_OPS_PHONE, DEMO_OWNER_PHONE, seedDemo } from './seed-demo';
import { DEMO_PROVIDER_PHONE } from './seed-providers';

// `npm run seed`: migrates the configured database (PGlite data folder or DATABASE_URL) and adds the demo company.
const config = loadConfig();
const database = await openDatabase(config);
// The demo receipts and photos go where the API reads them: the local folder or the S3 bucket.
const files = openFileStorage(config);
try {
  await database.migrate();
  const { created } = await seedDemo(database.systemDb('seed: the demo company and its owner'), { files });
  console.log(
    created
      ? `Seeded "Riyadh Demo Trading"; sign in with ${DEMO_OWNER_PHONE} (code in GET /api/v1/dev/outbox). Ops account: ${DEMO_OPS_PHONE}. Provider account: ${DEMO_PROVIDER_PHONE}.`
      : 'Demo data already present; nothing changed.',
  );
} finally {
  await files.close();
  await database.close();
}
