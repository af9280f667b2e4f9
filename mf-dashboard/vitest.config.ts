import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-dashboard',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
