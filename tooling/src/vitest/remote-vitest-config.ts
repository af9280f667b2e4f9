import { basename, join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { workspaceRoot } from '../workspace/workspace-root';

/**
 * One remote's vitest project (its `vitest.config.ts` is this call with its folder): named after the folder, so
 * `npx vitest run --project mf-orders` from the root, or `npx vitest run` in the folder, picks it.
 */
export function remoteVitestConfig(remoteDir: string) {
  return defineConfig({
    test: {
      name: basename(remoteDir),
      // Generous: the first test of a file pays for importing Fluent and React in jsdom, slow on a busy 2-core machine.
      testTimeout: 20_000,
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      // jsdom has no ResizeObserver, which Fluent's MessageBar needs: shared's stand-in, the one its own tests import.
      setupFiles: [join(workspaceRoot, 'shared/src/testing/jsdom-resize-observer.ts')],
    },
  });
}
