import { loginInfoSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readCompanyAccounts } from '../../src/money/ledger/index';
import {
  companies,
  memberships,
  pendingRegistrations,
  rolePermissions,
  roles,
  sessions,
  users,
} from '../../src/platform/db/schema/index';
import { companyScope } from '../../src/platform/db/scoped-db';
import { errorEnvelope } from '../support/error-envelope';
import { call, nextPhone, outboxCode, register, registerAndSignIn, userMe, useTestApp } from '../support/harness';

const t = useTestApp();

describe('registration and sign-in', () => {
  it('register → outbox code → verify → user/me → logout', async () => {
    const registered = await call(t.app, 'POST', '/api/v1/auth/register', {
      body: {
        company_name: 'Najd Facilities',
        owner_name: 'Sara Al-Otaibi',
        phone: '050 700-0001',
        email: 'Sara@Najd.example',
      },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.body).toEqual({
      status: 201,
      message: expect.any(String),
      data: { phone: '+966507000001', resend_after: 60, expires_in: 300 },
    });

    // Issue 16.5: nothing exists until the code is verified, only the pending registration.
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.phone, '+966507000001'))).toEqual([]);
    expect(await db.$count(companies, eq(companies.ownerPhone, '+966507000001'))).toBe(0);
    expect(await db.$count(pendingRegistrations, eq(pendingRegistrations.phone, '+966507000001'))).toBe(1);

    const code = await outboxCode(t.app, '0507000001');
    expect(code).toMatch(/^\d{4}$/);
    const verified = await call(t.app, 'POST', '/api/v1/auth/phone/verify', { body: { phone: '507000001', code } });
    expect(verified.statusCode).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.phone, '+966507000001'));
    expect(user).toMatchObject({ fullName: 'Sara Al-Otaibi', email: 'sara@najd.example', passwordHash: null });
    const [membership] = await db.select().from(memberships).where(eq(memberships.userId, user!.id));
    const [company] = await db.select().from(companies).where(eq(companies.id, membership!.companyId));
    expect(company).toMatchObject({
      nameAr: 'Najd Facilities',
      nameEn: 'Najd Facilities',
      ownerPhone: '+966507000001',
    });
    const [role] = await db.select().from(roles).where(eq(roles.id, membership!.roleId));
    expect(role).toMatchObject({ type: 'Admin', isAdmin: true, companyId: company!.id });
    expect(await db.select().from(rolePermissions).where(eq(rolePermissions.roleId, role!.id))).toMatchObject([
      { action: 'manage', subject: 'all' },
    ]);
    expect(await readCompanyAccounts(companyScope(db, { companyId: company!.id, membershipId: null }))).toEqual({
      wallet: 0,
      creditLimit: 0,
      creditUsed: 0,
      creditAvailable: 0,
      receivable: 0,
    });

    expect(await db.$count(pendingRegistrations, eq(pendingRegistrations.phone, '+966507000001'))).toBe(0);
    const token = verified.body.data.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const stored = await db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);

    const me = await userMe(t.app, token, { fcm_token: 'fcm-abc', role_id: null });
    expect(me.statusCode).toBe(200);
    expect(me.body.status).toBe(200);
    const info = v.parse(loginInfoSchema, me.body.data);
    expect(info).toEqual({
      user: { id: user!.id, name: 'Sara Al-Otaibi', phone: '+966507000001', email: 'sara@najd.example', img_url: null },
      token,
      role: {
        id: membership!.id,
        company: { id: company!.id, name: { ar: 'Najd Facilities', en: 'Najd Facilities' }, logo_url: null },
        role: { title: 'Admin' },
        is_admin: true,
        ability: [{ action: 'manage', subject: 'all' }],
      },
      wallet: { balance: 0, credit_line: 0, currency: 'SAR' },
    });
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(session).toMatchObject({
      fcmToken: 'fcm-abc',
      deviceData: { type: 'web', version: '1.01', language: 'en' },
    });

    const logout = await call(t.app, 'POST', '/api/v1/auth/user/logout', { token });
    expect(logout.statusCode).toBe(200);
    expect(logout.body).toEqual({ status: 200, message: expect.any(String), data: null });
    const after = await userMe(t.app, token);
    expect(after.statusCode).toBe(401);
    expect(after.body).toMatchObject({ status: 401, data: null });
  });

  it('validates the user/me body', async () => {
    const { token } = await registerAndSignIn(t.app);
    const answer = await call(t.app, 'POST', '/api/v1/auth/user/me', {
      token,
      body: { type: 'ops', role_id: 'nope', device_data: { type: 'web' } },
      headers: { lang: 'en' },
    });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['device_data.version', 'role_id', 'type']);
  });

  it('refuses a phone that is already registered, in any spelling, and writes nothing', async () => {
    const { phone } = await registerAndSignIn(t.app);
    const companiesBefore = await t.database.db.$count(companies);
    const again = await call(t.app, 'POST', '/api/v1/auth/register', {
      body: { company_name: 'Other', owner_name: 'Other', phone: `00${phone.slice(1)}`, email: 'o@o.example' },
      headers: { lang: 'en' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.body.errors).toEqual({ phone: ['This phone number is already registered, please sign in instead'] });
    expect(await t.database.db.$count(companies)).toBe(companiesBefore);
  });

  it('checks phones and normalises them', async () => {
    const { phone } = await registerAndSignIn(t.app);
    const local = `0${phone.slice(4)}`;
    for (const spelling of [
      phone,
      local,
      phone.slice(1),
      `00${phone.slice(1)}`,
      phone.slice(4),
      `${local.slice(0, 3)} ${local.slice(3)}`,
    ]) {
      const answer = await call(t.app, 'POST', '/api/v1/auth/phone/check', { body: { phone: spelling } });
      expect(answer.body).toEqual({ status: 200, message: expect.any(String), data: { phone } });
    }
    // Issue 16.5: the answer never tells a registered phone from an unknown one.
    const unknown = await call(t.app, 'POST', '/api/v1/auth/phone/check', { body: { phone: '0599999999' } });
    expect(unknown.body).toEqual({ status: 200, message: expect.any(String), data: { phone: '+966599999999' } });
    const bad = await call(t.app, 'POST', '/api/v1/auth/phone/check', {
      body: { phone: '0112345678' },
      headers: { lang: 'en' },
    });
    expect(bad.body.errors).toEqual({ phone: ['Enter a Saudi mobile number such as 05XXXXXXXX'] });
  });

  it('login sends a code to a registered phone only, and answers every phone alike', async () => {
    const { phone } = await registerAndSignIn(t.app);
    t.clock.advanceSeconds(61);
    const login = await call(t.app, 'POST', '/api/v1/auth/login', { body: { phone } });
    expect(login.statusCode).toBe(200);
    expect(login.body.data).toEqual({ phone, resend_after: 60, expires_in: 300 });
    const code = await outboxCode(t.app, phone);
    const verified = await call(t.app, 'POST', '/api/v1/auth/phone/verify', { body: { phone, code } });
    expect(verified.statusCode).toBe(200);

    const unknown = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { phone: nextPhone() },
      headers: { lang: 'en' },
    });
    // Issue 26.6: the same answer as for a registered phone; nothing is delivered.
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body.data).toEqual({ phone: unknown.body.data.phone, resend_after: 60, expires_in: 300 });
    expect(
      (await call(t.app, 'GET', `/api/v1/dev/outbox?phone=${encodeURIComponent(unknown.body.data.phone)}`)).statusCode,
    ).toBe(404);
  });

  it('a code works once', async () => {
    const phone = nextPhone();
    await register(t.app, phone);
    const code = await outboxCode(t.app, phone);
    const first = await call(t.app, 'POST', '/api/v1/auth/phone/verify', { body: { phone, code } });
    expect(first.statusCode).toBe(200);
    const second = await call(t.app, 'POST', '/api/v1/auth/phone/verify', {
      body: { phone, code },
      headers: { lang: 'en' },
    });
    expect(second.statusCode).toBe(422);
    expect(second.body.errors).toEqual({ code: ['The code has expired or was already used, request a new code'] });
  });

  it('two sessions are independent', async () => {
    const { phone, token } = await registerAndSignIn(t.app);
    t.clock.advanceSeconds(61);
    await call(t.app, 'POST', '/api/v1/auth/login', { body: { phone } });
    const second = await call(t.app, 'POST', '/api/v1/auth/phone/verify', {
      body: { phone, code: await outboxCode(t.app, phone) },
    });
    await call(t.app, 'POST', '/api/v1/auth/user/logout', { token });
    expect((await userMe(t.app, token)).statusCode).toBe(401);
    expect((await userMe(t.app, second.body.data.token)).statusCode).toBe(200);
  });

  it('refuses missing, malformed and unknown tokens', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', `Bearer ${'x'.repeat(43)}`]) {
      const answer = await call(t.app, 'POST', '/api/v1/auth/user/me', {
        body: { type: 'company' },
        headers: authorization ? { authorization, lang: 'en' } : { lang: 'en' },
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toEqual(errorEnvelope(401, 'Unauthenticated'));
    }
  });

  it('concurrent registrations of one phone: one wins, the other is refused', async () => {
    const phone = nextPhone();
    const answers = await Promise.all([register(t.app, phone, 'First'), register(t.app, phone, 'Second')]);
    const [won, lost] = answers.map((a) => a.statusCode).sort();
    expect(won).toBe(201);
    // One code a minute per phone and source: the loser waits (429). Nothing exists until the code is verified.
    expect(lost).toBe(429);
    const verified = await call(t.app, 'POST', '/api/v1/auth/phone/verify', {
      body: { phone, code: await outboxCode(t.app, phone) },
    });
    expect(verified.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(await t.database.db.$count(memberships, eq(memberships.userId, user!.id))).toBe(1);
  });

  it('concurrent code requests for one phone send one code', async () => {
    const { phone } = await registerAndSignIn(t.app);
    t.clock.advanceSeconds(61);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(t.app, 'POST', '/api/v1/auth/login', { body: { phone } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429]);
  });
});
