import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PREVIOUS_HASH, takeSequencePlace } from '../../src/money/invoices/sequence/seller-sequence';
import type { Db } from '../../src/platform/db/database';
import { createPglite } from '../../src/platform/db/embedded/create-pglite';
import * as schema from '../../src/platform/db/schema/index';
import { useTempFolder } from '../support/temp-folder';

// Migration 0037 (ADR 0054) on a database that already holds per-company invoices: they keep their numbers and
// codes and get no ICV or hash; the seller sequence starts after the highest number any company was given, with
// ICV 1 and ZATCA's seed PIH. The database is migrated up to the migration before, filled, then migrated on.

const drizzleFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const folder = useTempFolder('portal-0037-');
let client: PGlite;

type Journal = { entries: { idx: number; tag: string }[] };

/** The migrations folder as it was before 0037. */
function foldersBefore0037(): string {
  const before = join(folder.path, 'before');
  cpSync(drizzleFolder, before, { recursive: true });
  const journalFile = join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  journal.entries = journal.entries.filter((entry) => entry.idx < 37);
  writeFileSync(journalFile, JSON.stringify(journal));
  return before;
}

async function oldInvoice(companyId: string, number: number) {
  const code = `INV-2025-${String(number).padStart(6, '0')}`;
  await client.query(
    `INSERT INTO invoices (company_id, number, code, kind, status, issued_at, seller_name_ar, seller_name_en,
       seller_vat_number, buyer_name_ar, buyer_name_en, subtotal, vat, total)
     VALUES ($1, $2, $3, 'order', 'paid', now(), 'البائع', 'Seller', '310452789600003', 'مشتري', 'Buyer', 100, 15, 115)`,
    [companyId, number, code],
  );
}

beforeAll(async () => {
  client = await createPglite();
  await migrate(drizzle(client), { migrationsFolder: foldersBefore0037() });
  for (const [name, count] of [
    ['Najd', 3],
    ['Qassim', 5],
  ] as const) {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO companies (name_ar, name_en, owner_name, owner_phone) VALUES ($1, $1, 'Owner', $2) RETURNING id`,
      [name, `+96650000000${count}`],
    );
    for (let number = 1; number <= count; number += 1) await oldInvoice(rows[0]!.id, number);
  }
  await migrate(drizzle(client), { migrationsFolder: drizzleFolder });
  // Every migration from an empty database: minutes on a busy machine.
}, 600_000);
afterAll(() => client?.close());

describe('migration 0037', () => {
  it('keeps the numbers already given and starts the seller sequence after the highest', async () => {
    const { rows: old } = await client.query<{ code: string; icv: number | null; hash: string | null }>(
      'SELECT code, icv, hash FROM invoices ORDER BY company_id, number',
    );
    expect(old).toHaveLength(8);
    expect(old.every((row) => row.icv === null && row.hash === null)).toBe(true);
    expect(new Set(old.map((row) => row.code))).toEqual(
      new Set(['INV-2025-000001', 'INV-2025-000002', 'INV-2025-000003', 'INV-2025-000004', 'INV-2025-000005']),
    );
    const { rows: units } = await client.query('SELECT id, last_number, last_icv FROM einvoicing_units');
    expect(units).toEqual([{ id: 'phase-1', last_number: 5, last_icv: 0 }]);

    const db = drizzle(client, { schema }) as unknown as Db;
    const first = await db.transaction((tx) => takeSequencePlace(tx, 'riyadh-portal-1'));
    expect(first).toEqual({ number: 6, icv: 1, previousHash: FIRST_PREVIOUS_HASH });
    await expect(client.query('SELECT 1 FROM invoice_counters')).rejects.toThrow(/invoice_counters/);
  });
});
