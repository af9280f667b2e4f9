import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '../feedback/notify';
import { session } from '../session/session-store';
import { api } from './api';
import { ApiError, type ApiErrorKind } from './api-error';
import { configureHttp } from './client';
import { setupLocalApi } from './testing/local-api-per-file';
import { failure, ok } from './testing/local-api-server';
import { loginInfoFixture } from './testing/login-info-fixture';
import { setHttpTranslator } from './translator';

const local = setupLocalApi();

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('error handling', () => {
  afterEach(() => notify.setEnabled(true));

  it('403 for a membership that is gone clears the session and goes to /login', async () => {
    session.applyLoginInfo(loginInfoFixture());
    local.server.reply('/secret', failure(403, 'Forbidden', { data: { reason: 'membership_gone' } }));
    const error = await caught(api.get('/secret'));
    expect(error.kind).toBe('forbidden');
    expect(session.getState()).toMatchObject({ token: null, user: null, roleId: null, ability: [], wallet: null });
    expect(local.navigations).toEqual([{ to: '/login', replace: true }]);
    expect(local.toasts).toEqual([]);
  });

  it('403 for one action not allowed says so and stays signed in', async () => {
    session.applyLoginInfo(loginInfoFixture());
    local.server.reply('/secret', failure(403, 'You are not allowed to do this', { data: { reason: 'not_allowed' } }));
    const error = await caught(api.post('/secret', {}));
    expect(error.kind).toBe('forbidden');
    expect(session.getState().token).not.toBeNull();
    expect(local.navigations).toEqual([]);
    expect(local.toasts).toEqual([{ intent: 'error', title: 'You are not allowed to do this' }]);
  });

  it('a refusal naming where to fix it shows the message with a button to that page', async () => {
    session.applyLoginInfo(loginInfoFixture());
    const snacks: unknown[] = [];
    const stop = notify.subscribeSnackbar((snack) => snacks.push(snack));
    const action = { label: 'Open account information', to: '/pages/account-information' };
    local.server.reply('/pay', failure(409, 'Add your VAT number first', { data: { action } }));
    await caught(api.post('/pay', {}));
    // A link elsewhere than the portal is not followed: the plain error toast then.
    local.server.reply(
      '/pay2',
      failure(409, 'Add it', { data: { action: { label: 'x', to: 'https://evil.example' } } }),
    );
    await caught(api.post('/pay2', {}));
    stop();
    expect(snacks).toEqual([{ title: 'Add your VAT number first', view: action, intent: 'error' }]);
    expect(local.toasts).toEqual([{ intent: 'error', title: 'Add it' }]);
  });

  it('401 with a stored token (session expired or revoked elsewhere) signs out to /login, no toast', async () => {
    session.applyLoginInfo(loginInfoFixture());
    local.server.reply('/me', failure(401, 'Unauthenticated'));
    const error = await caught(api.get('/me'));
    expect(error).toMatchObject({ kind: 'unauthenticated', status: 401, message: 'Unauthenticated' });
    expect(local.toasts).toEqual([]);
    expect(local.navigations).toEqual([{ to: '/login', replace: true }]);
    expect(session.getState().token).toBeNull();
  });

  it('401 without a stored token leaves the screen to decide', async () => {
    local.server.reply('/me', failure(401, 'Unauthenticated'));
    expect((await caught(api.get('/me'))).kind).toBe('unauthenticated');
    expect(local.navigations).toEqual([]);
    expect(local.toasts).toEqual([]);
  });

  it('422 shows no toast and fills field errors', async () => {
    local.server.reply(
      '/branches',
      failure(422, 'The given data was invalid.', {
        errors: { name: ['Name is required'], 'address.city': 'Too long' },
      }),
    );
    const error = await caught(api.post('/branches', {}));
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors).toEqual({ name: ['Name is required'], 'address.city': ['Too long'] });
    expect(local.toasts).toEqual([]);
  });

  it('a 200 body with status 500 is an error shown as toast', async () => {
    local.server.reply('/orders/rate', {
      status: 200,
      body: { status: 500, message: 'Order already rated', data: { id: 4 } },
    });
    const error = await caught(api.post('/orders/rate', { rate: 5 }));
    expect(error).toMatchObject({ kind: 'envelope', status: 500, message: 'Order already rated', data: { id: 4 } });
    expect(local.toasts).toEqual([{ intent: 'error', title: 'Order already rated' }]);
  });

  it('a 200 body with status 200 is a success', async () => {
    local.server.reply('/ok', ok({ id: 1 }));
    await expect(api.get('/ok')).resolves.toEqual({ id: 1 });
    expect(local.toasts).toEqual([]);
  });

  it('another error toasts the message from the body', async () => {
    local.server.reply('/coupon', failure(400, 'Coupon expired'));
    const error = await caught(api.post('/coupon', {}));
    expect(error.kind).toBe('server');
    expect(local.toasts).toEqual([{ intent: 'error', title: 'Coupon expired' }]);
  });

  it('empty message toasts Something went wrong', async () => {
    local.server.reply('/boom', failure(500, ''));
    const error = await caught(api.post('/boom', {}));
    expect(error.message).toBe('Something went wrong');
    expect(local.toasts).toEqual([{ intent: 'error', title: 'Something went wrong' }]);
  });

  it('the fallback text goes through the translator', async () => {
    setHttpTranslator((key) => (key === 'errors.somethingWentWrong' ? 'حدث خطأ ما' : key));
    local.server.reply('/boom', { status: 500 });
    await caught(api.post('/boom', {}));
    expect(local.toasts).toEqual([{ intent: 'error', title: 'حدث خطأ ما' }]);
  });

  it('a silent call rejects without a toast', async () => {
    local.server.reply('/quiet', failure(400, 'Nope'));
    const error = await caught(api.post('/quiet', {}, { silent: true }));
    expect(error.message).toBe('Nope');
    expect(local.toasts).toEqual([]);
  });

  it('a silent call still signs out on a 403 for a membership that is gone', async () => {
    session.applyLoginInfo(loginInfoFixture());
    local.server.reply('/secret', failure(403, '', { data: { reason: 'membership_gone' } }));
    await caught(api.get('/secret', undefined, { silent: true }));
    expect(session.getState().token).toBeNull();
    expect(local.navigations).toEqual([{ to: '/login', replace: true }]);
  });

  it('no toast while notifications are disabled', async () => {
    notify.setEnabled(false);
    local.server.reply('/coupon', failure(400, 'Coupon expired'));
    await caught(api.post('/coupon', {}));
    expect(local.toasts).toEqual([]);
  });

  it.each<[number, ApiErrorKind]>([
    [404, 'not-found'],
    [429, 'rate-limited'],
    [500, 'server'],
    [400, 'server'],
  ])('%i becomes kind %s with a toast', async (status, kind) => {
    local.server.reply('/kind', failure(status, `failed ${status}`));
    const error = await caught(api.get('/kind'));
    expect(error).toMatchObject({ kind, status, message: `failed ${status}` });
    expect(local.toasts).toEqual([{ intent: 'error', title: `failed ${status}` }]);
  });

  it('an unreachable API becomes a network error with a toast', async () => {
    configureHttp({ baseURL: 'http://127.0.0.1:1/api/v1' });
    try {
      const error = await caught(api.get('/anything'));
      expect(error).toMatchObject({ kind: 'network', status: 0, message: 'Something went wrong' });
      expect(local.toasts).toHaveLength(1);
    } finally {
      configureHttp({ baseURL: local.server.baseURL });
    }
  });

  it('a cancelled call rejects without a toast', async () => {
    local.server.reply('/slow', ok(null));
    const controller = new AbortController();
    controller.abort();
    await expect(api.get('/slow', undefined, { signal: controller.signal })).rejects.toMatchObject({
      code: 'ERR_CANCELED',
    });
    expect(local.toasts).toEqual([]);
  });
});
