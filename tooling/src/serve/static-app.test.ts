import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaticApp } from './static-app';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'static-app-'));
  mkdirSync(join(dir, 'static/js'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'mf-manifest.json'), '{"name":"x"}');
  writeFileSync(join(dir, 'static/js/app.1234.js'), 'console.log(1)');
  writeFileSync(join(dir, 'portal-routes.json'), '{"routes":[]}');
  writeFileSync(join(dir, 'base.json'), '{"modules":[{"name":"orders","enabled":true}]}');
  writeFileSync(
    join(dir, 'local.json'),
    '{"modules":{"orders":{"manifestUrl":"http://localhost:8082/mf-manifest.json"}}}',
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('serving a production build', () => {
  it('serves a remote with CORS, fresh manifests and long-cached hashed chunks', async () => {
    const app = await buildStaticApp({ distDir: dir, spaFallback: false, cors: true });
    const manifest = await app.inject('/mf-manifest.json');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const routes = await app.inject('/portal-routes.json');
    expect(routes.headers['access-control-allow-origin']).toBe('*');
    expect(routes.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject('/static/js/app.1234.js');
    expect(chunk.headers['cache-control']).toContain('immutable');
    // The host loads a remote's chunks cross-origin: helmet's same-origin default would block them.
    expect(chunk.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(chunk.headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject('/b2b/orders')).statusCode).toBe(404);
    await app.close();
  });

  it('answers client routes with index.html on the host and merges the module manifest on every request', async () => {
    const environmentFile = join(dir, 'local.json');
    const app = await buildStaticApp({
      distDir: dir,
      spaFallback: true,
      cors: false,
      modulesManifest: { baseFile: join(dir, 'base.json'), environmentFile },
    });
    const page = await app.inject('/b2b/orders/view/ORD-1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    expect((await app.inject('/static/js/missing.js')).statusCode).toBe(404);
    const url = 'http://localhost:8082/mf-manifest.json';
    expect((await app.inject('/modules.json')).json()).toEqual({
      modules: [{ name: 'orders', enabled: true, manifestUrl: url }],
    });
    // Issue 16.6: the page's CSP allows the enabled remotes' origins, read with the manifest on every request.
    const csp = () => app.inject('/b2b/orders').then((answer) => String(answer.headers['content-security-policy']));
    expect(await csp()).toContain("script-src 'self' http://localhost:8082;");
    expect(await csp()).toContain("frame-ancestors 'none'");
    writeFileSync(environmentFile, `{"modules":{"orders":{"manifestUrl":"${url}","enabled":false}}}`);
    expect((await app.inject('/modules.json')).json()).toEqual({
      modules: [{ name: 'orders', enabled: false, manifestUrl: url }],
    });
    expect(await csp()).toContain("script-src 'self' 'self';");
    const home = await app.inject('/');
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(home.headers['cross-origin-resource-policy']).toBe('same-origin');
    await app.close();
  });

  it('refuses to start without a build', async () => {
    await expect(buildStaticApp({ distDir: join(dir, 'nope'), spaFallback: true, cors: false })).rejects.toThrow(
      /No build found/,
    );
  });
});

/** A local port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('the /api proxy while the API is not up', () => {
  it('answers 503 with Retry-After in the envelope, localized, without the internal address', async () => {
    const port = await closedPort();
    const app = await buildStaticApp({
      distDir: dir,
      spaFallback: true,
      cors: false,
      apiUrl: `http://127.0.0.1:${port}`,
    });
    // Over real HTTP, as a browser asks (a POST's body is streamed to the API that is not there).
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const arabic = await fetch(`${base}/api/v1/auth/user/me`);
    expect(arabic.status).toBe(503);
    expect(arabic.headers.get('retry-after')).toBe('5');
    const body = await arabic.text();
    expect(JSON.parse(body)).toEqual({ status: 503, message: 'الخدمة غير متاحة مؤقتًا', data: { retry_after: 5 } });
    expect(body).not.toContain(String(port));
    const french = await fetch(`${base}/api/health`, { headers: { lang: 'fr' } });
    expect(french.status).toBe(503);
    expect(((await french.json()) as { message: string }).message).toBe('Le service est temporairement indisponible');
    const post = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { lang: 'en', 'content-type': 'application/json' },
      body: '{"phone":"0500000000"}',
    });
    expect(post.status).toBe(503);
    expect(((await post.json()) as { message: string }).message).toBe('The service is temporarily unavailable');
    await app.close();
  });
});
