import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, pendingRegistrations, users } from '../../src/platform/db/schema/index';
import { call, nextPhone, outboxCode, register, registerAndSignIn, useTestApp } from '../support/harness';

// Issue 16.4/16.5: abuse limits that cannot be turned against the phone's owner.

const t = useTestApp();

const en = { lang: 'en' };
const wrong = (code: string) => (code === '0000' ? '0001' : '0000');
const login = (phone: string, ip?: string, device_token?: string) =>
  call(t.app, 'POST', '/api/v1/auth/login', { body: { phone, device_token }, headers: en, ip });
const verify = (phone: string, code: string, ip?: string, device_token?: string) =>
  call(t.app, 'POST', '/api/v1/auth/phone/verify', { body: { phone, code, device_token }, headers: en, ip });
const signin = (phone: string, password: string, ip?: string) =>
  call(t.app, 'POST', '/api/v1/auth/signin', { body: { phone, password }, headers: en, ip });

/** A signed-up owner who set a first password through the WhatsApp code of their own session. */
async function ownerWithPassword(password = 'Najd#Pass2025') {
  const { phone, token } = await registerAndSignIn(t.app);
  t.clock.advanceSeconds(61);
  expect((await call(t.app, 'POST', '/api/v1/auth/user/password/code', { token })).statusCode).toBe(200);
  await call(t.app, 'POST', '/api/v1/auth/user/password', {
    token,
    body: { code: await outboxCode(t.app, phone), password, password_confirmation: password },
  });
  return { phone, token, password };
}

/** A stranger at `ip` spends ten wrong codes on the phone (two codes of five tries each). */
async function tenWrongCodes(phone: string, ip: string) {
  for (let round = 0; round < 2; round++) {
    expect((await login(phone, ip)).statusCode).toBe(200);
    const code = await outboxCode(t.app, phone);
    for (let i = 0; i < 5; i++) await verify(phone, wrong(code), ip);
    t.clock.advanceSeconds(61);
  }
}

describe('sign-in budgets per phone + source', () => {
  it('ten wrong codes from one address lock that address only: the owner elsewhere and the password stay open', async () => {
    const { phone } = await registerAndSignIn(t.app);
    t.clock.advanceSeconds(61);
    await tenWrongCodes(phone, '198.51.100.1');
    const locked = await login(phone, '198.51.100.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.body.data.reason).toBe('auth.phone_locked');

    // The owner from another address signs in by code.
    expect((await login(phone, '198.51.100.2')).statusCode).toBe(200);
    expect((await verify(phone, await outboxCode(t.app, phone), '198.51.100.2')).statusCode).toBe(200);
  });

  it('wrong codes do not lock the password, and wrong passwords do not lock codes', async () => {
    const { phone, token } = await registerAndSignIn(t.app);
    t.clock.advanceSeconds(61);
    // A first password, set with a password code.
    expect((await call(t.app, 'POST', '/api/v1/auth/user/password/code', { token })).statusCode).toBe(200);
    const password = 'Najd#Pass2025';
    const set = await call(t.app, 'POST', '/api/v1/auth/user/password', {
      token,
      body: { code: await outboxCode(t.app, phone), password, password_confirmation: password },
    });
    expect(set.statusCode).toBe(200);

    const ip = '198.51.100.10';
    t.clock.advanceSeconds(61);
    await tenWrongCodes(phone, ip);
    expect((await login(phone, ip)).statusCode).toBe(429);
    expect((await signin(phone, password, ip)).statusCode).toBe(200);

    const other = '198.51.100.11';
    for (let i = 0; i < 10; i++) await signin(phone, `Wrong#Pass${i}`, other);
    expect((await signin(phone, password, other)).statusCode).toBe(429);
    expect((await login(phone, other)).statusCode).toBe(200);
    expect((await verify(phone, await outboxCode(t.app, phone), other)).statusCode).toBe(200);
  });

  it('a known device still signs in by code when strangers from many addresses used up the phone-wide budgets', async () => {
    const { phone, deviceToken } = await registerAndSignIn(t.app);
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    t.clock.advanceSeconds(61);
    // 5 addresses × 10 wrong codes: the phone-wide cap of unknown sources (50) is reached.
    for (let n = 1; n <= 5; n++) await tenWrongCodes(phone, `192.0.2.${n}`);
    const stranger = await login(phone, '192.0.2.99');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.body.data.reason).toBe('auth.phone_locked');

    // The owner's browser, from the same address as the last stranger even, is a source of its own.
    const sent = await login(phone, '192.0.2.5', deviceToken);
    expect(sent.statusCode).toBe(200);
    const verified = await verify(phone, await outboxCode(t.app, phone), '192.0.2.5', deviceToken);
    expect(verified.statusCode).toBe(200);
    // The device keeps its token.
    expect(verified.body.data.device_token).toBe(deviceToken);
  });

  it('wrong passwords from many addresses back off the phone for minutes, not lock the owner out for a day', async () => {
    const { phone, password } = await ownerWithPassword();
    // 5 addresses × 10 wrong passwords: the phone-wide budget of unknown sources (50) is spent.
    for (let n = 1; n <= 5; n++) {
      for (let i = 0; i < 10; i++) await signin(phone, 'Wrong#Pass1', `198.18.50.${n}`);
    }
    // A new address waits a moment (2 s after the latest failure), not 24 h…
    const waiting = await signin(phone, password, '198.18.51.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.body.data).toMatchObject({ reason: 'auth.phone_locked', retry_after: 2 });
    t.clock.advanceSeconds(2);
    // …and then the owner signs in with the password from it.
    expect((await signin(phone, password, '198.18.51.1')).statusCode).toBe(200);

    // Strangers who keep trying double the wait at each failure (the failure answers it), up to 15 minutes.
    const waits: number[] = [];
    for (let n = 1; n <= 12; n++) {
      const failed = await signin(phone, 'Wrong#Pass1', `198.18.52.${n}`);
      expect(failed.statusCode).toBe(429);
      waits.push(failed.body.data.retry_after);
      t.clock.advanceSeconds(failed.body.data.retry_after);
    }
    expect(waits).toEqual([4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
    // The addresses that spent their own budget stay locked for the day, as before.
    expect((await signin(phone, password, '198.18.50.1')).statusCode).toBe(429);
  });

  it("a stranger cannot use up the phone's codes for a known device", async () => {
    const { phone, deviceToken } = await registerAndSignIn(t.app);
    t.clock.advanceSeconds(61);
    // With the registration's code, 20 codes in the hour from addresses: the phone-wide hourly cap.
    for (let n = 1; n <= 19; n++) expect((await login(phone, `203.0.113.${n}`)).statusCode).toBe(200);
    const refused = await login(phone, '203.0.113.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.body.data.reason).toBe('auth.hourly_limit');
    expect((await login(phone, '203.0.113.99', deviceToken)).statusCode).toBe(200);
  });

  it('a device token of another user is not a known device of this phone', async () => {
    const { deviceToken: othersDevice } = await registerAndSignIn(t.app);
    const { phone } = await registerAndSignIn(t.app);
    t.clock.advanceSeconds(61);
    for (let n = 1; n <= 19; n++) await login(phone, `203.0.114.${n}`);
    expect((await login(phone, '203.0.114.99', othersDevice)).statusCode).toBe(429);
  });
});

describe('codes are for one purpose', () => {
  it('a reset code is not a login code', async () => {
    const { phone } = await registerAndSignIn(t.app);
    t.clock.advanceSeconds(61);
    expect((await call(t.app, 'POST', '/api/v1/auth/resetPassword', { body: { phone } })).statusCode).toBe(200);
    const answer = await verify(phone, await outboxCode(t.app, phone));
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors).toEqual({ code: ['The code has expired or was already used, request a new code'] });
  });
});

describe('sign-in by password takes as long for unknown phones as for known ones', () => {
  it('compares the median time of wrong passwords on a known and an unknown phone', async () => {
    const { phone } = await ownerWithPassword();
    const unknown = nextPhone();
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const missing: number[] = [];
    // Alternating, each from its own address (no source reaches its lock), after one warm-up each.
    for (let i = 0; i <= 9; i++) {
      for (const [target, times] of [
        [phone, known],
        [unknown, missing],
      ] as const) {
        const started = performance.now();
        const answer = await signin(target, 'Wrong#Pass1', `198.18.${i}.${target === phone ? 1 : 2}`);
        const took = performance.now() - started;
        expect(answer.statusCode).toBe(422);
        if (i > 0) times.push(took);
      }
    }
    const [a, b] = [median(known), median(missing)];
    // scrypt dominates both; without it an unknown phone answered in a small fraction of the time.
    expect(Math.min(a, b) / Math.max(a, b)).toBeGreaterThan(0.5);
  });
});

describe('registration', () => {
  it("registering someone else's phone creates nothing and does not stop its owner", async () => {
    const phone = nextPhone();
    expect(
      (
        await call(t.app, 'POST', '/api/v1/auth/register', {
          body: { company_name: 'Squatter', owner_name: 'Not Me', phone, email: 'x@x.example' },
          ip: '198.51.100.66',
        })
      ).statusCode,
    ).toBe(201);
    expect(await t.database.db.$count(users, eq(users.phone, phone))).toBe(0);
    expect(await t.database.db.$count(companies, eq(companies.ownerPhone, phone))).toBe(0);

    // The owner registers their own company a moment later (the test clock stands still otherwise: both codes would
    // carry the same time and the outbox's "latest" could be the squatter's) and verifies the code they received.
    t.clock.advanceSeconds(1);
    expect((await register(t.app, phone, 'Real Co')).statusCode).toBe(201);
    expect((await verify(phone, await outboxCode(t.app, phone))).statusCode).toBe(200);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.ownerPhone, phone));
    expect(company?.nameEn).toBe('Real Co');
  });

  it('a registration waiting for its code is finished through the login page', async () => {
    const phone = nextPhone();
    expect((await register(t.app, phone, 'Later Co')).statusCode).toBe(201);
    t.clock.advanceSeconds(61);
    expect((await login(phone)).statusCode).toBe(200);
    expect((await verify(phone, await outboxCode(t.app, phone))).statusCode).toBe(200);
    expect(await t.database.db.$count(companies, eq(companies.nameEn, 'Later Co'))).toBe(1);
  });

  it('unverified registrations expire and are dropped', async () => {
    const phone = nextPhone();
    expect((await register(t.app, phone)).statusCode).toBe(201);
    const code = await outboxCode(t.app, phone);
    t.clock.advanceSeconds(2 * 3600);
    expect((await register(t.app, nextPhone())).statusCode).toBe(201);
    expect(await t.database.db.$count(pendingRegistrations, eq(pendingRegistrations.phone, phone))).toBe(0);
    expect((await verify(phone, code)).statusCode).toBe(422);
    expect(await t.database.db.$count(users, eq(users.phone, phone))).toBe(0);
  });
});

describe('phone/check', () => {
  it('answers the same for a registered and an unknown phone', async () => {
    const { phone } = await registerAndSignIn(t.app);
    const pending = nextPhone();
    await register(t.app, pending);
    const answers = await Promise.all(
      [phone, pending, nextPhone()].map((p) => call(t.app, 'POST', '/api/v1/auth/phone/check', { body: { phone: p } })),
    );
    for (const [i, p] of [phone, pending].entries()) expect(answers[i]!.body.data).toEqual({ phone: p });
    expect(new Set(answers.map((a) => Object.keys(a.body.data).join()))).toEqual(new Set(['phone']));
  });
});
