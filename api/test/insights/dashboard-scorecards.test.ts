import { scorecardsSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderServices, orderStatusHistory, orders } from '../../src/platform/db/schema/index';
import { companyScope } from '../../src/platform/db/scoped-db';
import { companyOwner } from '../company/account-helpers';
import { memberWith } from '../company/branches-support';
import { insertListOrders, type ListOrder } from '../fulfilment/orders-list-helpers';
import { call, createTestApp, type TestApp } from '../support/harness';
import { arabicSheet, englishCsvLines, namedBranch, otherCompanyOrder, readParsed } from './insights-support';

// Branch scorecards (issue 13, Beyond; ADR 0023) against a known data set: exact orders, spend, ratings, on-time
// arrivals and first-time fixes per branch, the year, the member's branches and the company boundary.
// Every order books 06:00–07:00 UTC (09:00–10:00 Riyadh) on its visit date (orders-list-helpers).

const URL = '/api/v1/company/dashboard/scorecards';
const CLEAN = '00000000-0000-4000-8000-00000000000a';
const PEST = '00000000-0000-4000-8000-00000000000b';
const AC = '00000000-0000-4000-8000-00000000000c';

let t: TestApp;
let owner: Awaited<ReturnType<typeof companyOwner>>;
const branch: Record<'olaya' | 'malaz' | 'quiet', { id: string; name: string; code: string }> = {} as never;

type Row = ListOrder & { service: string; stars?: number; arrivals?: string[] };

beforeAll(async () => {
  t = await createTestApp();
  owner = await companyOwner(t, 'Scorecards Co');
  const other = await companyOwner(t, 'Scorecards Noise Co');
  for (const [key, name] of [
    ['olaya', 'Olaya Tower'],
    ['malaz', 'Malaz Store'],
    ['quiet', 'Quiet Depot'],
  ] as const) {
    branch[key] = await namedBranch(t, owner.companyId, name, owner.token);
  }
  const { olaya, malaz } = branch;
  const rows: Row[] = [
    // 2025: fixed? No — A (same branch, same service) comes 15 days after its visit.
    {
      reference: 'Z',
      branch: olaya,
      at: '2025-12-18T08:00:00Z',
      visitDate: '2025-12-22',
      status: 'completed',
      total: 10_000,
      service: CLEAN,
    },
    // A: an early arrival on an old slot, then the latest one on time (06:10 in 06:00–07:00).
    {
      reference: 'A',
      branch: olaya,
      at: '2026-01-05T08:00:00Z',
      visitDate: '2026-01-06',
      status: 'completed',
      total: 23_000,
      service: CLEAN,
      arrivals: ['2026-01-03T09:00:00Z', '2026-01-06T06:10:00Z'],
    },
    // B: late (07:30), 4 stars; followed by C 8 days later.
    {
      reference: 'B',
      branch: olaya,
      at: '2026-01-10T08:00:00Z',
      visitDate: '2026-01-12',
      status: 'rated',
      total: 11_500,
      service: CLEAN,
      stars: 4,
      arrivals: ['2026-01-12T07:30:00Z'],
    },
    // C: the warranty visit for A and B, arrived at the slot's first minute (on time), 5 stars; nothing follows it.
    {
      reference: 'C',
      branch: olaya,
      at: '2026-01-15T08:00:00Z',
      visitDate: '2026-01-20',
      status: 'rated',
      type: 'warranty',
      total: 0,
      service: CLEAN,
      stars: 5,
      arrivals: ['2026-01-20T06:00:00Z'],
    },
    // D: a package visit followed only by another package visit and a canceled order: fixed.
    {
      reference: 'D',
      branch: olaya,
      at: '2026-03-01T08:00:00Z',
      visitDate: '2026-03-02',
      status: 'completed',
      type: 'package',
      total: 0,
      service: PEST,
    },
    {
      reference: 'E',
      branch: olaya,
      at: '2026-03-03T08:00:00Z',
      visitDate: '2026-03-10',
      status: 'created',
      type: 'package',
      total: 0,
      service: PEST,
    },
    {
      reference: 'F',
      branch: olaya,
      at: '2026-03-03T09:00:00Z',
      visitDate: '2026-03-05',
      status: 'canceled',
      total: 8_000,
      service: PEST,
    },
    // G: the next cleaning (H) is 35 days later, past the 30: fixed.
    {
      reference: 'G',
      branch: olaya,
      at: '2026-04-28T08:00:00Z',
      visitDate: '2026-05-01',
      status: 'completed',
      total: 20_000,
      service: CLEAN,
    },
    {
      reference: 'H',
      branch: olaya,
      at: '2026-06-01T08:00:00Z',
      visitDate: '2026-06-05',
      status: 'created',
      total: 15_000,
      service: CLEAN,
    },
    // Malaz: M1 arrived before its slot (not on time), 2 stars, and M2 returns for the AC 9 days later.
    {
      reference: 'M1',
      branch: malaz,
      at: '2026-02-01T08:00:00Z',
      visitDate: '2026-02-02',
      status: 'rated',
      total: 11_500,
      service: AC,
      stars: 2,
      arrivals: ['2026-02-02T05:30:00Z'],
    },
    {
      reference: 'M2',
      branch: malaz,
      at: '2026-02-05T08:00:00Z',
      visitDate: '2026-02-11',
      status: 'assigned',
      total: 34_500,
      service: AC,
    },
    {
      reference: 'M3',
      branch: malaz,
      at: '2026-02-06T08:00:00Z',
      visitDate: '2026-02-12',
      status: 'canceled',
      total: 5_750,
      service: AC,
    },
    {
      reference: 'M4',
      branch: malaz,
      at: '2026-02-07T08:00:00Z',
      visitDate: '2026-02-08',
      status: 'in_progress',
      total: 23_000,
      service: PEST,
      arrivals: ['2026-02-08T06:30:00Z'],
    },
    // A cleaning in Malaz 9 days after G: another branch, so no follow-up of G.
    {
      reference: 'M5',
      branch: malaz,
      at: '2026-05-02T08:00:00Z',
      visitDate: '2026-05-10',
      status: 'created',
      total: 11_500,
      service: CLEAN,
    },
  ];
  const company = { companyId: owner.companyId, userId: owner.userId, name: 'Sara Owner' };
  const ids = await insertListOrders(
    t,
    company,
    rows.map(({ service: _s, stars: _r, arrivals: _a, ...row }) => ({ ...row, services: 0 })),
  );
  const scope = companyScope(t.database.db, { companyId: owner.companyId, membershipId: null });
  await scope.insert(orderServices).values(
    rows.map((row) => ({
      orderId: ids.get(row.reference)!,
      position: 0,
      serviceId: row.service,
      name: { ar: 'خدمة', en: 'Service', fr: 'Service' },
      unit: 'visit',
      quantity: 1,
      minQuantity: 1,
      unitPrice: 10_000,
      amount: 10_000,
    })),
  );
  for (const row of rows.filter((r) => r.stars)) {
    await scope.update(orders, { ratingStars: row.stars! }, eq(orders.id, ids.get(row.reference)!));
  }
  await scope.insert(orderStatusHistory).values(
    rows.flatMap((row) =>
      (row.arrivals ?? []).map((at) => ({
        orderId: ids.get(row.reference)!,
        fromStatus: 'on_the_way',
        toStatus: 'arrived',
        operation: 'arrive',
        actor: 'P',
        createdAt: new Date(at),
      })),
    ),
  );
  // Another company's orders never count.
  await otherCompanyOrder(t, other, 'N');
});
afterAll(() => t.close());

const scorecards = (query: string, token = owner.token) =>
  readParsed(t, `${URL}?${query}`, token, (data) => v.parse(scorecardsSchema, data));

const none = { rating: null, ratings: 0, visits: 0, on_time: 0, on_time_rate: null };

describe('branch scorecards', () => {
  it("give each branch's figures for the year", async () => {
    const s = await scorecards('year=2026');
    expect(s.year).toBe(2026);
    expect(s.years).toEqual([2026, 2025]);
    expect(s.first_time_fix_days).toBe(30);
    expect(s.branches).toEqual(
      [
        {
          ...branch.malaz,
          branch_id: branch.malaz.id,
          orders: 5,
          spend: 80_500,
          rating: 2,
          ratings: 1,
          visits: 2,
          on_time: 1,
          on_time_rate: 0.5,
          completed: 1,
          fixed_first_time: 0,
          first_time_fix_rate: 0,
        },
        {
          ...branch.olaya,
          branch_id: branch.olaya.id,
          orders: 8,
          spend: 69_500,
          rating: 4.5,
          ratings: 2,
          visits: 3,
          on_time: 2,
          on_time_rate: 0.6667,
          completed: 5,
          fixed_first_time: 3,
          first_time_fix_rate: 0.6,
        },
        {
          ...branch.quiet,
          branch_id: branch.quiet.id,
          orders: 0,
          spend: 0,
          ...none,
          completed: 0,
          fixed_first_time: 0,
          first_time_fix_rate: null,
        },
      ].map(({ id: _id, ...row }) => row),
    );
  });

  it('follow the year: a follow-up in the next year still counts', async () => {
    const olaya = (await scorecards('year=2025')).branches.find((b) => b.branch_id === branch.olaya.id);
    expect(olaya).toEqual({
      branch_id: branch.olaya.id,
      name: 'Olaya Tower',
      code: branch.olaya.code,
      orders: 1,
      spend: 10_000,
      ...none,
      completed: 1,
      fixed_first_time: 0,
      first_time_fix_rate: 0,
    });
  });

  it('keep a member to their assigned branches', async () => {
    const token = await memberWith(
      t.app,
      t.database,
      owner.token,
      [['read', 'b2b_dashboard_analytics']],
      [branch.malaz.id],
    );
    const s = await scorecards('year=2026', token);
    expect(s.branches.map((b) => [b.name, b.orders])).toEqual([['Malaz Store', 5]]);
  });

  it('export as .xlsx (Arabic headers) and CSV, the same rows', async () => {
    const sheet = await arabicSheet(t, `${URL}/export?year=2026`, owner.token);
    expect(sheet.getRow(1).getCell(1).value).toBe('الفرع');
    expect([2, 3, 4].map((row) => sheet.getRow(row).getCell(1).value)).toEqual([
      'Malaz Store',
      'Olaya Tower',
      'Quiet Depot',
    ]);
    expect(sheet.getRow(3).getCell(4).value).toBe(695);
    const lines = await englishCsvLines(t, `${URL}/export?year=2026&format=csv`, owner.token);
    expect(lines[0]).toBe(
      'Branch,Code,Orders,Spend,Average rating,Ratings,Visits,On time,On-time rate (%),Completed,Fixed the first time,First-time fix rate (%)',
    );
    expect(lines[2]).toBe(`Olaya Tower,${branch.olaya.code},8,695.00,4.5,2,3,2,66.7,5,3,60`);
    expect(lines[3]).toBe(`Quiet Depot,${branch.quiet.code},0,0.00,,0,0,0,,0,0,`);
  });

  it('refuse a bad year with field errors, and a role without the dashboard rule', async () => {
    for (const query of ['year=1999', 'year=abc', 'year=2026.5', 'year=abc&format=csv']) {
      const path = query.includes('format') ? `${URL}/export` : URL;
      const answer = await call(t.app, 'GET', `${path}?${query}`, { token: owner.token, headers: { lang: 'en' } });
      expect(answer.statusCode, query).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}), query).toEqual(['year']);
    }
    const token = await memberWith(t.app, t.database, owner.token, [['read', 'b2b_orders']]);
    expect((await call(t.app, 'GET', URL, { token })).statusCode).toBe(403);
  });
});
