import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxEvents } from '../../src/platform/db/schema/index';
import { multipartBody, samplePng } from '../company/account-helpers';
import { cardRecharge } from '../money/money-helpers';
import { branchIn } from '../sales/package-helpers';
import { call, type TestApp, useTestApp } from '../support/harness';
import { createOrder, orderingCompanies } from './order-helpers';
import { attachPhoto, insertOrder, operation, providerAccount, providerStep } from './orders-operations-helpers';

// The field app's work on a visit (issue 30.2, 30.3, 30.5): past visits found by their day, proposals from the
// field answered by the company and seen back on the visit, photos checked by their content and read back through
// the provider's own photo route, and each of these announced on the company's live stream.

let owner: Awaited<ReturnType<typeof orderingCompanies>>['owner'];
let provider: Awaited<ReturnType<typeof providerAccount>>;
let rival: Awaited<ReturnType<typeof providerAccount>>;
let id: (code: string) => string;
let branch: string;

const t = useTestApp();
beforeAll(async () => {
  ({ owner, id } = await orderingCompanies(t, 'Field Work Co'));
  branch = await branchIn(t, owner.companyId, 'Olaya Field Work', 'olaya');
  await cardRecharge(t, owner.token, 2_000_000, 'success');
  provider = await providerAccount(t, 'Field Worker');
  rival = await providerAccount(t, 'Rival Worker');
});

/** A real order (priced from the catalog, so a proposal reprices it), given to the provider and on site. */
async function visitOnSite(slot: string) {
  const order = await createOrder(t, owner.token, { branch_id: branch, slot, payment_method: 'wallet' });
  await t.database.db
    .update(orders)
    .set({ status: 'arrived', providerId: provider.providerId })
    .where(eq(orders.id, order.id));
  return order as { id: string; reference: string; total: number };
}

const visit = (orderId: string, token = provider.token) =>
  call(t.app, 'GET', `/api/v1/providers/visits/${orderId}`, { token });
const eventsOf = (app: TestApp, orderId: string) =>
  app.database.db
    .select({ type: outboxEvents.type, payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(sql`${outboxEvents.payload}->>'order_id' = ${orderId}`);

function upload(orderId: string, data: Buffer, contentType = 'image/png') {
  const body = multipartBody({ field: 'photo', filename: 'shot', contentType, data }, { stage: 'before' });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/providers/orders/${orderId}/evidence`,
    headers: { authorization: `Bearer ${provider.token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('past visits by day', () => {
  it('finds the past visits of one day; a bad date is a field error', async () => {
    const tenth = await insertOrder(t, owner.companyId, {
      status: 'completed',
      date: '2025-01-10',
      providerId: provider.providerId,
    });
    const eleventh = await insertOrder(t, owner.companyId, {
      status: 'completed',
      date: '2025-01-11',
      providerId: provider.providerId,
    });
    const list = (query: string) =>
      call(t.app, 'GET', `/api/v1/providers/visits?period=past&perPage=100${query}`, { token: provider.token });
    const found = await list('&date=2025-01-10');
    expect(found.statusCode).toBe(200);
    const ids = found.body.data.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(tenth.id);
    expect(ids).not.toContain(eleventh.id);
    const bad = await list('&date=10-01-2025');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['date']);
  });
});

describe('proposals from the field', () => {
  it('the company sees the proposal live, approves it, and the technician sees the answer; work waits for it', async () => {
    const order = await visitOnSite('09:00');
    const proposed = await call(t.app, 'POST', `/api/v1/providers/orders/${order.id}/proposals`, {
      token: provider.token,
      body: {
        kind: 'service_change',
        services: [{ service_id: id('plumbing'), quantity: 2 }],
        note: 'A second leak',
      },
    });
    expect(proposed.statusCode, JSON.stringify(proposed.body)).toBe(200);
    const waiting = await visit(order.id);
    expect(waiting.body.data.proposals).toEqual([
      expect.objectContaining({ kind: 'service_change', status: 'submitted', proposed_by: 'P', note: 'A second leak' }),
    ]);
    expect(waiting.body.data.proposals[0].total_difference).toBeGreaterThan(0);
    // Work cannot start while the company has not answered.
    expect((await providerStep(t, provider.token, order.id, 'start_work')).statusCode).toBe(409);
    // The company's open order page hears of it (no status change: no push, the payload has no `to`).
    const events = await eventsOf(t, order.id);
    expect(events.map((event) => [event.type, event.payload.action, event.payload.to])).toContainEqual([
      'ORDER_STATUS_CHANGED',
      'proposal_submitted',
      undefined,
    ]);

    const decided = await operation(t, owner.token, 'approveServiceChanges', {
      order_id: order.id,
      proposal_id: waiting.body.data.proposals[0].id,
      decision: 'approved',
    });
    expect(decided.statusCode).toBe(200);
    const answered = await visit(order.id);
    expect(answered.body.data.proposals[0].status).toBe('approved');
    expect(answered.body.data.services[0].quantity).toBe(2);
    expect((await providerStep(t, provider.token, order.id, 'start_work')).statusCode).toBe(200);
    expect((await visit(order.id, rival.token)).statusCode).toBe(404);
  });

  it('a proposal sent again with its Idempotency-Key (the outbox after a lost answer) is one proposal', async () => {
    const order = await visitOnSite('11:00');
    const key = randomUUID();
    const body = { kind: 'service_change', services: [{ service_id: id('plumbing'), quantity: 3 }], note: 'Offline' };
    const send = (sent: object) =>
      call(t.app, 'POST', `/api/v1/providers/orders/${order.id}/proposals`, {
        token: provider.token,
        body: sent,
        headers: { 'idempotency-key': key },
      });
    const first = await send(body);
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    const again = await send(body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await visit(order.id)).body.data.proposals).toHaveLength(1);
    // The same key with another proposal is refused, not taken as a second one.
    expect((await send({ ...body, note: 'Another' })).statusCode).toBe(409);
    expect((await visit(order.id)).body.data.proposals).toHaveLength(1);
  });
});

describe('photos checked by content', () => {
  it('refuses a file that only starts like an image, or a cut-off one (422 on the photo field)', async () => {
    const order = await visitOnSite('11:00');
    const magicOnly = Buffer.concat([samplePng().subarray(0, 8), Buffer.alloc(64, 7)]);
    const cutOff = samplePng().subarray(0, 40);
    const fakeJpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.alloc(14), 0xff, 0xd9]);
    for (const [data, type] of [
      [magicOnly, 'image/png'],
      [cutOff, 'image/png'],
      [fakeJpeg, 'image/jpeg'],
    ] as const) {
      const refused = await upload(order.id, data, type);
      expect(refused.statusCode, type).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['photo']);
    }
    expect(
      (await call(t.app, 'GET', `/api/v1/providers/orders/${order.id}/checklist`, { token: provider.token })).body.data
        .photos,
    ).toEqual([]);
  });

  it('keeps a whole image; the provider reads it back on its own route, the company sees it live', async () => {
    const order = await visitOnSite('13:00');
    const png = samplePng();
    expect((await upload(order.id, png)).statusCode).toBe(200);
    const evidence = await call(t.app, 'GET', `/api/v1/providers/orders/${order.id}/checklist`, {
      token: provider.token,
    });
    const [photo] = evidence.body.data.photos;
    expect(photo.url).toBe(`/api/v1/providers/orders/${order.id}/evidence/${photo.id}/photo`);
    const read = (token: string) =>
      t.app.inject({ method: 'GET', url: photo.url, headers: { authorization: `Bearer ${token}` } });
    const mine = await read(provider.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(png)).toBe(true);
    expect((await read(rival.token)).statusCode).toBe(404);
    expect((await read(owner.token)).statusCode).toBe(403);
    const events = await eventsOf(t, order.id);
    expect(events.map((event) => event.payload.action)).toContain('evidence_attached');
    // The seed's and the tests' helper photo passes too.
    expect((await attachPhoto(t, provider.token, order.id, 'after')).statusCode).toBe(200);
  });
});
