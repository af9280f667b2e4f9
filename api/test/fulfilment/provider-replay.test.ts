import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, orderEvidence, orderLogs } from '../../src/platform/db/schema/index';
import { companyOwner, multipartBody, samplePng } from '../company/account-helpers';
import { cardRecharge } from '../money/money-helpers';
import { call, useTestApp } from '../support/harness';
import { insertOrder, orderRow, providerAccount } from './orders-operations-helpers';

// The field app's outbox (issue 30.4, ADR 0052) sends every action with an Idempotency-Key made when the technician
// acted, and sends it again when the answer was lost: the API acts once per key (scoped to the account) and
// answers a repeat with the first answer — no second step, photo or cash posting.

let owner: Awaited<ReturnType<typeof companyOwner>>;
let provider: Awaited<ReturnType<typeof providerAccount>>;
let rival: Awaited<ReturnType<typeof providerAccount>>;

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Replay Field Co');
  await cardRecharge(t, owner.token, 1_000_000, 'success');
  provider = await providerAccount(t, 'Replay Technician');
  rival = await providerAccount(t, 'Other Replay Technician');
});

const keyed = (key: string) => ({ 'idempotency-key': key });
const step = (token: string, id: string, operation: string, key: string) =>
  call(t.app, 'POST', `/api/v1/providers/orders/${id}/transition`, { token, body: { operation }, headers: keyed(key) });
const collect = (token: string, id: string, key: string) =>
  call(t.app, 'POST', `/api/v1/providers/orders/${id}/collectCash`, { token, headers: keyed(key) });
/** The same photo each time it is re-sent (the outbox keeps its bytes). */
function photo(token: string, id: string, key: string, data: Buffer) {
  const body = multipartBody(
    { field: 'photo', filename: 'photo.png', contentType: 'image/png', data },
    { stage: 'before' },
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/providers/orders/${id}/evidence`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, ...keyed(key) },
    payload: body.payload,
  });
}
const logged = async (orderId: string, action: string) =>
  (await t.database.db.select().from(orderLogs).where(eq(orderLogs.orderId, orderId))).filter(
    (row) => row.action === action,
  ).length;

describe('provider actions replayed with their Idempotency-Key', () => {
  it('moves the order once per step: a repeated key answers the first answer, even after the next step', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', providerId: provider.providerId });
    const [departKey, arriveKey] = [randomUUID(), randomUUID()];
    const first = await step(provider.token, order.id, 'depart', departKey);
    expect(first.statusCode).toBe(200);
    expect(first.body.data.order.status).toBe('on_the_way');
    const again = await step(provider.token, order.id, 'depart', departKey);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);

    expect((await step(provider.token, order.id, 'arrive', arriveKey)).statusCode).toBe(200);
    // The outbox re-sends both after a lost answer: the order stays where the second step took it.
    expect((await step(provider.token, order.id, 'depart', departKey)).body.data.order.status).toBe('on_the_way');
    expect((await step(provider.token, order.id, 'arrive', arriveKey)).headers['idempotent-replayed']).toBe('true');
    expect((await orderRow(t, order.id)).status).toBe('arrived');
    expect(await logged(order.id, 'depart')).toBe(1);
    expect(await logged(order.id, 'arrive')).toBe(1);
  });

  it('stores a photo once per key', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'arrived', providerId: provider.providerId });
    const [key, shot] = [randomUUID(), samplePng()];
    const first = await photo(provider.token, order.id, key, shot);
    expect(first.statusCode, first.body).toBe(200);
    const again = await photo(provider.token, order.id, key, shot);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const rows = await t.database.db.select().from(orderEvidence).where(eq(orderEvidence.orderId, order.id));
    expect(rows).toHaveLength(1);
    const stored = await t.database.db.select().from(files).where(eq(files.id, rows[0]!.fileId));
    expect(stored).toHaveLength(1);
    // Another photo under the same key is refused (409); a new key is a new photo.
    expect((await photo(provider.token, order.id, key, samplePng())).statusCode).toBe(409);
    expect((await photo(provider.token, order.id, randomUUID(), shot)).statusCode).toBe(200);
    expect(await t.database.db.select().from(orderEvidence).where(eq(orderEvidence.orderId, order.id))).toHaveLength(2);
  });

  it('collects the cash once per key', async () => {
    const order = await insertOrder(t, owner.companyId, {
      status: 'in_progress',
      method: 'cash',
      providerId: provider.providerId,
    });
    const key = randomUUID();
    const first = await collect(provider.token, order.id, key);
    expect(first.statusCode).toBe(200);
    const again = await collect(provider.token, order.id, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.order).toMatchObject({ total_paid: order.total, total_due: 0 });
    const row = await orderRow(t, order.id);
    expect(row.totalPaid).toBe(order.total);
    expect(await logged(order.id, 'pay_final')).toBe(1);
    // Without the key, a second tap is refused as before: nothing is due.
    expect((await collect(provider.token, order.id, randomUUID())).statusCode).toBe(409);
  });

  it('refuses a key reused for another request (409) and keeps keys to their account', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', providerId: provider.providerId });
    const key = randomUUID();
    expect((await step(provider.token, order.id, 'depart', key)).statusCode).toBe(200);
    const reused = await step(provider.token, order.id, 'arrive', key);
    expect(reused.statusCode).toBe(409);
    expect(reused.body.message).toMatch(/Idempotency-Key/);

    // The same key from another account is that account's own: it acts on its own order.
    const theirs = await insertOrder(t, owner.companyId, { status: 'assigned', providerId: rival.providerId });
    const rivalStep = await step(rival.token, theirs.id, 'depart', key);
    expect(rivalStep.statusCode).toBe(200);
    expect(rivalStep.headers['idempotent-replayed']).toBeUndefined();
    // Another provider's order stays 404 whatever the key.
    expect((await step(rival.token, order.id, 'arrive', randomUUID())).statusCode).toBe(404);
  });

  it('does not spend a key on a refused action: the same key acts once the action is allowed', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', providerId: provider.providerId });
    const key = randomUUID();
    expect((await step(provider.token, order.id, 'arrive', key)).statusCode).toBe(409);
    expect((await step(provider.token, order.id, 'depart', randomUUID())).statusCode).toBe(200);
    const later = await step(provider.token, order.id, 'arrive', key);
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key with a field error (400)', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', providerId: provider.providerId });
    const answer = await step(provider.token, order.id, 'depart', 'short');
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['Idempotency-Key']);
  });
});
