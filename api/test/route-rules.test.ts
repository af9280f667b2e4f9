import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRule } from '../src/ability/route-rule';
import { createTestApp, type TestApp } from './harness';

const routes: RouteOptions[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ onRoute: (route: RouteOptions) => void routes.push(route) });
});
afterAll(() => t.close());

const rule = (route: RouteOptions) => {
  const config = route.config as { auth?: string; ability?: { action: string; subject: string } } | undefined;
  return config?.ability ? `${config.ability.action} ${config.ability.subject}` : config?.auth;
};

describe('route rules', () => {
  it('every registered route declares who may call it', () => {
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes.filter((route) => !hasRule(route.config as never)).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('declares the expected rules', () => {
    const table = Object.fromEntries(
      routes
        .filter(
          (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
        )
        .map((route) => [`${route.method} ${route.url}`, rule(route)]),
    );
    expect(table).toEqual({
      'GET /api/health': 'public',
      'POST /api/v1/auth/register': 'public',
      'POST /api/v1/auth/phone/check': 'public',
      'POST /api/v1/auth/login': 'public',
      'POST /api/v1/auth/phone/verify': 'public',
      'POST /api/v1/auth/user/me': 'signed-in',
      'POST /api/v1/auth/user/logout': 'signed-in',
      'GET /api/v1/company/dashboard/dashboard': 'read b2b_dashboard_analytics',
      'GET /api/v1/dev/outbox': 'public',
    });
  });

  it('a route without a rule is refused at run time (fail closed)', async () => {
    const other = await createTestApp({
      beforeReady: (app) => app.get('/api/v1/forgotten', async () => ({ secret: true })),
    });
    const response = await other.app.inject({ method: 'GET', url: '/api/v1/forgotten' });
    await other.close();
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, data: null });
  });
});
