import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database';
import { companyOwnedTableNames } from '../../src/platform/db/schema/company-owned';
import * as schema from '../../src/platform/db/schema/index';
import { branches, companies, unitSpaces } from '../../src/platform/db/schema/index';
import { companyScope } from '../../src/platform/db/scoped-db';
import { unscopedReason, violations } from '../support/scope-guard';
import { createTestDatabase } from '../support/test-database';

// Issue 8.2: the guard that fails the suite when a query touches a company-owned table outside the scope, proven
// to catch an unscoped query and to let the scope's own statements through.

let database: Database;
let companyId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const [company] = await database
    .systemDb('test set-up')
    .insert(companies)
    .values({ nameAr: 'شركة', nameEn: 'Guard Co', ownerName: 'Owner', ownerPhone: '+966500000001' })
    .returning({ id: companies.id });
  companyId = company!.id;
});
afterAll(() => database.close());

/** Runs the work and returns (and clears) the violations it caused. */
async function violationsOf(work: () => Promise<unknown>): Promise<string[]> {
  const before = violations.length;
  await work();
  return violations.splice(before);
}

describe('company scope guard', () => {
  it('registers every table that has a company_id column', () => {
    const withCompany = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .filter((table) => 'companyId' in getTableColumns(table))
      .map((table) => getTableName(table))
      .sort();
    expect([...companyOwnedTableNames()].sort()).toEqual(withCompany);
  });

  it('catches a read of a company-owned table outside the scope', async () => {
    const found = await violationsOf(() => database.db.select().from(branches));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('"branches"');
  });

  it('catches unscoped writes', async () => {
    const found = await violationsOf(async () => {
      await database.db.update(branches).set({ name: 'x' });
      await database.db.delete(unitSpaces);
    });
    expect(found).toHaveLength(2);
  });

  it('lets the scope and the named system door through', async () => {
    const scope = companyScope(database.db, { companyId, membershipId: null });
    const found = await violationsOf(async () => {
      await scope.select({ id: branches.id }).from(branches);
      await scope.count(branches);
      await scope.update(branches, { name: 'x' });
      await scope.delete(unitSpaces);
      await scope.transaction((tx) => tx.count(unitSpaces));
      await database.systemDb('test: cross-company on purpose').select().from(branches);
    });
    expect(found).toEqual([]);
  });

  it('reads statements, not intentions', () => {
    expect(unscopedReason('select "id" from "cities"')).toBeNull();
    expect(unscopedReason('insert into "branches" ("id", "name") values ($1, $2)')).toContain('without company_id');
    expect(unscopedReason('insert into "branches" ("id", "company_id") values ($1, $2)')).toBeNull();
    expect(unscopedReason('select * from "units" where "units"."company_id" = $1')).toBeNull();
    expect(unscopedReason('select * from "users" inner join "memberships" on true')).toContain('"memberships"');
  });
});
