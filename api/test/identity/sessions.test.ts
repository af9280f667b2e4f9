import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, roles, sessions, users } from '../../src/platform/db/schema/index';
import {
  call,
  createTestApp,
  registerAndSignIn,
  signInWithCode,
  testConfig,
  userMe,
  useTestApp,
} from '../support/harness';

// Issue 16.7: session lifetimes, the user's devices, expired members on routes outside a company.

// The production defaults (the harness stretches them for tests that move the clock far).
const t = useTestApp({ config: testConfig({ SESSION_IDLE_MINUTES: '720', SESSION_ABSOLUTE_DAYS: '30' }) });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const profile = (token: string, headers: Record<string, string> = {}) =>
  call(t.app, 'GET', '/api/v1/auth/user/profile', { token, headers: { lang: 'en', ...headers } });
const listSessions = (token: string) =>
  call(t.app, 'GET', '/api/v1/auth/user/sessions', { token, headers: { lang: 'en' } });

/** Another session of the same user (another device), by a new login code. */
async function signInAgain(phone: string, userAgent?: string) {
  t.clock.advanceSeconds(61);
  const token = await signInWithCode(t.app, phone);
  if (userAgent) expect((await userMe(t.app, token, {}, { 'user-agent': userAgent })).statusCode).toBe(200);
  return token;
}

describe('session lifetimes', () => {
  it('ends a session unused for 12 hours: 401, revoked for good', async () => {
    const { token } = await registerAndSignIn(t.app);
    t.clock.advance(11 * HOUR);
    expect((await profile(token)).statusCode).toBe(200);
    // Use keeps it alive: 11 h after the last request is still within the idle lifetime.
    t.clock.advance(11 * HOUR);
    expect((await profile(token)).statusCode).toBe(200);
    t.clock.advance(12 * HOUR);
    const expired = await profile(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toMatchObject({ status: 401, data: null });
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.revokedAt, new Date(t.clock.time)));
    expect(row).toBeDefined();
  });

  it('ends a session 30 days after sign-in however busy it is', async () => {
    const { token } = await registerAndSignIn(t.app);
    const signedInAt = t.clock.time;
    // A request every 11 hours: never idle for 12.
    while (t.clock.time + 11 * HOUR < signedInAt + 30 * DAY) {
      t.clock.advance(11 * HOUR);
      expect((await profile(token)).statusCode).toBe(200);
    }
    t.clock.time = signedInAt + 30 * DAY - 1000;
    expect((await profile(token)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('follows SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_DAYS', async () => {
    const configured = await createTestApp({
      config: testConfig({ SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_DAYS: '1' }),
    });
    try {
      const { token } = await registerAndSignIn(configured.app);
      const me = () => call(configured.app, 'GET', '/api/v1/auth/user/profile', { token });
      configured.clock.advance(29 * MINUTE);
      expect((await me()).statusCode).toBe(200);
      configured.clock.advance(31 * MINUTE);
      expect((await me()).statusCode).toBe(401);

      const again = await registerAndSignIn(configured.app);
      for (let i = 0; i < 48; i += 1) {
        configured.clock.advance(29 * MINUTE);
        const status = (await call(configured.app, 'GET', '/api/v1/auth/user/profile', { token: again.token }))
          .statusCode;
        // 24 h after sign-in (the 50th half-hour step of 29 min is past 1 day), the absolute lifetime ends it.
        expect(status).toBe((i + 1) * 29 * MINUTE < DAY ? 200 : 401);
      }
    } finally {
      await configured.close();
    }
  });
});

describe('own devices', () => {
  it('lists the live sessions with a device label, this one marked, nobody else’s', async () => {
    const { phone, token } = await registerAndSignIn(t.app);
    expect((await userMe(t.app, token, {}, { 'user-agent': CHROME_WINDOWS })).statusCode).toBe(200);
    const phoneToken = await signInAgain(phone, SAFARI_IPHONE);
    const stranger = await registerAndSignIn(t.app);
    const endedToken = await signInAgain(phone);
    expect((await call(t.app, 'POST', '/api/v1/auth/user/logout', { token: endedToken })).statusCode).toBe(200);

    const answer = await listSessions(token);
    expect(answer.statusCode).toBe(200);
    const list = answer.body.data as Array<Record<string, unknown>>;
    expect(list.map((s) => [s.device_label, s.current])).toEqual(
      expect.arrayContaining([
        ['Chrome · Windows', true],
        ['Safari · iOS', false],
      ]),
    );
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      id: expect.any(String),
      device_label: expect.any(String),
      created_at: expect.stringMatching(/Z$/),
      last_seen_at: expect.stringMatching(/Z$/),
      current: expect.any(Boolean),
    });
    const fromPhone = (await listSessions(phoneToken)).body.data as Array<Record<string, unknown>>;
    expect(fromPhone.find((s) => s.current)?.device_label).toBe('Safari · iOS');
    expect(((await listSessions(stranger.token)).body.data as unknown[]).length).toBe(1);
  });

  it('keeps the device data and the user agent both (merged, not overwritten)', async () => {
    const { token } = await registerAndSignIn(t.app);
    await userMe(t.app, token, {}, { 'user-agent': CHROME_WINDOWS });
    await call(t.app, 'POST', '/api/v1/auth/user/me', {
      token,
      headers: { 'user-agent': CHROME_WINDOWS },
      body: { type: 'company', fcm_token: 'push-1', device_data: { type: 'web', version: '2.0', language: 'ar' } },
    });
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.fcmToken, 'push-1'));
    expect(rows[0]?.deviceData).toEqual({ type: 'web', version: '2.0', language: 'ar', user_agent: CHROME_WINDOWS });
  });

  it('signs out one own device; another user’s session is not found', async () => {
    const { phone, token } = await registerAndSignIn(t.app);
    const other = await signInAgain(phone, SAFARI_IPHONE);
    const stranger = await registerAndSignIn(t.app);
    const otherId = ((await listSessions(token)).body.data as Array<{ id: string; current: boolean }>).find(
      (s) => !s.current,
    )!.id;
    const strangerId = ((await listSessions(stranger.token)).body.data as Array<{ id: string }>)[0]!.id;

    const foreign = await call(t.app, 'DELETE', `/api/v1/auth/user/sessions/${strangerId}`, {
      token,
      headers: { lang: 'en' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await profile(stranger.token)).statusCode).toBe(200);
    const malformed = await call(t.app, 'DELETE', '/api/v1/auth/user/sessions/not-an-id', { token });
    expect(malformed.statusCode).toBe(422);

    const revoked = await call(t.app, 'DELETE', `/api/v1/auth/user/sessions/${otherId}`, {
      token,
      headers: { lang: 'ar' },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body.message).toBe('تم تسجيل خروج الجهاز');
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(token)).statusCode).toBe(200);
    // Already ended: not found the second time.
    expect((await call(t.app, 'DELETE', `/api/v1/auth/user/sessions/${otherId}`, { token })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/v1/auth/user/sessions/${otherId}`, {})).statusCode).toBe(401);
  });

  it('signs out every other device and keeps this one', async () => {
    const { phone, token } = await registerAndSignIn(t.app);
    const second = await signInAgain(phone);
    const third = await signInAgain(phone);
    const stranger = await registerAndSignIn(t.app);
    const answer = await call(t.app, 'POST', '/api/v1/auth/user/sessions/revokeOthers', {
      token: second,
      headers: { lang: 'fr' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({
      status: 200,
      message: 'Tous les autres appareils ont été déconnectés',
      data: { revoked: 2 },
    });
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(third)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(200);
    expect((await profile(stranger.token)).statusCode).toBe(200);
    expect((await listSessions(second)).body.data).toHaveLength(1);
  });
});

describe('expired members outside a company', () => {
  /** A second company (of a new owner) where the member gets a membership ending at `expiresAt`. */
  async function joinAnotherCompany(memberPhone: string, expiresAt: Date | null) {
    const owner = await registerAndSignIn(t.app);
    const db = t.database.db;
    const [ownerUser] = await db.select().from(users).where(eq(users.phone, owner.phone));
    const [ownerMembership] = await db.select().from(memberships).where(eq(memberships.userId, ownerUser!.id));
    const [user] = await db.select().from(users).where(eq(users.phone, memberPhone));
    const [role] = await db
      .insert(roles)
      .values({ companyId: ownerMembership!.companyId, name: 'Visitor', type: 'Leader' })
      .returning();
    const [membership] = await db
      .insert(memberships)
      .values({ userId: user!.id, companyId: ownerMembership!.companyId, roleId: role!.id, expiresAt })
      .returning();
    return membership!.id;
  }
  const expireOwnMemberships = async (phone: string, at: Date) => {
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.phone, phone));
    await db.update(memberships).set({ expiresAt: at }).where(eq(memberships.userId, user!.id));
  };

  const signedInRoutes = (token: string, headers: Record<string, string> = {}) => [
    call(t.app, 'GET', '/api/v1/auth/user/profile', { token, headers: { lang: 'en', ...headers } }),
    call(t.app, 'PUT', '/api/v1/auth/user/update', { token, headers, body: { full_name: 'New Name', email: null } }),
    call(t.app, 'POST', '/api/v1/auth/user/password', {
      token,
      headers,
      body: { current_password: 'Some#Pass1', password: 'Najd#Pass2025', password_confirmation: 'Najd#Pass2025' },
    }),
    call(t.app, 'POST', '/api/v1/auth/user/password/code', { token, headers }),
    call(t.app, 'GET', '/api/v1/auth/user/sessions', { token, headers }),
    call(t.app, 'POST', '/api/v1/auth/user/sessions/revokeOthers', { token, headers }),
    call(t.app, 'GET', '/api/v1/auth/user/companies', { token, headers }),
    call(t.app, 'GET', '/api/v1/auth/user/notification-preferences', { token, headers }),
    userMe(t.app, token, {}, headers),
  ];

  it('refuses every signed-in route, profile and password included, once every membership expired', async () => {
    const { phone, token } = await registerAndSignIn(t.app);
    const before = await Promise.all(signedInRoutes(token));
    expect(before.map((a) => a.statusCode).filter((s) => s === 403)).toEqual([]);
    await t.database.db.update(users).set({ fullName: 'Sara Owner' }).where(eq(users.phone, phone));

    await expireOwnMemberships(phone, new Date(t.clock.time - DAY));
    const after = await Promise.all(signedInRoutes(token));
    expect(after.map((a) => a.statusCode)).toEqual(after.map(() => 403));
    expect(after[0]!.body.message).toMatch(
      /^Your access to this company expired on \d{4}-\d\d-\d\d\. Ask the company administrator to renew it$/,
    );
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(user!.fullName).toBe('Sara Owner');
    // Signing out still works: it only ends their own session.
    expect((await call(t.app, 'POST', '/api/v1/auth/user/logout', { token })).statusCode).toBe(200);
  });

  it('with several companies: refused for the expired role named by Role-Id, allowed while one is live', async () => {
    const { phone, token } = await registerAndSignIn(t.app);
    const expiredRole = await joinAnotherCompany(phone, new Date(t.clock.time - DAY));
    const liveRole = await joinAnotherCompany(phone, new Date(t.clock.time + DAY));
    await expireOwnMemberships(phone, new Date(t.clock.time - DAY));
    // The own company and one other expired, a third still live.
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    await t.database.db
      .update(memberships)
      .set({ expiresAt: new Date(t.clock.time + DAY) })
      .where(eq(memberships.id, liveRole));
    expect(user).toBeDefined();

    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(token, { 'role-id': liveRole })).statusCode).toBe(200);
    const named = await profile(token, { 'role-id': expiredRole });
    expect(named.statusCode).toBe(403);
    expect(named.body.message).toMatch(/^Your access to this company expired on /);
    expect(
      (await call(t.app, 'GET', '/api/v1/auth/user/sessions', { token, headers: { 'role-id': expiredRole } }))
        .statusCode,
    ).toBe(403);
  });
});
