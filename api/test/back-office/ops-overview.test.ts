import { opsOverviewSchema } from '@portal/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLATFORM_SETTINGS } from '../../src/dev/seed/seed-platform-settings';
import { walletTempTransactions } from '../../src/platform/db/schema/index';
import { companyOwner } from '../company/account-helpers';
import { insertOrder } from '../fulfilment/orders-operations-helpers';
import { cardRecharge, opsUser } from '../money/money-helpers';
import { call, useTestApp } from '../support/harness';

// Issue 27.8: GET ops/overview on a database holding what a day of the service leaves behind (orders of several days
// and statuses, pending transfers, wallet-paid orders on several days): each figure is checked against what was put
// in, including the Riyadh day boundary of the revenue and the SLA cut-offs.

const OVERVIEW = '/api/v1/ops/overview';
/** The harness clock: 2025-01-15 12:00 Riyadh. */
const NOW = Date.UTC(2025, 0, 15, 9, 0, 0);
const HOUR = 3_600_000;

let admin: string;
let owner: Awaited<ReturnType<typeof companyOwner>>;

/** A wallet-paid order whose payment (and so its revenue) is posted at `at`; its visit is not today. */
async function paidAt(at: number, subtotal: number) {
  t.clock.time = at;
  await insertOrder(t, owner.companyId, { status: 'completed', date: '2025-01-20', subtotal });
  t.clock.time = NOW;
}

async function pendingTransfer(createdAt: number) {
  await t.database.db.insert(walletTempTransactions).values({
    companyId: owner.companyId,
    amount: 10_000,
    receiptStorageKey: `overview-${createdAt}`,
    receiptOriginalName: 'receipt.pdf',
    receiptMime: 'application/pdf',
    receiptSize: 10,
    receiptSha256: 'x',
    createdAt: new Date(createdAt),
  });
}

const t = useTestApp();
beforeAll(async () => {
  admin = (await opsUser(t, ['admin'])).token;
  owner = await companyOwner(t, 'Overview Co');
  expect((await cardRecharge(t, owner.token, 200_000, 'success')).completed.statusCode).toBe(200);

  const cash = { method: 'cash' as const, providerId: null };
  // Today (2025-01-15, 12:00 Riyadh): a confirmed order at 16:00 (no breach yet), one at 13:00 (its slot starts
  // within 2 h: breach), a failed assignment at 11:00 (started: breach), a completed one.
  await insertOrder(t, owner.companyId, { ...cash, status: 'confirmed', date: '2025-01-15', time: '16:00' });
  await insertOrder(t, owner.companyId, { ...cash, status: 'confirmed', date: '2025-01-15', time: '13:00' });
  await insertOrder(t, owner.companyId, {
    ...cash,
    status: 'assign_provider_failed',
    date: '2025-01-15',
    time: '11:00',
  });
  await insertOrder(t, owner.companyId, { ...cash, status: 'completed', date: '2025-01-15', time: '09:00' });
  // Yesterday, never assigned: a breach (the oldest); tomorrow: not yet.
  await insertOrder(t, owner.companyId, { ...cash, status: 'confirmed', date: '2025-01-14', time: '10:00' });
  await insertOrder(t, owner.companyId, { ...cash, status: 'confirmed', date: '2025-01-16', time: '10:00' });

  // Revenue (net of the 15 % VAT): 2025-01-09 00:30 Riyadh is the window's first day; 2025-01-08 23:30 is outside.
  await paidAt(Date.UTC(2025, 0, 8, 21, 30), 5_000);
  await paidAt(Date.UTC(2025, 0, 8, 20, 30), 7_000);
  await paidAt(Date.UTC(2025, 0, 13, 10, 0), 20_000);
  await paidAt(NOW - HOUR, 30_000);

  // Transfers: one pending 30 h (past the 24 h delay), one 2 h.
  await pendingTransfer(NOW - 30 * HOUR);
  await pendingTransfer(NOW - 2 * HOUR);
});

describe('GET ops/overview', () => {
  it("counts today's orders by status, the SLA breaches and the week's revenue by Riyadh day", async () => {
    const answer = await call(t.app, 'GET', OVERVIEW, { token: admin });
    expect(answer.statusCode).toBe(200);
    const overview = v.parse(opsOverviewSchema, answer.body.data);
    expect(overview.day).toBe('2025-01-15');
    expect(Object.fromEntries(overview.orders_today.map((s) => [s.status, s.count]))).toEqual({
      confirmed: 2,
      assign_provider_failed: 1,
      completed: 1,
    });
    expect(overview.sla).toEqual({
      transfers_overdue: { count: 1, oldest_at: new Date(NOW - 30 * HOUR).toISOString() },
      transfer_overdue_hours: 24,
      orders_unassigned: { count: 3, oldest_at: '2025-01-14T07:00:00.000Z' },
      unassigned_within_hours: 2,
    });
    expect(overview.revenue_week).toEqual([
      { day: '2025-01-09', amount: 5_000 },
      { day: '2025-01-10', amount: 0 },
      { day: '2025-01-11', amount: 0 },
      { day: '2025-01-12', amount: 0 },
      { day: '2025-01-13', amount: 20_000 },
      { day: '2025-01-14', amount: 0 },
      { day: '2025-01-15', amount: 30_000 },
    ]);
    const queue = (key: string) => overview.queues.find((q) => q.key === key);
    expect(queue('transfers_pending')).toEqual({
      key: 'transfers_pending',
      count: 2,
      oldest_at: new Date(NOW - 30 * HOUR).toISOString(),
    });
    // Today's confirmed and failed-assignment orders without a provider: 16:00, 13:00 and 11:00.
    expect(queue('orders_unassigned_today')?.count).toBe(3);
  });

  it('the next hour moves the 16:00 order nearer but not yet into breach; at 14:00 it is', async () => {
    t.clock.time = NOW + HOUR; // 13:00 Riyadh: 16:00 is 3 h away
    const later = (await call(t.app, 'GET', OVERVIEW, { token: admin })).body.data;
    expect(later.sla.orders_unassigned.count).toBe(3);
    t.clock.time = NOW + 2 * HOUR + 60_000; // 14:01: 16:00 starts within 2 h
    const breach = (await call(t.app, 'GET', OVERVIEW, { token: admin })).body.data;
    expect(breach.sla.orders_unassigned.count).toBe(4);
    t.clock.time = NOW;
  });

  it('shows each role only its queues, the revenue only to those who read the books; refuses companies', async () => {
    const support = await opsUser(t, ['support']);
    const answer = await call(t.app, 'GET', OVERVIEW, { token: support.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.revenue_week).toBeNull();
    expect(answer.body.data.queues.map((q: { key: string }) => q.key)).toEqual([
      'companies_to_verify',
      'orders_unassigned_today',
      'conversations_unread',
    ]);
    const finance = await opsUser(t, ['finance']);
    const books = await call(t.app, 'GET', OVERVIEW, { token: finance.token });
    expect(books.body.data.revenue_week).toHaveLength(7);
    expect((await call(t.app, 'GET', OVERVIEW, { token: owner.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', OVERVIEW)).statusCode).toBe(401);
  });

  it('counts a transfer overdue after the delay ops set (48 h here), in the SLA and in the queue alike', async () => {
    const settings = (await call(t.app, 'GET', '/api/v1/ops/settings', { token: admin })).body.data;
    const saved = await call(t.app, 'PUT', '/api/v1/ops/settings', {
      token: admin,
      body: { ...structuredClone(DEMO_PLATFORM_SETTINGS), version: settings.version, transfer_overdue_hours: 48 },
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const overview = (await call(t.app, 'GET', OVERVIEW, { token: admin })).body.data;
    expect(overview.sla.transfer_overdue_hours).toBe(48);
    expect(overview.sla.transfers_overdue).toEqual({ count: 0, oldest_at: null });
    const queue = overview.queues.find((q: { key: string }) => q.key === 'transfers_overdue');
    expect(queue).toEqual({ key: 'transfers_overdue', count: 0, oldest_at: null });
  });
});
