import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../rsbuild/precompress';
import { buildStaticApp, cacheControlFor } from './static-app';

let dir: string;
const BIG_SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];`;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'static-app-'));
  mkdirSync(join(dir, 'static/js'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'mf-manifest.json'), '{"name":"x"}');
  writeFileSync(join(dir, 'static/js/app.1234.js'), 'console.log(1)');
  writeFileSync(join(dir, 'static/js/app.0a1b2c3d4e.js'), BIG_SCRIPT);
  writeFileSync(join(dir, 'static/js/mf_orders.9f8e7d6c5b.js'), BIG_SCRIPT);
  writeFileSync(join(dir, 'portal-routes.json'), '{"routes":[]}');
  writeFileSync(join(dir, 'base.json'), '{"modules":[{"name":"orders","enabled":true}]}');
  writeFileSync(
    join(dir, 'local.json'),
    '{"modules":{"orders":{"manifestUrl":"http://localhost:1/mf-manifest.json"}}}',
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('serving a production build', () => {
  it('caches content-hashed files for good and revalidates every file whose name does not change', () => {
    expect(cacheControlFor('/dist/static/js/async/3y.b6904c87c8.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/static/js/async/3y.b6904c87c8.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/static/css/index.0123abcd45.css.gz')).toBe('public, max-age=31536000, immutable');
    for (const fresh of ['index.html', 'index.html.br', 'mf-manifest.json', 'mf-manifest.json.gz', 'remoteEntry.js']) {
      expect(cacheControlFor(`/dist/${fresh}`)).toBe('no-cache');
    }
    expect(cacheControlFor('/dist/portal-routes.json')).toBe('no-cache');
    // A file without a content hash may change under the same name.
    expect(cacheControlFor('/dist/favicon.ico')).toBe('no-cache');
    expect(cacheControlFor('/dist/static/js/app.1234.js')).toBe('no-cache');
  });

  it('sends the build-time brotli or gzip copy the browser accepts, with the cache headers of the file', async () => {
    await precompressFolder(dir);
    const app = await buildStaticApp({ distDir: dir, spaFallback: false, cors: true });
    const brotli = await app.inject({
      url: '/static/js/app.0a1b2c3d4e.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gzip = await app.inject({ url: '/static/js/app.0a1b2c3d4e.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await app.inject({ url: '/static/js/app.0a1b2c3d4e.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    // The remote entry's name is hashed too (the manifest, always revalidated, points at it).
    const entry = await app.inject({ url: '/static/js/mf_orders.9f8e7d6c5b.js', headers: { 'accept-encoding': 'br' } });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    await app.close();
  });

  it('sends the host page pre-compressed and never long-cached, for client routes too', async () => {
    writeFileSync(join(dir, 'index.html'), `<!doctype html><div id="root"></div><!--${'x'.repeat(2000)}-->`);
    await precompressFolder(dir);
    const app = await buildStaticApp({ distDir: dir, spaFallback: true, cors: false });
    for (const url of ['/', '/login', '/b2b/orders/view/ORD-1']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('id="root"');
    }
    await app.close();
  });

  it('answers a path with the page document the build wrote for it (decision 0022: /login → login.html)', async () => {
    writeFileSync(join(dir, 'login.html'), `<!doctype html><div id="root" data-page="sign-in"></div>`);
    const app = await buildStaticApp({ distDir: dir, spaFallback: true, cors: false });
    for (const url of ['/login', '/login?to=%2Fb2b%2Forders', '/login/']) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain('data-page="sign-in"');
    }
    for (const url of ['/register', '/login/extra', '/b2b/login']) {
      expect((await app.inject(url)).body, url).not.toContain('data-page="sign-in"');
    }
    await app.close();
    rmSync(join(dir, 'login.html'));
  });

  it('serves a remote with CORS, fresh manifests and long-cached hashed chunks', async () => {
    const app = await buildStaticApp({ distDir: dir, spaFallback: false, cors: true });
    const manifest = await app.inject('/mf-manifest.json');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const routes = await app.inject('/portal-routes.json');
    expect(routes.headers['access-control-allow-origin']).toBe('*');
    expect(routes.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject('/static/js/app.0a1b2c3d4e.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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
    const url = 'http://localhost:1/mf-manifest.json';
    expect((await app.inject('/modules.json')).json()).toEqual({
      modules: [{ name: 'orders', enabled: true, manifestUrl: url }],
    });
    // Issue 16.6: the page's CSP allows the enabled remotes' origins, read with the manifest on every request.
    const csp = () => app.inject('/b2b/orders').then((answer) => String(answer.headers['content-security-policy']));
    expect(await csp()).toContain("script-src 'self' http://localhost:1;");
    expect(await csp()).toContain("frame-ancestors 'none'");
    // Issue 26.6: powerful features off; framing said once, by the CSP.
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['permissions-policy']).toContain('geolocation=()');
    expect(page.headers['x-frame-options']).toBeUndefined();
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
