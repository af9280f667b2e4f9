import { describe, expect, it } from 'vitest';
import { api, request } from './api';
import { ApiError } from './api-error';
import { http } from './client';
import { setupLocalApi } from './testing/local-api-per-file';
import { failure, ok } from './testing/local-api-server';

const local = setupLocalApi();
const count = (path: string) => local.server.received(path).length;

describe('retry', () => {
  it('retries a GET once on 503', async () => {
    local.server.reply('/flaky', failure(503), ok({ id: 1 }));
    await expect(api.get('/flaky')).resolves.toEqual({ id: 1 });
    expect(count('/flaky')).toBe(2);
    expect(local.toasts).toEqual([]);
  });

  it('retries a GET only once and then reports one error', async () => {
    local.server.reply('/down', failure(503, 'Down'));
    await expect(api.get('/down')).rejects.toMatchObject({ kind: 'server', status: 503 });
    expect(count('/down')).toBe(2);
    expect(local.toasts).toHaveLength(1);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    local.server.reply('/transient', failure(status), ok('fine'));
    await expect(api.get('/transient')).resolves.toBe('fine');
    expect(count('/transient')).toBe(2);
  });

  it.each(['HEAD', 'OPTIONS'] as const)('retries a %s once on 503', async (method) => {
    local.server.reply('/meta', failure(503), { status: 200 });
    await http.request({ method, url: '/meta' });
    expect(count('/meta')).toBe(2);
  });

  it.each([400, 404, 422])('does not retry a GET on %i', async (status) => {
    local.server.reply('/final', failure(status));
    await expect(api.get('/final')).rejects.toBeInstanceOf(ApiError);
    expect(count('/final')).toBe(1);
  });

  it('retries a GET once on a network error', async () => {
    local.server.reply('/dropped', 'drop', ok('back'));
    await expect(api.get('/dropped')).resolves.toBe('back');
    expect(count('/dropped')).toBe(2);
  });

  it('never retries a POST on 503', async () => {
    local.server.reply('/orders', failure(503));
    await expect(api.post('/orders', { a: 1 })).rejects.toMatchObject({ kind: 'server' });
    expect(count('/orders')).toBe(1);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('never retries a %s on 503', async (method) => {
    local.server.reply('/orders/1', failure(503));
    await expect(request(method, '/orders/1', { a: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(count('/orders/1')).toBe(1);
  });

  it('never retries a POST on a network error', async () => {
    local.server.reply('/orders', 'drop', ok('created'));
    await expect(api.post('/orders', {})).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(count('/orders')).toBe(1);
  });

  it.each([502, 503, 504, 'drop'] as const)(
    'retries a POST with an Idempotency-Key once, same key and body, when no API process handled it (%s)',
    async (first) => {
      local.server.reply('/pay', first === 'drop' ? 'drop' : failure(first), ok('paid'));
      const headers = { 'Idempotency-Key': '6f1c2a8e-0b7d-4c1e-9a55-3d2f8b7e1c40' };
      await expect(api.post('/pay', { amount: 5 }, { headers })).resolves.toBe('paid');
      const received = local.server.received('/pay');
      expect(received).toHaveLength(2);
      expect(received.map((r) => r.headers['idempotency-key'])).toEqual([
        headers['Idempotency-Key'],
        headers['Idempotency-Key'],
      ]);
      expect(received[1]?.body).toEqual({ amount: 5 });
    },
  );

  it.each([409, 422, 429, 500])(
    'does not retry a POST with an Idempotency-Key that the API answered %i',
    async (status) => {
      local.server.reply('/pay', failure(status), ok('paid'));
      const headers = { 'Idempotency-Key': '6f1c2a8e-0b7d-4c1e-9a55-3d2f8b7e1c40' };
      await expect(api.post('/pay', { amount: 5 }, { headers })).rejects.toBeInstanceOf(ApiError);
      expect(count('/pay')).toBe(1);
    },
  );

  it('retries a POST when asked', async () => {
    local.server.reply('/orders', failure(503), ok('created'));
    await expect(api.post('/orders', { a: 1 }, { retry: true })).resolves.toBe('created');
    expect(count('/orders')).toBe(2);
    expect(local.server.received('/orders')[1]?.body).toEqual({ a: 1 });
  });

  it('does not retry a GET when told not to', async () => {
    local.server.reply('/flaky', failure(503), ok('fine'));
    await expect(api.get('/flaky', undefined, { retry: false })).rejects.toMatchObject({ status: 503 });
    expect(count('/flaky')).toBe(1);
  });
});
