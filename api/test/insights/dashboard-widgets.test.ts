import { dashboardSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderServices, payments, serviceCategories, services } from '../../src/platform/db/schema/index';
import { companyScope } from '../../src/platform/db/scoped-db';
import { companyOwner } from '../company/account-helpers';
import { memberWith } from '../company/branches-support';
import { insertListOrders } from '../fulfilment/orders-list-helpers';
import { call, createTestApp, type TestApp } from '../support/harness';
import { arabicSheet, englishCsvLines, months, namedBranch, otherCompanyOrder, readParsed } from './insights-support';

// Issue 13 §1: every widget of GET company/dashboard/dashboard against a known data set (exact figures), the year
// (Riyadh calendar) and branch filters, the member's branches, and the company boundary.

const URL = '/api/v1/company/dashboard/dashboard';
const CLEAN = '00000000-0000-4000-8000-00000000000a';
const PEST = '00000000-0000-4000-8000-00000000000b';
const AC = '00000000-0000-4000-8000-00000000000c';
const NAMES = {
  [CLEAN]: { ar: 'تنظيف', en: 'Cleaning', fr: 'Nettoyage' },
  [PEST]: { ar: 'مكافحة حشرات', en: 'Pest control', fr: 'Lutte antiparasitaire' },
  [AC]: { ar: 'صيانة تكييف', en: 'AC maintenance', fr: 'Entretien de climatisation' },
};

let t: TestApp;
let owner: Awaited<ReturnType<typeof companyOwner>>;
let olaya: { id: string; name: string; code: string };
let malaz: { id: string; name: string; code: string };

const branch = (companyId: string, name: string, token = owner.token) => namedBranch(t, companyId, name, token);

beforeAll(async () => {
  t = await createTestApp();
  owner = await companyOwner(t, 'Dashboard Widgets Co');
  const other = await companyOwner(t, 'Noise Co');
  olaya = await branch(owner.companyId, 'Olaya Tower');
  malaz = await branch(owner.companyId, 'Malaz Store');
  const company = { companyId: owner.companyId, userId: owner.userId, name: 'Sara Owner' };
  // Every order books a one-hour slot (orders-list-helpers); lines are added below with chosen services.
  const ids = await insertListOrders(t, company, [
    { reference: 'ORD-A', branch: olaya, at: '2026-01-05T08:00:00Z', status: 'completed', total: 23_000, services: 0 },
    // 22:00 UTC on 31 December is 1 January in Riyadh: a 2026 order.
    { reference: 'ORD-B', branch: olaya, at: '2025-12-31T22:00:00Z', status: 'rated', total: 11_500, services: 0 },
    { reference: 'ORD-C', branch: malaz, at: '2026-02-10T08:00:00Z', status: 'canceled', total: 5_750, services: 0 },
    { reference: 'ORD-D', branch: malaz, at: '2026-02-11T08:00:00Z', status: 'assigned', total: 34_500, services: 0 },
    { reference: 'ORD-E', branch: olaya, at: '2026-03-01T08:00:00Z', status: 'completed', total: 46_000, services: 0 },
    { reference: 'ORD-F', branch: olaya, at: '2025-06-01T08:00:00Z', status: 'completed', total: 99_999, services: 0 },
  ]);
  const lines: [string, string, number][] = [
    ['ORD-A', CLEAN, 1],
    ['ORD-A', PEST, 2],
    ['ORD-B', CLEAN, 3],
    ['ORD-C', AC, 5],
    ['ORD-D', AC, 1],
    ['ORD-D', CLEAN, 1],
    ['ORD-E', PEST, 1],
    ['ORD-F', AC, 9],
  ];
  const scope = companyScope(t.database.db, { companyId: owner.companyId, membershipId: null });
  await scope.insert(orderServices).values(
    lines.map(([reference, serviceId, quantity], position) => ({
      orderId: ids.get(reference)!,
      position,
      serviceId,
      name: NAMES[serviceId as keyof typeof NAMES],
      unit: 'visit',
      quantity,
      minQuantity: 1,
      unitPrice: 10_000,
      amount: 10_000 * quantity,
    })),
  );
  // A declined card payment (no money moved, so no ledger entry): the recent payments widget lists it.
  await scope.insert(payments).values({
    method: 'card',
    type: 'recharge',
    status: 'failed',
    amount: 50_000,
    gateway: 'test',
    createdAt: new Date('2026-03-02T09:00:00Z'),
    updatedAt: new Date('2026-03-02T09:00:00Z'),
  });
  // Another company's big order must never show.
  await otherCompanyOrder(t, other, 'ORD-N');
});
afterAll(() => t.close());

const dashboard = (query: string, token = owner.token) =>
  readParsed(t, `${URL}?${query}`, token, (data) => v.parse(dashboardSchema, data));

describe('dashboard widgets', () => {
  it('gives every widget of the year for all branches', async () => {
    const d = await dashboard('year=2026');
    expect(d.year).toBe(2026);
    expect(d.years).toEqual([2026, 2025]);
    expect(d.branch_id).toBeNull();
    expect(d.branches).toEqual([
      { id: malaz.id, name: 'Malaz Store' },
      { id: olaya.id, name: 'Olaya Tower' },
    ]);
    expect(d.completed_orders).toEqual({ completed: 3, total: 5 });
    expect(d.hours_completed).toBe(3);
    expect(d.highest_in_demand).toEqual([
      { service_id: CLEAN, name: NAMES[CLEAN], orders: 3, quantity: 5 },
      { service_id: PEST, name: NAMES[PEST], orders: 2, quantity: 3 },
      { service_id: AC, name: NAMES[AC], orders: 1, quantity: 1 },
    ]);
    expect(d.per_branch).toEqual([
      { branch_id: olaya.id, name: 'Olaya Tower', code: olaya.code, orders: 3, completed: 3, spend: 80_500 },
      { branch_id: malaz.id, name: 'Malaz Store', code: malaz.code, orders: 2, completed: 0, spend: 34_500 },
    ]);
    expect(d.branch_months).toEqual([
      { branch_id: olaya.id, name: 'Olaya Tower', orders: months(2, 0, 1), spend: months(34_500, 0, 46_000) },
      { branch_id: malaz.id, name: 'Malaz Store', orders: months(0, 2), spend: months(0, 34_500) },
    ]);
    // The test services are not in the catalog: no category to place them in.
    expect(d.by_category).toEqual([]);
    expect(d.latest_orders.map((o) => o.reference)).toEqual(['ORD-E', 'ORD-D', 'ORD-C', 'ORD-A', 'ORD-B']);
    expect(d.latest_orders[0]).toEqual({
      reference: 'ORD-E',
      branch_name: 'Olaya Tower',
      status: 'completed',
      total: 46_000,
      created_at: '2026-03-01T08:00:00.000Z',
    });
    expect(d.recent_payments).toEqual([
      expect.objectContaining({ method: 'card', type: 'recharge', status: 'failed', amount: 50_000 }),
    ]);
    expect(d.recent_payments[0]!.reference).toMatch(/^PAY-\d{6}$/);
    expect(d.recent_packages).toEqual([]);
    expect(d.yearly_orders).toEqual(months(2, 2, 1));
    expect(d.cost_overview).toEqual({
      orders: months(34_500, 34_500, 46_000),
      packages: months(),
      total: 115_000,
      unassigned_packages: 0,
    });
  });

  it('follows the year selector', async () => {
    const d = await dashboard('year=2025');
    expect(d.completed_orders).toEqual({ completed: 1, total: 1 });
    expect(d.highest_in_demand).toEqual([{ service_id: AC, name: NAMES[AC], orders: 1, quantity: 9 }]);
    expect(d.yearly_orders).toEqual(months(0, 0, 0, 0, 0, 1));
    expect(d.cost_overview.total).toBe(99_999);
    expect((await dashboard('year=2024')).completed_orders).toEqual({ completed: 0, total: 0 });
  });

  it('follows the branch filter', async () => {
    const d = await dashboard(`year=2026&branch_id=${malaz.id}`);
    expect(d.branch_id).toBe(malaz.id);
    expect(d.completed_orders).toEqual({ completed: 0, total: 2 });
    expect(d.hours_completed).toBe(0);
    expect(d.per_branch.map((b) => b.branch_id)).toEqual([malaz.id]);
    expect(d.highest_in_demand).toEqual([
      { service_id: CLEAN, name: NAMES[CLEAN], orders: 1, quantity: 1 },
      { service_id: AC, name: NAMES[AC], orders: 1, quantity: 1 },
    ]);
    expect(d.latest_orders.map((o) => o.reference)).toEqual(['ORD-D', 'ORD-C']);
    expect(d.cost_overview.orders).toEqual(months(0, 34_500));
  });

  it('keeps a member to their assigned branches, whatever branch they ask for', async () => {
    const token = await memberWith(t.app, t.database, owner.token, [['read', 'b2b_dashboard_analytics']], [malaz.id]);
    const own = await dashboard('year=2026', token);
    expect(own.completed_orders).toEqual({ completed: 0, total: 2 });
    expect(own.latest_orders.map((o) => o.reference)).toEqual(['ORD-D', 'ORD-C']);
    expect(own.branches).toEqual([{ id: malaz.id, name: 'Malaz Store' }]);
    const elsewhere = await dashboard(`year=2026&branch_id=${olaya.id}`, token);
    expect(elsewhere.completed_orders).toEqual({ completed: 0, total: 0 });
    expect(elsewhere.per_branch).toEqual([]);
    expect(elsewhere.highest_in_demand).toEqual([]);
  });

  it("exports a table widget as .xlsx (Arabic headers) and CSV, with the page's filters", async () => {
    const exportUrl = '/api/v1/company/dashboard/export';
    const sheet = await arabicSheet(t, `${exportUrl}?table=latest_orders&year=2026&branch_id=${malaz.id}`, owner.token);
    expect(sheet.getRow(1).getCell(1).value).toBe('المرجع');
    expect([2, 3].map((row) => sheet.getRow(row).getCell(1).value)).toEqual(['ORD-D', 'ORD-C']);
    expect(sheet.getRow(2).getCell(4).value).toBe(345);
    const lines = await englishCsvLines(t, `${exportUrl}?table=recent_payments&format=csv`, owner.token);
    expect(lines[0]).toBe('Reference,Method,Type,Status,Amount,Date');
    expect(lines[1]).toMatch(/^PAY-\d{6},card,recharge,failed,500\.00,2026-03-02/);
    const bad = await call(t.app, 'GET', '/api/v1/company/dashboard/export?table=members', { token: owner.token });
    expect(bad.statusCode).toBe(422);
  });

  it('places the services of the catalog in their categories (analytics2)', async () => {
    const catalog = await t.database.db
      .select({ id: services.id, categoryId: services.categoryId, ar: serviceCategories.nameAr })
      .from(services)
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .orderBy(services.code);
    const byCategory = new Map<string, typeof catalog>();
    for (const service of catalog)
      byCategory.set(service.categoryId, [...(byCategory.get(service.categoryId) ?? []), service]);
    const [[first, [a, b]], [second, [x]]] = [...byCategory].filter(([, list]) => list.length >= 2) as [
      [string, typeof catalog],
      [string, typeof catalog],
    ];
    const co = await companyOwner(t, 'Dashboard Categories Co');
    const where = await branch(co.companyId, 'Categories Branch', co.token);
    const ids = await insertListOrders(t, { companyId: co.companyId, userId: co.userId, name: 'Co' }, [
      { reference: 'CAT-1', branch: where, at: '2026-04-01T08:00:00Z', status: 'completed', services: 0 },
      { reference: 'CAT-2', branch: where, at: '2026-04-02T08:00:00Z', status: 'rated', services: 0 },
      { reference: 'CAT-3', branch: where, at: '2026-04-03T08:00:00Z', status: 'canceled', services: 0 },
      { reference: 'CAT-4', branch: where, at: '2026-04-04T08:00:00Z', status: 'completed', services: 0 },
    ]);
    const lines: [string, string, number][] = [
      ['CAT-1', a!.id, 2],
      ['CAT-1', b!.id, 1],
      ['CAT-1', CLEAN, 7], // not in the catalog: in no category
      ['CAT-2', x!.id, 4],
      ['CAT-3', a!.id, 5], // canceled: left out
      ['CAT-4', x!.id, 1],
      ['CAT-4', a!.id, 1],
    ];
    const scope = companyScope(t.database.db, { companyId: co.companyId, membershipId: null });
    await scope.insert(orderServices).values(
      lines.map(([reference, serviceId, quantity], position) => ({
        orderId: ids.get(reference)!,
        position,
        serviceId,
        name: NAMES[CLEAN],
        unit: 'visit',
        quantity,
        minQuantity: 1,
        unitPrice: 10_000,
        amount: 10_000 * quantity,
      })),
    );
    const d = await dashboard('year=2026', co.token);
    // per category: the orders holding each of its services, summed over its services, and their quantity
    expect(d.by_category).toEqual([
      { category_id: first, name: expect.objectContaining({ ar: a!.ar }), orders: 3, quantity: 4 },
      { category_id: second, name: expect.objectContaining({ ar: x!.ar }), orders: 2, quantity: 5 },
    ]);
    expect(d.highest_in_demand.map((s) => [s.service_id, s.orders, s.quantity])).toEqual(
      [
        [a!.id, 2, 3],
        [x!.id, 2, 5],
        [b!.id, 1, 1],
        [CLEAN, 1, 7],
      ].sort((p, q) => Number(q[1]) - Number(p[1]) || (String(p[0]) < String(q[0]) ? -1 : 1)),
    );
  });

  it('refuses a bad year or branch with field errors', async () => {
    for (const query of ['year=1999', 'year=abc', 'branch_id=not-a-uuid']) {
      const answer = await call(t.app, 'GET', `${URL}?${query}`, { token: owner.token, headers: { lang: 'en' } });
      expect(answer.statusCode, query).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}), query).toEqual([query.split('=')[0]]);
    }
  });

  it('refuses a role without the dashboard rule', async () => {
    const token = await memberWith(t.app, t.database, owner.token, [['read', 'b2b_orders']]);
    expect((await call(t.app, 'GET', URL, { token })).statusCode).toBe(403);
  });
});
