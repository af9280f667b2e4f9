import { readFileSync } from 'node:fs';

// The ops module manifest (decision 0004): `shell/environments/base.json` lists every module with its
// name and whether it is enabled; an environment file (local.json, development.json, …) overrides per
// module what differs there, usually only `manifestUrl`, sometimes `enabled`. The served /modules.json is
// the merge, computed on every request so ops can flip a module without a rebuild or restart.
// Routes, navigation and labels are not here: each remote ships them in its routes document.

export type OpsModule = { name: string; manifestUrl?: string; enabled: boolean };
export type ModulesManifest = { $comment?: string; modules: OpsModule[] };
type Overrides = { $comment?: string; modules: Record<string, Partial<Omit<OpsModule, 'name'>>> };

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Applies an environment's overrides to the base. An environment file whose `modules` is a list is a
 * complete manifest on its own and is returned as is (the shell validates either with its schema).
 */
export function mergeModulesManifest(base: ModulesManifest, environment: unknown): ModulesManifest {
  if (!isRecord(environment)) throw new Error('The environment module manifest must be a JSON object');
  if (Array.isArray(environment.modules)) return environment as ModulesManifest;
  if (!isRecord(environment.modules)) throw new Error('The environment module manifest needs "modules"');
  const overrides = environment as Overrides;
  const known = new Set(base.modules.map((m) => m.name));
  const unknown = Object.keys(overrides.modules).filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`Overrides for modules not in base.json: ${unknown.join(', ')}`);
  return {
    modules: base.modules.map((module) => ({ ...module, ...overrides.modules[module.name], name: module.name })),
  };
}

/** Reads base and environment file from disk and merges them (called per request). */
export function modulesManifestFor(baseFile: string, environmentFile: string): ModulesManifest {
  return mergeModulesManifest(readJson(baseFile) as ModulesManifest, readJson(environmentFile));
}
