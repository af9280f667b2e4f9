import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedPlatformSettings } from '../../src/dev/seed/seed-platform-settings';
import { createPglite, pgliteDatabase, postgresDatabase } from '../../src/platform/db/database';
import { installJobQueue } from '../../src/platform/jobs/job-queue';
import { adminQuery, databaseUrl, dropDatabase } from './test-database';

// Migrates once, then every test file clones the result (PGlite: ≈0.3 s instead of a full migration). The template
// holds the demo seller identity and support desk (ADR 0034: no invoice is issued without a seller), saved as
// version 2 before the test clock's epoch.
const TEMPLATE_SETTINGS_AT = Date.UTC(2024, 0, 1);

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `portal_test_${process.pid}_${Date.now().toString(36)}`;
    await adminQuery(adminUrl, `create database "${template}"`);
    const database = postgresDatabase(new pg.Pool({ connectionString: databaseUrl(adminUrl, template), max: 1 }));
    await database.migrate();
    // The job queue's tables too, as the app creates them at its first start (each app would otherwise).
    await installJobQueue(database);
    await seedPlatformSettings(database.db, { userId: null, now: new Date(TEMPLATE_SETTINGS_AT) });
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template });
    return async () => {
      await dropDatabase(adminUrl, template);
    };
  }

  const client = await createPglite();
  const database = pgliteDatabase(client);
  await database.migrate();
  await installJobQueue(database);
  await seedPlatformSettings(database.db, { userId: null, now: new Date(TEMPLATE_SETTINGS_AT) });
  const dump = await client.dumpDataDir('none');
  await database.close();
  const templateFile = join(tmpdir(), `portal-api-template-${process.pid}.tar`);
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', templateFile });
  return async () => {
    await rm(templateFile, { force: true });
  };
}
