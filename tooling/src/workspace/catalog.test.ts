import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { workspaceRoot } from './workspace-root';

// One place for third-party versions: the `catalog:` of pnpm-workspace.yaml. A version written in a package.json
// would drift from the others (and break the strict singleton versions of Module Federation).
type Workspace = { packages: string[]; catalog: Record<string, string> };
type Manifest = { name: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

const workspace = parse(readFileSync(join(workspaceRoot, 'pnpm-workspace.yaml'), 'utf8')) as Workspace;
// A pattern such as `mf-*` stands for every folder it matches that holds a package.json.
const folders = (pattern: string) =>
  pattern.endsWith('*')
    ? readdirSync(workspaceRoot).filter(
        (dir) => dir.startsWith(pattern.slice(0, -1)) && existsSync(join(workspaceRoot, dir, 'package.json')),
      )
    : [pattern];
const manifests = ['.', ...workspace.packages.flatMap(folders)].map(
  (dir) => JSON.parse(readFileSync(join(workspaceRoot, dir, 'package.json'), 'utf8')) as Manifest,
);
const dependencies = manifests.flatMap((manifest) =>
  [manifest.dependencies, manifest.devDependencies].flatMap((deps) =>
    Object.entries(deps ?? {}).map(([name, specifier]) => ({ pkg: manifest.name, name, specifier })),
  ),
);

describe('pnpm catalog', () => {
  it('every package.json says "catalog:" for third-party and "workspace:*" for @portal packages', () => {
    const offenders = dependencies.filter(
      ({ name, specifier }) => specifier !== (name.startsWith('@portal/') ? 'workspace:*' : 'catalog:'),
    );
    expect(offenders).toEqual([]);
    expect(dependencies.length).toBeGreaterThan(100);
  });

  it('pins exact versions and lists only dependencies that are used', () => {
    const used = new Set(dependencies.map((d) => d.name));
    for (const [name, version] of Object.entries(workspace.catalog)) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(used.has(name), name).toBe(true);
    }
  });
});
