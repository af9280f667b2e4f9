import { beforeAll, describe, expect, it } from 'vitest';
import { companyOwner } from '../company/account-helpers';
import { insertOrder, providerAccount } from '../fulfilment/orders-operations-helpers';
import { cardRecharge, newKey, opsUser, post, sendReceipt } from '../money/money-helpers';
import { answers, branchIn, catalogServices, serviceByCode } from '../sales/package-helpers';
import { call, useTestApp } from '../support/harness';

// Issue 27.2: every ops decision leaves exactly one row in the audit log — who, what, on what, in which company and
// why — read back through GET ops/audit and its filters. An idempotent repeat adds none, and neither does a refused
// action. Each case has its own ops agent, so `?actor=` isolates its rows.

const t = useTestApp();
let auditor: { token: string };
beforeAll(async () => {
  auditor = await opsUser(t, ['admin'], 'Audit Reader');
});

type Entry = {
  actor: { id: string; name: string };
  action: string;
  target: { type: string; id: string | null };
  company: { id: string; name: { en: string } } | null;
  details: Record<string, unknown>;
};

async function audit(filters: Record<string, string>): Promise<Entry[]> {
  const answer = await call(t.app, 'GET', `/api/v1/ops/audit?${new URLSearchParams(filters)}&perPage=100`, {
    token: auditor.token,
  });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data.total).toBe(answer.body.data.items.length);
  return answer.body.data.items as Entry[];
}

/** The one row the agent left, found the same through each filter of the log. */
async function onlyRow(agent: { userId: string }, action: string, companyId: string): Promise<Entry> {
  const byActor = await audit({ actor: agent.userId });
  expect(byActor).toHaveLength(1);
  const [row] = byActor;
  expect(await audit({ actor: agent.userId, action })).toEqual([row]);
  expect((await audit({ action, company_id: companyId })).filter((entry) => entry.actor.id === agent.userId)).toEqual([
    row,
  ]);
  expect(row!.company?.id).toBe(companyId);
  return row!;
}

async function uploadTransfer(token: string, amount: number) {
  const answer = await sendReceipt(t, token, { amount: String(amount) });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.id as string;
}

const TRANSFERS = '/api/v1/ops/wallets/temp-transactions';

describe('ops audit log', () => {
  it('a transfer confirm is one row, repeated with the same Idempotency-Key; a second confirm (409) adds none', async () => {
    const owner = await companyOwner(t, 'Audit Transfer Co');
    const agent = await opsUser(t, ['finance'], 'Khalid Finance');
    const id = await uploadTransfer(owner.token, 250_000);
    const key = newKey();
    const confirmed = await post(t, `${TRANSFERS}/${id}/confirm`, agent.token, {}, key);
    expect(confirmed.statusCode).toBe(200);
    // The repeat answers the stored result (not a 409): the action did not run again.
    const replay = await post(t, `${TRANSFERS}/${id}/confirm`, agent.token, {}, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.body.data).toEqual(confirmed.body.data);
    expect((await post(t, `${TRANSFERS}/${id}/confirm`, agent.token, {})).statusCode).toBe(409);
    const row = await onlyRow(agent, 'transfer.confirm', owner.companyId);
    expect(row).toMatchObject({
      actor: { id: agent.userId, name: 'Khalid Finance' },
      target: { type: 'transfer', id },
      company: { name: { en: 'Audit Transfer Co' } },
      details: { amount: 250_000 },
    });
    expect(row.details).not.toHaveProperty('reason');
    // The console's search box: a part of the actor's name or of the company's name finds it, in any case.
    expect((await audit({ q: 'khalid fin' })).map((entry) => entry.actor.id)).toContain(agent.userId);
    expect((await audit({ q: 'audit transfer' })).map((entry) => entry.company?.id)).toEqual([owner.companyId]);
    expect(await audit({ q: 'no such name anywhere' })).toEqual([]);
  });

  it('a transfer reject is one row with its reason; a reject without reason (422) or by a role without the rule (403) adds none', async () => {
    const owner = await companyOwner(t, 'Audit Reject Co');
    const agent = await opsUser(t, ['finance']);
    const dispatcher = await opsUser(t, ['dispatch']);
    const id = await uploadTransfer(owner.token, 90_000);
    expect((await post(t, `${TRANSFERS}/${id}/reject`, agent.token, {})).statusCode).toBe(422);
    expect((await post(t, `${TRANSFERS}/${id}/reject`, dispatcher.token, { reason: 'No' })).statusCode).toBe(403);
    expect(await audit({ actor: agent.userId })).toEqual([]);
    expect(await audit({ actor: dispatcher.userId })).toEqual([]);
    const reason = 'The receipt shows a different amount';
    expect((await post(t, `${TRANSFERS}/${id}/reject`, agent.token, { reason })).statusCode).toBe(200);
    const row = await onlyRow(agent, 'transfer.reject', owner.companyId);
    expect(row).toMatchObject({ target: { type: 'transfer', id }, details: { amount: 90_000, reason } });
  });

  it('a credit line change is one row with the limits and the reason', async () => {
    const owner = await companyOwner(t, 'Audit Credit Co');
    const agent = await opsUser(t, ['finance']);
    const url = `/api/v1/ops/companies/${owner.companyId}/credit-line`;
    expect((await call(t.app, 'PUT', url, { token: agent.token, body: { limit: -5, reason: 'x' } })).statusCode).toBe(
      422,
    );
    const reason = 'Signed the annual contract';
    const changed = await call(t.app, 'PUT', url, { token: agent.token, body: { limit: 5_000_000, reason } });
    expect(changed.statusCode).toBe(200);
    const row = await onlyRow(agent, 'credit_line.update', owner.companyId);
    expect(row).toMatchObject({
      target: { type: 'company', id: owner.companyId },
      details: { from: 0, to: 5_000_000, reason },
    });
  });

  it('a refund paid and a refund rejected are one row each; paying again (409) adds none', async () => {
    const owner = await companyOwner(t, 'Audit Refund Co');
    const payer = await opsUser(t, ['finance']);
    const rejecter = await opsUser(t, ['finance']);
    await cardRecharge(t, owner.token, 100_000, 'success');
    const ask = async (amount: number) => {
      const answer = await post(t, '/api/v1/company/wallets/refunds', owner.token, {
        amount,
        iban: 'SA03 8000 0000 6080 1016 7519',
        account_name: 'Audit Refund Co',
      });
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data.id as string;
    };
    const first = await ask(30_000);
    const second = await ask(20_000);
    const paid = { bank_reference: 'SNB-1' };
    expect((await post(t, `/api/v1/ops/wallets/refunds/${first}/pay`, payer.token, paid)).statusCode).toBe(200);
    expect((await post(t, `/api/v1/ops/wallets/refunds/${first}/pay`, payer.token, paid)).statusCode).toBe(409);
    expect((await onlyRow(payer, 'refund.pay', owner.companyId)).target).toEqual({ type: 'refund', id: first });
    const reason = 'The IBAN belongs to another company';
    expect((await post(t, `/api/v1/ops/wallets/refunds/${second}/reject`, rejecter.token, { reason })).statusCode).toBe(
      200,
    );
    const row = await onlyRow(rejecter, 'refund.reject', owner.companyId);
    expect(row).toMatchObject({ target: { type: 'refund', id: second }, details: { amount: 20_000, reason } });
  });

  it('a quotation approved and a quotation rejected are one row each; deciding again (409) adds none', async () => {
    const owner = await companyOwner(t, 'Audit Quotation Co');
    const approver = await opsUser(t, ['catalog']);
    const rejecter = await opsUser(t, ['catalog']);
    const branch = await branchIn(t, owner.companyId, 'Olaya');
    const cleaning = serviceByCode(await catalogServices(t, owner.token), 'general_cleaning').id;
    // Far above the automatic approval limit: submitted to ops.
    const ask = async () => {
      const answer = await call(t.app, 'POST', '/api/v1/company/quotations', {
        token: owner.token,
        body: answers([branch], [{ service_id: cleaning, quantity: 100_000 }], { frequency: 'daily' }),
      });
      expect(answer.body.data?.status, JSON.stringify(answer.body)).toBe('submitted');
      return answer.body.data.id as string;
    };
    const first = await ask();
    const second = await ask();
    const approve = `/api/v1/ops/quotations/${first}/approve`;
    expect((await call(t.app, 'POST', approve, { token: approver.token })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', approve, { token: approver.token })).statusCode).toBe(409);
    expect((await onlyRow(approver, 'quotation.approve', owner.companyId)).target).toEqual({
      type: 'quotation',
      id: first,
    });
    const reject = `/api/v1/ops/quotations/${second}/reject`;
    expect((await call(t.app, 'POST', reject, { token: rejecter.token, body: {} })).statusCode).toBe(422);
    const reason = 'A site survey is needed first';
    expect((await call(t.app, 'POST', reject, { token: rejecter.token, body: { reason } })).statusCode).toBe(200);
    const row = await onlyRow(rejecter, 'quotation.reject', owner.companyId);
    expect(row).toMatchObject({ target: { type: 'quotation', id: second }, details: { reason } });
  });

  it('an order assignment is one row naming the provider; an unknown provider (refused) adds none', async () => {
    const owner = await companyOwner(t, 'Audit Dispatch Co');
    const agent = await opsUser(t, ['dispatch'], 'Faisal Dispatch');
    const provider = await providerAccount(t, 'Omar Provider');
    const order = await insertOrder(t, owner.companyId, { status: 'confirmed', method: 'cash', paid: false });
    const assign = (providerId: string) =>
      call(t.app, 'POST', `/api/v1/ops/orders/${order.id}/assignProvider`, {
        token: agent.token,
        body: { provider_id: providerId },
      });
    const refused = await assign('00000000-0000-4000-8000-000000000000');
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(await audit({ actor: agent.userId })).toEqual([]);
    expect((await assign(provider.providerId)).statusCode).toBe(200);
    const row = await onlyRow(agent, 'order.assign', owner.companyId);
    expect(row.target).toEqual({ type: 'order', id: order.id });
    expect(JSON.stringify(row.details)).toContain(provider.providerId);
  });

  it('an ops reply in the support chat is one row; an empty reply (422) adds none', async () => {
    const owner = await companyOwner(t, 'Audit Support Co');
    const agent = await opsUser(t, ['support'], 'Reem Support');
    await call(t.app, 'POST', '/api/v1/company/chat/support', {
      token: owner.token,
      body: { body: 'Where is my invoice?' },
    });
    const url = `/api/v1/ops/chat/support/${owner.companyId}/messages`;
    expect((await call(t.app, 'POST', url, { token: agent.token, body: { body: '' } })).statusCode).toBe(422);
    expect(await audit({ actor: agent.userId })).toEqual([]);
    const reply = await call(t.app, 'POST', url, { token: agent.token, body: { body: 'It is under Invoices now' } });
    expect(reply.statusCode).toBe(201);
    const row = await onlyRow(agent, 'chat.support_reply', owner.companyId);
    expect(row.actor).toEqual({ id: agent.userId, name: 'Reem Support' });
    expect(row.target.type).toBe('conversation');
  });
});
