import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundDeliveries, sessions, users } from '../../src/platform/db/schema/index';
import { companyScope } from '../../src/platform/db/scoped-db';
import { recordEvent } from '../../src/platform/events/record-event';
import { companyOwner } from '../company/account-helpers';
import { createOrder, visitDay } from '../fulfilment/order-helpers';
import { branchIn } from '../sales/package-helpers';
import { fakePush } from '../support/fake-push';
import { startFakeSmtp } from '../support/fake-smtp';
import { startFakeWhatsapp } from '../support/fake-whatsapp';
import { call, createTestApp, testConfig, userMe, useTestApp } from '../support/harness';

// Issue 12.6 and 12.4 (server side): order messages over WhatsApp (template messages, a local fake Cloud API), e-mail
// (a local fake SMTP server) and web push (a fake sender: no network), planned from the dispatched outbox events
// after the business transaction, only for the channels the user opted in to.

let whatsapp: Awaited<ReturnType<typeof startFakeWhatsapp>>;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  whatsapp = await startFakeWhatsapp();
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await whatsapp.close();
  await smtp.close();
});
const push = fakePush();
const t = useTestApp(() => ({
  config: testConfig({
    WHATSAPP_ORDER_NOTIFICATIONS: 'true',
    WHATSAPP_API_URL: whatsapp.url,
    WHATSAPP_PHONE_NUMBER_ID: '1098765',
    WHATSAPP_TOKEN: 'test-access-token',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'portal@example.test',
    OUTBOUND_RETRY_INTERVAL_MS: '0',
    OUTBOX_DISPATCH_INTERVAL_MS: '0',
  }),
  outboundSenders: { push: push.sender },
}));
let owner: Awaited<ReturnType<typeof companyOwner>>;
let branchId: string;

beforeAll(async () => {
  owner = await companyOwner(t, 'Outbound Co');
  await t.database.db.update(users).set({ email: 'owner@example.test' }).where(eq(users.id, owner.userId));
  branchId = await branchIn(t, owner.companyId, 'Olaya HQ', 'olaya');
});

const setPreferences = (channels: { in_app: boolean; whatsapp: boolean; email: boolean }) =>
  call(t.app, 'PUT', '/api/v1/auth/user/notification-preferences', {
    token: owner.token,
    body: { preferences: [{ type: 'NEW_ORDER', ...channels }] },
  });

const setPushToken = (token: string, fcmToken: string) =>
  call(t.app, 'PUT', '/api/v1/auth/user/push-token', { token, body: { fcm_token: fcmToken } });

let week = 0;
/** A new order of the owner, each in a free slot (one week later than the last). */
const newOrder = () => createOrder(t, owner.token, { branch_id: branchId, date: visitDay(week++) });

/** Runs what the dispatcher's wake-up runs in the background, and waits for it. */
async function deliver() {
  await t.app.dispatchOutbox();
  await t.app.deliverOutbound();
}

function clearReceived() {
  whatsapp.received.length = 0;
  smtp.received.length = 0;
  push.sent.length = 0;
}

/** An ORDER_STATUS_CHANGED of the order, as a transition writes it. */
async function statusChanged(order: { id: string; reference: string }, from: string, to: string) {
  const scope = companyScope(t.database.db, { companyId: owner.companyId, membershipId: null });
  await scope.transaction((tx) =>
    recordEvent(tx, {
      type: 'ORDER_STATUS_CHANGED',
      payload: { reference: order.reference, order_id: order.id, from, to, operation: 'test' },
      createdAt: new Date(t.clock.time),
    }),
  );
}

const templatesSent = () =>
  whatsapp.received.map((request) => {
    const body = request.body as { to: string; template: { name: string; language: { code: string } } };
    return { to: body.to, name: body.template.name, lang: body.template.language.code };
  });

describe('order notifications over WhatsApp, e-mail and push', () => {
  it('sends nothing outside the app while the user has not opted in (defaults: in-app only)', async () => {
    clearReceived();
    await setPushToken(owner.token, 'device-token-1');
    const order = await newOrder();
    await deliver();
    expect(whatsapp.received).toEqual([]);
    expect(smtp.received).toEqual([]);
    // Push follows the in-app choice, on by default.
    expect(push.sent).toHaveLength(1);
    expect(push.sent[0]!.tokens).toEqual(['device-token-1']);
    expect(push.sent[0]!.data).toMatchObject({ type: 'NEW_ORDER', title: 'New order' });
    expect(JSON.parse(push.sent[0]!.data.payload)).toEqual({ reference: order.reference, order_id: order.id });
  });

  it('sends the created, on-the-way and completed templates and e-mails to a user who opted in', async () => {
    expect((await setPreferences({ in_app: true, whatsapp: true, email: true })).statusCode).toBe(200);
    clearReceived();
    const order = await newOrder();
    await deliver();
    const phone = owner.phone.replace(/^\+/, '');
    expect(templatesSent()).toEqual([{ to: phone, name: 'order_created', lang: 'en' }]);
    const [request] = whatsapp.received;
    expect(request!.url).toBe('/v21.0/1098765/messages');
    expect(request!.headers.authorization).toBe('Bearer test-access-token');
    expect(request!.body).toMatchObject({
      messaging_product: 'whatsapp',
      type: 'template',
      template: { components: [{ type: 'body', parameters: [{ type: 'text', text: order.reference }] }] },
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'portal@example.test', to: ['owner@example.test'] });
    expect(smtp.received[0]!.data).toContain('Subject: New order');
    expect(smtp.received[0]!.data).toContain(`Order ${order.reference} has been created`);

    clearReceived();
    await statusChanged(order, 'assigned', 'on_the_way');
    await statusChanged(order, 'on_the_way', 'arrived');
    await statusChanged(order, 'in_progress', 'completed');
    await deliver();
    // Events of one instant have no order among themselves: compare as sets.
    expect(
      templatesSent()
        .map((sent) => sent.name)
        .sort(),
    ).toEqual(['order_completed', 'order_on_the_way']);
    expect(smtp.received).toHaveLength(2);
    // Push tells every status change, like the in-app notification.
    expect(push.sent.map((sent) => sent.data.title)).toEqual([
      'Order status changed',
      'Order status changed',
      'Order status changed',
    ]);
  });

  it('sends each message once however often the dispatcher wakes', async () => {
    clearReceived();
    await newOrder();
    await Promise.all([deliver(), deliver(), t.app.deliverOutbound()]);
    await deliver();
    expect(whatsapp.received).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
    expect(push.sent).toHaveLength(1);
  });

  it('honours a preference turned off: nothing is sent on that channel', async () => {
    await setPreferences({ in_app: false, whatsapp: false, email: true });
    clearReceived();
    await newOrder();
    await deliver();
    expect(whatsapp.received).toEqual([]);
    expect(push.sent).toEqual([]);
    expect(smtp.received).toHaveLength(1);
    await setPreferences({ in_app: false, whatsapp: false, email: false });
    clearReceived();
    await newOrder();
    await deliver();
    expect([whatsapp.received, smtp.received, push.sent]).toEqual([[], [], []]);
  });

  it('keeps a refused message pending and sends it on a later pass', async () => {
    await setPreferences({ in_app: true, whatsapp: true, email: false });
    clearReceived();
    whatsapp.answerWith(500, { error: { message: 'temporary' } });
    const order = await newOrder();
    await deliver();
    const rows = await t.database.db.select().from(outboundDeliveries).where(eq(outboundDeliveries.status, 'pending'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'whatsapp', attempts: 1 });
    expect(rows[0]!.error).toContain('500');
    whatsapp.answerWith(200, { messages: [{ id: 'wamid.retry' }] });
    // Not before the retry delay…
    await t.app.deliverOutbound();
    expect(whatsapp.received).toHaveLength(1);
    t.clock.advance(61_000);
    await t.app.deliverOutbound();
    expect(whatsapp.received).toHaveLength(2);
    const [sent] = await t.database.db.select().from(outboundDeliveries).where(eq(outboundDeliveries.id, rows[0]!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect((whatsapp.received[1]!.body as { template: { name: string } }).template.name).toBe('order_created');
    expect(order.reference).toBeTruthy();
  });

  it('forgets a push token the push service no longer knows', async () => {
    await setPreferences({ in_app: true, whatsapp: false, email: false });
    await setPushToken(owner.token, 'gone-token');
    push.stale.add('gone-token');
    clearReceived();
    await newOrder();
    await deliver();
    expect(push.sent[0]!.tokens).toEqual(['gone-token']);
    const tokens = await t.database.db
      .select({ token: sessions.fcmToken })
      .from(sessions)
      .where(eq(sessions.userId, owner.userId));
    expect(tokens.map((row) => row.token)).not.toContain('gone-token');
  });
});

describe('push tokens per device', () => {
  it('stores the token on the caller session, moves it off other sessions and clears it when empty', async () => {
    // Another user's session on the same browser, through login info with the token (spec §7 fcm_token).
    const other = await companyOwner(t, 'Token Co');
    expect((await userMe(t.app, other.token, { fcm_token: 'shared-browser' })).statusCode).toBe(200);
    expect((await setPushToken(owner.token, 'shared-browser')).statusCode).toBe(200);
    const holders = await t.database.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.fcmToken, 'shared-browser'));
    expect(holders).toEqual([{ userId: owner.userId }]);
    expect((await setPushToken(owner.token, '')).statusCode).toBe(200);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.fcmToken, 'shared-browser'))).toHaveLength(0);
    const bad = await call(t.app, 'PUT', '/api/v1/auth/user/push-token', { token: owner.token, body: {} });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.errors?.fcm_token).toBeDefined();
    const anonymous = await call(t.app, 'PUT', '/api/v1/auth/user/push-token', { body: { fcm_token: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('with no channel configured (the default)', () => {
  it('plans nothing, sends nothing and serves push as off', async () => {
    const plain = await createTestApp();
    try {
      const someone = await companyOwner(plain, 'Quiet Co');
      await call(plain.app, 'PUT', '/api/v1/auth/user/notification-preferences', {
        token: someone.token,
        body: { preferences: [{ type: 'NEW_ORDER', in_app: true, whatsapp: true, email: true }] },
      });
      const branch = await branchIn(plain, someone.companyId, 'Quiet Branch', 'olaya');
      await createOrder(plain, someone.token, { branch_id: branch });
      await plain.app.dispatchOutbox();
      await plain.app.deliverOutbound();
      expect(await plain.database.db.select().from(outboundDeliveries)).toEqual([]);
      const config = await call(plain.app, 'GET', '/api/v1/public/push-config');
      expect(config.body.data).toEqual({ firebase: null });
    } finally {
      await plain.close();
    }
  });
});
