import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOpsUser } from '../src/seed/seed-ops-team';
import type { Transport } from '../src/simulate/portal-client';
import { Simulator } from '../src/simulate/simulator';
import { companyOwner } from './account-helpers';
import { call, createTestApp, nextPhone, type TestApp } from './harness';
import { insertOrder, orderRow, providerAccount } from './orders-operations-helpers';

// `npm run simulate` drives orders through the real ops and provider APIs (here through app.inject, no pause):
// one pass takes a new cash order from created to completed, signing in ops and the provider with login codes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inject: (t: TestApp) => Transport = (t) => async (request) => {
  const headers: Record<string, string> = {};
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

describe('simulator', () => {
  it('one pass moves a new cash order from created to completed, step by step', async () => {
    const owner = await companyOwner(t, 'Simulated Co');
    const opsPhone = nextPhone();
    await insertOpsUser(t.database.db, { name: 'Sim Ops', phone: opsPhone, roles: ['admin'] });
    await providerAccount(t, 'Sim Provider');
    const order = await insertOrder(t, owner.companyId, { method: 'cash', date: '2025-01-17', time: '09:00' });
    const lines: string[] = [];
    const simulator = new Simulator({
      send: inject(t),
      opsPhone,
      pauseMs: 0,
      log: (line) => lines.push(line),
      orderIds: [order.id],
    });
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
});
