import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPS_QUEUES, OPS_ROLES, ORDER_STATUSES, STANDARD_CHECKLIST_ITEMS } from '@portal/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEE_PHONE, DEMO_OPS_PHONE, DEMO_OWNER_PHONE, seedDemo } from '../../src/dev/seed/seed-demo';
import {
  companies,
  companyPackages,
  coupons,
  invoices,
  memberships,
  opsStaff,
  orderChecklistTicks,
  orderEvidence,
  orders,
  paymentApprovals,
  payments,
  providers,
  quotations,
  roles,
  users,
  walletTempTransactions,
} from '../../src/platform/db/schema/index';
import { localFolderStorage } from '../../src/platform/files/storage/local-storage';
import { recomputedBalances } from '../money/money-helpers';
import { call, outboxCode, signInWithCode, userMe, useTestApp } from '../support/harness';

const t = useTestApp();

/** GET ops/queues as the demo ops admin (signed in like any account: code from the dev outbox). */
let opsToken: string | undefined;
async function demoOpsQueues() {
  if (!opsToken) {
    opsToken = await signInWithCode(t.app, DEMO_OPS_PHONE);
  }
  const answer = await call(t.app, 'GET', '/api/v1/ops/queues', { token: opsToken });
  expect(answer.statusCode).toBe(200);
  return Object.fromEntries(
    (answer.body.data.queues as { key: string; count: number }[]).map((queue) => [queue.key, queue.count]),
  );
}

describe('seed', () => {
  let dispatcherToken: string | undefined;
  /** Visits waiting for a provider per day, on the dispatch board of the demo dispatcher (ops role dispatch). */
  async function dispatchWaiting(days: string[]) {
    if (!dispatcherToken) {
      dispatcherToken = await signInWithCode(t.app, '+966500000013');
    }
    const token = dispatcherToken;
    const waiting: Record<string, number> = {};
    for (const day of days) {
      const answer = await call(t.app, 'GET', `/api/v1/ops/dispatch/day?date=${day}`, { token });
      expect(answer.statusCode).toBe(200);
      waiting[day] = answer.body.data.totals.unassigned;
    }
    return waiting;
  }

  it('adds the demo company once', async () => {
    const files = localFolderStorage(await mkdtemp(join(tmpdir(), 'seed-files-')));
    expect(await seedDemo(t.database.db, { files, now: t.clock.now() })).toEqual({ created: true });
    // Issue 27.9: the demo ops team finds work in every queue; seeding again adds nothing to any of them.
    const queues = await demoOpsQueues();
    expect(Object.keys(queues).sort()).toEqual(Object.keys(OPS_QUEUES).sort());
    for (const [key, count] of Object.entries(queues)) expect([key, count > 0]).toEqual([key, true]);
    // Issue 27.4: the dispatch board has visits waiting for a provider today, tomorrow and on Friday.
    const board = await dispatchWaiting(['2025-01-15', '2025-01-16', '2025-01-17']);
    for (const [day, waiting] of Object.entries(board)) expect([day, waiting >= 3]).toEqual([day, true]);
    // Issue 30.6: the demo technician opens the field app on visits today (a cash one among them) and tomorrow.
    const technician = await signInWithCode(t.app, '+966550000101');
    const field = await call(t.app, 'GET', '/api/v1/providers/visits?perPage=100', { token: technician });
    const fieldDays = (field.body.data.items as { date: string; status: string; payment_method: string }[]).filter(
      (visit) => visit.status === 'assigned',
    );
    const today = fieldDays.filter((visit) => visit.date === '2025-01-15');
    expect(today.length).toBeGreaterThanOrEqual(3);
    expect(today.some((visit) => visit.payment_method === 'cash')).toBe(true);
    expect(fieldDays.some((visit) => visit.date === '2025-01-16')).toBe(true);
    expect(await seedDemo(t.database.db, { files, now: t.clock.now() })).toEqual({ created: false });
    expect(await demoOpsQueues()).toEqual(queues);
    expect(await dispatchWaiting(Object.keys(board))).toEqual(board);
    const db = t.database.systemDb('test: counts every row');
    // The demo company and a second, smaller one waiting for verification (issue 27.9).
    expect(await db.$count(companies)).toBe(2);
    // Owner, employee, the platform's ops account, the demo ops team (one per ops role, issue 27.2), the four
    // providers' accounts (migration 0012's providers) and the second company's owner.
    expect(await db.$count(users)).toBe(13);
    const team = await db.select({ roles: opsStaff.roles }).from(opsStaff);
    expect(new Set(team.flatMap((row) => row.roles))).toEqual(new Set(OPS_ROLES));
    expect(team).toHaveLength(6);
    const linked = await db.select({ userId: providers.userId }).from(providers);
    expect(linked).toHaveLength(4);
    expect(linked.every((provider) => provider.userId !== null)).toBe(true);
    // The money history: four paid recharges with their invoices, two order payments, a failed card payment,
    // and a transfer waiting for ops; balances recomputed from the postings equal the cached ones.
    // Issue 10 adds three paid package invoices and a package transfer waiting for ops.
    // A last transfer recharge settles the credit and leaves money in the wallet.
    // Issue 11: the demo orders, one per status a submitted order reaches, each paid order with its invoice.
    const seededOrders = await db.select().from(orders);
    expect(new Set(seededOrders.map((order) => order.status))).toEqual(
      new Set(ORDER_STATUSES.filter((status) => status !== 'draft' && status !== 'draft_failed')),
    );
    // Issue 32.2: the completed order has a free warranty visit opened on it; the rated one has none.
    const warranties = seededOrders.filter((order) => order.warrantyOfOrderId !== null);
    expect(warranties.map((order) => [order.type, order.status, order.total])).toEqual([['warranty', 'created', 0]]);
    const covered = seededOrders.find((order) => order.id === warranties[0]!.warrantyOfOrderId);
    expect(covered?.status).toBe('completed');
    // Issue 32.2 (ADR 0070): one order placed on a published offer, its discount taken off, paid from the wallet at
    // placement and assigned; its invoice names the offer under the discount (the invoice page's offer row).
    const offerOrders = seededOrders.filter((order) => order.offerId !== null);
    expect(offerOrders.map((order) => [order.type, order.status, order.discount > 0, order.paymentStatus])).toEqual([
      ['offer', 'assigned', true, 'paid'],
    ]);
    const [offerInvoice] = await db.select().from(invoices).where(eq(invoices.id, offerOrders[0]!.invoiceIds[0]!));
    expect([offerInvoice?.discount, offerInvoice?.offerName?.en]).toEqual([
      offerOrders[0]!.discount,
      'Summer AC offer',
    ]);
    // Issue 32.5 (ADR 0074): the console's coupons show every state and uses (RAMADAN20 once, LAUNCH25 used up).
    const seededCoupons = await db
      .select({ code: coupons.code, used: coupons.usedCount, active: coupons.isActive })
      .from(coupons)
      .orderBy(asc(coupons.code));
    expect(seededCoupons.filter((coupon) => coupon.used > 0).map((coupon) => coupon.code)).toEqual([
      'LAUNCH25',
      'RAMADAN20',
    ]);
    expect(seededCoupons.find((coupon) => coupon.code === 'SUMMER10')?.active).toBe(false);
    // Completed and rated orders carry a before and an after photo and a fully ticked checklist.
    for (const done of seededOrders.filter((order) => ['completed', 'rated'].includes(order.status))) {
      const stages = await db
        .select({ stage: orderEvidence.stage })
        .from(orderEvidence)
        .where(eq(orderEvidence.orderId, done.id));
      expect(stages.map(({ stage }) => stage).sort()).toEqual(['after', 'before']);
      const ticks = await db.select().from(orderChecklistTicks).where(eq(orderChecklistTicks.orderId, done.id));
      expect(ticks.length).toBe(1 + STANDARD_CHECKLIST_ITEMS.length);
      expect(ticks.every((tick) => tick.state === 'done')).toBe(true);
    }
    const invoiced = seededOrders.filter((order) => order.invoiceIds.length > 0).length;
    // The second company's first transfer recharge has its invoice too (issue 27.9); the canceled wallet order's
    // invoice has its credit note (ADR 0061).
    expect(await db.$count(invoices, eq(invoices.documentType, 'invoice'))).toBe(8 + invoiced + 1);
    const canceledPaid = seededOrders.filter((order) => order.status === 'canceled' && order.invoiceIds.length > 0);
    expect(canceledPaid).toHaveLength(1);
    expect(await db.$count(invoices, eq(invoices.creditedInvoiceId, canceledPaid[0]!.invoiceIds[0]!))).toBe(1);
    // Wallet and card orders were paid from the wallet (the canceled one refunded); cash went to cash clearing.
    const fromWallet = seededOrders
      .filter((order) => order.paymentMethod !== 'cash')
      .reduce((sum, order) => sum + order.totalPaid, 0);
    const wallet = 570_000 - fromWallet;
    // Recharges (6 + the second company's 1); every paid order has its payment rows too (ADR 0041).
    expect(await db.$count(payments, sql`${payments.purpose} <> 'order'`)).toBe(6 + 1);
    expect(await db.$count(payments, eq(payments.purpose, 'order'))).toBe(invoiced);
    // Two of the demo company's transfers wait for ops, and the second company's overdue one.
    expect(await db.$count(walletTempTransactions, eq(walletTempTransactions.status, 'pending'))).toBe(3);
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.ownerPhone, DEMO_OWNER_PHONE));
    // The packages spent the 2,500 SAR wallet and 14,300 SAR of the (raised) 30,000 SAR credit line; the last
    // 20,000 SAR transfer repaid the credit first and left 5,700 SAR in the wallet.
    expect(await recomputedBalances(t.database, company!.id)).toMatchObject({ wallet, credit_line: 0 });
    // Issue 9 Beyond: the first branch's cap held two employee orders; the owner approved one.
    const approvals = await db.select({ status: paymentApprovals.status }).from(paymentApprovals);
    expect(approvals.map((row) => row.status).sort()).toEqual(['approved', 'pending']);
    expect(seededOrders.filter((order) => order.paymentStatus === 'on_hold')).toHaveLength(1);
    const quotationStatuses = (await db.select({ status: quotations.status }).from(quotations)).map((q) => q.status);
    expect(quotationStatuses.sort()).toEqual(['approved', 'rejected', 'submitted']);
    const seeded = await db.select().from(companyPackages);
    expect(seeded.map((p) => `${p.paymentMethod}:${p.status}`).sort()).toEqual([
      'credit_line:approved',
      'transfer:submitted',
      'wallet:approved',
      'wallet:approved',
    ]);
    expect(await db.$count(memberships)).toBe(3);
  }, 90_000); // The seed moves orders through every status with the real services: seconds of work.

  it('names every seeded thing a user reads in Arabic, English and French (issue 14.5)', async () => {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const arabic = /[\u0600-\u06FF]/;
    // Platform and demo rows stored with one column per language (cities, areas, property and unit types,
    // services, products, catalogue packages, settings, the demo company…).
    const columns = await rows<{ table_name: string }>(sql`
      SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'name_ar'`);
    expect(columns.length).toBeGreaterThan(5);
    for (const { table_name: table } of columns) {
      const hasFr = (
        await rows<{ n: number }>(sql`
          SELECT count(*)::int AS n FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = ${table} AND column_name = 'name_fr'`)
      )[0]!.n;
      const names = await rows<{ ar: string; en: string; fr: string }>(
        sql.raw(`SELECT name_ar AS ar, name_en AS en, ${hasFr ? 'name_fr' : 'name_en'} AS fr FROM "${table}"`),
      );
      for (const name of names) {
        expect(name.ar, `${table}: ${name.en}`).toMatch(arabic);
        expect(name.en.trim(), table).not.toBe('');
        expect(name.fr.trim(), table).not.toBe('');
      }
    }
    // The four providers of migration 0012 (migration 0024): the order page, list, history and logs name them.
    const named = await rows<{ ar: string; en: string; fr: string }>(
      sql`SELECT name_ar AS ar, name_en AS en, name_fr AS fr FROM providers ORDER BY phone`,
    );
    expect(named.map((name) => name.en)).toEqual([
      'Faisal Al-Harbi',
      'Omar Al-Qahtani',
      'Khalid Al-Otaibi',
      'Yousef Al-Dosari',
    ]);
    for (const name of named) {
      expect(name.ar, name.en).toMatch(arabic);
      expect(name.fr, name.en).toMatch(/^[A-Z][\p{L}' -]+$/u);
    }
    // Names copied into packages and orders (their jsonb { ar, en, fr }).
    const copied = await rows<{ ar: string; en: string; fr: string }>(sql`
      SELECT name->>'ar' AS ar, name->>'en' AS en, name->>'fr' AS fr FROM company_packages
      UNION ALL SELECT s->'name'->>'ar', s->'name'->>'en', s->'name'->>'fr' FROM quotations, jsonb_array_elements(services) s`);
    expect(copied.length).toBeGreaterThan(3);
    for (const name of copied) {
      expect(name.ar, name.en).toMatch(arabic);
      expect(name.fr, name.en).toBeTruthy();
    }
    // Roles: the Admin role and roles named after their type; the pages show those names translated
    // (mf-users/src/roles/role-label.ts, shell/src/account/role-title.ts).
    const seededRoles = await t.database.systemDb('test: seeded roles').select().from(roles);
    for (const role of seededRoles) expect(role.isAdmin || role.name === role.type, role.name).toBe(true);
  });

  it('the demo owner can sign in', async () => {
    expect((await call(t.app, 'POST', '/api/v1/auth/login', { body: { phone: '0500000001' } })).statusCode).toBe(200);
    const code = await outboxCode(t.app, DEMO_OWNER_PHONE);
    const verified = await call(t.app, 'POST', '/api/v1/auth/phone/verify', {
      body: { phone: DEMO_OWNER_PHONE, code },
    });
    const me = await userMe(t.app, verified.body.data.token);
    expect(me.body.data.role.company.name.en).toBe('Riyadh Demo Trading');
    expect(me.body.data.wallet.balance).toBeLessThan(570_000);
    expect(me.body.data.wallet).toMatchObject({ credit_line: 3_000_000, currency: 'SAR' });
    const token = verified.body.data.token;
    const packages = (await call(t.app, 'GET', '/api/v1/company/package?perPage=10', { token })).body.data.items as {
      type: string;
      need_action: boolean;
      used: number;
      locations: { used: number }[];
    }[];
    expect(packages.filter((p) => p.need_action).map((p) => p.type)).toEqual(['hours']);
    const consumed = packages.find((p) => p.used > 0)!;
    expect(consumed.locations.map((l) => l.used).sort()).toEqual([1, 2]);
    // Chats (issue 12.3): the last ops message of two order chats and of the support chat is unread.
    expect((await call(t.app, 'GET', '/api/v1/company/chat/unread', { token })).body.data).toEqual({
      orders: 2,
      support: 1,
      total: 3,
    });
    const support = (await call(t.app, 'GET', '/api/v1/company/chat/support', { token })).body.data as unknown[];
    expect(support).toHaveLength(2);
    // ADR 0075: the contract's planned upkeep is answered within its promise, the repairs a little below 90 %.
    const sla = (await call(t.app, 'GET', '/api/v1/company/contract', { token })).body.data.sla as {
      service_type: string;
      measured: { orders: number; within_share: number | null };
    }[];
    const measured = Object.fromEntries(sla.map((row) => [row.service_type, row.measured]));
    expect(measured.preventive).toMatchObject({ within_share: 1 });
    expect(measured.preventive!.orders).toBeGreaterThanOrEqual(3);
    expect(measured.corrective!.within_share).toBeGreaterThan(0.8);
    expect(measured.corrective!.within_share).toBeLessThan(0.9);
    // Branch scorecards (ADR 0023): finished visits of the last weeks, on time and late, rated, one return visit.
    const year = new Date(t.clock.now().getTime() - 45 * 86_400_000 + 3 * 3_600_000).getUTCFullYear();
    const cards = (await call(t.app, 'GET', `/api/v1/company/dashboard/scorecards?year=${year}`, { token })).body.data
      .branches as { ratings: number; on_time_rate: number | null; first_time_fix_rate: number | null }[];
    const between = (rate: number | null) => rate !== null && rate > 0 && rate < 1;
    expect(cards.some((card) => card.ratings >= 3 && between(card.on_time_rate))).toBe(true);
    expect(cards.some((card) => between(card.first_time_fix_rate))).toBe(true);
    expect(cards.some((card) => card.first_time_fix_rate === 1)).toBe(true);
    // Seeded orders name their provider, and the provider's steps, in the reader's language (issue 14.5).
    const inArabic = (await call(t.app, 'GET', '/api/v1/company/orders/order?perPage=100', { token })).body.data
      .items as { reference: string; provider: { name: string } | null }[];
    const visited = inArabic.filter((order) => order.provider !== null);
    expect(visited.length).toBeGreaterThan(0);
    for (const order of visited) expect(order.provider!.name).toMatch(/[\u0600-\u06FF]/);
    const page = await call(t.app, 'GET', `/api/v1/company/orders/order/${visited[0]!.reference}`, {
      token,
      headers: { lang: 'en' },
    });
    expect(page.body.data.order.provider.name).toMatch(/^[A-Z][a-z]+ Al-[A-Z][a-z]+$/);
    const steps = (page.body.data.history as { actor: string; actor_name: string | null }[]).filter(
      (entry) => entry.actor === 'P',
    );
    for (const step of steps) expect(step.actor_name).toBe(page.body.data.order.provider.name);
  });

  it('the demo employee sees the pages of its rules and none of their calls answers 403', async () => {
    const token = await signInWithCode(t.app, DEMO_EMPLOYEE_PHONE);
    const me = await userMe(t.app, token);
    const rules = (me.body.data.role.ability as { action: string; subject: string }[]).map(
      (r) => `${r.action} ${r.subject}`,
    );
    expect(rules).toEqual(
      expect.arrayContaining(['read b2b_dashboard_analytics', 'read b2b_orders', 'read b2b_branches']),
    );
    expect(rules).not.toContain('manage all');
    for (const url of [
      '/api/v1/company/dashboard/dashboard',
      '/api/v1/company/branch',
      '/api/v1/company/unit',
      '/api/v1/company/package',
      '/api/v1/company/notifications',
    ])
      expect([url, (await call(t.app, 'GET', url, { token })).statusCode]).toEqual([url, 200]);
    expect((await call(t.app, 'GET', '/api/v1/company/wallets/wallet', { token })).statusCode).toBe(403);
  });
});
