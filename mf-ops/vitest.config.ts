import { basename } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The project is named after the folder (`npx vitest run --project mf-orders` from the root).
    name: basename(import.meta.dirname),
    // Generous: the first test of a file pays for importing Fluent and React in jsdom, slow on a busy 2-core machine.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/jsdom-setup.ts'],
  },
});
