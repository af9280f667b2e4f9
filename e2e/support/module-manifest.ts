import { readFileSync, writeFileSync } from 'node:fs';

// The running portal's environment file (a copy of shell/environments/local.json, see global-setup.ts):
// per-module overrides of base.json, keyed by module name (decision 0004).
type EnvironmentManifest = { modules: Record<string, { manifestUrl?: string; enabled?: boolean }> };

function file(): string {
  const path = process.env.E2E_MODULES_MANIFEST;
  if (!path) throw new Error('E2E_MODULES_MANIFEST is not set: these tests need the portal started by global-setup');
  return path;
}

/** Edits the running portal's environment module manifest as ops would (no rebuild, no restart); returns the undo. */
export function editModuleManifest(change: (manifest: EnvironmentManifest) => void): () => void {
  const original = readFileSync(file(), 'utf8');
  const manifest = JSON.parse(original) as EnvironmentManifest;
  change(manifest);
  writeFileSync(file(), JSON.stringify(manifest, null, 2));
  return () => writeFileSync(file(), original);
}
