import { describe, expect, it } from 'vitest';
import { addUser, companyAdmin, createRole, insertBranch, memberBody, send } from '../identity/users-helpers';
import { useTestApp } from '../support/harness';

const t = useTestApp();

const RESIDENTS = '/api/v1/company/resident';

describe('residents', () => {
  it('are listed and managed apart from staff, as Company Residents', async () => {
    const admin = await companyAdmin(t, 'Tower Co');
    const branch = await insertBranch(t, admin.companyId, 'Tower A');
    const roleId = await createRole(t, admin.token, 'Resident', [{ action: 'read', subject: 'b2b_orders' }]);
    const { role_type: _type, ...body } = memberBody(roleId, { full_name: 'Noura Resident', branch_ids: [branch] });
    const added = await send(t, 'POST', RESIDENTS, admin.token, body);
    expect(added.statusCode).toBe(201);
    expect(added.body.data).toMatchObject({
      full_name: 'Noura Resident',
      role_type: 'Company Resident',
      branches: [{ id: branch, name: 'Tower A' }],
    });
    const staff = await addUser(t, admin.token, memberBody(roleId, { full_name: 'Staff Member' }));

    const residents = await send(t, 'GET', RESIDENTS, admin.token);
    expect(residents.body.data.items.map((r: { full_name: string }) => r.full_name)).toEqual(['Noura Resident']);
    const users = await send(t, 'GET', '/api/v1/company/user', admin.token);
    expect(users.body.data.items.map((u: { full_name: string }) => u.full_name)).not.toContain('Noura Resident');

    // A resident is not a staff record and the other way round.
    const id = added.body.data.id;
    expect((await send(t, 'GET', `/api/v1/company/user/${id}`, admin.token)).statusCode).toBe(404);
    expect((await send(t, 'GET', `${RESIDENTS}/${staff.id}`, admin.token)).statusCode).toBe(404);

    const edited = await send(t, 'PUT', `${RESIDENTS}/${id}`, admin.token, { ...body, full_name: 'Noura A.' });
    expect(edited.body.data).toMatchObject({ full_name: 'Noura A.', role_type: 'Company Resident' });
    expect((await send(t, 'DELETE', `${RESIDENTS}/${id}`, admin.token)).statusCode).toBe(200);
    expect((await send(t, 'GET', RESIDENTS, admin.token)).body.data.total).toBe(0);
  });
});
