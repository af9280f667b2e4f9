import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRoutesDocument } from './module-routes';
import { offerFederationManifests, takeEarlyResponse } from './remote-preload';
import { documentOf } from './testing/local-modules';

// Issue 29.3 (decision 0047): /modules.json carries each module's routes document and federation manifest; the
// shell uses them without asking the module's server, with the same checks as a fetched document.

const ORDERS_URL = 'http://localhost:8082/mf-manifest.json';
const requested: string[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  requested.length = 0;
});

// Any request the shell makes is recorded and refused (this process has no portal to answer it).
function recordRequests() {
  vi.stubGlobal('fetch', (url: string) => {
    requested.push(String(url));
    return Promise.reject(new Error('no server here'));
  });
}

describe('documents embedded in /modules.json', () => {
  it('reads an embedded routes document without a request, and fetches one only when it is missing', async () => {
    recordRequests();
    const routes = documentOf('orders');
    const module = { name: 'orders', manifestUrl: ORDERS_URL, enabled: true, routes };
    await expect(readRoutesDocument(module)).resolves.toEqual(routes);
    expect(requested).toEqual([]);
    await expect(readRoutesDocument({ ...module, routes: undefined })).rejects.toThrow(/did not answer/);
    expect(requested).toEqual(['http://localhost:8082/portal-routes.json']);
  });

  it('checks an embedded document like a fetched one: another contract version is refused, naming the module', async () => {
    const routes = { ...documentOf('orders'), contractVersion: 1 };
    await expect(
      readRoutesDocument({ name: 'orders', manifestUrl: ORDERS_URL, enabled: true, routes }),
    ).rejects.toThrow(/"orders".*contract 1/);
  });

  it('hands the federation runtime the embedded mf-manifest.json once; a retry asks the server', async () => {
    const federation = { name: 'mf_orders', metaData: { remoteEntry: { path: '', name: 'static/js/mf_orders.js' } } };
    offerFederationManifests([{ manifestUrl: ORDERS_URL, federation }, { manifestUrl: 'http://elsewhere/m.json' }]);
    const answer = await takeEarlyResponse(ORDERS_URL);
    expect(await answer?.json()).toEqual(federation);
    expect(takeEarlyResponse(ORDERS_URL)).toBeUndefined();
    expect(takeEarlyResponse('http://elsewhere/m.json')).toBeUndefined();
  });
});
