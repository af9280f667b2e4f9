import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PORTAL_APPS } from './apps';
import { buildRoutesDocument } from './routes-document';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const remotes = PORTAL_APPS.filter((app) => app.kind === 'remote');

type Document = {
  contractVersion: number;
  remote: string;
  prefixes: string[];
  routes: { id: string; path: string; navigation?: { labels: Record<string, string> } }[];
};

describe('routes document of each remote, from its own src/routes.ts', () => {
  it.each(remotes)('$dir: validated, named after the remote, with labels in ar, en and fr', async (app) => {
    const document = (await buildRoutesDocument(`${root}${app.dir}`, app.federationName)) as Document;
    expect(document.remote).toBe(app.federationName);
    expect(document.contractVersion).toBe(2);
    expect(document.routes.length).toBeGreaterThan(0);
    for (const route of document.routes.filter((r) => r.navigation)) {
      expect(Object.keys(route.navigation?.labels ?? {}).sort()).toEqual(['ar', 'en', 'fr']);
    }
  });

  it('no two remotes claim the same path prefix', async () => {
    const documents = await Promise.all(
      remotes.map((app) => buildRoutesDocument(`${root}${app.dir}`, app.federationName) as Promise<Document>),
    );
    const prefixes = documents.flatMap((d) => d.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('gains a page only when the remote declares it (mf-dashboard e2e extra page)', async () => {
    const dir = `${root}mf-dashboard`;
    const plain = (await buildRoutesDocument(dir, 'mf_dashboard')) as Document;
    process.env.PORTAL_E2E_EXTRA_PAGE = '1';
    try {
      const extra = (await buildRoutesDocument(dir, 'mf_dashboard')) as Document;
      expect(extra.routes.map((r) => r.path)).toEqual([
        ...plain.routes.map((r) => r.path),
        '/b2b/dashboards/whats-new',
      ]);
    } finally {
      delete process.env.PORTAL_E2E_EXTRA_PAGE;
    }
  });
});
