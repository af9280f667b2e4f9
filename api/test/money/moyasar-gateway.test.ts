import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moyasarGateway } from '../../src/money/payments/gateway/moyasar-gateway';
import { companyOwner } from '../company/account-helpers';
import { call, testConfig, useTestApp } from '../support/harness';
import { post, walletOf } from './money-helpers';

// The Moyasar adapter against a local fake of its API on 127.0.0.1 (no network): hosted invoice creation with
// basic auth, webhook secret check, and the outcome always read back from the (fake) API.

interface FakeInvoice {
  id: string;
  status: string;
  amount: number;
  currency: string;
  url: string;
  callback_url: string;
}

const SECRET_KEY = 'sk_test_fake';
const WEBHOOK_SECRET = 'whsec_fake_secret';
const invoices = new Map<string, FakeInvoice>();
const seenAuth: string[] = [];
let server: Server;
let apiUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    seenAuth.push(request.headers.authorization ?? '');
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.headers.authorization !== `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`) {
        return json(401, { type: 'authentication_error' });
      }
      if (request.method === 'POST' && request.url === '/v1/invoices') {
        const input = JSON.parse(body) as { amount: number; currency: string; callback_url: string };
        const id = `inv_${invoices.size + 1}`;
        const invoice = {
          id,
          status: 'initiated',
          amount: input.amount,
          currency: input.currency,
          url: `https://checkout.fake/${id}`,
          callback_url: input.callback_url,
        };
        invoices.set(id, invoice);
        return json(201, invoice);
      }
      const match = /^\/v1\/invoices\/([\w-]+)$/.exec(request.url ?? '');
      if (request.method === 'GET' && match) {
        const invoice = invoices.get(match[1]!);
        return invoice ? json(200, invoice) : json(404, { type: 'invalid_request_error' });
      }
      json(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
const t = useTestApp(() => ({
  config: testConfig({
    PAYMENT_GATEWAY: 'moyasar',
    MOYASAR_API_URL: apiUrl,
    MOYASAR_SECRET_KEY: SECRET_KEY,
    MOYASAR_PUBLISHABLE_KEY: 'pk_test_fake',
    MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
  }),
}));

const webhook = (invoiceId: string, secret: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/public/payments/callback/moyasar',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      id: 'evt_1',
      type: 'payment_paid',
      secret_token: secret,
      data: { id: 'pay_1', status: 'paid', amount: 999_999, invoice_id: invoiceId },
    }),
  });

describe('Moyasar adapter', () => {
  it('creates a hosted invoice, settles only once the API says paid, and checks the webhook secret', async () => {
    const owner = await companyOwner(t, 'Moyasar Co');
    const started = await post(t, '/api/v1/company/wallets/walletPayment', owner.token, { amount: 12_345 });
    expect(started.statusCode).toBe(201);
    expect(started.body.data.redirect_url).toMatch(/^https:\/\/checkout\.fake\/inv_\d+$/);
    const invoiceId = started.body.data.payment.gateway_reference as string;
    expect(invoices.get(invoiceId)).toMatchObject({
      amount: 12_345,
      currency: 'SAR',
      callback_url: 'http://localhost:8080/api/v1/public/payments/callback/moyasar',
    });

    // The webhook claims paid but the API still says initiated: nothing is posted.
    expect((await webhook(invoiceId, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await walletOf(t, owner.token)).balance).toBe(0);
    // A forged secret is refused.
    invoices.get(invoiceId)!.status = 'paid';
    expect((await webhook(invoiceId, 'guessed')).statusCode).toBe(401);
    expect((await walletOf(t, owner.token)).balance).toBe(0);
    // The genuine webhook, twice: paid once, for the API's amount (not the webhook body's).
    expect((await webhook(invoiceId, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await webhook(invoiceId, WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await walletOf(t, owner.token)).balance).toBe(12_345);
    const refreshed = await call(
      t.app,
      'POST',
      `/api/v1/company/wallets/walletPayment/${started.body.data.payment.id}/refresh`,
      {
        token: owner.token,
      },
    );
    expect(refreshed.body.data).toMatchObject({ status: 'paid', gateway: 'moyasar' });
    expect((await walletOf(t, owner.token)).balance).toBe(12_345);
    // The test gateway does not exist when Moyasar is configured.
    expect(
      (await call(t.app, 'GET', '/api/v1/public/test-gateway/sessions/tg_000000000000000000000000')).statusCode,
    ).toBe(404);
  });

  it('reports an unreachable or refusing gateway as 502, and a failed invoice as failed', async () => {
    const down = moyasarGateway({
      apiUrl: 'http://127.0.0.1:1/v1',
      secretKey: 'x',
      publishableKey: 'p',
      webhookSecret: 'w',
      timeoutMs: 2_000,
    });
    await expect(down.fetchPayment('inv_1')).rejects.toMatchObject({ statusCode: 502 });
    const wrongKey = moyasarGateway({
      apiUrl,
      secretKey: 'wrong',
      publishableKey: 'p',
      webhookSecret: 'w',
      timeoutMs: 2_000,
    });
    await expect(wrongKey.fetchPayment('inv_1')).rejects.toMatchObject({
      statusCode: 502,
      messageKey: 'money.gateway_refused',
    });
    const gateway = moyasarGateway({
      apiUrl,
      secretKey: SECRET_KEY,
      publishableKey: 'p',
      webhookSecret: WEBHOOK_SECRET,
      timeoutMs: 2_000,
    });
    const created = await gateway.createPayment({
      paymentId: 'p1',
      amount: 500,
      currency: 'SAR',
      description: 'x',
      returnUrl: 'r',
      callbackUrl: 'c',
    });
    invoices.get(created.reference)!.status = 'failed';
    expect(await gateway.fetchPayment(created.reference)).toMatchObject({ status: 'failed', failureCode: 'declined' });
    expect(() => gateway.verifyCallback({ headers: {}, rawBody: 'not json' })).toThrow();
    expect(seenAuth.every((header) => header.startsWith('Basic '))).toBe(true);
  });
});
