import { expect, test } from '@playwright/test';
import { clusterOriginOf } from '../support/apps';
import { apiProcesses, ownerHeaders } from './cluster-env';

const ORDERS = clusterOriginOf('mf-orders');

// The API journey through nginx (issue 24.4): the demo owner (signed in by global-setup.ts through nginx) reads
// orders, writes a branch, uploads a file that every API process can serve; and what nginx itself answers:
// caching, security headers, the module manifest, the SPA fallback, the request id.

type Listed<T> = { items: T[]; total: number };

test('the demo owner lists orders, adds a branch and uploads a file through nginx', async ({ request }) => {
  const headers = ownerHeaders();
  const me = await request.post('/api/v1/auth/user/me', { headers, data: { type: 'company', role_id: null } });
  expect(me.status()).toBe(200);

  const orders = await request.get('/api/v1/company/orders/order?perPage=10', { headers });
  expect(orders.status(), await orders.text()).toBe(200);
  const list = ((await orders.json()) as { data: Listed<{ reference: string }> }).data;
  expect(list.total).toBeGreaterThan(0);
  expect(list.items[0]?.reference).toMatch(/^ORD-/);

  // A write: a branch, from the public reference lists as the form fills it.
  const first = async (path: string) => {
    const response = await request.get(`/api/v1/public/${path}`, { headers });
    expect(response.status(), path).toBe(200);
    return ((await response.json()) as { data: Listed<{ id: string }> }).data.items[0]!.id;
  };
  const cityId = await first('areas/city?perPage=10&q=Riyadh');
  const branch = await request.post('/api/v1/company/branch', {
    headers,
    data: {
      name: 'Cluster Branch',
      code: `CL-${Date.now() % 100000}`,
      property_type_id: await first('settings/propertyType?perPage=10'),
      city_id: cityId,
      area_id: await first(`areas/area?city_id=${cityId}&perPage=10`),
    },
  });
  expect(branch.status(), await branch.text()).toBe(201);

  // A file: a support-chat attachment, stored once, then served by each API process directly.
  const pdf = Buffer.from('%PDF-1.4\n% cluster test attachment\n%%EOF\n');
  const sent = await request.post('/api/v1/company/chat/support', {
    headers,
    multipart: {
      body: 'Receipt attached',
      attachment: { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const messageId = ((await sent.json()) as { data: { id: string } }).data.id;
  for (const api of apiProcesses()) {
    const file = await request.get(`http://127.0.0.1:${api.port}/api/v1/company/chat/support/${messageId}/file`, {
      headers,
    });
    expect(file.status(), `API on ${api.port}`).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect(Buffer.from(await file.body()).equals(pdf), `API on ${api.port} serves the same bytes`).toBe(true);
  }
});

test('nginx serves the builds with their caching, security headers, module manifest and SPA fallback', async ({
  request,
}) => {
  const index = await request.get('/');
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe('no-cache');
  const csp = index.headers()['content-security-policy'] ?? '';
  // The host may load scripts from the enabled remotes' origins only (contract/src/security-headers.ts).
  expect(csp).toContain(`script-src 'self' ${clusterOriginOf('mf-dashboard')}`);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(index.headers()['x-content-type-options']).toBe('nosniff');
  expect(index.headers()['cross-origin-resource-policy']).toBe('same-origin');

  // A deep link answers the app; /login its own document; a missing file a 404, not the app.
  const deep = await request.get('/b2b/orders/list');
  expect(deep.status()).toBe(200);
  expect(await deep.text()).toBe(await index.text());
  expect(await (await request.get('/login')).text()).toContain('/static/sign-in/');
  expect((await request.get('/static/js/missing.0123456789.js')).status()).toBe(404);

  const modules = await request.get('/modules.json');
  expect(modules.headers()['cache-control']).toBe('no-cache');
  const manifest = (await modules.json()) as { modules: { name: string; manifestUrl: string }[] };
  const orders = manifest.modules.find((module) => module.name === 'orders');
  expect(orders?.manifestUrl).toBe(`${ORDERS}/mf-manifest.json`);

  // A remote on its own origin: CORS, revalidated manifest and routes document, hashed chunks cached for a year,
  // pre-compressed brotli.
  const remoteManifest = await request.get(orders!.manifestUrl);
  expect(remoteManifest.headers()['access-control-allow-origin']).toBe('*');
  expect(remoteManifest.headers()['cache-control']).toBe('no-cache');
  const routes = await request.get(`${ORDERS}/portal-routes.json`);
  expect(routes.headers()['cache-control']).toBe('no-cache');
  const { metaData } = (await remoteManifest.json()) as { metaData: { remoteEntry: { path: string; name: string } } };
  const entry = `${ORDERS}/${[metaData.remoteEntry.path, metaData.remoteEntry.name].filter(Boolean).join('/')}`;
  const chunk = await request.get(entry, { headers: { 'accept-encoding': 'br' } });
  expect(chunk.status(), entry).toBe(200);
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers()['content-encoding']).toBe('br');
  expect(chunk.headers()['cross-origin-resource-policy']).toBe('cross-origin');

  // The API's own answers pass through untouched (no static headers added on top of the API's).
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(health.headers()['content-security-policy']).toBe(
    "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
  );
  // Readiness goes through; metrics stay on the private network.
  expect((await request.get('/api/ready')).status()).toBe(200);
  expect((await request.get('/api/metrics')).status()).toBe(404);
  // The request id nginx hands the API comes back, and a client's own safe id is kept end to end.
  const mine = 'journey-0123456789';
  const echoed = await request.get('/api/health', { headers: { 'x-request-id': mine } });
  expect(echoed.headers()['x-request-id']).toBe(mine);
  expect((await request.get('/api/health')).headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
});
