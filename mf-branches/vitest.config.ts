import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-branches',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/jsdom-setup.ts'],
  },
});
