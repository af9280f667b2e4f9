import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type EndpointDeclaration, endpoint } from '@portal/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { updateAbility } from '../ability/app-ability';
import { isApiError } from './api-error';
import { configureHttp } from './client';
import { callEndpoint, endpointQuery, mayCall, uploadToEndpoint } from './endpoint-client';
import { endpointList } from './endpoint-list';

// Issue 25.1: the browser calls an endpoint from its contract declaration alone, against a real local server: the
// method, the filled path, the query and the body come from it, and a call the role does not allow is never sent.

/** A made-up endpoint on the module "b2b_things", asking for `action` on it. */
const thing = <const E extends Omit<EndpointDeclaration, 'access' | 'summary' | 'tag'>>(action: string, e: E) =>
  endpoint({ ...e, access: { ability: { action, subject: 'b2b_things' } }, summary: 'test', tag: 'test' });

const markRead = thing('read', {
  operationId: 'markThingRead',
  method: 'POST',
  path: 'company/things/:id/read',
  params: v.object({ id: v.string() }),
  body: v.object({ note: v.string() }),
  response: v.object({ unread: v.number() }),
});
const list = thing('read', {
  operationId: 'listThings',
  method: 'GET',
  path: 'company/things',
  query: v.object({ page: v.optional(v.number()) }),
  response: v.object({ items: v.array(v.string()) }),
});
/** A multipart upload. */
const upload = thing('insert', {
  operationId: 'uploadThing',
  method: 'POST',
  path: 'company/things',
  response: v.object({ unread: v.number() }),
});
/** Takes JSON or a multipart form (a chat message: text, or text and a file), under a path with a parameter. */
const send = thing('insert', {
  operationId: 'sendThingMessage',
  method: 'POST',
  path: 'company/things/:id/messages',
  params: v.object({ id: v.string() }),
  jsonBody: v.object({ body: v.string() }),
  response: v.object({ unread: v.number() }),
});

const received: { method?: string; url?: string; type?: string; body: string }[] = [];
let server: ReturnType<typeof createServer>;
beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    received.push({ method: req.method, url: req.url, type: req.headers['content-type'], body });
    const data = req.method === 'GET' ? { items: ['a'] } : { unread: 3 };
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ status: 200, message: 'ok', data }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureHttp({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1` });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received.length = 0;
  updateAbility([{ action: 'read', subject: 'b2b_things' }]);
});

describe('endpoint client', () => {
  it('sends the declared method to the filled, encoded path with the body, and answers the data', async () => {
    const answer = await callEndpoint(markRead, { params: { id: 'a/b' }, body: { note: 'seen' } });
    expect(answer).toEqual({ unread: 3 });
    expect(received).toMatchObject([
      { method: 'POST', url: '/api/v1/company/things/a%2Fb/read', body: '{"note":"seen"}' },
    ]);
  });

  it('sends a GET with its query, and its query options carry the operationId, params and query', async () => {
    expect(await callEndpoint(list, { query: { page: 2 } })).toEqual({ items: ['a'] });
    expect(received[0]).toMatchObject({ method: 'GET', url: '/api/v1/company/things?page=2' });
    const options = endpointQuery(list, { query: { page: 2 } }, { key: ['things'] });
    expect(options.queryKey).toEqual(['things', {}, { page: 2 }]);
    expect(options.enabled).toBe(true);
  });

  it('never sends a call the role does not allow: a forbidden error, the query disabled', async () => {
    updateAbility([{ action: 'read', subject: 'b2b_other' }]);
    expect(mayCall(markRead)).toBe(false);
    const error = await callEndpoint(markRead, { params: { id: '1' }, body: { note: '' } }).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('forbidden');
    expect(isApiError(error) && error.data).toEqual({ reason: 'not_allowed' });
    expect(endpointQuery(list).enabled).toBe(false);
    expect(received).toEqual([]);
  });

  it('uploads a multipart form to an endpoint that takes one, and never one the role does not allow', async () => {
    const form = new FormData();
    form.append('amount', '100');
    form.append('receipt', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'r.pdf');
    const refused = await uploadToEndpoint(upload, form).catch((e: unknown) => e);
    expect(isApiError(refused) && refused.kind).toBe('forbidden');
    expect(received).toEqual([]);
    updateAbility([{ action: 'insert', subject: 'b2b_things' }]);
    expect(await uploadToEndpoint(upload, form)).toEqual({ unread: 3 });
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/v1/company/things' });
    expect(received[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]?.body).toContain('name="receipt"; filename="r.pdf"');
  });

  it('sends the JSON form of an endpoint that takes JSON or multipart, and its form to the filled path', async () => {
    updateAbility([{ action: 'insert', subject: 'b2b_things' }]);
    expect(await callEndpoint(send, { params: { id: 't 1' }, body: { body: 'hello' } }, { retry: false })).toEqual({
      unread: 3,
    });
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/company/things/t%201/messages',
      type: expect.stringMatching(/^application\/json/),
      body: '{"body":"hello"}',
    });
    const form = new FormData();
    form.append('body', 'with a file');
    form.append('attachment', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'a.pdf');
    expect(await uploadToEndpoint(send, { params: { id: 't 1' }, form })).toEqual({ unread: 3 });
    expect(received[1]).toMatchObject({ method: 'POST', url: '/api/v1/company/things/t%201/messages' });
    expect(received[1]?.type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it("gives a list page its endpoint's rule, its list query (fixed filters over the URL's) and its URL filters", async () => {
    const things = endpointList(list, {
      key: ['things'],
      filterKeys: ['status'],
      fixed: { page: 3 },
      refetchInterval: 5,
    });
    expect(things.access).toEqual({ action: 'read', subject: 'b2b_things' });
    expect(things.filterKeys).toEqual(['status']);
    const options = things.listQuery({ page: 1, q: 'x' });
    expect(options.queryKey).toEqual(['things', 'list', {}, { page: 3, q: 'x' }]);
    expect(options.refetchInterval).toBe(5);
    expect(typeof options.placeholderData).toBe('function');
    await options.queryFn?.({} as never);
    expect(received[0]).toMatchObject({ method: 'GET', url: '/api/v1/company/things?page=3&q=x' });
    expect(endpointList(list, { key: ['things'] }).listQuery({}).refetchInterval).toBeUndefined();
  });
});
