import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_OPS_PHONE, seedDemo } from '../../src/dev/seed/seed-demo';
import { companies, users } from '../../src/platform/db/schema/index';
import { localFolderStorage } from '../../src/platform/files/storage/local-storage';
import { call, nextPhone, outboxCode, register, registerAndSignIn, useTestApp } from '../support/harness';
import { addUser, companyAdmin, createRole, memberBody, send } from './users-helpers';

// Issue 16.5: the add-user phone lookup is not a directory of the platform's users, and being invited by one
// company does not stop a person from registering their own.

const t = useTestApp();

const lookup = (token: string, phone: string) =>
  send(t, 'GET', `/api/v1/auth/user/phone/${encodeURIComponent(phone)}`, token);

describe('phone lookup', () => {
  it('tells a company admin nothing about a person outside their company', async () => {
    const admin = await companyAdmin(t, 'Curious Co');
    const stranger = await registerAndSignIn(t.app, nextPhone(), 'Private Co');
    const unknownPhone = nextPhone();

    const known = await lookup(admin.token, stranger.phone);
    const unknown = await lookup(admin.token, unknownPhone);
    expect(known.statusCode).toBe(200);
    expect(known.body.data).toEqual({ phone: stranger.phone, can_invite: true, member: null });
    // Same answer as for a phone nobody has: no name, email or id, not even whether the account exists.
    expect(unknown.body.data).toEqual({ phone: unknownPhone, can_invite: true, member: null });
    expect(JSON.stringify(known.body)).not.toMatch(/Sara Owner|owner@acme\.example/);
  });

  it('names a member of the caller company by the company record, and says they cannot be invited again', async () => {
    const admin = await companyAdmin(t, 'Staffed Co');
    const roleId = await createRole(t, admin.token, 'Clerk', [{ action: 'read', subject: 'b2b_orders' }]);
    const body = memberBody(roleId, { full_name: 'Huda at Staffed' });
    const added = await addUser(t, admin.token, body);
    const answer = await lookup(admin.token, body.phone);
    expect(answer.body.data).toEqual({
      phone: body.phone,
      can_invite: false,
      member: { id: added.id, full_name: 'Huda at Staffed' },
    });
    const self = await lookup(admin.token, admin.phone);
    expect(self.body.data).toMatchObject({ can_invite: false, member: { full_name: 'Sara Owner' } });
  });
});

describe('registering a company', () => {
  it('is open to a phone another company invited; the invited profile and membership stay', async () => {
    const admin = await companyAdmin(t, 'Inviting Co');
    const roleId = await createRole(t, admin.token, 'Guard', [{ action: 'read', subject: 'b2b_branches' }]);
    const body = memberBody(roleId, { full_name: 'Faisal (Inviting Co)' });
    const invited = await addUser(t, admin.token, body);
    expect(invited.invited).toBe(true);

    // Within the minute of the invitation's code: the wait is answered and nothing is created, so a retry works.
    const early = await register(t.app, body.phone, 'Faisal Trading');
    expect(early.statusCode).toBe(429);
    expect(early.body.data.reason).toBe('auth.resend_wait');
    expect(await t.database.db.$count(companies, eq(companies.ownerPhone, body.phone))).toBe(0);

    t.clock.advanceSeconds(61);
    const registered = await register(t.app, body.phone, 'Faisal Trading');
    expect(registered.statusCode).toBe(201);
    const code = await outboxCode(t.app, body.phone);
    const verified = await call(t.app, 'POST', '/api/v1/auth/phone/verify', { body: { phone: body.phone, code } });
    expect(verified.statusCode).toBe(200);

    const mine = await call(t.app, 'GET', '/api/v1/auth/user/companies', { token: verified.body.data.token });
    const names = JSON.stringify(mine.body.data);
    expect(names).toContain('Faisal Trading');
    expect(names).toContain('Inviting Co');
    const [person] = await t.database.db.select().from(users).where(eq(users.phone, body.phone));
    expect(person!.id).toBe(invited.user_id);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.ownerPhone, body.phone));
    expect(company!.nameEn).toBe('Faisal Trading');

    // A second company with the same phone is still refused, as for any phone that registered one.
    t.clock.advanceSeconds(61);
    const again = await register(t.app, body.phone, 'Faisal Trading Two');
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.body.errors ?? {})).toEqual(['phone']);
  });

  it('stays refused for a phone that registered a company and for the platform ops account', async () => {
    const owner = await registerAndSignIn(t.app, nextPhone(), 'First Co');
    t.clock.advanceSeconds(61);
    const twice = await register(t.app, owner.phone, 'Second Co');
    expect(twice.statusCode).toBe(422);
    // The whole demo seed (the ops account among it): over 20 s on a busy 2-core machine, hence the test's 60 s.
    await seedDemo(t.database.db, { files: localFolderStorage(await mkdtemp(join(tmpdir(), 'phone-privacy-files-'))) });
    const ops = await register(t.app, DEMO_OPS_PHONE, 'Ops Co');
    expect(ops.statusCode).toBe(422);
    expect(await t.database.db.$count(companies, eq(companies.nameEn, 'Ops Co'))).toBe(0);
  }, 60_000);
});
