import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAT_ATTACHMENT_MAX_BYTES, type ChatMessage } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyOwner, memberWith, multipartBody, samplePdf, samplePng } from '../company/account-helpers';
import { insertOrder } from '../fulfilment/orders-operations-helpers';
import { opsUser } from '../money/money-helpers';
import { call, testConfig, useTestApp } from '../support/harness';
import { listen, openStream } from '../support/sse-client';

// Issue 12.3 (+ the chat parts of 12.7): the order chat and the support chat, company ↔ ops — text and
// attachments (magic bytes, ≤ 10 MB), read receipts, unread counts, scoping, and each message's event on the
// stream of its company only.

const ORDER_CHAT = '/api/v1/company/orders/orderMessage';
const SUPPORT = '/api/v1/company/chat/support';
const UNREAD = '/api/v1/company/chat/unread';

// Its own files folder: the refusal test checks that nothing is left behind in it.
const config = testConfig({
  OUTBOX_DISPATCH_INTERVAL_MS: '0',
  FILES_DIR: mkdtempSync(join(tmpdir(), 'portal-chat-files-')),
});
let base: string;
let ops: { token: string };
const t = useTestApp({ config });
beforeAll(async () => {
  base = await listen(t.app);
  ops = await opsUser(t);
});

const upload = (
  url: string,
  token: string,
  file: Parameters<typeof multipartBody>[0],
  fields: Record<string, string>,
) => {
  t.clock.advanceSeconds(1);
  const { payload, contentType } = multipartBody(file, fields);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, lang: 'en' },
  });
};

describe('order chat', () => {
  it('company and ops exchange text and files; read receipts and unread counts follow', async () => {
    const owner = await companyOwner(t, 'Chat Company');
    const order = await insertOrder(t, owner.companyId, { method: 'cash' });
    const sent = await call(t.app, 'POST', ORDER_CHAT, {
      token: owner.token,
      body: { reference: order.reference, body: 'The leak is under the sink' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.body.data).toMatchObject({ sender_kind: 'company', body: 'The leak is under the sink', read_at: null });
    t.clock.advanceSeconds(1);

    const reply = await call(t.app, 'POST', `/api/v1/ops/chat/orders/${order.id}/messages`, {
      token: ops.token,
      body: { body: 'A plumber is on the way' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.body.data).toMatchObject({ sender_kind: 'ops', sender_name: 'Ops Agent' });
    const photo = await upload(
      ORDER_CHAT,
      owner.token,
      { field: 'attachment', filename: 'sink.png', contentType: 'image/png', data: samplePng() },
      { reference: order.reference.toLowerCase(), body: '' },
    );
    expect(photo.statusCode).toBe(201);
    const photoMessage = photo.json().data as ChatMessage;
    expect(photoMessage.attachment).toMatchObject({ name: 'sink.png', mime: 'image/png' });

    // Ops sees the company's messages; the company has one unread (ops') message.
    const opsList = await call(t.app, 'GET', `/api/v1/ops/chat/orders/${order.id}/messages`, { token: ops.token });
    expect((opsList.body.data as ChatMessage[]).map((m) => m.sender_kind)).toEqual(['company', 'ops', 'company']);
    expect((await call(t.app, 'GET', UNREAD, { token: owner.token })).body.data).toEqual({
      orders: 1,
      support: 0,
      total: 1,
    });
    const read = await call(t.app, 'POST', `${ORDER_CHAT}/read`, {
      token: owner.token,
      body: { reference: order.reference },
    });
    expect(read.body.data).toEqual({ read: 1 });
    expect((await call(t.app, 'GET', UNREAD, { token: owner.token })).body.data).toMatchObject({ total: 0 });
    // Ops reading sets the company's messages' read receipts.
    expect(
      (await call(t.app, 'POST', `/api/v1/ops/chat/orders/${order.id}/read`, { token: ops.token })).body.data,
    ).toEqual({ read: 2 });
    const list = await call(t.app, 'GET', `${ORDER_CHAT}?reference=${order.reference}`, { token: owner.token });
    const messages = list.body.data as ChatMessage[];
    expect(messages).toHaveLength(3);
    expect(messages.every((m) => m.read_at !== null)).toBe(true);

    const file = await t.app.inject({
      method: 'GET',
      url: `${ORDER_CHAT}/${photoMessage.id}/file?reference=${order.reference}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(0, 4)).toEqual(samplePng().subarray(0, 4));
  });

  it('takes at most 10 files a minute per conversation: 429 with retry_after, text and other orders unaffected', async () => {
    const owner = await companyOwner(t, 'Chat Flood Co');
    const order = await insertOrder(t, owner.companyId, { method: 'cash' });
    const other = await insertOrder(t, owner.companyId, { method: 'cash' });
    const png = (reference: string) =>
      upload(
        ORDER_CHAT,
        owner.token,
        { field: 'attachment', filename: 'p.png', contentType: 'image/png', data: samplePng() },
        { reference, body: '' },
      );
    // Each upload advances the clock one second: ten files in ten seconds.
    for (let n = 1; n <= 10; n++) expect((await png(order.reference)).statusCode).toBe(201);
    const before = await readdir(config.filesDir);
    const refused = await png(order.reference);
    expect(refused.statusCode).toBe(429);
    // The first of the ten was sent 10 s ago: its minute ends in 50 s.
    expect(refused.json().data).toEqual({ retry_after: 50, reason: 'chat.attachment_rate' });
    expect(refused.headers['retry-after']).toBe('50');
    expect(refused.json().message).toBe(
      'Many files were just sent in this conversation: send the next one in 50 seconds',
    );
    expect(await readdir(config.filesDir)).toEqual(before);
    const text = await call(t.app, 'POST', ORDER_CHAT, {
      token: owner.token,
      body: { reference: order.reference, body: 'Text still goes through' },
    });
    expect(text.statusCode).toBe(201);
    expect((await png(other.reference)).statusCode).toBe(201);
    t.clock.advanceSeconds(50);
    expect((await png(order.reference)).statusCode).toBe(201);
  });

  it('refuses an empty text, a file that is not PDF/PNG/JPEG (422) and one over 10 MB (413), keeping no file', async () => {
    const owner = await companyOwner(t, 'Chat Refusals Co');
    const order = await insertOrder(t, owner.companyId, { method: 'cash' });
    const empty = await call(t.app, 'POST', ORDER_CHAT, {
      token: owner.token,
      body: { reference: order.reference, body: '  ' },
      headers: { lang: 'en' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.body.errors).toEqual({ body: ['This field is required'] });
    const before = await readdir(config.filesDir);
    const exe = await upload(
      ORDER_CHAT,
      owner.token,
      {
        field: 'attachment',
        filename: 'photo.png',
        contentType: 'image/png',
        data: Buffer.from('MZ\x90\x00not an image'),
      },
      { reference: order.reference },
    );
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors).toEqual({ attachment: ['The file must be a PDF, JPEG or PNG'] });
    const big = await upload(
      ORDER_CHAT,
      owner.token,
      {
        field: 'attachment',
        filename: 'big.pdf',
        contentType: 'application/pdf',
        data: Buffer.concat([samplePdf(), Buffer.alloc(CHAT_ATTACHMENT_MAX_BYTES)]),
      },
      { reference: order.reference },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().errors).toEqual({ attachment: ['The file may not be larger than 10 MB'] });
    expect(await readdir(config.filesDir)).toEqual(before);
    const list = await call(t.app, 'GET', `${ORDER_CHAT}?reference=${order.reference}`, { token: owner.token });
    expect(list.body.data).toEqual([]);
  });

  it("is 404 for another company's order, and needs the permissions of spec §6", async () => {
    const a = await companyOwner(t, 'Chat Owner A');
    const b = await companyOwner(t, 'Chat Owner B');
    const order = await insertOrder(t, a.companyId, { method: 'cash' });
    const read = await call(t.app, 'GET', `${ORDER_CHAT}?reference=${order.reference}`, { token: b.token });
    expect(read.statusCode).toBe(404);
    const write = await call(t.app, 'POST', ORDER_CHAT, {
      token: b.token,
      body: { reference: order.reference, body: 'hi' },
    });
    expect(write.statusCode).toBe(404);
    const readOnly = await memberWith(t, a.companyId, [{ action: 'read', subject: 'b2b_orders' }]);
    expect(
      (await call(t.app, 'GET', `${ORDER_CHAT}?reference=${order.reference}`, { token: readOnly.token })).statusCode,
    ).toBe(200);
    const refused = await call(t.app, 'POST', ORDER_CHAT, {
      token: readOnly.token,
      body: { reference: order.reference, body: 'hi' },
    });
    expect(refused.statusCode).toBe(403);
    // Company accounts cannot use the ops API.
    expect(
      (await call(t.app, 'GET', `/api/v1/ops/chat/orders/${order.id}/messages`, { token: a.token })).statusCode,
    ).toBe(403);
  });
});

describe('support chat (TECHNICAL_SUPPORT)', () => {
  it('round-trips company ↔ ops with a PDF, read receipts and the unread badge', async () => {
    // Each message a second later than the last (the clock of the tests stands still otherwise).
    const owner = await companyOwner(t, 'Support Chat Co');
    expect((await call(t.app, 'GET', SUPPORT, { token: owner.token })).body.data).toEqual([]);
    const asked = await upload(
      SUPPORT,
      owner.token,
      { field: 'attachment', filename: 'invoice.pdf', contentType: 'application/pdf', data: samplePdf() },
      { body: 'This invoice looks wrong' },
    );
    expect(asked.statusCode).toBe(201);
    t.clock.advanceSeconds(1);
    const answered = await call(t.app, 'POST', `/api/v1/ops/chat/support/${owner.companyId}/messages`, {
      token: ops.token,
      body: { body: 'We are checking it' },
    });
    expect(answered.statusCode).toBe(201);
    const opsView = await call(t.app, 'GET', `/api/v1/ops/chat/support/${owner.companyId}/messages`, {
      token: ops.token,
    });
    expect(opsView.body.data).toHaveLength(2);
    expect((await call(t.app, 'GET', UNREAD, { token: owner.token })).body.data).toEqual({
      orders: 0,
      support: 1,
      total: 1,
    });
    await call(t.app, 'POST', `${SUPPORT}/read`, { token: owner.token });
    expect((await call(t.app, 'GET', UNREAD, { token: owner.token })).body.data).toMatchObject({ support: 0 });
    await call(t.app, 'POST', `/api/v1/ops/chat/support/${owner.companyId}/read`, { token: ops.token });
    const mine = (await call(t.app, 'GET', SUPPORT, { token: owner.token })).body.data as ChatMessage[];
    expect(mine.map((m) => [m.sender_kind, m.body, m.read_at !== null])).toEqual([
      ['company', 'This invoice looks wrong', true],
      ['ops', 'We are checking it', true],
    ]);
    expect(mine[0]!.attachment).toMatchObject({ name: 'invoice.pdf', mime: 'application/pdf' });
    // Another company never sees it, nor its file.
    const other = await companyOwner(t, 'Support Other Co');
    expect((await call(t.app, 'GET', SUPPORT, { token: other.token })).body.data).toEqual([]);
    const foreignFile = await t.app.inject({
      method: 'GET',
      url: `${SUPPORT}/${mine[0]!.id}/file`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(foreignFile.statusCode).toBe(404);
    const unknownCompany = await call(
      t.app,
      'GET',
      '/api/v1/ops/chat/support/7b0c4a36-9d5f-4a8e-8f00-000000000000/messages',
      {
        token: ops.token,
      },
    );
    expect(unknownCompany.statusCode).toBe(404);
  });
});

describe('chat events on the stream', () => {
  it("deliver each message live to its company; a user of company B never receives A's chat events", async () => {
    const a = await companyOwner(t, 'Chat Stream A');
    const b = await companyOwner(t, 'Chat Stream B');
    const order = await insertOrder(t, a.companyId, { method: 'cash' });
    const streamA = await openStream(base, a.token);
    const streamB = await openStream(base, b.token);
    expect(streamA.status).toBe(200);
    await call(t.app, 'POST', `/api/v1/ops/chat/orders/${order.id}/messages`, {
      token: ops.token,
      body: { body: 'On the way' },
    });
    await call(t.app, 'POST', `/api/v1/ops/chat/support/${a.companyId}/messages`, {
      token: ops.token,
      body: { body: 'Hello' },
    });
    await t.app.dispatchOutbox();
    const received = await streamA.waitFor(2);
    expect(received.map((r) => r.event.type)).toEqual(['ORDER_NEW_MESSAGE', 'TECHNICAL_SUPPORT']);
    expect(received[0]!.event.data).toMatchObject({
      chat: 'order',
      reference: order.reference,
      user: { id: expect.any(String), name: 'Ops Agent' },
      message: 'On the way',
    });
    // B writes in its own support chat: its stream gets that one only.
    await call(t.app, 'POST', SUPPORT, { token: b.token, body: { body: 'B asks' } });
    await t.app.dispatchOutbox();
    await streamB.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(streamB.received.map((r) => r.event.data.message)).toEqual(['B asks']);
    expect(streamA.received).toHaveLength(2);
    streamA.close();
    streamB.close();
  });
});

describe('hostile input (issue 16.2)', () => {
  it('a reference or a text with a NUL character is a 422 (JSON or multipart), never a 500', async () => {
    const owner = await companyOwner(t, 'Chat NUL Company');
    const order = await insertOrder(t, owner.companyId, { method: 'cash' });
    const answers = [
      await call(t.app, 'POST', ORDER_CHAT, { token: owner.token, body: { reference: 'ORD\u0000', body: 'hi' } }),
      await call(t.app, 'POST', ORDER_CHAT, {
        token: owner.token,
        body: { reference: order.reference, body: 'a\u0000b' },
      }),
      await call(t.app, 'POST', SUPPORT, { token: owner.token, body: { body: 'a\u0000b' } }),
      await call(t.app, 'GET', `${ORDER_CHAT}?reference=ORD%00`, { token: owner.token }),
      await call(t.app, 'POST', `${ORDER_CHAT}/read`, { token: owner.token, body: { reference: 'ORD\u0000' } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([422, 422, 422, 422, 422]);
    const form = await upload(
      ORDER_CHAT,
      owner.token,
      { field: 'attachment', filename: 'a.png', contentType: 'image/png', data: samplePng() },
      { reference: 'ORD\u0000', body: '' },
    );
    expect(form.statusCode).toBe(422);
  });
});
