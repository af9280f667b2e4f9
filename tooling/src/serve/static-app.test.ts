import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
    writeFileSync(environmentFile, `{"modules":{"orders":{"manifestUrl":"${url}","enabled":false}}}`);
    expect((await app.inject('/modules.json')).json()).toEqual({
      modules: [{ name: 'orders', enabled: false, manifestUrl: url }],
    });
    await app.close();
  });

  it('refuses to start without a build', async () => {
    await expect(buildStaticApp({ distDir: join(dir, 'nope'), spaFallback: true, cors: false })).rejects.toThrow(
      /No build found/,
    );
  });
});
