import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// API tests: each file gets a fresh database cloned from a migrated template (see test/support/global-setup.ts).
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/scope-guard-setup.ts'],
    pool: 'forks',
    // One worker process runs many files (isolate: false): importing the app (Fastify, drizzle, pdfkit, exceljs)
    // cost ≈2 s per file and was half the suite's CPU. Safe here: no test mocks modules or stubs globals, every
    // file builds its own app on its own database (createTestApp), src keeps only caches at module level, and
    // the setup file (scope guard) still runs for each file.
    isolate: false,
    // Two files at a time on a 2-core machine (the default, cores − 1, leaves one idle); as in ../vitest.config.ts.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
