import { listResultSchema, MODULE_SUBJECTS, roleSchema } from '@portal/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/harness';
import { addUser, companyAdmin, createRole, memberBody, send } from './users-helpers';

const t = useTestApp();

const ROLES = '/api/v1/company/roles/role';

describe('company roles', () => {
  it('lists the spec §6 modules and actions the matrix is made of', async () => {
    const admin = await companyAdmin(t);
    const modules = await send(t, 'GET', '/api/v1/company/roles/module', admin.token);
    expect(modules.body.data.map((m: { subject: string }) => m.subject)).toEqual(MODULE_SUBJECTS);
    expect(modules.body.data).toHaveLength(28); // spec §6 with ops_companies in its company meaning (ADR 0071)
    const actions = await send(t, 'GET', '/api/v1/company/roles/action', admin.token);
    expect(actions.body.data).toHaveLength(20);
    expect(actions.body.data).toContainEqual({ action: 'update password' });
  });

  it('every company gets an Admin role on registration that holds manage all and cannot be changed', async () => {
    const admin = await companyAdmin(t, 'Fresh Co');
    const list = await send(t, 'GET', ROLES, admin.token);
    const roles = v.parse(listResultSchema(roleSchema), list.body.data);
    expect(roles.total).toBe(1);
    expect(roles.items[0]).toMatchObject({
      name: 'Admin',
      type: 'Admin',
      is_admin: true,
      users_count: 1,
      permissions: [{ action: 'manage', subject: 'all' }],
    });
    const id = roles.items[0]!.id;
    const edit = await send(t, 'PUT', `${ROLES}/${id}`, admin.token, { name: 'Boss', permissions: [] });
    expect(edit.statusCode).toBe(409);
    expect(edit.body.message).toBe('The Admin role always has every permission; it cannot be changed or deleted');
    expect((await send(t, 'DELETE', `${ROLES}/${id}?move_to=${id}`, admin.token)).statusCode).toBe(409);
  });

  it('creates, edits and reads a role as a set of (module, action) pairs', async () => {
    const admin = await companyAdmin(t);
    const created = await send(t, 'POST', ROLES, admin.token, {
      name: 'Accountant',
      type: 'Employee',
      permissions: [
        { action: 'read', subject: 'b2b_invoices' },
        { action: 'print', subject: 'b2b_invoices' },
        { action: 'read', subject: 'b2b_invoices' },
      ],
    });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Accountant',
      is_admin: false,
      users_count: 0,
      permissions: [
        { action: 'print', subject: 'b2b_invoices' },
        { action: 'read', subject: 'b2b_invoices' },
      ],
    });
    const id = created.body.data.id;
    const edited = await send(t, 'PUT', `${ROLES}/${id}`, admin.token, {
      id,
      name: 'Senior accountant',
      permissions: [{ action: 'refund_payment', subject: 'b2b_payments' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: 'Senior accountant',
      permissions: [{ action: 'refund_payment', subject: 'b2b_payments' }],
    });
    expect((await send(t, 'GET', `${ROLES}/${id}`, admin.token)).body.data.name).toBe('Senior accountant');
    const search = await send(t, 'GET', `${ROLES}?q=senior`, admin.token);
    expect(search.body.data.items.map((r: { name: string }) => r.name)).toEqual(['Senior accountant']);
  });

  it('refuses unknown modules, actions, wildcards and duplicate names', async () => {
    const admin = await companyAdmin(t);
    const bad = await send(t, 'POST', ROLES, admin.token, {
      name: '',
      permissions: [
        { action: 'manage', subject: 'all' },
        { action: 'read', subject: 'b2b_secrets' },
        // The operations console's subjects are no company module (ADR 0037); ops_companies is, in its company
        // meaning (ADR 0071).
        { action: 'read', subject: 'ops_overview' },
        { action: 'update', subject: 'ops_transfers' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.errors).toEqual({
      name: ['This field is required'],
      'permissions.0.action': ['This field is invalid'],
      'permissions.0.subject': ['This field is invalid'],
      'permissions.1.subject': ['This field is invalid'],
      'permissions.2.subject': ['This field is invalid'],
      'permissions.3.subject': ['This field is invalid'],
    });
    await createRole(t, admin.token, 'Viewer', []);
    const duplicate = await send(t, 'POST', ROLES, admin.token, { name: 'viewer', permissions: [] });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.body.errors).toEqual({ name: ['A role with this name already exists'] });
  });

  it('a role in use is deleted only by moving its users to another role', async () => {
    const admin = await companyAdmin(t);
    const old = await createRole(t, admin.token, 'Old', [{ action: 'read', subject: 'b2b_orders' }]);
    const replacement = await createRole(t, admin.token, 'New', [{ action: 'read', subject: 'b2b_packages' }]);
    const member = await addUser(t, admin.token, memberBody(old));

    const refused = await send(t, 'DELETE', `${ROLES}/${old}`, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'This role is assigned to 1 user: choose the role to move them to before deleting it',
      data: { users_count: 1 },
    });
    const toItself = await send(t, 'DELETE', `${ROLES}/${old}?move_to=${old}`, admin.token);
    expect(toItself.statusCode).toBe(422);
    expect(toItself.body.errors).toEqual({ move_to: ['Choose one of the company’s roles'] });

    const moved = await send(t, 'DELETE', `${ROLES}/${old}?move_to=${replacement}`, admin.token);
    expect(moved.statusCode).toBe(200);
    const user = await send(t, 'GET', `/api/v1/company/user/${member.id}`, admin.token);
    expect(user.body.data.role).toEqual({ id: replacement, name: 'New', is_admin: false });
    expect((await send(t, 'GET', `${ROLES}/${old}`, admin.token)).statusCode).toBe(404);

    const unused = await createRole(t, admin.token, 'Unused', []);
    expect((await send(t, 'DELETE', `${ROLES}/${unused}`, admin.token)).statusCode).toBe(200);
  });

  it('another company’s role is not found (404) and cannot be assigned', async () => {
    const admin = await companyAdmin(t);
    const other = await companyAdmin(t);
    const theirs = await createRole(t, other.token, 'Theirs', []);
    expect((await send(t, 'GET', `${ROLES}/${theirs}`, admin.token)).statusCode).toBe(404);
    expect((await send(t, 'PUT', `${ROLES}/${theirs}`, admin.token, { name: 'x', permissions: [] })).statusCode).toBe(
      404,
    );
    expect((await send(t, 'DELETE', `${ROLES}/${theirs}`, admin.token)).statusCode).toBe(404);
    const mine = await createRole(t, admin.token, 'Mine', []);
    const member = await addUser(t, admin.token, memberBody(mine));
    const moveAcross = await send(t, 'DELETE', `${ROLES}/${mine}?move_to=${theirs}`, admin.token);
    expect(moveAcross.statusCode).toBe(422);
    expect((await send(t, 'GET', `/api/v1/company/user/${member.id}`, admin.token)).body.data.role.id).toBe(mine);
  });
});
