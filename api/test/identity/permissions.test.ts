import { describe, expect, it } from 'vitest';
import { userMe, useTestApp } from '../support/harness';
import { addUser, companyAdmin, createRole, memberBody, send, signIn } from './users-helpers';

const t = useTestApp();

describe('permissions enforced by the API', () => {
  it('a role with only read b2b_branches gets 403 on every write and read it was not given', async () => {
    const admin = await companyAdmin(t, 'Enforce Co');
    const roleId = await createRole(t, admin.token, 'Branches only', [
      { action: 'read', subject: 'b2b_branches' },
      { action: 'read', subject: 'b2b_properties' },
    ]);
    const member = await addUser(t, admin.token, memberBody(roleId));
    const token = await signIn(t, member.phone);

    const me = await userMe(t.app, token);
    expect(me.body.data.role.ability).toEqual([
      { action: 'read', subject: 'b2b_branches' },
      { action: 'read', subject: 'b2b_properties' },
    ]);
    const refused: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown]> = [
      ['POST', '/api/v1/company/user', memberBody(roleId)],
      ['GET', '/api/v1/company/user'],
      ['PUT', `/api/v1/company/user/${member.id}`, memberBody(roleId)],
      ['DELETE', `/api/v1/company/user/${member.id}`],
      ['GET', '/api/v1/company/resident'],
      ['POST', '/api/v1/company/roles/role', { name: 'Everything', permissions: [] }],
      ['DELETE', `/api/v1/company/roles/role/${roleId}`],
      ['GET', '/api/v1/company/roles/module'],
      ['GET', '/api/v1/company/audit/event'],
      ['GET', `/api/v1/auth/user/phone/${encodeURIComponent(admin.phone)}`],
      ['GET', '/api/v1/company/dashboard/dashboard'],
    ];
    for (const [method, url, body] of refused) {
      const answer = await send(t, method, url, token, body);
      expect({ method, url, status: answer.statusCode, message: answer.body.message }).toEqual({
        method,
        url,
        status: 403,
        message: 'This action is unauthorized',
      });
    }
    // The 403 comes before validation: an empty body tells an unauthorised caller nothing either.
    expect((await send(t, 'POST', '/api/v1/company/user', token, {})).statusCode).toBe(403);
  });

  it('a role change applies at the next request and the next login-info call, without signing out', async () => {
    const admin = await companyAdmin(t, 'Change Co');
    const roleId = await createRole(t, admin.token, 'Growing', [{ action: 'read', subject: 'b2b_orders' }]);
    const member = await addUser(t, admin.token, memberBody(roleId));
    const token = await signIn(t, member.phone);
    expect((await send(t, 'GET', '/api/v1/company/user', token)).statusCode).toBe(403);

    await send(t, 'PUT', `/api/v1/company/roles/role/${roleId}`, admin.token, {
      name: 'Growing',
      permissions: [
        { action: 'read', subject: 'b2b_orders' },
        { action: 'read', subject: 'b2b_users' },
      ],
    });
    expect((await send(t, 'GET', '/api/v1/company/user', token)).statusCode).toBe(200);
    expect((await userMe(t.app, token)).body.data.role.ability).toContainEqual({
      action: 'read',
      subject: 'b2b_users',
    });

    // Moving the member to another role works the same way.
    const narrow = await createRole(t, admin.token, 'Narrow', [{ action: 'read', subject: 'b2b_wallet' }]);
    await send(t, 'PUT', `/api/v1/company/user/${member.id}`, admin.token, memberBody(narrow));
    expect((await send(t, 'GET', '/api/v1/company/user', token)).statusCode).toBe(403);
    expect((await userMe(t.app, token)).body.data.role).toMatchObject({
      role: { title: 'Narrow' },
      ability: [{ action: 'read', subject: 'b2b_wallet' }],
    });
  });

  it('nobody grants more than they hold: no privilege escalation through roles or members', async () => {
    const admin = await companyAdmin(t, 'Escalate Co');
    const adminRole = (await send(t, 'GET', '/api/v1/company/roles/role', admin.token)).body.data.items[0].id;
    const managerRole = await createRole(t, admin.token, 'HR', [
      { action: 'read', subject: 'b2b_users' },
      { action: 'insert', subject: 'b2b_users' },
      { action: 'update', subject: 'b2b_users' },
      { action: 'delete', subject: 'b2b_users' },
      { action: 'read', subject: 'b2b_roles_and_permissions' },
      { action: 'insert', subject: 'b2b_roles_and_permissions' },
    ]);
    const hr = await addUser(t, admin.token, memberBody(managerRole));
    const token = await signIn(t, hr.phone);

    const wider = await send(t, 'POST', '/api/v1/company/roles/role', token, {
      name: 'Wallet',
      permissions: [{ action: 'read', subject: 'b2b_wallet' }],
    });
    expect(wider.statusCode).toBe(403);
    expect(wider.body.message).toBe('You cannot grant permissions that you do not have yourself');
    const asAdmin = await send(t, 'POST', '/api/v1/company/user', token, memberBody(adminRole));
    expect(asAdmin.statusCode).toBe(403);
    const listed = (await send(t, 'GET', '/api/v1/company/user', token)).body.data.items as Array<{
      id: string;
      role: { is_admin: boolean };
    }>;
    const owner = listed.find((u) => u.role.is_admin);
    const touchAdmin = await send(t, 'DELETE', `/api/v1/company/user/${owner!.id}`, token);
    expect(touchAdmin.statusCode).toBe(403);
    expect(touchAdmin.body.message).toBe('Only an admin can change another admin');

    const within = await send(t, 'POST', '/api/v1/company/roles/role', token, {
      name: 'Reader',
      permissions: [{ action: 'read', subject: 'b2b_users' }],
    });
    expect(within.statusCode).toBe(201);
  });

  it('needs a signed-in caller', async () => {
    expect((await send(t, 'GET', '/api/v1/company/user', '')).statusCode).toBe(401);
    expect((await send(t, 'GET', '/api/v1/company/roles/role', '')).statusCode).toBe(401);
  });
});
