import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../support/error-envelope';
import { call, nextPhone, outboxCode, register, registerAndSignIn, useTestApp } from '../support/harness';

const t = useTestApp();

const en = { lang: 'en' };
const verify = (phone: string, code: string) =>
  call(t.app, 'POST', '/api/v1/auth/phone/verify', { body: { phone, code }, headers: en });
const login = (phone: string) => call(t.app, 'POST', '/api/v1/auth/login', { body: { phone }, headers: en });
const wrong = (code: string) => (code === '0000' ? '0001' : '0000');

/** A registered phone (its registration code verified) with a fresh login code in the outbox. */
async function withLoginCode(phone: string) {
  await registerAndSignIn(t.app, phone);
  t.clock.advanceSeconds(61);
  expect((await login(phone)).statusCode).toBe(200);
}

describe('login codes', () => {
  it('expire after 5 minutes', async () => {
    const phone = nextPhone();
    await register(t.app, phone);
    const code = await outboxCode(t.app, phone);
    t.clock.advanceSeconds(301);
    const answer = await verify(phone, code);
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors).toEqual({ code: ['The code has expired or was already used, request a new code'] });
  });

  it('are still valid just before expiry', async () => {
    const phone = nextPhone();
    await register(t.app, phone);
    const code = await outboxCode(t.app, phone);
    t.clock.advanceSeconds(299);
    expect((await verify(phone, code)).statusCode).toBe(200);
  });

  it('die after 5 wrong tries', async () => {
    const phone = nextPhone();
    await withLoginCode(phone);
    const code = await outboxCode(t.app, phone);
    for (let i = 1; i <= 4; i++) {
      const answer = await verify(phone, wrong(code));
      expect(answer.statusCode).toBe(422);
      expect(answer.body.errors).toEqual({ code: ['The code is incorrect'] });
    }
    const fifth = await verify(phone, wrong(code));
    expect(fifth.body.errors).toEqual({ code: ['Too many wrong attempts, request a new code'] });
    const right = await verify(phone, code);
    expect(right.statusCode).toBe(422);
    expect(right.body.errors).toEqual({ code: ['Too many wrong attempts, request a new code'] });

    // A new code works.
    t.clock.advanceSeconds(61);
    expect((await login(phone)).statusCode).toBe(200);
    expect((await verify(phone, await outboxCode(t.app, phone))).statusCode).toBe(200);
  });

  it('only the latest code counts', async () => {
    const phone = nextPhone();
    await register(t.app, phone);
    const first = await outboxCode(t.app, phone);
    t.clock.advanceSeconds(61);
    await login(phone);
    const second = await outboxCode(t.app, phone);
    if (first !== second) expect((await verify(phone, first)).statusCode).toBe(422);
    expect((await verify(phone, second)).statusCode).toBe(200);
  });

  it('lock the phone after 10 wrong codes in 24 hours, across resends', async () => {
    const phone = nextPhone();
    await withLoginCode(phone);
    let code = await outboxCode(t.app, phone);
    for (let i = 1; i <= 5; i++) await verify(phone, wrong(code));
    t.clock.advanceSeconds(61);
    await login(phone);
    code = await outboxCode(t.app, phone);
    for (let i = 1; i <= 4; i++) expect((await verify(phone, wrong(code))).statusCode).toBe(422);

    const tenth = await verify(phone, wrong(code));
    expect(tenth.statusCode).toBe(429);
    expect(tenth.body.message).toMatch(
      /^Too many wrong codes for this number\. Sign-in is locked until .+ \(in \d+ minutes\)$/,
    );
    expect(tenth.body.data.retry_after).toBeGreaterThan(23 * 3600);
    expect(tenth.body.data.locked_until).toEqual(expect.any(String));
    expect(tenth.body.data.reason).toBe('auth.phone_locked');

    // Locked for sending and for checking, even with the right code.
    t.clock.advanceSeconds(61);
    const refused = await login(phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.body.status).toBe(429);
    expect((await verify(phone, code)).statusCode).toBe(429);
    const fr = await call(t.app, 'POST', '/api/v1/auth/login', { body: { phone }, headers: { lang: 'fr' } });
    expect(fr.body.message).toMatch(/^Trop de codes erronés/);

    // The window slides: 24 h after the first failures the phone may sign in again.
    t.clock.advanceSeconds(24 * 3600);
    expect((await login(phone)).statusCode).toBe(200);
    expect((await verify(phone, await outboxCode(t.app, phone))).statusCode).toBe(200);
  });

  it('cannot be resent within 60 seconds', async () => {
    const phone = nextPhone();
    await withLoginCode(phone);
    t.clock.advanceSeconds(20);
    const answer = await login(phone);
    expect(answer.statusCode).toBe(429);
    expect(answer.body).toEqual(
      errorEnvelope(429, 'Please wait 40 seconds before requesting a new code', {
        retry_after: 40,
        reason: 'auth.resend_wait',
      }),
    );
    expect(answer.headers['retry-after']).toBe('40');
    t.clock.advanceSeconds(40);
    expect((await login(phone)).statusCode).toBe(200);
  });

  it('are limited to 5 per phone per hour', async () => {
    const phone = nextPhone();
    await registerAndSignIn(t.app, phone);
    for (let i = 2; i <= 5; i++) {
      t.clock.advanceSeconds(61);
      expect((await login(phone)).statusCode).toBe(200);
    }
    t.clock.advanceSeconds(61);
    const sixth = await login(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many codes were requested for this number, try again in \d+ minutes$/);
    // The first code was sent 5 × 61 s ago: the hour ends 3600 − 305 s later.
    expect(sixth.body.data).toEqual({ retry_after: 3600 - 305, reason: 'auth.hourly_limit' });
    t.clock.advanceSeconds(3600 - 305);
    expect((await login(phone)).statusCode).toBe(200);
  });

  it('refuses a check when no code was sent', async () => {
    const phone = nextPhone();
    const answer = await verify(phone, '1234');
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors?.code).toHaveLength(1);
  });
});
