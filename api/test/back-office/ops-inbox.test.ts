import { OPS_EVENT_STREAM_ROUTE, type OpsConversation } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyOwner, memberWith } from '../company/account-helpers';
import { insertOrder } from '../fulfilment/orders-operations-helpers';
import { opsUser } from '../money/money-helpers';
import { call, createTestApp, testConfig, useTestApp } from '../support/harness';
import { listen, openStream } from '../support/sse-client';

// Issue 27.5: the support inbox — every company's support conversation and order chat, unread first, with the
// company and order; filters mine / unassigned; taking a conversation (idempotent, 409 when another agent holds
// it unless take_over, audited); a reply takes an unassigned conversation; support may, finance may not; the ops
// chat stream carries every company's chat events live.

const INBOX = '/api/v1/ops/chat/conversations';
const OPS_CHAT_STREAM_PATH = `/api/v1${OPS_EVENT_STREAM_ROUTE}`;
const SUPPORT = '/api/v1/company/chat/support';
const ORDER_CHAT = '/api/v1/company/orders/orderMessage';

let agent: Awaited<ReturnType<typeof opsUser>>;
let other: Awaited<ReturnType<typeof opsUser>>;
let base: string;
const t = useTestApp({ config: testConfig({ OUTBOX_DISPATCH_INTERVAL_MS: '0' }) });
beforeAll(async () => {
  base = await listen(t.app);
  agent = await opsUser(t, ['support'], 'Sara Support');
  other = await opsUser(t, ['support'], 'Omar Support');
});

const list = async (token: string, query = '') => {
  const answer = await call(t.app, 'GET', `${INBOX}${query}`, { token });
  expect(answer.statusCode).toBe(200);
  return answer.body.data as { items: OpsConversation[]; total: number };
};
const take = (token: string, kind: string, id: string, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', `${INBOX}/${kind}/${id}/take`, { token, body });

describe('ops support inbox', () => {
  it('lists support and order chats of every company, unread first, with company, order and last message', async () => {
    const alpha = await companyOwner(t, 'Inbox Alpha');
    const beta = await companyOwner(t, 'Inbox Beta');
    const order = await insertOrder(t, beta.companyId, { method: 'cash' });

    await call(t.app, 'POST', SUPPORT, { token: alpha.token, body: { body: 'Our invoice is missing' } });
    t.clock.advanceSeconds(1);
    await call(t.app, 'POST', ORDER_CHAT, { token: beta.token, body: { reference: order.reference, body: 'When?' } });
    t.clock.advanceSeconds(1);
    // Alpha's conversation answered and read by ops: no longer unread, but the newest.
    await call(t.app, 'POST', `/api/v1/ops/chat/support/${alpha.companyId}/read`, { token: other.token });
    await call(t.app, 'POST', `/api/v1/ops/chat/support/${alpha.companyId}/messages`, {
      token: other.token,
      body: { body: 'We are on it' },
    });

    const { items } = await list(agent.token, '?q=Inbox');
    expect(items.map((c) => [c.kind, c.company.name.en, c.unread])).toEqual([
      ['order', 'Inbox Beta', 1],
      ['support', 'Inbox Alpha', 0],
    ]);
    const [orderChat, support] = items as [OpsConversation, OpsConversation];
    expect(orderChat).toMatchObject({
      id: order.id,
      company: { id: beta.companyId },
      order: { id: order.id, reference: order.reference },
      last_message: { sender_kind: 'company', body: 'When?', attachment_name: null },
      assignee: null,
    });
    // The reply took the conversation nobody had taken.
    expect(support).toMatchObject({
      id: alpha.companyId,
      order: null,
      last_message: { sender_kind: 'ops', body: 'We are on it' },
      assignee: { id: other.userId, name: 'Omar Support' },
    });

    // Search by order reference; filter by kind.
    expect((await list(agent.token, `?q=${order.reference.toLowerCase()}`)).items.map((c) => c.id)).toEqual([order.id]);
    expect((await list(agent.token, '?q=Inbox&kind=support')).items.map((c) => c.id)).toEqual([alpha.companyId]);
    // The total counts every match, on a page past the end too.
    expect((await list(agent.token, '?q=Inbox&perPage=5')).total).toBe(2);
    expect(await list(agent.token, '?q=Inbox&page=3&perPage=5')).toMatchObject({ items: [], total: 2 });
    // One conversation as listed; unknown ids are 404.
    const one = await call(t.app, 'GET', `${INBOX}/order/${order.id}`, { token: agent.token });
    expect(one.body.data).toMatchObject({ id: order.id, unread: 1 });
    expect((await call(t.app, 'GET', `${INBOX}/order/${alpha.companyId}`, { token: agent.token })).statusCode).toBe(
      404,
    );
    // A company that has not written yet: the conversation opens empty.
    const quiet = await companyOwner(t, 'Inbox Quiet');
    const empty = await call(t.app, 'GET', `${INBOX}/support/${quiet.companyId}`, { token: agent.token });
    expect(empty.body.data).toMatchObject({ unread: 0, last_message: null, assignee: null });
  });

  it('takes a conversation once; another agent gets 409 unless take_over; mine and unassigned follow; audited', async () => {
    const owner = await companyOwner(t, 'Inbox Take Co');
    await call(t.app, 'POST', SUPPORT, { token: owner.token, body: { body: 'Hello?' } });

    const unassigned = await list(agent.token, '?q=Inbox%20Take&assigned=unassigned');
    expect(unassigned.items.map((c) => c.id)).toEqual([owner.companyId]);

    const first = await take(agent.token, 'support', owner.companyId);
    expect(first.statusCode).toBe(200);
    expect(first.body.data.assignee).toMatchObject({ id: agent.userId, name: 'Sara Support' });
    // A repeat (double click, retry after a lost answer) changes nothing and is logged once.
    const again = await take(agent.token, 'support', owner.companyId);
    expect(again.statusCode).toBe(200);
    expect(again.body.data.assignee.at).toBe(first.body.data.assignee.at);

    const refused = await take(other.token, 'support', owner.companyId);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toContain('Sara Support');

    expect((await list(agent.token, '?q=Inbox%20Take&assigned=mine')).items).toHaveLength(1);
    expect((await list(other.token, '?q=Inbox%20Take&assigned=mine')).items).toHaveLength(0);
    expect((await list(agent.token, '?q=Inbox%20Take&assigned=unassigned')).items).toHaveLength(0);

    t.clock.advanceSeconds(5);
    const over = await take(other.token, 'support', owner.companyId, { take_over: true });
    expect(over.statusCode).toBe(200);
    expect(over.body.data.assignee).toMatchObject({ id: other.userId, name: 'Omar Support' });
    // Replying keeps whoever holds it.
    await call(t.app, 'POST', `/api/v1/ops/chat/support/${owner.companyId}/messages`, {
      token: agent.token,
      body: { body: 'Hi' },
    });
    const after = await call(t.app, 'GET', `${INBOX}/support/${owner.companyId}`, { token: agent.token });
    expect(after.body.data.assignee).toMatchObject({ id: other.userId });

    const admin = await opsUser(t, ['admin']);
    const log = await call(t.app, 'GET', `/api/v1/ops/audit?company_id=${owner.companyId}&action=chat.take`, {
      token: admin.token,
    });
    expect(log.statusCode).toBe(200);
    const entries = log.body.data.items as { actor: { name: string }; details: Record<string, unknown> }[];
    expect(entries.map((e) => [e.actor.name, e.details.previous_assignee])).toEqual([
      ['Omar Support', 'Sara Support'],
      ['Sara Support', null],
    ]);
  });

  it('two agents taking at once: one holds it, the other is told who (never both, never a silent swap)', async () => {
    const owner = await companyOwner(t, 'Inbox Race Co');
    await call(t.app, 'POST', SUPPORT, { token: owner.token, body: { body: 'Anyone?' } });
    const answers = await Promise.all([
      take(agent.token, 'support', owner.companyId),
      take(other.token, 'support', owner.companyId),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.body.data.assignee.id;
    const one = await call(t.app, 'GET', `${INBOX}/support/${owner.companyId}`, { token: agent.token });
    expect(one.body.data.assignee.id).toBe(winner);
  });

  it('refuses bad input with 4xx, and roles without ops_conversations', async () => {
    const owner = await companyOwner(t, 'Inbox Refusals');
    expect((await call(t.app, 'GET', `${INBOX}?assigned=everyone`, { token: agent.token })).statusCode).toBe(422);
    expect((await take(agent.token, 'email', owner.companyId)).statusCode).toBe(422);
    expect((await take(agent.token, 'support', 'not-a-uuid')).statusCode).toBe(422);
    expect((await take(agent.token, 'order', owner.companyId)).statusCode).toBe(404);
    expect((await take(agent.token, 'support', owner.companyId, { take_over: 'yes' })).statusCode).toBe(422);

    const finance = await opsUser(t, ['finance']);
    expect((await call(t.app, 'GET', INBOX, { token: finance.token })).statusCode).toBe(403);
    expect((await take(finance.token, 'support', owner.companyId)).statusCode).toBe(403);
    // A company member never reaches the ops inbox.
    const member = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_messages' }]);
    expect((await call(t.app, 'GET', INBOX, { token: member.token })).statusCode).toBe(403);
  });

  it('streams the chat events of every company to support agents, with the company; not to finance; companies refused', async () => {
    const alpha = await companyOwner(t, 'Stream Alpha');
    const beta = await companyOwner(t, 'Stream Beta');
    const order = await insertOrder(t, beta.companyId, { method: 'cash' });
    const stream = await openStream(base, agent.token, { path: OPS_CHAT_STREAM_PATH });
    expect(stream.status).toBe(200);
    // Finance holds the console's stream too (its queues, ADR 0044), without the conversations.
    const finance = await opsUser(t, ['finance']);
    const financeStream = await openStream(base, finance.token, { path: OPS_CHAT_STREAM_PATH });
    expect(financeStream.status).toBe(200);
    await call(t.app, 'POST', SUPPORT, { token: alpha.token, body: { body: 'Help' } });
    await call(t.app, 'POST', ORDER_CHAT, { token: beta.token, body: { reference: order.reference, body: 'Late?' } });
    await t.app.dispatchOutbox();
    const events = await stream.waitFor(2);
    expect(events.map((e) => [e.event.type, e.event.data.company_id, e.event.data.message])).toEqual([
      ['TECHNICAL_SUPPORT', alpha.companyId, 'Help'],
      ['ORDER_NEW_MESSAGE', beta.companyId, 'Late?'],
    ]);
    stream.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(financeStream.received).toEqual([]);
    financeStream.close();

    expect((await openStream(base, alpha.token, { path: OPS_CHAT_STREAM_PATH })).status).toBe(403);
  });

  it("ends an agent's stream once deactivated (next heartbeat), and every stream when the server closes", async () => {
    const own = await createTestApp({
      config: testConfig({ OUTBOX_DISPATCH_INTERVAL_MS: '0', REALTIME_HEARTBEAT_MS: '200' }),
    });
    const ownBase = await listen(own.app);
    const admin = await opsUser(own, ['admin']);
    const leaving = await opsUser(own, ['support']);
    const staying = await opsUser(own, ['support']);
    const a = await openStream(ownBase, leaving.token, { path: OPS_CHAT_STREAM_PATH });
    const b = await openStream(ownBase, staying.token, { path: OPS_CHAT_STREAM_PATH });
    expect([a.status, b.status]).toEqual([200, 200]);
    const off = await call(own.app, 'PATCH', `/api/v1/ops/users/${leaving.userId}`, {
      token: admin.token,
      body: { active: false },
    });
    expect(off.statusCode).toBe(200);
    await a.ended;
    // The other agent's stream is still open; closing the server ends it (instead of waiting on it).
    const heartbeats = b.comments;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(b.comments).toBeGreaterThan(heartbeats);
    await own.close();
    await b.ended;
  });
});
