import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, opsAudit, orderStatusHistory, outboxEvents } from '../../src/platform/db/schema/index';
import { companyOwner } from '../company/account-helpers';
import { insertOrder, orderRow, providerAccount, type TestOrder } from '../fulfilment/orders-operations-helpers';
import { newKey, opsUser } from '../money/money-helpers';
import { branchIn } from '../sales/package-helpers';
import { call, useTestApp } from '../support/harness';

// The dispatch board's API (issue 27.4): GET ops/dispatch/orders (a day, waiting visits first then by slot, filters,
// the machine's steps per visit), GET ops/dispatch/day (providers' load, the filters' choices), the free slots of a
// visit, and the board's steps: re-assign (a reason, the status stays, the company told), fail the assignment,
// reschedule — each one transaction, idempotent with a key, audited.

let dispatcher: Awaited<ReturnType<typeof opsUser>>;
let owner: Awaited<ReturnType<typeof companyOwner>>;

const BOARD_DAY = '2025-01-16'; // the test clock is 2025-01-15 12:00 Riyadh
const ACTION_DAY = '2025-01-18';
const CLEANING = '00000000-0000-4000-8000-000000000001'; // the service line insertOrder writes

const t = useTestApp();
beforeAll(async () => {
  dispatcher = await opsUser(t, ['dispatch'], 'Dana Dispatch');
  owner = await companyOwner(t, 'Dispatch Board Co');
});

const get = (url: string, token = dispatcher.token) => call(t.app, 'GET', `/api/v1/${url}`, { token });
const post = (url: string, body: unknown, key: string | null = newKey()) =>
  call(t.app, 'POST', `/api/v1/${url}`, {
    token: dispatcher.token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });
/** An unpaid cash order of the owner's company, on the board's day unless `date` says otherwise. */
const cashOrder = (options: TestOrder) =>
  insertOrder(t, owner.companyId, { date: BOARD_DAY, method: 'cash', paid: false, ...options });
/** An unpaid cash order on the day the board's steps act on, at `time`. */
const actionDayOrder = (time: string, options: TestOrder) => cashOrder({ date: ACTION_DAY, time, ...options });
const slotTime = (index: number) => {
  const minutes = 8 * 60 + (index % 24) * 30; // 08:00 … 19:30
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

describe('the dispatch board at 200 visits a day', () => {
  let olaya: string;
  let provider: Awaited<ReturnType<typeof providerAccount>>;

  beforeAll(async () => {
    olaya = await branchIn(t, owner.companyId, 'Olaya branch', 'olaya');
    const aqiq = await branchIn(t, owner.companyId, 'Aqiq branch', 'aqiq');
    provider = await providerAccount(t, 'Board Provider');
    // 200 visits: every fourth one assigned, every tenth one in Aqiq, the rest confirmed and waiting.
    for (let index = 0; index < 200; index++) {
      await cashOrder({
        time: slotTime(index),
        branchId: index % 10 === 0 ? aqiq : olaya,
        status: index % 4 === 0 ? 'assigned' : index % 4 === 1 ? 'created' : 'confirmed',
        ...(index % 4 === 0 ? { providerId: provider.providerId } : {}),
      });
    }
  }, 120_000);

  it('lists waiting visits first, then by slot, one page of 100 within 1.5 s; each with the steps the machine allows', async () => {
    const started = performance.now();
    const first = await get(`ops/dispatch/orders?date=${BOARD_DAY}&perPage=100`);
    const elapsed = performance.now() - started;
    expect(first.statusCode).toBe(200);
    const { items, total } = first.body.data;
    expect(total).toBe(200);
    expect(items).toHaveLength(100);
    console.log(`[dispatch-measure] GET ops/dispatch/orders, 200 visits, page of 100: ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(1500);
    // 150 wait for a provider: the whole first page, ordered by slot.
    expect(items.every((item: { needs_provider: boolean }) => item.needs_provider)).toBe(true);
    const times = items.map((item: { time: string }) => item.time);
    expect(times).toEqual([...times].sort());
    const second = (await get(`ops/dispatch/orders?date=${BOARD_DAY}&perPage=100&page=2`)).body.data.items;
    expect(second.filter((item: { needs_provider: boolean }) => item.needs_provider)).toHaveLength(50);
    expect(second.at(-1).needs_provider).toBe(false);
    expect(second.at(-1).provider).toEqual({ id: provider.providerId, name: 'Board Provider' });

    const byStatus = (status: string) =>
      [...items, ...second].find((item: { status: string }) => item.status === status).operations;
    // `fail` (the visit failed, with a listed reason) on every active order: ops alone may end one so.
    expect(byStatus('created')).toEqual(['confirm', 'reschedule', 'fail']);
    expect(byStatus('confirmed')).toEqual(['assign_provider', 'fail_assignment', 'reschedule', 'fail']);
    expect(byStatus('assigned')).toEqual(['assign_provider', 'reschedule', 'fail']);
  });

  it('filters by status, area and service on the server', async () => {
    const count = async (query: string) =>
      (await get(`ops/dispatch/orders?date=${BOARD_DAY}&perPage=3&${query}`)).body.data.total;
    expect(await count('status=unassigned')).toBe(150);
    expect(await count('status=assigned')).toBe(50);
    expect(await count('status=created')).toBe(50);
    const day = (await get(`ops/dispatch/day?date=${BOARD_DAY}`)).body.data;
    const aqiq = day.areas.find((area: { name: { en: string } }) => area.name.en.includes('Aqiq'));
    expect(aqiq.count).toBe(20);
    expect(await count(`area_id=${aqiq.id}`)).toBe(20);
    expect(await count(`service_id=${CLEANING}`)).toBe(200);
    expect(await count('service_id=7b0c4a36-9d5f-4a8e-8f00-000000000000')).toBe(0);
    expect(await count(`q=nothing-like-this`)).toBe(0);
    const bad = await get(`ops/dispatch/orders?date=2025-02-30&status=lost`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.body.errors ?? bad.body.data?.errors ?? {})).toEqual(
      expect.arrayContaining(['date', 'status']),
    );
  });

  it("gives each provider's day: hours, visits, load per shift; and the day's totals and services", async () => {
    const started = performance.now();
    const day = (await get(`ops/dispatch/day?date=${BOARD_DAY}`)).body.data;
    const elapsed = performance.now() - started;
    console.log(`[dispatch-measure] GET ops/dispatch/day, 200 visits: ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(1500);
    expect(day.totals).toEqual({ orders: 200, unassigned: 150 });
    expect(day.services).toEqual([{ id: CLEANING, name: expect.objectContaining({ en: 'Cleaning' }), count: 200 }]);
    const mine = day.providers.find((p: { id: string }) => p.id === provider.providerId);
    expect(mine.hours).toEqual([{ start: '08:00', end: '22:00' }]);
    expect(mine.visits).toHaveLength(50);
    expect(mine.by_shift.morning + mine.by_shift.evening).toBe(50);
    expect(mine.booked_minutes).toBe(50 * 90);
    expect(mine.working_minutes).toBe(14 * 60);
  });
});

describe('the board steps', () => {
  it('re-assigns an assigned visit with a reason: same status, audited, the company told; a retry is answered once', async () => {
    const first = await providerAccount(t, 'First Provider');
    const second = await providerAccount(t, 'Second Provider');
    const order = await actionDayOrder('10:00', { status: 'assigned', providerId: first.providerId });
    const url = `ops/orders/${order.id}/assignProvider`;
    const noReason = await post(url, { provider_id: second.providerId });
    expect(noReason.statusCode).toBe(422);
    expect(JSON.stringify(noReason.body)).toContain('reason');
    expect((await post(url, { provider_id: first.providerId, reason: 'x' })).statusCode).toBe(422);

    const key = newKey();
    const body = { provider_id: second.providerId, reason: 'First provider is sick' };
    const done = await post(url, body, key);
    expect(done.statusCode).toBe(200);
    expect(done.body.data.order.status).toBe('assigned');
    const replay = await post(url, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.body.data).toEqual(done.body.data);
    expect((await orderRow(t, order.id)).providerId).toBe(second.providerId);

    const db = t.database.db;
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ operation: 'assign_provider', note: 'First provider is sick' });
    const audit = await db
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.action, 'order.assign'), eq(opsAudit.targetId, order.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({
      provider_id: second.providerId,
      previous_provider_id: first.providerId,
      reason: 'First provider is sick',
    });
    const events = await db.select().from(outboxEvents).where(eq(outboxEvents.companyId, owner.companyId));
    const event = events.find((e) => (e.payload as { order_id?: string }).order_id === order.id);
    expect(event).toMatchObject({ type: 'ORDER_STATUS_CHANGED' });
    const bell = await db.select().from(notifications).where(eq(notifications.companyId, owner.companyId));
    expect(bell.map((n) => (n.body as { en: string }).en)).toContain(
      `Order ${order.reference}: another provider will visit, Second Provider`,
    );
  });

  it('marks the assignment failed with its reason (audited), then assigns: the machine offers only what fits', async () => {
    const provider = await providerAccount(t, 'Retry Provider');
    const order = await actionDayOrder('12:00', { status: 'confirmed' });
    const reason = 'No plumber free in the area';
    const failed = await post(`ops/orders/${order.id}/transition`, { operation: 'fail_assignment', reason });
    expect(failed.statusCode).toBe(200);
    expect(failed.body.data.order.status).toBe('assign_provider_failed');
    const [row] = await t.database.db
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.action, 'order.transition'), eq(opsAudit.targetId, order.id)));
    expect(row!.details).toMatchObject({ operation: 'fail_assignment', reason });
    const board = (await get(`ops/dispatch/orders?date=${ACTION_DAY}&q=${order.reference}`)).body.data.items;
    expect(board[0].operations).toEqual(['assign_provider', 'reschedule', 'fail']);
    const again = await post(`ops/orders/${order.id}/transition`, { operation: 'fail_assignment', reason });
    expect(again.statusCode).toBe(409);
    const assigned = await post(`ops/orders/${order.id}/assignProvider`, { provider_id: provider.providerId });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.body.data.order.status).toBe('assigned');
  });

  it('offers the free slots of a visit and reschedules it in time: the company is told where it moved', async () => {
    const provider = await providerAccount(t, 'Moving Provider');
    const order = await actionDayOrder('16:00', { status: 'assigned', providerId: provider.providerId });
    const slots = await get(`ops/dispatch/orders/${order.id}/slots?date=2025-01-19`);
    expect(slots.statusCode).toBe(200);
    expect(slots.body.data.minutes).toBe(90);
    const slot = slots.body.data.slots.find((s: { start: string }) => s.start === '09:00');
    expect(slot).toBeTruthy();
    const moved = await post(`ops/orders/${order.id}/reschedule`, {
      date: '2025-01-19',
      shift: slot.shift,
      slot: '09:00',
      reason: 'Branch closed that afternoon',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.body.data.order.status).toBe('assigned');
    const bell = await t.database.db.select().from(notifications).where(eq(notifications.companyId, owner.companyId));
    expect(bell.map((n) => (n.body as { en: string }).en)).toContain(
      `Order ${order.reference} is moved to 2025-01-19 at 09:00`,
    );
    expect((await get(`ops/dispatch/orders/${order.id}/slots?date=2024-12-01`)).statusCode).toBe(422);
  });

  it('is for ops with the dispatch area only: support reads no providers, a company account nothing', async () => {
    const support = await opsUser(t, ['support'], 'Sam Support');
    expect((await get(`ops/dispatch/orders?date=${ACTION_DAY}`, support.token)).statusCode).toBe(200);
    expect((await get(`ops/dispatch/day?date=${ACTION_DAY}`, support.token)).statusCode).toBe(403);
    expect((await get(`ops/dispatch/orders?date=${ACTION_DAY}`, owner.token)).statusCode).toBe(403);
    expect((await get(`ops/dispatch/day?date=${ACTION_DAY}`, owner.token)).statusCode).toBe(403);
  });
});
