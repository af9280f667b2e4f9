import { defineConfig } from 'vitest/config';

// One vitest run over the workspace: each package keeps its own vitest.config.ts (so `cd <pkg> && npx vitest run`
// still works) and is a project here, named after its folder. `npm test` runs the front-end projects in one call
// and the api project once per database (scripts/test.mjs).
export default defineConfig({
  test: {
    projects: ['contract', 'shared', 'tooling', 'shell', 'mf-*', 'api'],
  },
});
