import { isStrongPassword } from '@portal/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/identity/auth/password-hash';
import { loginFailures, outboxMessages, users } from '../../src/platform/db/schema/index';
import { call, nextPhone, outboxCode, registerAndSignIn, signInWithCode, userMe, useTestApp } from '../support/harness';

const t = useTestApp();

const en = { lang: 'en' };
const NEW_PASSWORD = 'Najd#Pass2025';
const signin = (phone: string, password: string, lang = 'en') =>
  call(t.app, 'POST', '/api/v1/auth/signin', { body: { phone, password }, headers: { lang } });
const reset = (body: Record<string, unknown>, lang = 'en') =>
  call(t.app, 'POST', '/api/v1/auth/resetPassword', { body, headers: { lang } });
const passwordHashOf = async (phone: string) =>
  (await t.database.db.select().from(users).where(eq(users.phone, phone)))[0]?.passwordHash ?? null;

/** An owner whose password was set through the reset path. */
async function ownerWithPassword(password = NEW_PASSWORD) {
  const { phone, token } = await registerAndSignIn(t.app);
  t.clock.advanceSeconds(61);
  expect((await reset({ phone })).statusCode).toBe(200);
  const code = await outboxCode(t.app, phone);
  expect((await reset({ phone, code, password, password_confirmation: password })).statusCode).toBe(200);
  return { phone, oldToken: token };
}

describe('the password rule (spec §5)', () => {
  it('needs 8 characters with an uppercase, a lowercase, a digit and a special character', () => {
    for (const good of ['Abcdef1!', 'Najd#Pass2025', 'Ü-ber2024x']) expect(isStrongPassword(good)).toBe(true);
    for (const bad of ['Abcde1!', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefgh1', '']) {
      expect(isStrongPassword(bad)).toBe(false);
    }
  });
});

describe('reset password by WhatsApp code', () => {
  it('sends a reset code, sets the password, ends the old sessions and signs in with it', async () => {
    const { phone, token } = await registerAndSignIn(t.app);
    t.clock.advanceSeconds(61);
    const requested = await reset({ phone: `0${phone.slice(4)}` });
    expect(requested.statusCode).toBe(200);
    expect(requested.body).toEqual({
      status: 200,
      message: 'The verification code has been sent',
      data: { phone, resend_after: 60, expires_in: 300 },
    });
    const [sent] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, phone))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    expect(sent?.body).toMatchObject({ purpose: 'reset', lang: 'en' });
    const code = await outboxCode(t.app, phone);

    const done = await reset({ phone, code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.body).toEqual({
      status: 200,
      message: 'Your password has been reset, sign in with the new password',
      data: null,
    });
    const stored = await passwordHashOf(phone);
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain(NEW_PASSWORD);
    expect((await userMe(t.app, token)).statusCode).toBe(401);

    const signedIn = await signin(phone, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body.message).toBe('Signed in successfully');
    expect((await userMe(t.app, signedIn.body.data.token)).statusCode).toBe(200);

    // The code is spent.
    const again = await reset({ phone, code, password: 'Other#Pass1', password_confirmation: 'Other#Pass1' });
    expect(again.body.errors).toEqual({ code: ['The code has expired or was already used, request a new code'] });
  });

  it('stores scrypt with a salt of its own per hash, and verifies only the right password', async () => {
    const [first, second] = [await hashPassword(NEW_PASSWORD), await hashPassword(NEW_PASSWORD)];
    expect(first).not.toBe(second);
    expect(await verifyPassword(NEW_PASSWORD, first)).toBe(true);
    expect(await verifyPassword(NEW_PASSWORD, second)).toBe(true);
    expect(await verifyPassword('Najd#Pass2024', first)).toBe(false);
    expect(await verifyPassword(NEW_PASSWORD, null)).toBe(false);
    expect(await verifyPassword(NEW_PASSWORD, 'plain-text')).toBe(false);
  });

  it('refuses a weak or unconfirmed password and a malformed code, writing nothing', async () => {
    const { phone } = await registerAndSignIn(t.app);
    t.clock.advanceSeconds(61);
    await reset({ phone });
    const code = await outboxCode(t.app, phone);
    const weak = await reset({ phone, code: '12a', password: 'weakpass', password_confirmation: 'other' });
    expect(weak.statusCode).toBe(422);
    expect(weak.body.errors).toEqual({
      code: ['The code must be 4 digits'],
      password: [
        'The password must be at least 8 characters with an uppercase letter, a lowercase letter, a special character and a digit',
      ],
    });
    const unconfirmed = await reset({ phone, code, password: NEW_PASSWORD, password_confirmation: 'Najd#Pass2024' });
    expect(unconfirmed.body.errors).toEqual({
      password_confirmation: ['The Confirm Password field confirmation does not match'],
    });
    const missing = await reset({ phone, code });
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual(['password', 'password_confirmation']);
    expect(await passwordHashOf(phone)).toBeNull();
    // The code was not spent by refused requests.
    expect((await reset({ phone, code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('answers the password rule in Arabic and French', async () => {
    const body = { phone: nextPhone(), code: '1234', password: 'short', password_confirmation: 'short' };
    expect((await reset(body, 'ar')).body.errors?.password).toEqual([
      'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل وتحتوي على حرف كبير وحرف صغير ورمز خاص ورقم',
    ]);
    expect((await reset(body, 'fr')).body.errors?.password).toEqual([
      'Le mot de passe doit contenir au moins 8 caractères, dont une majuscule, une minuscule, un caractère spécial et un chiffre',
    ]);
  });

  it('only accepts a reset code, not a login code', async () => {
    const { phone } = await registerAndSignIn(t.app);
    t.clock.advanceSeconds(61);
    await call(t.app, 'POST', '/api/v1/auth/login', { body: { phone } });
    const loginCode = await outboxCode(t.app, phone);
    const answer = await reset({ phone, code: loginCode, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors).toEqual({ code: ['The code has expired or was already used, request a new code'] });
    expect(await passwordHashOf(phone)).toBeNull();
  });

  it('answers an unknown phone as a known one, sending nothing, and keeps the resend wait of login codes', async () => {
    const unknown = await reset({ phone: nextPhone() });
    expect(unknown.statusCode).toBe(200);
    expect(
      (await call(t.app, 'GET', `/api/v1/dev/outbox?phone=${encodeURIComponent(unknown.body.data.phone)}`)).statusCode,
    ).toBe(404);
    const { phone } = await registerAndSignIn(t.app);
    const tooSoon = await reset({ phone });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.body.data).toMatchObject({ reason: 'auth.resend_wait' });
  });
});

describe('sign in with phone and password', () => {
  it('refuses a wrong password, no password and an unknown phone alike, in three languages', async () => {
    const { phone } = await ownerWithPassword();
    const wrong = await signin(phone, 'Wrong#Pass1');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['The phone number or password is incorrect'] });
    expect((await signin(phone, 'Wrong#Pass1', 'ar')).body.errors).toEqual({
      password: ['رقم الجوال أو كلمة المرور غير صحيحة'],
    });
    expect((await signin(phone, 'Wrong#Pass1', 'fr')).body.errors).toEqual({
      password: ['Le numéro de téléphone ou le mot de passe est incorrect'],
    });
    const { phone: codeOnly } = await registerAndSignIn(t.app);
    expect((await signin(codeOnly, NEW_PASSWORD)).body.errors).toEqual(wrong.body.errors);
    expect((await signin(nextPhone(), NEW_PASSWORD)).body.errors).toEqual(wrong.body.errors);
    const empty = await call(t.app, 'POST', '/api/v1/auth/signin', { body: {}, headers: en });
    expect(empty.body.errors).toEqual({
      phone: ['Please enter the phone number'],
      password: ['This field is required'],
    });
  });

  it('locks password sign-in for one source after 10 wrong passwords; codes and other sources stay open (16.4)', async () => {
    const { phone } = await ownerWithPassword();
    const attacker = '203.0.113.7';
    const fromAttacker = (password: string) =>
      call(t.app, 'POST', '/api/v1/auth/signin', { body: { phone, password }, headers: en, ip: attacker });
    for (let i = 1; i <= 9; i++) expect((await fromAttacker(`Wrong#Pass${i}`)).statusCode).toBe(422);
    const failures = await t.database.db.select().from(loginFailures).where(eq(loginFailures.phone, phone));
    expect(failures).toHaveLength(9);
    expect(failures.every((f) => f.kind === 'password' && f.source === `ip:${attacker}`)).toBe(true);

    const tenth = await fromAttacker('Wrong#Pass10');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.body.data).toMatchObject({ reason: 'auth.phone_locked', locked_until: expect.any(String) });
    // That source is locked out of passwords, even the right one…
    expect((await fromAttacker(NEW_PASSWORD)).statusCode).toBe(429);
    // …but the owner elsewhere still signs in with the password, and codes are a separate budget, even there.
    expect((await signin(phone, NEW_PASSWORD)).statusCode).toBe(200);
    t.clock.advanceSeconds(61);
    const login = await call(t.app, 'POST', '/api/v1/auth/login', { body: { phone }, ip: attacker });
    expect(login.statusCode).toBe(200);
    const code = await outboxCode(t.app, phone);
    const verified = await call(t.app, 'POST', '/api/v1/auth/phone/verify', { body: { phone, code }, ip: attacker });
    expect(verified.statusCode).toBe(200);

    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await fromAttacker(NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('change password while signed in', () => {
  it('sets a first password with a fresh WhatsApp code (issue 16.7), then requires the current one', async () => {
    const { phone, token } = await registerAndSignIn(t.app);
    const other = await registerAndSignInAgain(phone);
    const change = (body: Record<string, unknown>, lang = 'en') =>
      call(t.app, 'POST', '/api/v1/auth/user/password', { token, body, headers: { lang } });

    // A session alone, however fresh, does not set a first password: a code sent to the phone does.
    const noCode = await change({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(noCode.statusCode).toBe(422);
    expect(noCode.body.errors).toEqual({ code: ['This field is required'] });
    // The login code of this session's own sign-in is not a password code.
    const loginCode = await outboxCode(t.app, phone);
    const withLoginCode = await change({
      code: loginCode,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(withLoginCode.body.errors).toEqual({
      code: ['The code has expired or was already used, request a new code'],
    });
    t.clock.advanceSeconds(61);
    const sent = await call(t.app, 'POST', '/api/v1/auth/user/password/code', { token, headers: en });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toMatchObject({ message: 'The verification code has been sent', data: { phone } });
    const code = await outboxCode(t.app, phone);
    const wrongCode = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const wrongFr = await change(
      { code: wrongCode, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      'fr',
    );
    expect(wrongFr.statusCode).toBe(422);
    expect(wrongFr.body.errors).toEqual({ code: ['Le code est incorrect'] });
    expect(await passwordHashOf(phone)).toBeNull();

    const first = await change({ code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe('Your password has been changed');
    expect((await userMe(t.app, token)).statusCode).toBe(200);
    expect((await userMe(t.app, other)).statusCode).toBe(401);

    const missing = await change({ password: 'Next#Pass2026', password_confirmation: 'Next#Pass2026' });
    expect(missing.statusCode).toBe(422);
    expect(missing.body.errors).toEqual({ current_password: ['This field is required'] });
    const wrong = await change({
      current_password: 'Wrong#Pass1',
      password: 'Next#Pass2026',
      password_confirmation: 'Next#Pass2026',
    });
    expect(wrong.body.errors).toEqual({ current_password: ['The current password is incorrect'] });
    expect(
      (
        await change(
          { current_password: 'Wrong#Pass1', password: 'Next#Pass2026', password_confirmation: 'Next#Pass2026' },
          'ar',
        )
      ).body.errors,
    ).toEqual({ current_password: ['كلمة المرور الحالية غير صحيحة'] });
    expect((await signin(phone, NEW_PASSWORD)).statusCode).toBe(200);
    const weak = await change({ current_password: NEW_PASSWORD, password: 'nextpass', password_confirmation: 'x' });
    expect(Object.keys(weak.body.errors ?? {}).sort()).toEqual(['password']);

    const ok = await change({
      current_password: NEW_PASSWORD,
      password: 'Next#Pass2026',
      password_confirmation: 'Next#Pass2026',
    });
    expect(ok.statusCode).toBe(200);
    expect((await signin(phone, NEW_PASSWORD)).statusCode).toBe(422);
    expect((await signin(phone, 'Next#Pass2026')).statusCode).toBe(200);
    // One wrong code, two wrong current passwords and one wrong sign-in count toward the phone's lock.
    expect(await t.database.db.$count(loginFailures, eq(loginFailures.phone, phone))).toBe(4);
  });

  it('needs a session', async () => {
    const answer = await call(t.app, 'POST', '/api/v1/auth/user/password', {
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(answer.statusCode).toBe(401);
  });
});

/** A second session of the same user (another device), by a new login code. */
async function registerAndSignInAgain(phone: string) {
  t.clock.advanceSeconds(61);
  return signInWithCode(t.app, phone);
}
