import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertOpsUser } from '../../src/dev/seed/seed-ops-team';
import type { Transport } from '../../src/dev/simulate/portal-client';
import { Simulator } from '../../src/dev/simulate/simulator';
import { users } from '../../src/platform/db/schema/index';
import { companyOwner, MEMBER_PASSWORD } from '../company/account-helpers';
import { insertOrder, orderRow, providerAccount } from '../fulfilment/orders-operations-helpers';
import { opsUser } from '../money/money-helpers';
import { call, nextPhone, type TestApp, userMe, useTestApp } from '../support/harness';

// `npm run simulate` drives orders through the real ops and provider APIs (here through app.inject, no pause):
// one pass takes a new cash order from created to completed, signing in ops and the provider with login codes.

const t = useTestApp();

const inject: (t: TestApp) => Transport = (t) => async (request) => {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let payload: string | Buffer | undefined;
  if (request.multipart) {
    headers['content-type'] = request.multipart.contentType;
    payload = request.multipart.payload;
  } else if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(request.json);
  }
  const response = await t.app.inject({ method: request.method, url: request.url, headers, payload });
  return { statusCode: response.statusCode, body: response.json() };
};

/** A simulator of one order, on the test API's clock, without pauses, its lines kept in `lines`. */
const simulatorOf = (opsPhone: string, orderId: string, lines: string[]) =>
  new Simulator({
    send: inject(t),
    opsPhone,
    pauseMs: 0,
    log: (line) => lines.push(line),
    orderIds: [orderId],
    now: () => t.clock.now(),
  });

describe('simulator', () => {
  it('one pass moves a new cash order from created to completed, step by step', async () => {
    const owner = await companyOwner(t, 'Simulated Co');
    const opsPhone = nextPhone();
    await insertOpsUser(t.database.db, { name: 'Sim Ops', phone: opsPhone, roles: ['admin'] });
    await providerAccount(t, 'Sim Provider');
    const order = await insertOrder(t, owner.companyId, { method: 'cash', date: '2025-01-17', time: '09:00' });
    const lines: string[] = [];
    const simulator = simulatorOf(opsPhone, order.id, lines);
    const steps = await simulator.pass();
    const row = await orderRow(t, order.id);
    expect(row.status).toBe('completed');
    expect(row.paymentStatus).toBe('collected');
    // confirm, assign, depart, arrive, start and end the inspection, start work, collect the cash, before photo with the
    // inspection, after photo + checklist + complete.
    expect(steps).toBe(9);
    expect(lines[0]).toContain('created → confirmed');
    expect(lines.at(-1)).toContain('→ completed');
    // The client sees a before and an after photo and the whole checklist ticked.
    const evidence = await call(t.app, 'GET', `/api/v1/company/orders/order/${order.reference}/evidence`, {
      token: owner.token,
    });
    expect(evidence.body.data.photos.map((photo: { stage: string }) => photo.stage)).toEqual(['before', 'after']);
    expect(evidence.body.data.checklist_complete).toBe(true);
    // Nothing is left to move: a second pass does nothing.
    expect(await simulator.pass()).toBe(0);
  });

  it('every few passes a company gives ops work: a bank transfer to confirm, then a support message (issue 27.9)', async () => {
    const owner = await companyOwner(t, 'Busy Clinics');
    // The simulator signs the owner in with a new code: past the minute between two codes.
    t.clock.advanceSeconds(61);
    const ops = await opsUser(t, ['admin']);
    const queues = async () =>
      Object.fromEntries(
        (
          (await call(t.app, 'GET', '/api/v1/ops/queues', { token: ops.token })).body.data.queues as {
            key: string;
            count: number;
          }[]
        ).map((queue) => [queue.key, queue.count]),
      );
    const before = await queues();
    const lines: string[] = [];
    const simulator = new Simulator({
      send: inject(t),
      opsPhone: ops.phone,
      pauseMs: 0,
      log: (line) => lines.push(line),
      orderIds: [],
      companyPhones: [owner.phone],
      companyWorkEvery: 2,
    });
    // The first pass has nothing to do; the second uploads a transfer, the fourth writes to support.
    expect(await simulator.pass()).toBe(0);
    expect(await queues()).toEqual(before);
    expect(await simulator.pass()).toBe(1);
    expect(await queues()).toEqual({ ...before, transfers_pending: before.transfers_pending! + 1 });
    const transfers = await call(t.app, 'GET', '/api/v1/company/wallets/walletTempTransaction', { token: owner.token });
    expect(transfers.body.data.items).toHaveLength(1);
    expect(transfers.body.data.items[0]).toMatchObject({ status: 'pending' });
    expect(transfers.body.data.items[0].amount).toBeGreaterThanOrEqual(150_000);
    await simulator.pass();
    expect(await simulator.pass()).toBe(1);
    expect(await queues()).toEqual({
      ...before,
      transfers_pending: before.transfers_pending! + 1,
      conversations_unread: before.conversations_unread! + 1,
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('uploaded a bank transfer');
    expect(lines[1]).toContain('wrote to support');
  });

  it('leaves alone the visits of a technician someone is using, until the account is idle 15 minutes (issue 30.6)', async () => {
    const owner = await companyOwner(t, 'Watched Co');
    const opsPhone = nextPhone();
    await insertOpsUser(t.database.db, { name: 'Watch Ops', phone: opsPhone, roles: ['admin'] });
    const provider = await providerAccount(t, 'Busy Technician');
    const [user] = await t.database.db.select({ phone: users.phone }).from(users).where(eq(users.id, provider.userId));
    // The technician signs in on a phone (a browser the API recognises).
    const phoneBrowser =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    const signedIn = await call(t.app, 'POST', '/api/v1/auth/signin', {
      body: { phone: user!.phone, password: MEMBER_PASSWORD },
      headers: { 'user-agent': phoneBrowser },
    });
    expect(signedIn.statusCode).toBe(200);
    // The app reads its login info at start, which names the device (its user agent) in the session.
    const me = await userMe(t.app, signedIn.body.data.token, {}, { 'user-agent': phoneBrowser });
    expect(me.statusCode).toBe(200);
    const order = await insertOrder(t, owner.companyId, {
      status: 'assigned',
      providerId: provider.providerId,
      method: 'cash',
      date: '2025-01-17',
      time: '11:00',
    });
    const lines: string[] = [];
    const simulator = simulatorOf(opsPhone, order.id, lines);
    expect(await simulator.pass()).toBe(0);
    expect((await orderRow(t, order.id)).status).toBe('assigned');
    expect(lines.at(-1)).toContain('Busy Technician is in use (Chrome · Android, seen 0 min ago');
    // A quarter of an hour without the phone touching the API: the simulator takes the visit on, cash included.
    t.clock.advanceSeconds(15 * 60);
    await simulator.pass();
    const row = await orderRow(t, order.id);
    expect(row.status).toBe('completed');
    expect(row.paymentStatus).toBe('collected');
  });
});
