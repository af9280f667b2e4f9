import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * A folder of the test file's own in the system's temp folder: made before its tests, removed after them. Call it
 * before useTestApp when the app keeps files there: after-hooks run in reverse, so it goes once the app has closed.
 */
export function useTempFolder(prefix: string): { readonly path: string } {
  let folder: string | undefined;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(() => (folder ? rm(folder, { recursive: true, force: true }) : undefined));
  return {
    get path() {
      if (!folder) throw new Error('the temp folder is made in beforeAll: use it inside tests and hooks');
      return folder;
    },
  };
}
