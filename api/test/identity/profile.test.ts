import { NOTIFICATION_TYPES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationPreferences, users } from '../../src/platform/db/schema/index';
import { call, registerAndSignIn, userMe, useTestApp } from '../support/harness';

const t = useTestApp();

const send = (method: 'GET' | 'PUT', url: string, token: string | undefined, body?: unknown, lang = 'en') =>
  call(t.app, method, url, { token, body, headers: { lang } });

describe('own profile', () => {
  it('answers the profile and updates name and email', async () => {
    const { phone, token } = await registerAndSignIn(t.app);
    const profile = await send('GET', '/api/v1/auth/user/profile', token);
    expect(profile.body.data).toEqual({
      id: expect.any(String),
      name: 'Sara Owner',
      phone,
      email: 'owner@acme.example',
      img_url: null,
      has_password: false,
    });
    const updated = await send('PUT', '/api/v1/auth/user/update', token, {
      full_name: '  Nora Al-Saud ',
      email: 'Nora@Acme.Example',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.message).toBe('Data has been updated successfully');
    expect(updated.body.data).toMatchObject({ name: 'Nora Al-Saud', email: 'nora@acme.example', phone });
    expect((await userMe(t.app, token)).body.data.user).toMatchObject({ name: 'Nora Al-Saud' });

    const cleared = await send('PUT', '/api/v1/auth/user/update', token, { full_name: 'Nora Al-Saud', email: '' });
    expect(cleared.body.data.email).toBeNull();
    const kept = await send('PUT', '/api/v1/auth/user/update', token, { full_name: 'Nora' });
    expect(kept.body.data).toMatchObject({ name: 'Nora', email: null });
  });

  it('refuses a blank name and a bad email, writing nothing', async () => {
    const { phone, token } = await registerAndSignIn(t.app);
    const answer = await send('PUT', '/api/v1/auth/user/update', token, { full_name: ' ', email: 'nope' }, 'ar');
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors).toEqual({
      full_name: ['هذا الحقل مطلوب'],
      email: ['يجب أن يكون حقل البريد الإلكتروني بريدًا إلكترونيًا صالحًا'],
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({ fullName: 'Sara Owner', email: 'owner@acme.example' });
  });

  it('needs a session', async () => {
    expect((await send('GET', '/api/v1/auth/user/profile', undefined)).statusCode).toBe(401);
    expect((await send('PUT', '/api/v1/auth/user/update', undefined, { full_name: 'X' })).statusCode).toBe(401);
  });
});

describe('notification preferences', () => {
  it('answers defaults for every type, then keeps changes per user', async () => {
    const { token } = await registerAndSignIn(t.app);
    const { token: otherToken } = await registerAndSignIn(t.app);
    const defaults = await send('GET', '/api/v1/auth/user/notification-preferences', token);
    expect(defaults.body.data.preferences).toEqual(
      NOTIFICATION_TYPES.map((type) => ({ type, in_app: true, whatsapp: false, email: false })),
    );

    const saved = await send('PUT', '/api/v1/auth/user/notification-preferences', token, {
      preferences: [
        { type: 'NEW_ORDER', in_app: true, whatsapp: true, email: true },
        { type: 'TECHNICAL_SUPPORT', in_app: false, whatsapp: false, email: true },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe('Data has been updated successfully');
    const byType = Object.fromEntries(saved.body.data.preferences.map((p: { type: string }) => [p.type, p]));
    expect(byType.NEW_ORDER).toEqual({ type: 'NEW_ORDER', in_app: true, whatsapp: true, email: true });
    expect(byType.TECHNICAL_SUPPORT).toEqual({
      type: 'TECHNICAL_SUPPORT',
      in_app: false,
      whatsapp: false,
      email: true,
    });
    expect(byType.NEW_PACKAGE).toEqual({ type: 'NEW_PACKAGE', in_app: true, whatsapp: false, email: false });

    // A second change of one type overwrites it.
    await send('PUT', '/api/v1/auth/user/notification-preferences', token, {
      preferences: [{ type: 'NEW_ORDER', in_app: false, whatsapp: false, email: false }],
    });
    const again = await send('GET', '/api/v1/auth/user/notification-preferences', token);
    expect(again.body.data.preferences[0]).toEqual({ type: 'NEW_ORDER', in_app: false, whatsapp: false, email: false });
    const other = await send('GET', '/api/v1/auth/user/notification-preferences', otherToken);
    expect(other.body.data).toEqual(defaults.body.data);
  });

  it('refuses unknown types, duplicates, missing channels and an empty list, writing nothing', async () => {
    const { token } = await registerAndSignIn(t.app);
    const put = (body: unknown) => send('PUT', '/api/v1/auth/user/notification-preferences', token, body);
    const stored = await t.database.db.$count(notificationPreferences);
    const unknown = await put({ preferences: [{ type: 'SPAM', in_app: true, whatsapp: true, email: true }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body.errors).toEqual({ 'preferences.0.type': ['This field is invalid'] });
    const duplicate = await put({
      preferences: [
        { type: 'NEW_ORDER', in_app: true, whatsapp: true, email: true },
        { type: 'NEW_ORDER', in_app: false, whatsapp: true, email: true },
      ],
    });
    expect(duplicate.body.errors).toEqual({ preferences: ['This field is invalid'] });
    const missing = await put({ preferences: [{ type: 'NEW_ORDER', in_app: 'yes' }] });
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual([
      'preferences.0.email',
      'preferences.0.in_app',
      'preferences.0.whatsapp',
    ]);
    expect((await put({ preferences: [] })).body.errors).toEqual({ preferences: ['This field is required'] });
    expect((await put({})).body.errors).toEqual({ preferences: ['This field is required'] });
    expect(await t.database.db.$count(notificationPreferences)).toBe(stored);
  });
});
