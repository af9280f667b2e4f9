// `npm run new-remote -- <name>`: a new remote `mf-<name>` with one page, registered in the next free slot of the
// app registry, and the files that list the remotes rewritten (README "Add a remote"). Then `pnpm install`.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PORTAL_APPS, portalApp, REMOTE_APPS } from '../rsbuild/apps';
import { SINGLETON_PACKAGES } from '../rsbuild/shared-singletons';
import { workspaceRoot } from '../workspace/workspace-root';
import { registryFiles } from './registry-files';
import { remoteSources } from './remote-template';

/** The remote whose configuration files a new one copies (they name no app: everything follows from the folder). */
const MODEL = 'mf-users';
const REGISTRY = 'tooling/src/rsbuild/apps.ts';

function fail(message: string): never {
  console.error(`new-remote: ${message}`);
  process.exit(1);
}

const name = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9]*$/.test(name)) fail('give the module name: lower-case letters and digits, e.g. `inventory`');
const dir = `mf-${name}`;
if (existsSync(join(workspaceRoot, dir)) || PORTAL_APPS.some((app) => app.dir === dir)) fail(`${dir} exists already`);
const slot = Math.max(...PORTAL_APPS.map((app) => app.servePort - PORTAL_APPS[0]!.servePort)) + 1;
if (slot > 9) fail('no free slot left (0–9): the ports above belong to the API');
const app = portalApp(dir, slot);

// 1. The registry line.
const registry = readFileSync(join(workspaceRoot, REGISTRY), 'utf8');
const end = registry.indexOf('\n];', registry.indexOf('const APPS'));
if (end < 0) fail(`${REGISTRY}: the APPS list was not found`);
writeFileSync(join(workspaceRoot, REGISTRY), `${registry.slice(0, end)}\n  ['${dir}', ${slot}],${registry.slice(end)}`);

// 2. The folder: the model's configuration, the page's sources.
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(workspaceRoot, dir, path)), { recursive: true });
  writeFileSync(join(workspaceRoot, dir, path), content);
};
for (const file of ['tsconfig.json', 'rsbuild.config.ts', 'vitest.config.ts']) {
  mkdirSync(join(workspaceRoot, dir), { recursive: true });
  copyFileSync(join(workspaceRoot, MODEL, file), join(workspaceRoot, dir, file));
}
const model = JSON.parse(readFileSync(join(workspaceRoot, MODEL, 'package.json'), 'utf8'));
const shared = new Set(SINGLETON_PACKAGES.map((specifier) => specifier.split('/').slice(0, 2).join('/')));
const dependencies = Object.fromEntries(
  Object.entries(model.dependencies as Record<string, string>).filter(([pkg]) =>
    shared.has(pkg.startsWith('@') ? pkg : pkg.split('/')[0]!),
  ),
);
write('package.json', `${JSON.stringify({ ...model, name: `@portal/${dir}`, dependencies }, null, 2)}\n`);
for (const [path, content] of Object.entries(remoteSources(app))) write(path, content);
// The templates are not laid out by hand: Biome formats them as it does every file.
spawnSync(join(workspaceRoot, 'node_modules/.bin/biome'), ['format', '--write', dir], { cwd: workspaceRoot });

// 3. The files that list the remotes.
for (const file of registryFiles(workspaceRoot, [...REMOTE_APPS, app])) {
  writeFileSync(join(workspaceRoot, file.path), file.content);
}
console.log(`new-remote: ${dir} (slot ${slot}: dev ${app.devPort}, served ${app.servePort}, cluster ${app.clusterPort})
  next: node scripts/pnpm.mjs install, then npm run build (or npm run dev) and open /b2b/${name}`);
