// `npm run apps:sync`: rewrites the files that list the remotes from the app registry (tooling/src/rsbuild/apps.ts)
// after a remote is added, removed or moved to another slot. registry-files.test.ts fails while one is out of date.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '../workspace/workspace-root';
import { isUpToDate, registryFiles } from './registry-files';

for (const file of registryFiles(workspaceRoot)) {
  const path = join(workspaceRoot, file.path);
  if (isUpToDate(file, existsSync(path) ? readFileSync(path, 'utf8') : undefined)) continue;
  writeFileSync(path, file.content);
  console.log(`apps:sync: wrote ${file.path}`);
}
