import { readFileSync, writeFileSync } from 'node:fs';

type Manifest = { modules: { name: string; enabled: boolean; manifestUrl: string }[] };

function file(): string {
  const path = process.env.E2E_MODULES_MANIFEST;
  if (!path) throw new Error('E2E_MODULES_MANIFEST is not set: these tests need the portal started by global-setup');
  return path;
}

/** Edits the running portal's module manifest as ops would (no rebuild, no restart); returns the undo. */
export function editModuleManifest(change: (manifest: Manifest) => void): () => void {
  const original = readFileSync(file(), 'utf8');
  const manifest = JSON.parse(original) as Manifest;
  change(manifest);
  writeFileSync(file(), JSON.stringify(manifest, null, 2));
  return () => writeFileSync(file(), original);
}
