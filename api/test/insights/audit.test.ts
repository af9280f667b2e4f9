import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, companyAdmin, createRole, memberBody, send, signIn } from '../identity/users-helpers';
import { createTestApp, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AUDIT = '/api/v1/company/audit/event';

describe('audit log', () => {
  it('records who changed which user or role, and when; admins only', async () => {
    const admin = await companyAdmin(t, 'Audit Co');
    const roleId = await createRole(t, admin.token, 'Clerk', [{ action: 'read', subject: 'b2b_orders' }]);
    t.clock.advanceSeconds(1);
    const member = await addUser(t, admin.token, memberBody(roleId, { full_name: 'Omar Clerk' }));
    t.clock.advanceSeconds(1);
    await send(t, 'PUT', `/api/v1/company/roles/role/${roleId}`, admin.token, {
      name: 'Clerk',
      permissions: [{ action: 'read', subject: 'b2b_invoices' }],
    });
    t.clock.advanceSeconds(1);
    await send(t, 'PUT', `/api/v1/company/user/${member.id}`, admin.token, {
      ...memberBody(roleId, { full_name: 'Omar Clerk' }),
      username: 'omar',
    });
    t.clock.advanceSeconds(1);
    await send(t, 'DELETE', `/api/v1/company/user/${member.id}`, admin.token);
    await companyAdmin(t, 'Quiet Co'); // its log stays its own

    const log = await send(t, 'GET', AUDIT, admin.token);
    expect(log.statusCode).toBe(200);
    expect(log.body.data.total).toBe(5);
    expect(log.body.data.items.map((e: { action: string }) => e.action)).toEqual([
      'user.deleted',
      'user.updated',
      'role.updated',
      'user.created',
      'role.created',
    ]);
    const [deleted, updated, roleUpdated] = log.body.data.items;
    expect(deleted).toMatchObject({
      actor: { id: admin.userId, name: 'Sara Owner' },
      target: { type: 'user', id: member.id, label: expect.stringContaining('Omar Clerk') },
    });
    expect(updated.changes).toEqual({ username: { from: expect.any(String), to: 'omar' } });
    // The ids a change mentions come with their names (issue 14.4: the log shows names, not ids).
    const created = log.body.data.items[3];
    expect(created.changes.role_id).toBe(roleId);
    expect(created.names).toEqual({ [roleId]: 'Clerk' });
    expect(roleUpdated.changes).toEqual({ granted: ['read b2b_invoices'], revoked: ['read b2b_orders'] });
    expect(new Date(deleted.created_at).getTime()).toBe(t.clock.time);

    const filtered = await send(t, 'GET', `${AUDIT}?action=role.updated`, admin.token);
    expect(filtered.body.data.total).toBe(1);

    // A member who may manage users still does not see the log: it is for admins.
    const hrRole = await createRole(t, admin.token, 'HR', [{ action: 'read', subject: 'b2b_users' }]);
    const hr = await addUser(t, admin.token, memberBody(hrRole));
    const hrToken = await signIn(t, hr.phone);
    expect((await send(t, 'GET', AUDIT, hrToken)).statusCode).toBe(403);
  });

  it('a refused change leaves no trace', async () => {
    const admin = await companyAdmin(t, 'Clean Co');
    await send(t, 'POST', '/api/v1/company/roles/role', admin.token, { name: '', permissions: [] });
    const [owner] = (await send(t, 'GET', '/api/v1/company/user', admin.token)).body.data.items;
    await send(t, 'DELETE', `/api/v1/company/user/${owner.id}`, admin.token);
    expect((await send(t, 'GET', AUDIT, admin.token)).body.data.total).toBe(0);
  });
});
