import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-accounting',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
