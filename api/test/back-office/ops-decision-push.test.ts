import { CHAT_RULES, MONEY_RULES, type Service } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushData } from '../../src/messaging/outbound/senders';
import { orders, outboundCursor, outboundDeliveries } from '../../src/platform/db/schema/index';
import { companyOwner, uploadCrCertificate } from '../company/account-helpers';
import { insertOrder } from '../fulfilment/orders-operations-helpers';
import { cardRecharge, opsUser, post, sendReceipt } from '../money/money-helpers';
import { limitedMember, STREAM } from '../platform/realtime-helpers';
import { answers, branchIn, catalogServices, serviceByCode } from '../sales/package-helpers';
import { fakePush } from '../support/fake-push';
import { call, testConfig, userMe, useTestApp } from '../support/harness';

// Issue 27.3 / 27.5: every ops decision, and an ops reply in a conversation, reaches the company's phones by push,
// mirroring the in-app notification written with it: its texts in each recipient's language, only to the members
// the stream would send the event to (the role's permission, the branch limit), under their preference for the
// notification's type, once however often the planner runs. The push service is a fake sender (no network).

const push = fakePush();
const t = useTestApp({
  config: testConfig({ OUTBOUND_RETRY_INTERVAL_MS: '0', OUTBOX_DISPATCH_INTERVAL_MS: '0' }),
  outboundSenders: { push: push.sender },
});
let ops: { token: string };
let owner: Awaited<ReturnType<typeof companyOwner>>;
/** Reads the wallet and the bell, last device in French. */
let finance: Awaited<ReturnType<typeof limitedMember>>;
/** Reads the bell only: no wallet, no conversations. */
let bellOnly: Awaited<ReturnType<typeof limitedMember>>;
/** Reads the orders (and so their chat) of branch A only, and the support chat. */
let branchA: Awaited<ReturnType<typeof limitedMember>>;
/** Reads the orders of branch B only. */
let branchB: Awaited<ReturnType<typeof limitedMember>>;
let branchAId: string;
let services: Service[];

beforeAll(async () => {
  ops = await opsUser(t, ['admin', 'finance', 'catalog', 'support']);
  owner = await companyOwner(t, 'Push Decisions Co'); // its device speaks English (harness login info)
  branchAId = await branchIn(t, owner.companyId, 'Olaya', 'olaya');
  const branchBId = await branchIn(t, owner.companyId, 'Malaz', 'malaz');
  finance = await limitedMember(t, owner.companyId, [STREAM, MONEY_RULES.walletRead]);
  await userMe(t.app, finance.token, { device_data: { type: 'web', version: '1.01', language: 'fr' } });
  bellOnly = await limitedMember(t, owner.companyId, [STREAM]);
  const chats = [STREAM, CHAT_RULES.orderMessagesRead, CHAT_RULES.supportRead];
  branchA = await limitedMember(t, owner.companyId, chats, [branchAId]);
  branchB = await limitedMember(t, owner.companyId, chats, [branchBId]);
  services = await catalogServices(t, owner.token);
});
beforeEach(async () => {
  await t.database.db.delete(outboundDeliveries);
  push.sent.length = 0;
});

/** What the dispatcher's wake-up runs in the background: number the events, plan, send. */
async function deliver() {
  await t.app.dispatchOutbox();
  await t.app.deliverOutbound();
}

/** The planned pushes, by user: type, texts and the parsed payload. */
async function pushesByUser() {
  const rows = await t.database.db
    .select({ userId: outboundDeliveries.userId, message: outboundDeliveries.message })
    .from(outboundDeliveries)
    .where(eq(outboundDeliveries.channel, 'push'));
  const byUser = new Map<string, PushData & { data: Record<string, unknown> }>();
  for (const row of rows) {
    const message = row.message as PushData;
    expect(byUser.has(row.userId), 'one push per user and event').toBe(false);
    byUser.set(row.userId, { ...message, data: JSON.parse(message.payload) });
  }
  return byUser;
}

async function uploadTransfer(amount: string) {
  const answer = await sendReceipt(t, owner.token, { amount });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.id as string;
}

const setPreference = (token: string, type: string, inApp: boolean) =>
  call(t.app, 'PUT', '/api/v1/auth/user/notification-preferences', {
    token,
    body: { preferences: [{ type, in_app: inApp, whatsapp: false, email: false }] },
  });

describe('push of the wallet decisions', () => {
  it('a confirmed transfer: every member who may read the wallet, in their language; the wallet movements open', async () => {
    const id = await uploadTransfer('1500.00');
    expect((await post(t, `/api/v1/ops/wallets/temp-transactions/${id}/confirm`, ops.token, {})).statusCode).toBe(200);
    await deliver();
    const pushes = await pushesByUser();
    expect([...pushes.keys()].sort()).toEqual([owner.userId, finance.userId].sort());
    expect(pushes.get(owner.userId)).toMatchObject({
      type: 'PAYMENT',
      title: 'Bank transfer confirmed',
      data: { page: 'transactions', transfer_id: id },
    });
    expect(pushes.get(finance.userId)!.title).toBe('Virement confirmé');
    expect(pushes.get(owner.userId)!.data.notification_id).toEqual(expect.any(String));
    // Sent to the devices that registered a token (the owner's session has none: nothing to send there).
    expect(push.sent).toEqual([]);
  });

  it('a rejected transfer: its uploader only (the notification is addressed to them); the transfers open', async () => {
    const id = await uploadTransfer('200.00');
    const rejected = await post(t, `/api/v1/ops/wallets/temp-transactions/${id}/reject`, ops.token, {
      reason: 'The receipt is unreadable',
    });
    expect(rejected.statusCode).toBe(200);
    await deliver();
    const pushes = await pushesByUser();
    expect([...pushes.keys()]).toEqual([owner.userId]);
    expect(pushes.get(owner.userId)).toMatchObject({ type: 'PAYMENT', data: { page: 'transfers' } });
    expect(pushes.get(owner.userId)!.body).toContain('The receipt is unreadable');
  });

  it('a credit line changed: nothing to a member who turned PAYMENT off, nothing twice when the planner replays', async () => {
    expect((await setPreference(finance.token, 'PAYMENT', false)).statusCode).toBe(200);
    const [cursor] = await t.database.db.select().from(outboundCursor);
    const changed = await call(t.app, 'PUT', `/api/v1/ops/companies/${owner.companyId}/credit-line`, {
      token: ops.token,
      body: { limit: 300_000, reason: 'Agreed with the finance team' },
    });
    expect(changed.statusCode).toBe(200);
    await deliver();
    const pushes = await pushesByUser();
    expect([...pushes.keys()]).toEqual([owner.userId]);
    expect(pushes.get(owner.userId)).toMatchObject({
      type: 'PAYMENT',
      data: { page: 'wallet', credit_limit: 300_000 },
    });
    // A crash after planning: the planner reads the same events again; the unique key drops the repeats.
    await t.database.db.update(outboundCursor).set({ seq: cursor!.seq });
    await Promise.all([deliver(), deliver()]);
    expect((await pushesByUser()).size).toBe(1);
    await setPreference(finance.token, 'PAYMENT', true);
  });

  it('a refund paid: its requester, the refunds open', async () => {
    await cardRecharge(t, owner.token, 50_000, 'success');
    const asked = await post(t, '/api/v1/company/wallets/refunds', owner.token, {
      amount: 10_000,
      iban: 'SA03 8000 0000 6080 1016 7519',
      account_name: 'Push Decisions Finance',
    });
    expect(asked.statusCode, JSON.stringify(asked.body)).toBe(201);
    await deliver();
    await t.database.db.delete(outboundDeliveries);
    const paid = await post(t, `/api/v1/ops/wallets/refunds/${asked.body.data.id}/pay`, ops.token, {
      bank_reference: 'SNB-2026-0001',
    });
    expect(paid.statusCode).toBe(200);
    await deliver();
    const pushes = await pushesByUser();
    expect([...pushes.keys()]).toEqual([owner.userId]);
    expect(pushes.get(owner.userId)).toMatchObject({ type: 'PAYMENT', data: { page: 'refunds' } });
  });
});

describe('push of the other decisions', () => {
  it('a quotation approved: its requester, with the reference that opens it', async () => {
    const asked = await call(t.app, 'POST', '/api/v1/company/quotations', {
      token: owner.token,
      headers: { lang: 'en' },
      body: answers([branchAId], [{ service_id: serviceByCode(services, 'general_cleaning').id, quantity: 100_000 }], {
        frequency: 'daily',
      }),
    });
    expect(asked.body.data.status).toBe('submitted');
    await deliver();
    await t.database.db.delete(outboundDeliveries);
    expect((await post(t, `/api/v1/ops/quotations/${asked.body.data.id}/approve`, ops.token, {})).statusCode).toBe(200);
    await deliver();
    const pushes = await pushesByUser();
    expect([...pushes.keys()]).toEqual([owner.userId]);
    expect(pushes.get(owner.userId)).toMatchObject({
      type: 'NEW_PACKAGE',
      data: { page: 'quotation', reference: asked.body.data.reference },
    });
  });

  it('certificates verified: the members who may read the account information, not the others', async () => {
    await uploadCrCertificate(t, owner);
    const verified = await call(t.app, 'POST', `/api/v1/ops/companies/${owner.companyId}/certificates/verify`, {
      token: ops.token,
      body: {},
    });
    expect(verified.statusCode).toBe(200);
    await deliver();
    const pushes = await pushesByUser();
    expect([...pushes.keys()]).toEqual([owner.userId]);
    expect(pushes.get(owner.userId)).toMatchObject({ type: 'GENERAL', data: { page: 'account' } });
  });
});

describe('an ops reply in a conversation', () => {
  const bell = async (token: string) =>
    (await call(t.app, 'GET', '/api/v1/company/notifications?perPage=100', { token })).body.data.items as {
      type: string;
      body: string;
      data: Record<string, unknown>;
    }[];

  it('support: a bell entry and a push to who may read the chat; the company’s own message writes none', async () => {
    const before = (await bell(owner.token)).length;
    const asked = await call(t.app, 'POST', '/api/v1/company/chat/support', {
      token: owner.token,
      body: { body: 'Our invoice looks wrong' },
    });
    expect(asked.statusCode).toBe(201);
    await deliver();
    expect(await bell(owner.token)).toHaveLength(before);
    expect((await pushesByUser()).size).toBe(0);
    t.clock.advanceSeconds(1);
    const answered = await call(t.app, 'POST', `/api/v1/ops/chat/support/${owner.companyId}/messages`, {
      token: ops.token,
      body: { body: 'We are checking it' },
    });
    expect(answered.statusCode).toBe(201);
    const [entry] = await bell(owner.token);
    expect(entry).toMatchObject({ type: 'TECHNICAL_SUPPORT', body: 'Ops Agent: We are checking it' });
    await deliver();
    const pushes = await pushesByUser();
    // Support has no branch: every member whose role reads the conversation (not finance, not the bell-only one).
    expect([...pushes.keys()].sort()).toEqual([owner.userId, branchA.userId, branchB.userId].sort());
    expect(pushes.get(owner.userId)).toMatchObject({
      type: 'TECHNICAL_SUPPORT',
      title: 'Support replied',
      body: 'Ops Agent: We are checking it',
      data: { page: 'support' },
    });
    // A member whose device never told its language gets Arabic, the default.
    expect(pushes.get(branchA.userId)!.title).toBe('ردّ الدعم الفني');
  });

  it('quotes the start of a long reply in the bell and the push', async () => {
    const long = `${'The technician checked the pipes. '.repeat(10)}End.`;
    t.clock.advanceSeconds(1);
    const answered = await call(t.app, 'POST', `/api/v1/ops/chat/support/${owner.companyId}/messages`, {
      token: ops.token,
      body: { body: long },
    });
    expect(answered.statusCode).toBe(201);
    await deliver();
    const body = (await pushesByUser()).get(owner.userId)!.body;
    expect(body.startsWith('Ops Agent: The technician checked the pipes.')).toBe(true);
    expect(body.endsWith('…')).toBe(true);
    expect(body.length).toBeLessThan(long.length);
    expect((await bell(owner.token))[0]!.body).toBe(body);
  });

  it('order chat: an order nobody created: the members who may read the order, within their branch limit', async () => {
    const order = await insertOrder(t, owner.companyId, { branchId: branchAId, method: 'cash' });
    const reply = await call(t.app, 'POST', `/api/v1/ops/chat/orders/${order.id}/messages`, {
      token: ops.token,
      body: { body: 'A plumber is on the way' },
    });
    expect(reply.statusCode).toBe(201);
    await deliver();
    const pushes = await pushesByUser();
    expect([...pushes.keys()].sort()).toEqual([owner.userId, branchA.userId].sort());
    expect(pushes.get(owner.userId)).toMatchObject({
      type: 'ORDER_NEW_MESSAGE',
      title: `New message about order ${order.reference}`,
      data: { page: 'order', reference: order.reference },
    });
    expect(pushes.has(branchB.userId)).toBe(false);
    expect(pushes.has(bellOnly.userId)).toBe(false);
  });

  it('order chat: the order’s creator only, as its own notifications; nothing when their preference is off', async () => {
    const order = await insertOrder(t, owner.companyId, { branchId: branchAId, method: 'cash' });
    await t.database.db.update(orders).set({ createdBy: branchA.userId }).where(eq(orders.id, order.id));
    const reply = (body: string) =>
      call(t.app, 'POST', `/api/v1/ops/chat/orders/${order.id}/messages`, { token: ops.token, body: { body } });
    expect((await reply('Running late')).statusCode).toBe(201);
    await deliver();
    expect([...(await pushesByUser()).keys()]).toEqual([branchA.userId]);
    const mine = (await bell(branchA.token)).filter((n) => n.data.reference === order.reference);
    expect(mine).toEqual([expect.objectContaining({ type: 'ORDER_NEW_MESSAGE' })]);
    expect((await bell(owner.token)).some((n) => n.data.reference === order.reference)).toBe(false);

    expect((await setPreference(branchA.token, 'ORDER_NEW_MESSAGE', false)).statusCode).toBe(200);
    await t.database.db.delete(outboundDeliveries);
    expect((await reply('Here in 10 minutes')).statusCode).toBe(201);
    await deliver();
    expect((await pushesByUser()).size).toBe(0);
  });
});
