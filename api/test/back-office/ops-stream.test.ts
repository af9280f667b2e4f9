import { OPS_EVENT_STREAM_ROUTE, OPS_QUEUE_CHANGED_EVENT } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyOwner, multipartBody, samplePdf } from '../company/account-helpers';
import { cardRecharge, newKey, opsUser } from '../money/money-helpers';
import { answers, branchIn, catalogServices, serviceByCode } from '../sales/package-helpers';
import { call, testConfig, useTestApp } from '../support/harness';
import { listen, openStream, type TestStream } from '../support/sse-client';

// Issue 27.3 (ADR 0044): the console lives on one ops stream. Each kind of item a company adds to an ops queue —
// a bank transfer uploaded, a quotation above the automatic limit, a refund asked for, a certificate to verify,
// a support message — comes on it, each only to the roles that read its queue; a company stream never carries the
// queue events.

const OPS_STREAM = `/api/v1${OPS_EVENT_STREAM_ROUTE}`;

let base: string;
let owner: Awaited<ReturnType<typeof companyOwner>>;
const t = useTestApp({ config: testConfig({ OUTBOX_DISPATCH_INTERVAL_MS: '0' }) });
beforeAll(async () => {
  base = await listen(t.app);
  owner = await companyOwner(t, 'Live Queue Co');
  await cardRecharge(t, owner.token, 100_000, 'success');
});

const upload = (url: string, field: string, fields: Record<string, string> = {}) => {
  const body = multipartBody({ field, filename: 'doc.pdf', contentType: 'application/pdf', data: samplePdf() }, fields);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': body.contentType, 'idempotency-key': newKey() },
    payload: body.payload,
  });
};

/** One item of each kind, as the company's screens send them. */
async function addOneOfEach() {
  const transfer = await upload('/api/v1/company/wallets/walletTempTransaction', 'receipt', { amount: '1500' });
  expect(transfer.statusCode).toBe(201);
  const services = await catalogServices(t, owner.token);
  const branch = await branchIn(t, owner.companyId, 'Olaya');
  const cleaning = serviceByCode(services, 'general_cleaning').id;
  const quotation = await call(t.app, 'POST', '/api/v1/company/quotations', {
    token: owner.token,
    body: answers([branch], [{ service_id: cleaning, quantity: 100_000 }], { frequency: 'daily', period_months: 24 }),
  });
  expect(quotation.body.data.status).toBe('submitted');
  // A quotation within the automatic limit waits for nobody: no queue event.
  const small = await call(t.app, 'POST', '/api/v1/company/quotations', {
    token: owner.token,
    body: answers([branch], [{ service_id: cleaning, quantity: 50 }]),
  });
  expect(small.body.data?.status, JSON.stringify(small.body)).toBe('approved');
  const refund = await call(t.app, 'POST', '/api/v1/company/wallets/refunds', {
    token: owner.token,
    body: { amount: 10_000, iban: 'SA03 8000 0000 6080 1016 7519', account_name: 'Live Queue Co' },
    headers: { 'idempotency-key': newKey() },
  });
  expect(refund.statusCode).toBe(201);
  const certificate = await upload(`/api/v1/company/company/${owner.companyId}/certificates/cr`, 'file');
  expect(certificate.statusCode).toBe(201);
  const message = await call(t.app, 'POST', '/api/v1/company/chat/support', {
    token: owner.token,
    body: { body: 'Is my transfer in?' },
  });
  expect(message.statusCode).toBeLessThan(300);
  await t.app.dispatchOutbox();
  return { transferId: transfer.json().data.id as string };
}

const kinds = (stream: TestStream) =>
  stream.received.map((r) =>
    r.event.type === OPS_QUEUE_CHANGED_EVENT ? `${r.event.type}:${String(r.event.data.queue)}` : r.event.type,
  );
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the ops event stream', () => {
  it('carries each kind of new queue item and a decision to the roles that read its queue, never to a company stream', async () => {
    const admin = await opsUser(t, ['admin']);
    const finance = await opsUser(t, ['finance']);
    const support = await opsUser(t, ['support']);
    const streams = {
      admin: await openStream(base, admin.token, { path: OPS_STREAM }),
      finance: await openStream(base, finance.token, { path: OPS_STREAM }),
      support: await openStream(base, support.token, { path: OPS_STREAM }),
      company: await openStream(base, owner.token),
    };
    expect(Object.values(streams).map((s) => s.status)).toEqual([200, 200, 200, 200]);

    const { transferId } = await addOneOfEach();
    await streams.admin.waitFor(5);
    await settle();

    expect(kinds(streams.admin)).toEqual([
      'OPS_QUEUE_CHANGED:transfers_pending',
      'OPS_QUEUE_CHANGED:quotations_awaiting',
      'OPS_QUEUE_CHANGED:refunds_pending',
      'OPS_QUEUE_CHANGED:companies_to_verify',
      'TECHNICAL_SUPPORT',
    ]);
    expect(streams.admin.received.every((r) => r.event.data.company_id === owner.companyId)).toBe(true);
    // Finance reads transfers, quotations and refunds (and companies: everyone), not the conversations.
    expect(kinds(streams.finance)).toEqual([
      'OPS_QUEUE_CHANGED:transfers_pending',
      'OPS_QUEUE_CHANGED:quotations_awaiting',
      'OPS_QUEUE_CHANGED:refunds_pending',
      'OPS_QUEUE_CHANGED:companies_to_verify',
    ]);
    expect(kinds(streams.support)).toEqual(['OPS_QUEUE_CHANGED:companies_to_verify', 'TECHNICAL_SUPPORT']);
    // The company's own stream got its wallet and chat events, and none of the ops queue's.
    expect(streams.company.received.length).toBeGreaterThan(0);
    expect(kinds(streams.company).filter((kind) => kind.startsWith(OPS_QUEUE_CHANGED_EVENT))).toEqual([]);

    // An agent's decision changes the queue too: the other agents' open queues drop the item at once.
    const confirmed = await call(t.app, 'POST', `/api/v1/ops/wallets/temp-transactions/${transferId}/confirm`, {
      token: finance.token,
      headers: { 'idempotency-key': newKey() },
    });
    expect(confirmed.statusCode).toBe(200);
    await t.app.dispatchOutbox();
    await streams.admin.waitFor(6);
    expect(kinds(streams.admin).at(-1)).toBe('OPS_QUEUE_CHANGED:transfers_pending');
    await settle();
    expect(kinds(streams.company).filter((kind) => kind.startsWith(OPS_QUEUE_CHANGED_EVENT))).toEqual([]);

    for (const stream of Object.values(streams)) stream.close();
  });

  it('is refused to company accounts', async () => {
    expect((await openStream(base, owner.token, { path: OPS_STREAM })).status).toBe(403);
  });
});
