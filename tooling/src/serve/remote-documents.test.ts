import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteDocuments, withRemoteDocuments } from './remote-documents';
import { buildStaticApp } from './static-app';

// Issue 29.3: /modules.json carries each enabled module's routes document and mf-manifest.json, read from the
// module's own (real, running) static server, so the browser asks one request instead of two per remote.

let hostDir: string;
let remoteDir: string;
let remote: FastifyInstance;
let remoteUrl: string;
const requests: string[] = [];

const ROUTES_V1 = { remote: 'mf_orders', prefixes: ['/b2b/orders'], routes: [] };
const FEDERATION = { name: 'mf_orders', metaData: { remoteEntry: { name: 'static/js/mf_orders.0a1b2c3d4e.js' } } };

beforeAll(async () => {
  hostDir = mkdtempSync(join(tmpdir(), 'modules-host-'));
  remoteDir = mkdtempSync(join(tmpdir(), 'modules-remote-'));
  writeFileSync(join(hostDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(remoteDir, 'mf-manifest.json'), JSON.stringify(FEDERATION));
  writeFileSync(join(remoteDir, 'portal-routes.json'), JSON.stringify(ROUTES_V1));
  remote = await buildStaticApp({ distDir: remoteDir, spaFallback: false, cors: true });
  remote.addHook('onRequest', async (request) => {
    requests.push(`${request.url} ${request.headers['if-none-match'] ? 'conditional' : 'full'}`);
  });
  remoteUrl = `${await remote.listen({ port: 0, host: '127.0.0.1' })}/mf-manifest.json`;
  writeFileSync(
    join(hostDir, 'base.json'),
    JSON.stringify({
      modules: [
        { name: 'orders', enabled: true },
        { name: 'users', enabled: false },
        { name: 'branches', enabled: true },
      ],
    }),
  );
  writeFileSync(
    join(hostDir, 'local.json'),
    JSON.stringify({
      modules: {
        orders: { manifestUrl: remoteUrl },
        users: { manifestUrl: remoteUrl },
        // Nothing listens on port 1: a module whose server is down.
        branches: { manifestUrl: 'http://127.0.0.1:1/mf-manifest.json' },
      },
    }),
  );
});
afterAll(async () => {
  await remote.close();
  rmSync(hostDir, { recursive: true, force: true });
  rmSync(remoteDir, { recursive: true, force: true });
});

describe('/modules.json with every enabled remote’s routes and federation manifest', () => {
  it('carries the documents of enabled modules, none for a disabled one or one whose server is down', async () => {
    const host = await buildStaticApp({
      distDir: hostDir,
      spaFallback: true,
      cors: false,
      modulesManifest: { baseFile: join(hostDir, 'base.json'), environmentFile: join(hostDir, 'local.json') },
    });
    const answer = await host.inject('/modules.json');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json()).toEqual({
      modules: [
        { name: 'orders', enabled: true, manifestUrl: remoteUrl, routes: ROUTES_V1, federation: FEDERATION },
        { name: 'users', enabled: false, manifestUrl: remoteUrl },
        { name: 'branches', enabled: true, manifestUrl: 'http://127.0.0.1:1/mf-manifest.json' },
      ],
    });
    // The browser revalidates it: unchanged, it is a 304 without a body.
    const again = await host.inject({ url: '/modules.json', headers: { 'if-none-match': answer.headers.etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await host.close();
  });

  it('caches each document by its version and serves a redeployed remote at the next revalidation', async () => {
    let now = 0;
    const documents = new RemoteDocuments({ freshMs: 1000, staleMs: 0, now: () => now });
    const manifest = { modules: [{ name: 'orders', enabled: true, manifestUrl: remoteUrl }] };
    requests.length = 0;
    expect((await withRemoteDocuments(manifest, documents)).modules[0]?.routes).toEqual(ROUTES_V1);
    // Within the freshness window the remote's server is not asked again.
    now = 500;
    await withRemoteDocuments(manifest, documents);
    expect(requests.sort()).toEqual(['/mf-manifest.json full', '/portal-routes.json full']);
    // Later: a conditional request, answered 304 while the version is the same.
    now = 1500;
    const unchanged = await withRemoteDocuments(manifest, documents);
    expect(unchanged.modules[0]?.routes).toEqual(ROUTES_V1);
    expect(requests.filter((r) => r.endsWith('conditional')).sort()).toEqual([
      '/mf-manifest.json conditional',
      '/portal-routes.json conditional',
    ]);
    // The team deploys a new page: no rebuild of the shell, no edit of the ops files.
    const v2 = { ...ROUTES_V1, prefixes: ['/b2b/orders', '/b2b/packages'] };
    writeFileSync(join(remoteDir, 'portal-routes.json'), JSON.stringify(v2));
    now = 3000;
    expect((await withRemoteDocuments(manifest, documents)).modules[0]?.routes).toEqual(v2);
    writeFileSync(join(remoteDir, 'portal-routes.json'), JSON.stringify(ROUTES_V1));
  });

  it('drops a cached document once its server stops answering, so the module is reported unavailable', async () => {
    let answering = true;
    const documents = new RemoteDocuments({
      freshMs: 0,
      staleMs: 0,
      fetch: (url, init) => (answering ? fetch(url, init) : Promise.reject(new Error('connection refused'))),
    });
    const manifest = { modules: [{ name: 'orders', enabled: true, manifestUrl: remoteUrl }] };
    expect((await withRemoteDocuments(manifest, documents)).modules[0]).toHaveProperty('routes');
    answering = false;
    expect((await withRemoteDocuments(manifest, documents)).modules[0]).toEqual(manifest.modules[0]);
  });

  it('answers a recent copy at once and revalidates it behind the answer', async () => {
    let now = 0;
    const documents = new RemoteDocuments({ freshMs: 1000, staleMs: 60_000, now: () => now });
    const manifest = { modules: [{ name: 'orders', enabled: true, manifestUrl: remoteUrl }] };
    await withRemoteDocuments(manifest, documents);
    const v2 = { ...ROUTES_V1, prefixes: ['/b2b/orders', '/b2b/quotes'] };
    writeFileSync(join(remoteDir, 'portal-routes.json'), JSON.stringify(v2));
    now = 5000;
    // This answer is the copy (nobody waits for the remote); the one after it has the new version.
    expect((await withRemoteDocuments(manifest, documents)).modules[0]?.routes).toEqual(ROUTES_V1);
    await expect.poll(async () => (await withRemoteDocuments(manifest, documents)).modules[0]?.routes).toEqual(v2);
    // Past the stale limit the answer waits for the remote's server.
    writeFileSync(join(remoteDir, 'portal-routes.json'), JSON.stringify(ROUTES_V1));
    now = 120_000;
    expect((await withRemoteDocuments(manifest, documents)).modules[0]?.routes).toEqual(ROUTES_V1);
  });

  it('leaves a document out when its server takes longer than the timeout', async () => {
    const documents = new RemoteDocuments({
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    });
    const manifest = { modules: [{ name: 'orders', enabled: true, manifestUrl: remoteUrl }] };
    expect(await withRemoteDocuments(manifest, documents)).toEqual(manifest);
  });
});
