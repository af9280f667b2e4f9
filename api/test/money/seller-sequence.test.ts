import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { issueInvoice } from '../../src/money/invoices/issue-invoice';
import { useEinvoicingUnit } from '../../src/money/invoices/sequence/einvoicing-unit';
import { FIRST_PREVIOUS_HASH } from '../../src/money/invoices/sequence/seller-sequence';
import { einvoicingUnits, invoices } from '../../src/platform/db/schema/index';
import { companyScope } from '../../src/platform/db/scoped-db';
import { registerAndSignIn, userMe, useTestApp } from '../support/harness';

// The seller sequence (issue 31.1, ADR 0054) on the real database: invoices of many companies issued at once get
// consecutive numbers and ICVs with no gap and no repeat (rolled-back ones give their place back), each carrying
// the previous invoice's hash. On PGlite the transactions queue on one connection; on a PostgreSQL server
// (TEST_DATABASE_URL, npm run test:pg) they really overlap on a pool and meet at the unit's row lock.

const t = useTestApp();
const companyIds: string[] = [];
const DEV_UNIT = { unit: 'dev', sellerVatNumber: null };

beforeAll(async () => {
  for (const name of ['Najd Facilities', 'Qassim Towers', 'Eastern Clinics', 'Hijaz Schools']) {
    const { token } = await registerAndSignIn(t.app, undefined, name);
    companyIds.push((await userMe(t.app, token)).body.data.role.company.id);
  }
});
afterEach(() => useEinvoicingUnit(DEV_UNIT));

const issuedAt = new Date('2026-03-01T09:00:00Z');

/** One invoice of `companyId` in its own transaction; `fail` rolls the transaction back after issuing. */
const attempt = (companyId: string, fail = false) =>
  companyScope(t.database.db, { companyId, membershipId: null }).transaction(async (scope) => {
    const issued = await issueInvoice(scope, {
      kind: 'order',
      status: 'unpaid',
      issuedAt,
      lines: [
        { description: { ar: 'صيانة', en: 'Maintenance', fr: 'Entretien' }, quantity: 1, unitPrice: 1_000, vat: 150 },
      ],
      paid: 0,
    });
    if (fail) throw new Error('payment failed after issuing');
    return issued;
  });

const chained = () =>
  t.database.db
    .select({
      unit: invoices.einvoicingUnit,
      number: invoices.number,
      code: invoices.code,
      icv: invoices.icv,
      previousHash: invoices.previousHash,
      hash: invoices.hash,
      companyId: invoices.companyId,
    })
    .from(invoices)
    .where(isNotNull(invoices.einvoicingUnit))
    .orderBy(asc(invoices.einvoicingUnit), asc(invoices.icv));

describe('one seller sequence per e-invoicing unit', () => {
  it('numbers the invoices of several companies issued at once without gaps or repeats, chained by hash', async () => {
    const count = 60;
    const results = await Promise.allSettled(
      Array.from({ length: count }, (_, index) => attempt(companyIds[index % companyIds.length]!, index % 7 === 3)),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(Array.from({ length: count }, (_, index) => index).filter((i) => i % 7 === 3).length);
    for (const result of refused) expect(String(result.reason)).toContain('payment failed after issuing');

    const rows = await chained();
    const kept = count - refused.length;
    expect(rows).toHaveLength(kept);
    // ICV 1, 2, … and numbers from 1 (the test database had no invoice before), in the same order.
    expect(rows.map((row) => row.icv)).toEqual(Array.from({ length: kept }, (_, index) => index + 1));
    expect(rows.map((row) => row.number)).toEqual(Array.from({ length: kept }, (_, index) => index + 1));
    expect(new Set(rows.map((row) => row.code)).size).toBe(kept);
    expect(new Set(rows.map((row) => row.companyId)).size).toBe(companyIds.length);
    // PIH: ZATCA's seed first, then each invoice's hash is the next one's previous hash.
    expect(rows[0]!.previousHash).toBe(FIRST_PREVIOUS_HASH);
    expect(rows.slice(1).map((row) => row.previousHash)).toEqual(rows.slice(0, -1).map((row) => row.hash));
    for (const row of rows) expect(row.hash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(kept);
    // The unit's row stands where its last invoice does: the next one continues from there.
    const [unit] = await t.database.db.select().from(einvoicingUnits).where(eq(einvoicingUnits.id, 'dev'));
    expect(unit).toMatchObject({ lastNumber: kept, lastIcv: kept, lastHash: rows.at(-1)!.hash });
  });

  it('starts a newly configured unit after every number given, with ICV 1 and the seed PIH', async () => {
    const before = await chained();
    const last = Math.max(...before.map((row) => row.number));
    useEinvoicingUnit({ unit: 'riyadh-2', sellerVatNumber: null });
    const first = await attempt(companyIds[0]!);
    const second = await attempt(companyIds[1]!);
    expect([first.number, second.number]).toEqual([last + 1, last + 2]);
    const rows = (await chained()).filter((row) => row.unit === 'riyadh-2');
    expect(rows.map((row) => [row.icv, row.previousHash])).toEqual([
      [1, FIRST_PREVIOUS_HASH],
      [2, rows[0]!.hash],
    ]);
  });

  it('refuses (503, nothing kept) while the settings name a seller the unit is not registered for', async () => {
    const before = (await chained()).length;
    useEinvoicingUnit({ unit: 'dev', sellerVatNumber: '399999999999993' });
    await expect(attempt(companyIds[0]!)).rejects.toMatchObject({
      statusCode: 503,
      messageKey: 'einvoicing.seller_mismatch',
    });
    expect(await chained()).toHaveLength(before);
  });
});
