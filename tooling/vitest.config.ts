import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'tooling', include: ['src/**/*.test.{ts,tsx}'], testTimeout: 60_000 },
});
