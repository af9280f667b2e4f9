import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localOrigin, type PortalApp, REMOTE_APPS } from '../rsbuild/apps';
import { enabledRemoteOrigins } from '../serve/security-headers';

// The files that list the remotes, written from the app registry (`npm run apps:sync`): the module manifests of the
// local environments and the compose topology. What ops own in them stays as it is: the comments, a module's
// `enabled`, any other override; only the list of modules and their local origins come from the registry.

export type RegistryFile = {
  /** From the repository root. */
  path: string;
  /** What the file should hold. */
  content: string;
  /** How two versions compare: JSON files by value (a reformatted file is not a drift), the rest by text. */
  compare: 'json' | 'text';
};

type Json = Record<string, unknown>;

const ENVIRONMENTS = ['local', 'development', 'cluster'] as const;
const manifestUrl = (origin: string) => `${origin}/mf-manifest.json`;
const composeOrigin = (app: PortalApp) => localOrigin(app, 'local');

function readJson(repo: string, path: string): Json {
  const file = join(repo, path);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Json) : {};
}

const asList = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const asRecord = (value: unknown): Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, Json>) : {};

/** The remotes' module names: those already listed keep their order (the shell's), new ones follow. */
function orderedModules(apps: readonly PortalApp[], existing: string[]): string[] {
  const names = apps.map((app) => app.moduleName);
  return [...existing.filter((name) => names.includes(name)), ...names.filter((name) => !existing.includes(name))];
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function baseManifest(
  repo: string,
  apps: readonly PortalApp[],
): { file: RegistryFile; enabled: Map<string, boolean>; order: string[] } {
  const path = 'shell/environments/base.json';
  const current = readJson(repo, path);
  const listed = new Map(asList(current.modules).map((module) => [String(module.name), module]));
  const order = orderedModules(apps, [...listed.keys()]);
  const modules = order.map((name) => ({ ...listed.get(name), name, enabled: listed.get(name)?.enabled ?? true }));
  const enabled = new Map(modules.map((module) => [module.name, module.enabled !== false]));
  return { file: { path, content: json({ ...current, modules }), compare: 'json' }, enabled, order };
}

function environmentOverrides(
  repo: string,
  apps: readonly PortalApp[],
  environment: (typeof ENVIRONMENTS)[number],
  order: string[],
) {
  const path = `shell/environments/${environment}.json`;
  const current = readJson(repo, path);
  const overrides = asRecord(current.modules);
  const modules = Object.fromEntries(
    order.map((name) => {
      const app = apps.find((candidate) => candidate.moduleName === name);
      return [name, { ...overrides[name], manifestUrl: manifestUrl(localOrigin(app!, environment)) }];
    }),
  );
  return { path, content: json({ ...current, modules }), compare: 'json' } satisfies RegistryFile;
}

/** deploy/compose/modules.json: a full list (served as is), each remote on its published port. */
function composeManifest(repo: string, apps: readonly PortalApp[], enabled: Map<string, boolean>) {
  const path = 'deploy/compose/modules.json';
  const current = readJson(repo, path);
  const listed = new Map(asList(current.modules).map((module) => [String(module.name), module]));
  const modules = orderedModules(apps, [...listed.keys()]).map((name) => {
    const app = apps.find((candidate) => candidate.moduleName === name)!;
    return {
      ...listed.get(name),
      name,
      enabled: (listed.get(name)?.enabled as boolean | undefined) ?? enabled.get(name) ?? true,
      manifestUrl: manifestUrl(composeOrigin(app)),
    };
  });
  // One module a line, as ops read it.
  const inline = (module: Json) =>
    `{ ${Object.entries(module)
      .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
      .join(', ')} }`;
  const lines = modules.map((module) => `    ${inline(module)}`);
  const comment = current.$comment === undefined ? '' : `  "$comment": ${JSON.stringify(current.$comment)},\n`;
  const content = `{\n${comment}  "modules": [\n${lines.join(',\n')}\n  ]\n}\n`;
  return { file: { path, content, compare: 'json' } satisfies RegistryFile, modules };
}

const COMPOSE_BEGIN = '  # --- the front-end apps: written by `npm run apps:sync` from tooling/src/rsbuild/apps.ts ---';
const COMPOSE_END = '  # --- end of the front-end apps ---';

/** deploy/compose.yaml: the shell (with the CSP's remote origins) and a service per remote, between two markers. */
function composeServices(
  repo: string,
  apps: readonly PortalApp[],
  modules: { enabled: boolean; manifestUrl: string }[],
): RegistryFile {
  const path = 'deploy/compose.yaml';
  const current = readFileSync(join(repo, path), 'utf8');
  const begin = current.indexOf(COMPOSE_BEGIN);
  const end = current.indexOf(COMPOSE_END);
  if (begin < 0 || end < begin) throw new Error(`${path}: the markers of the generated apps are missing`);
  const build = (app: string) =>
    `    build: { context: .., dockerfile: deploy/static.Dockerfile, args: { APP: ${app} } }`;
  const block = [
    COMPOSE_BEGIN,
    '  shell:',
    build('shell'),
    '    restart: unless-stopped',
    '    environment:',
    `      REMOTE_ORIGINS: ${enabledRemoteOrigins({ modules }).join(' ')}`,
    '    volumes: [./compose/modules.json:/etc/portal/modules.json:ro]',
    '',
    ...apps.flatMap((app) => [
      `  ${app.dir}:`,
      '    <<: *remote',
      build(app.dir),
      `    ports: ["${new URL(composeOrigin(app)).port}:8080"]`,
    ]),
  ].join('\n');
  return { path, content: `${current.slice(0, begin)}${block}\n${current.slice(end)}`, compare: 'text' };
}

/** Every file written from the registry (or from `apps`, its remotes), with the content it should have now. */
export function registryFiles(repo: string, apps: readonly PortalApp[] = REMOTE_APPS): RegistryFile[] {
  const base = baseManifest(repo, apps);
  const compose = composeManifest(repo, apps, base.enabled);
  return [
    base.file,
    ...ENVIRONMENTS.map((environment) => environmentOverrides(repo, apps, environment, base.order)),
    compose.file,
    composeServices(repo, apps, compose.modules),
  ];
}

/** Whether a file on disk holds what the registry says (JSON by value, so a reformatted file still counts). */
export function isUpToDate(file: RegistryFile, current: string | undefined): boolean {
  if (current === undefined) return false;
  if (file.compare === 'text') return current === file.content;
  try {
    return JSON.stringify(JSON.parse(current)) === JSON.stringify(JSON.parse(file.content));
  } catch {
    return false;
  }
}
