import { dashboardSchema, scorecardsSchema } from '@portal/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPackageLocations, companyPackages } from '../../src/platform/db/schema/index';
import { companyScope } from '../../src/platform/db/scoped-db';
import { companyOwner } from '../company/account-helpers';
import { memberWith } from '../company/branches-support';
import { insertListOrders } from '../fulfilment/orders-list-helpers';
import { createTestApp, type TestApp } from '../support/harness';
import { months, type NamedBranch, namedBranch, readParsed } from './insights-support';

// Issue 28.4: a package shared by several branches counts once, split between them to the halala, so the spend of
// each branch (dashboard filtered by branch, per-branch widgets, scorecards) adds up to the company's total. The
// shape of the demo data: packages shared by two or three branches whose prices do not divide evenly, one package
// with no branch yet, one still waiting for its payment.

let t: TestApp;
let owner: Awaited<ReturnType<typeof companyOwner>>;
type Branch = NamedBranch;
const b: Record<'olaya' | 'malaz' | 'sul' | 'yasmin', Branch> = {} as never;

/** An approved package of `totalPrice` halalas bought at `at`, covering `at` branches in this order. */
async function insertPackage(
  reference: string,
  input: { totalPrice: number; at: string; branches: Branch[]; status?: 'approved' | 'submitted' },
) {
  const scope = companyScope(t.database.db, { companyId: owner.companyId, membershipId: null });
  const vat = Math.floor(input.totalPrice / 8);
  const name = { ar: reference, en: reference, fr: reference };
  const [row] = await scope
    .insert(companyPackages)
    .values({
      reference,
      name,
      source: 'published',
      type: 'visits',
      total: 12,
      periodMonths: 12,
      frequency: 'monthly',
      repeatMode: 'fixed',
      services: [],
      allowedLocationCount: 3,
      allowedAreas: [],
      terms: name,
      price: input.totalPrice - vat,
      vat,
      totalPrice: input.totalPrice,
      payMode: 'full',
      amountCharged: input.totalPrice,
      amountPaid: input.totalPrice,
      paymentMethod: 'wallet',
      paymentStatus: 'paid',
      status: input.status ?? 'approved',
      createdAt: new Date(input.at),
    })
    .returning({ id: companyPackages.id });
  // the locations one second apart: the first one named is the package's first location
  for (const [index, branch] of input.branches.entries()) {
    await scope.insert(companyPackageLocations).values({
      packageId: row!.id,
      branchId: branch.id,
      createdAt: new Date(new Date(input.at).getTime() + index * 1000),
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await companyOwner(t, 'Package Spend Co');
  for (const [key, name] of [
    ['olaya', 'Olaya Head Office'],
    ['malaz', 'Malaz Showroom'],
    ['sul', 'Sulimaniyah Warehouse'],
    ['yasmin', 'Yasmin Staff Villa'],
  ] as const) {
    b[key] = await namedBranch(t, owner.companyId, name, owner.token);
  }
  const { olaya, malaz, sul } = b;
  await insertListOrders(t, { companyId: owner.companyId, userId: owner.userId, name: 'Package Spend Co' }, [
    { reference: 'ORD-1', branch: olaya, at: '2026-01-10T08:00:00Z', status: 'completed', total: 10_001 },
    { reference: 'ORD-2', branch: malaz, at: '2026-02-10T08:00:00Z', status: 'created', total: 20_000 },
    { reference: 'ORD-3', branch: sul, at: '2026-02-11T08:00:00Z', status: 'canceled', total: 55_555 },
  ]);
  // 100,001 over three branches: 33,334 + 33,334 + 33,333
  await insertPackage('PKG-A', { totalPrice: 100_001, at: '2026-03-05T08:00:00Z', branches: [olaya, malaz, sul] });
  // 99,999 over two: 50,000 + 49,999
  await insertPackage('PKG-B', { totalPrice: 99_999, at: '2026-03-20T08:00:00Z', branches: [olaya, malaz] });
  // one halala over three branches: to the first one only
  await insertPackage('PKG-C', { totalPrice: 1, at: '2026-12-31T20:00:00Z', branches: [olaya, malaz, sul] });
  // no branch yet ("Need Action"): the company's total only
  await insertPackage('PKG-D', { totalPrice: 12_345, at: '2026-04-01T08:00:00Z', branches: [] });
  // waiting for its payment: no spend
  await insertPackage('PKG-E', {
    totalPrice: 50_000,
    at: '2026-04-02T08:00:00Z',
    branches: [olaya],
    status: 'submitted',
  });
  // a year with packages and no orders: offered in the year list
  await insertPackage('PKG-F', { totalPrice: 7_777, at: '2024-06-01T08:00:00Z', branches: [malaz, sul] });
});
afterAll(() => t.close());

const dashboard = (query: string, token = owner.token) =>
  readParsed(t, `/api/v1/company/dashboard/dashboard?${query}`, token, (data) => v.parse(dashboardSchema, data));

describe('spend per branch (issue 28.4)', () => {
  it('splits a shared package between its branches to the halala: the branches add up to the company', async () => {
    const company = await dashboard('year=2026');
    // orders 10,001 + 20,000 (the canceled one costs nothing); packages 100,001 + 99,999 + 1 + 12,345
    expect(company.cost_overview).toEqual({
      orders: months(10_001, 20_000),
      packages: months(0, 0, 200_000, 12_345, 0, 0, 0, 0, 0, 0, 0, 1),
      total: 242_347,
      unassigned_packages: 12_345,
    });
    const totals: Record<string, number> = {};
    for (const [key, branch] of Object.entries(b)) {
      const one = await dashboard(`year=2026&branch_id=${branch.id}`);
      expect(one.cost_overview.unassigned_packages).toBe(0);
      totals[key] = one.cost_overview.total;
    }
    // the first location gets the leftover halalas (PKG-C's one halala goes to Olaya)
    expect(totals).toEqual({
      olaya: 10_001 + 33_334 + 50_000 + 1,
      malaz: 20_000 + 33_334 + 49_999,
      sul: 33_333,
      yasmin: 0,
    });
    const branchSum = Object.values(totals).reduce((a, c) => a + c, 0);
    expect(branchSum + company.cost_overview.unassigned_packages).toBe(company.cost_overview.total);
    // the per-branch widgets hold the same spend as the dashboard filtered by that branch
    expect(Object.fromEntries(company.per_branch.map((row) => [row.branch_id, row.spend]))).toEqual({
      [b.olaya.id]: totals.olaya,
      [b.malaz.id]: totals.malaz,
      [b.sul.id]: totals.sul,
    });
    const olayaMonths = company.branch_months.find((row) => row.branch_id === b.olaya.id)!;
    expect(olayaMonths.spend).toEqual(months(10_001, 0, 83_334, 0, 0, 0, 0, 0, 0, 0, 0, 1));
  });

  it('gives the scorecards the same spend per branch as the cost overview', async () => {
    const cards = await readParsed(t, '/api/v1/company/dashboard/scorecards?year=2026', owner.token, (data) =>
      v.parse(scorecardsSchema, data),
    );
    for (const card of cards.branches) {
      const one = await dashboard(`year=2026&branch_id=${card.branch_id}`);
      expect(card.spend, card.name).toBe(one.cost_overview.total);
    }
    expect(cards.years).toEqual([2026, 2025, 2024]);
  });

  it('offers every year with spend, packages included', async () => {
    const old = await dashboard('year=2024');
    expect(old.years).toEqual([2026, 2025, 2024]);
    expect(old.cost_overview).toMatchObject({ total: 7_777, unassigned_packages: 0 });
    const malaz = await dashboard(`year=2024&branch_id=${b.malaz.id}`);
    const sul = await dashboard(`year=2024&branch_id=${b.sul.id}`);
    expect([malaz.cost_overview.total, sul.cost_overview.total]).toEqual([3_889, 3_888]);
  });

  it("gives a member limited to a branch that branch's share only", async () => {
    const token = await memberWith(t.app, t.database, owner.token, [['read', 'b2b_dashboard_analytics']], [b.malaz.id]);
    const own = await dashboard('year=2026', token);
    expect(own.cost_overview).toMatchObject({ total: 103_333, unassigned_packages: 0 });
  });
});
