import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PORTAL_APPS, portalApp, REMOTE_APPS } from '../rsbuild/apps';
import { workspaceRoot } from '../workspace/workspace-root';
import { isUpToDate, registryFiles } from './registry-files';

// The app registry (tooling/src/rsbuild/apps.ts) is the one list of the front-end apps: the files that list them
// are written from it (`npm run apps:sync`) and the folders and packages must be the ones it names.

const read = (path: string) => {
  const file = join(workspaceRoot, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};
const outdated = (files: ReturnType<typeof registryFiles>) =>
  files.filter((file) => !isUpToDate(file, read(file.path))).map((file) => file.path);

describe('files written from the app registry', () => {
  it('are up to date (after a change to the registry, run `npm run apps:sync`)', () => {
    expect(outdated(registryFiles(workspaceRoot))).toEqual([]);
  });

  it('drift as soon as the registry gains a remote, and would then name it everywhere', () => {
    const slot = Math.max(...REMOTE_APPS.map((app) => app.servePort - 8080)) + 1;
    const probe = portalApp('mf-registryprobe', slot);
    const files = registryFiles(workspaceRoot, [...REMOTE_APPS, probe]);
    expect(outdated(files).sort()).toEqual(files.map((file) => file.path).sort());
    const written = Object.fromEntries(files.map((file) => [file.path, file.content]));
    expect(JSON.parse(written['shell/environments/base.json'] ?? '').modules.at(-1)).toEqual({
      name: 'registryprobe',
      enabled: true,
    });
    const url = (environment: string) =>
      JSON.parse(written[`shell/environments/${environment}.json`] ?? '').modules.registryprobe.manifestUrl;
    expect([url('development'), url('local'), url('cluster')]).toEqual([
      `http://localhost:${3000 + slot}/mf-manifest.json`,
      `http://localhost:${8080 + slot}/mf-manifest.json`,
      `http://localhost:${8180 + slot}/mf-manifest.json`,
    ]);
    const compose = parse(written['deploy/compose.yaml'] ?? '', { merge: true });
    expect(compose.services['mf-registryprobe']).toMatchObject({
      ports: [`${8080 + slot}:8080`],
      build: { args: { APP: 'mf-registryprobe' } },
    });
    expect(compose.services.shell.environment.REMOTE_ORIGINS).toContain(`http://localhost:${8080 + slot}`);
  });

  it('keep what ops own: a module switched off stays off', () => {
    const files = registryFiles(workspaceRoot);
    const base = JSON.parse(files.find((file) => file.path === 'shell/environments/base.json')?.content ?? '');
    const current = JSON.parse(read('shell/environments/base.json') ?? '');
    expect(base.$comment).toBe(current.$comment);
    expect(base.modules.map((m: { enabled: boolean }) => m.enabled)).toEqual(
      current.modules.map((m: { enabled: boolean }) => m.enabled),
    );
  });
});

describe('the folders and packages of the apps', () => {
  it('are exactly the registry: every mf-* folder is a registered remote and every remote has its folder', () => {
    const folders = readdirSync(workspaceRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
      .filter((entry) => existsSync(join(workspaceRoot, entry.name, 'package.json')))
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(REMOTE_APPS.map((app) => app.dir).sort());
  });

  it('are workspace packages named after their folder', () => {
    const patterns: string[] = parse(read('pnpm-workspace.yaml') ?? '').packages;
    const matches = (dir: string) =>
      patterns.some((p) => p === dir || (p.endsWith('*') && dir.startsWith(p.slice(0, -1))));
    for (const app of PORTAL_APPS) {
      expect(matches(app.dir), app.dir).toBe(true);
      expect(JSON.parse(read(`${app.dir}/package.json`) ?? '{}').name).toBe(`@portal/${app.dir}`);
    }
  });

  it('name each remote at run time as the registry does (federation name and translation namespace)', () => {
    for (const app of REMOTE_APPS) {
      const lifecycles = read(`${app.dir}/src/app-lifecycles.tsx`) ?? '';
      expect(lifecycles, app.dir).toContain(`name: '${app.federationName}'`);
      expect(lifecycles, app.dir).toContain(`namespace: '${app.moduleName}'`);
    }
  });
});
