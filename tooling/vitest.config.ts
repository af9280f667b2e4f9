import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'tooling', include: ['src/**/*.test.{ts,tsx}'] },
});
