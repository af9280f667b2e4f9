import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-users',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
