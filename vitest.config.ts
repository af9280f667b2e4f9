import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFilesFirst } from './tooling/src/vitest/slow-files-first';

// One vitest run over the workspace: each package keeps its own vitest.config.ts (so `cd <pkg> && npx vitest run`
// still works) and is a project here, named after its folder. `npm test` runs the front-end projects in one call
// and the api project once per database (scripts/test.mjs).
export default defineConfig({
  test: {
    // Vitest's default (cores − 1) runs one file at a time on a 2-core CI machine and leaves a core idle: the main
    // process mostly waits on the workers.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    sequence: { sequencer: SlowFilesFirst },
    projects: ['contract', 'shared', 'tooling', 'shell', 'site', 'mf-*', 'api'],
  },
});
