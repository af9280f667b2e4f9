import * as contract from '@portal/contract';
import { type EndpointDeclaration, endpointPath } from '@portal/contract';
import type { RouteOptions } from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { branchBody, referenceIds } from '../company/branches-support';
import { cardRecharge, newKey } from '../money/money-helpers';
import { contractEndpoints } from '../support/contract-endpoints';
import { call, registerAndSignIn, useTestApp } from '../support/harness';

// Issue 25.1: an endpoint declared in the contract is the route. Every declaration exported by @portal/contract is
// registered with exactly its method, path and rule, named by its operationId in the OpenAPI document, and what it
// answers validates against its declared response schema.

const declarations = contractEndpoints();

const routes: RouteOptions[] = [];
const t = useTestApp({ onRoute: (route: RouteOptions) => void routes.push(route) });

describe('declared endpoints', () => {
  it('are found in the contract, each with a unique operationId', () => {
    expect(declarations.length).toBeGreaterThanOrEqual(6);
    const ids = declarations.map((d) => d.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of declarations) expect(d.path).toMatch(/^[a-z][^?#]*[^/]$/i);
  });

  it('are registered with their method, whole path and rule, nothing restated', () => {
    for (const d of declarations) {
      const route = routes.find((r) => r.method === d.method && r.url === `/api/v1/${d.path}`);
      expect(route, `${d.method} ${d.path}`).toBeDefined();
      const config = route?.config as { auth?: string; ability?: object };
      const rule =
        'ability' in d.access
          ? { ability: d.access.ability }
          : 'ops' in d.access
            ? { ops: d.access.ops }
            : { auth: d.access.auth };
      expect(config, d.operationId).toMatchObject(rule);
    }
  });

  it('are named by their operationId in the OpenAPI document, with their security', () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
    };
    for (const d of declarations) {
      const openApiPath = `/api/v1/${d.path}`.replace(/:([A-Za-z_]\w*)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[d.method.toLowerCase()];
      expect(operation?.operationId, `${d.method} ${openApiPath}`).toBe(d.operationId);
      expect(operation?.security, d.operationId).toEqual(
        'auth' in d.access && d.access.auth === 'public' ? [] : [{ bearerAuth: [] }],
      );
    }
  });

  it('answer what their response schema declares (the notifications, read by their owner)', async () => {
    const { token } = await registerAndSignIn(t.app, undefined, 'Declared Endpoints Co');
    const { NOTIFICATION_ENDPOINTS: n } = contract;
    const answers = [
      [n.list, await call(t.app, 'GET', `/api/v1/${n.list.path}?perPage=5`, { token })],
      [n.unreadCount, await call(t.app, 'GET', `/api/v1/${n.unreadCount.path}`, { token })],
      [n.markAllRead, await call(t.app, 'POST', `/api/v1/${n.markAllRead.path}`, { token })],
      [n.preferences, await call(t.app, 'GET', `/api/v1/${n.preferences.path}`, { token })],
    ] as const;
    for (const [declaration, answer] of answers) {
      expect(answer.statusCode, declaration.operationId).toBe(200);
      expect(v.safeParse(declaration.response, answer.body.data).success, declaration.operationId).toBe(true);
    }
    expect(endpointPath(n.markRead, { id: 'a b' })).toBe('company/notifications/a%20b/read');
  });

  it('answer what their response schema declares (a resource: a branch created, read, listed, deleted)', async () => {
    const { token } = await registerAndSignIn(t.app, undefined, 'Declared Resource Co');
    const { BRANCH_ENDPOINTS: b } = contract;
    const created = await call(t.app, 'POST', `/api/v1/${b.create.path}`, {
      token,
      body: branchBody(await referenceIds(t.app)),
    });
    expect(created.statusCode).toBe(201);
    const id = (created.body.data as { id: string }).id;
    const answers = [
      [b.create, created],
      [b.get, await call(t.app, 'GET', `/api/v1/${endpointPath(b.get, { id })}`, { token })],
      [b.list, await call(t.app, 'GET', `/api/v1/${b.list.path}?perPage=5`, { token })],
      [b.remove, await call(t.app, 'DELETE', `/api/v1/${endpointPath(b.remove, { id })}`, { token })],
    ] as const;
    for (const [declaration, answer] of answers) {
      expect(answer.statusCode, declaration.operationId).toBeLessThan(300);
      expect(v.safeParse(declaration.response, answer.body.data).success, declaration.operationId).toBe(true);
    }
  });

  it('answer what their response schema declares (money: a card recharge through the test gateway, then every read)', async () => {
    const { token } = await registerAndSignIn(t.app, undefined, 'Declared Money Co');
    const { GATEWAY_ENDPOINTS: g, PAYMENT_ENDPOINTS: p, REFUND_ENDPOINTS: r, TRANSACTION_ENDPOINTS: x } = contract;
    const { SPENDING_ENDPOINTS: s, TRANSFER_ENDPOINTS: tr, WALLET_ENDPOINTS: w, INVOICE_ENDPOINTS: i } = contract;
    const { started, session, completed, paymentId } = await cardRecharge(t, token, 50_000, 'success');
    const get = (path: string) => call(t.app, 'GET', `/api/v1/${path}`, { token });
    const invoices = await get(`${i.list.path}?perPage=5`);
    const invoiceId = (invoices.body.data as { items: { id: string }[] }).items[0]?.id ?? '';
    const today = t.clock.now().toISOString().slice(0, 10);
    const answers = [
      [p.rechargeByCard, started],
      [g.completeTestSession, completed],
      [g.testSession, await call(t.app, 'GET', `/api/v1/${endpointPath(g.testSession, { id: session })}`)],
      [w.wallet, await get(w.wallet.path)],
      [w.canDeduct, await call(t.app, 'POST', `/api/v1/${w.canDeduct.path}`, { token, body: { amount: 100 } })],
      [
        w.deduct,
        await call(t.app, 'POST', `/api/v1/${w.deduct.path}`, {
          token,
          body: { amount: 100 },
          headers: { 'idempotency-key': newKey() },
        }),
      ],
      [p.list, await get(`${p.list.path}?perPage=5`)],
      [p.get, await get(endpointPath(p.get, { id: paymentId }))],
      [x.list, await get(`${x.list.path}?perPage=5`)],
      [x.statement, await get(`${x.statement.path}?date_from=${today}&date_to=${today}`)],
      [tr.list, await get(`${tr.list.path}?perPage=5`)],
      [r.list, await get(r.list.path)],
      [s.overview, await get(s.overview.path)],
      [i.list, invoices],
      [i.get, await get(endpointPath(i.get, { id: invoiceId }))],
    ] as const satisfies readonly (readonly [EndpointDeclaration, unknown])[];
    for (const [declaration, answer] of answers as readonly (readonly [EndpointDeclaration, typeof started])[]) {
      expect(answer.statusCode, declaration.operationId).toBe(declaration.created ? 201 : 200);
      expect(answer.body.message, declaration.operationId).toBeTypeOf('string');
      expect(v.safeParse(declaration.response, answer.body.data).success, declaration.operationId).toBe(true);
    }
  });
});
