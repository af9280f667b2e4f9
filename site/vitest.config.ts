import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'site',
    // Generous: the first test of a file pays for importing Fluent and React in jsdom, slow on a busy 2-core machine.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
