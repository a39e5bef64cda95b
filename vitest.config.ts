import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PostgreSQL runs share one server: keep files from creating too many databases at once.
    maxWorkers: process.env.DATABASE_URL ? 2 : undefined,
  },
});
