import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-orders',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
