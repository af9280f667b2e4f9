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
  writeFileSync(join(dir, 'modules.json'), '{"modules":[]}');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('serving a production build', () => {
  it('serves a remote with CORS, fresh manifests and long-cached hashed chunks', async () => {
    const app = await buildStaticApp({ distDir: dir, spaFallback: false, cors: true });
    const manifest = await app.inject('/mf-manifest.json');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject('/static/js/app.1234.js');
    expect(chunk.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/b2b/orders')).statusCode).toBe(404);
    await app.close();
  });

  it('answers client routes with index.html on the host and reads the module manifest on every request', async () => {
    const manifestFile = join(dir, 'modules.json');
    const app = await buildStaticApp({
      distDir: dir,
      spaFallback: true,
      cors: false,
      modulesManifestFile: manifestFile,
    });
    const page = await app.inject('/b2b/orders/view/ORD-1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    expect((await app.inject('/static/js/missing.js')).statusCode).toBe(404);
    expect((await app.inject('/modules.json')).json()).toEqual({ modules: [] });
    writeFileSync(manifestFile, '{"modules":[{"name":"orders"}]}');
    expect((await app.inject('/modules.json')).json()).toEqual({ modules: [{ name: 'orders' }] });
    await app.close();
  });

  it('refuses to start without a build', async () => {
    await expect(buildStaticApp({ distDir: join(dir, 'nope'), spaFallback: true, cors: false })).rejects.toThrow(
      /No build found/,
    );
  });
});
