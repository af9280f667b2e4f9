import { beforeAll, describe, expect, it } from 'vitest';
import { companyOwner, uploadCrCertificate } from '../company/account-helpers';
import { insertOrder } from '../fulfilment/orders-operations-helpers';
import { opsUser } from '../money/money-helpers';
import { call, createTestApp, nextPhone, userMe, useTestApp } from '../support/harness';

// Issue 27.2, 27.3, 27.6: the ops team managed by its admins, the audit log of ops actions, the work queues, the
// companies directory with suspension and certificate verification — through the real API.

const t = useTestApp();
let admin: Awaited<ReturnType<typeof opsUser>>;
beforeAll(async () => {
  admin = await opsUser(t, ['admin'], 'Noura Admin');
});

const USERS = '/api/v1/ops/users';
const en = { lang: 'en' };

describe('ops users', () => {
  it('an admin adds a person with roles, finds them by phone as typed, changes their roles', async () => {
    const phone = nextPhone();
    const created = await call(t.app, 'POST', USERS, {
      token: admin.token,
      body: { name: 'Reem Support', phone: `0${phone.slice(4)}`, roles: ['support'] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Reem Support', phone, roles: ['support'], active: true });
    const found = await call(t.app, 'GET', `${USERS}?q=0${phone.slice(4)}`, { token: admin.token });
    expect(found.body.data.items.map((u: { id: string }) => u.id)).toEqual([created.body.data.id]);
    const changed = await call(t.app, 'PATCH', `${USERS}/${created.body.data.id}`, {
      token: admin.token,
      body: { roles: ['support', 'dispatch'] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data.roles).toEqual(['support', 'dispatch']);
    const taken = await call(t.app, 'POST', USERS, {
      token: admin.token,
      headers: en,
      body: { name: 'Again', phone, roles: ['support'] },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.body.errors?.phone).toEqual(['This phone number already has an account']);
  });

  it('refuses bad input with field errors, and non-admins', async () => {
    const bad = await call(t.app, 'POST', USERS, { token: admin.token, body: { name: '', phone: '123', roles: [] } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['name', 'phone', 'roles']);
    const unknownRole = await call(t.app, 'POST', USERS, {
      token: admin.token,
      body: { name: 'X', phone: nextPhone(), roles: ['boss'] },
    });
    expect(unknownRole.statusCode).toBe(422);
    const finance = await opsUser(t, ['finance']);
    expect((await call(t.app, 'GET', USERS, { token: finance.token })).statusCode).toBe(403);
  });

  it('a deactivated agent is refused at once; an admin cannot demote or deactivate themselves; one admin stays', async () => {
    const agent = await opsUser(t, ['dispatch']);
    expect((await call(t.app, 'GET', '/api/v1/ops/orders/providers', { token: agent.token })).statusCode).toBe(200);
    const off = await call(t.app, 'PATCH', `${USERS}/${agent.userId}`, { token: admin.token, body: { active: false } });
    expect(off.statusCode).toBe(200);
    expect(off.body.data.active).toBe(false);
    expect((await call(t.app, 'GET', '/api/v1/ops/orders/providers', { token: agent.token })).statusCode).toBe(401);
    const again = await call(t.app, 'POST', '/api/v1/auth/signin', {
      headers: en,
      body: { phone: agent.phone, password: 'Member#2025' },
    });
    expect(again.statusCode).toBe(422);
    const back = await call(t.app, 'PATCH', `${USERS}/${agent.userId}`, { token: admin.token, body: { active: true } });
    expect(back.body.data.active).toBe(true);

    const self = await call(t.app, 'PATCH', `${USERS}/${admin.userId}`, {
      token: admin.token,
      headers: en,
      body: { roles: ['finance'] },
    });
    expect(self.statusCode).toBe(422);
    expect(self.body.errors?.roles).toEqual(['You cannot remove your own admin role']);
    const selfOff = await call(t.app, 'PATCH', `${USERS}/${admin.userId}`, {
      token: admin.token,
      body: { active: false },
    });
    expect(selfOff.statusCode).toBe(422);

    // Another admin may not take the last other admin's role away when only one would be left… but two exist here:
    const second = await opsUser(t, ['admin']);
    const demoted = await call(t.app, 'PATCH', `${USERS}/${admin.userId}`, {
      token: second.token,
      body: { roles: ['finance'] },
    });
    expect(demoted.statusCode).toBe(200);
    // Now `second` is the only active admin: nobody may remove it (it cannot itself, and no other admin exists).
    const promotedBack = await call(t.app, 'PATCH', `${USERS}/${admin.userId}`, {
      token: second.token,
      body: { roles: ['admin'] },
    });
    expect(promotedBack.statusCode).toBe(200);
  });

  it('the last active admin cannot be removed: two admins demoting each other at once leave one admin', async () => {
    // A team of exactly these two admins (a database of its own).
    const own = await createTestApp();
    try {
      const a = await opsUser(own, ['admin']);
      const b = await opsUser(own, ['admin']);
      const answers = await Promise.all([
        call(own.app, 'PATCH', `${USERS}/${b.userId}`, { token: a.token, body: { roles: ['finance'] } }),
        call(own.app, 'PATCH', `${USERS}/${a.userId}`, { token: b.token, headers: en, body: { roles: ['finance'] } }),
      ]);
      // One wins; the other is refused: by the access hook (no longer admin) or, when both passed it, by the
      // last-admin rule under the team lock (409).
      expect(answers.filter((x) => x.statusCode === 200)).toHaveLength(1);
      for (const refused of answers.filter((x) => x.statusCode !== 200)) {
        expect([403, 409]).toContain(refused.statusCode);
      }
      const winner = answers[0]!.statusCode === 200 ? a : b;
      const team = await call(own.app, 'GET', `${USERS}?role=admin`, { token: winner.token });
      expect(team.body.data.items.map((u: { id: string }) => u.id)).toEqual([winner.userId]);
    } finally {
      await own.close();
    }
  });
});

describe('audit log and companies', () => {
  it('records the credit line change with its reason, and company suspension; filters by company and action', async () => {
    const owner = await companyOwner(t, 'Audited Co');
    const noReason = await call(t.app, 'PUT', `/api/v1/ops/companies/${owner.companyId}/credit-line`, {
      token: admin.token,
      body: { limit: 100_000 },
    });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.body.errors ?? {})).toEqual(['reason']);
    const limit = await call(t.app, 'PUT', `/api/v1/ops/companies/${owner.companyId}/credit-line`, {
      token: admin.token,
      body: { limit: 100_000, reason: 'Signed framework contract' },
    });
    expect(limit.statusCode).toBe(200);

    const log = await call(t.app, 'GET', `/api/v1/ops/audit?company_id=${owner.companyId}`, { token: admin.token });
    expect(log.statusCode).toBe(200);
    expect(log.body.data.items).toHaveLength(1);
    expect(log.body.data.items[0]).toMatchObject({
      action: 'credit_line.update',
      actor: { id: admin.userId, name: 'Noura Admin' },
      target: { type: 'company', id: owner.companyId },
      company: { id: owner.companyId, name: { en: 'Audited Co' } },
      details: { from: 0, to: 100_000, reason: 'Signed framework contract' },
    });
    const finance = await opsUser(t, ['finance']);
    expect((await call(t.app, 'GET', '/api/v1/ops/audit', { token: finance.token })).statusCode).toBe(403);
  });

  it('a suspended company is refused on every company call with its own reason, until reinstated', async () => {
    const owner = await companyOwner(t, 'Suspended Co');
    const missing = await call(t.app, 'POST', `/api/v1/ops/companies/${owner.companyId}/suspend`, {
      token: admin.token,
      body: {},
    });
    expect(missing.statusCode).toBe(422);
    const suspended = await call(t.app, 'POST', `/api/v1/ops/companies/${owner.companyId}/suspend`, {
      token: admin.token,
      body: { reason: 'Unpaid invoices for 90 days' },
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.body.data).toMatchObject({
      status: 'suspended',
      suspension_reason: 'Unpaid invoices for 90 days',
    });
    for (const url of ['/api/v1/company/branch', '/api/v1/company/wallets/wallet']) {
      const refused = await call(t.app, 'GET', url, { token: owner.token, headers: { lang: 'fr' } });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.body.data).toMatchObject({ reason: 'company_suspended' });
      expect(refused.body.message).toContain('suspendu');
    }
    const me = await userMe(t.app, owner.token);
    expect(me.statusCode).toBe(403);
    const twice = await call(t.app, 'POST', `/api/v1/ops/companies/${owner.companyId}/suspend`, {
      token: admin.token,
      body: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
    const dispatch = await opsUser(t, ['dispatch']);
    const notHis = await call(t.app, 'POST', `/api/v1/ops/companies/${owner.companyId}/reinstate`, {
      token: dispatch.token,
      body: { reason: 'Paid' },
    });
    expect(notHis.statusCode).toBe(403);
    t.clock.advanceSeconds(60);
    const reinstated = await call(t.app, 'POST', `/api/v1/ops/companies/${owner.companyId}/reinstate`, {
      token: admin.token,
      body: { reason: 'Paid in full' },
    });
    expect(reinstated.body.data.status).toBe('active');
    expect((await call(t.app, 'GET', '/api/v1/company/branch', { token: owner.token })).statusCode).toBe(200);
    const log = await call(t.app, 'GET', `/api/v1/ops/audit?company_id=${owner.companyId}`, { token: admin.token });
    expect(log.body.data.items.map((e: { action: string }) => e.action)).toEqual([
      'company.reinstate',
      'company.suspend',
    ]);
  });

  it('lists companies with search by CR, wallet and counts; shows one company; verifies its certificates', async () => {
    const owner = await companyOwner(t, 'Certified Co');
    await uploadCrCertificate(t, owner);
    const awaiting = await call(t.app, 'GET', '/api/v1/ops/companies?verification=awaiting&perPage=100', {
      token: admin.token,
    });
    const mine = awaiting.body.data.items.find((c: { id: string }) => c.id === owner.companyId);
    expect(mine).toMatchObject({
      name: { en: 'Certified Co' },
      status: 'active',
      verification: { status: 'awaiting' },
      wallet: { balance: 0, credit_limit: 0, credit_used: 0 },
      members_count: 1,
    });
    const byName = await call(t.app, 'GET', '/api/v1/ops/companies?q=Certified', { token: admin.token });
    expect(byName.body.data.items.map((c: { id: string }) => c.id)).toEqual([owner.companyId]);
    const detail = await call(t.app, 'GET', `/api/v1/ops/companies/${owner.companyId}`, { token: admin.token });
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data.certificates).toEqual([expect.objectContaining({ kind: 'cr', name: 'cr.pdf' })]);
    expect(detail.body.data.members).toHaveLength(1);

    const rejectNoReason = await call(t.app, 'POST', `/api/v1/ops/companies/${owner.companyId}/certificates/reject`, {
      token: admin.token,
      body: {},
    });
    expect(rejectNoReason.statusCode).toBe(422);
    const rejected = await call(t.app, 'POST', `/api/v1/ops/companies/${owner.companyId}/certificates/reject`, {
      token: admin.token,
      body: { reason: 'The CR certificate has expired' },
    });
    expect(rejected.body.data.verification).toMatchObject({
      status: 'rejected',
      reason: 'The CR certificate has expired',
    });
    const twice = await call(t.app, 'POST', `/api/v1/ops/companies/${owner.companyId}/certificates/verify`, {
      token: admin.token,
      body: {},
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('work queues', () => {
  it('counts each queue with its oldest waiting item, only the queues the roles may read', async () => {
    const owner = await companyOwner(t, 'Queued Co');
    const before = await call(t.app, 'GET', '/api/v1/ops/queues', { token: admin.token });
    expect(before.statusCode).toBe(200);
    const countOf = (answer: typeof before, key: string) =>
      answer.body.data.queues.find((q: { key: string }) => q.key === key);
    const start = countOf(before, 'orders_unassigned_today').count;
    // Today in the harness clock is 2025-01-15 (Riyadh).
    await insertOrder(t, owner.companyId, {
      status: 'confirmed',
      method: 'cash',
      date: '2025-01-15',
      time: '16:00',
      providerId: null,
    });
    await insertOrder(t, owner.companyId, {
      status: 'confirmed',
      method: 'cash',
      date: '2025-01-16',
      providerId: null,
    });
    const support = await call(t.app, 'POST', '/api/v1/company/chat/support', {
      token: owner.token,
      body: { body: 'Our AC order is late' },
    });
    expect(support.statusCode).toBe(201);
    const after = await call(t.app, 'GET', '/api/v1/ops/queues', { token: admin.token });
    expect(after.body.data.queues.map((q: { key: string }) => q.key)).toEqual([
      'transfers_pending',
      'transfers_overdue',
      'quotations_awaiting',
      'refunds_pending',
      'companies_to_verify',
      'orders_unassigned_today',
      'conversations_unread',
    ]);
    expect(countOf(after, 'orders_unassigned_today').count).toBe(start + 1);
    expect(countOf(after, 'orders_unassigned_today').oldest_at).not.toBeNull();
    expect(countOf(after, 'conversations_unread').count).toBeGreaterThanOrEqual(1);
    expect(countOf(after, 'conversations_unread').oldest_at).toBe(new Date(t.clock.time).toISOString());

    const dispatch = await opsUser(t, ['dispatch']);
    const mine = await call(t.app, 'GET', '/api/v1/ops/queues', { token: dispatch.token });
    // Dispatch reads orders and the companies directory (every role does): not transfers, refunds, quotations, chats.
    expect(mine.body.data.queues.map((q: { key: string }) => q.key)).toEqual([
      'companies_to_verify',
      'orders_unassigned_today',
    ]);
  });
});
