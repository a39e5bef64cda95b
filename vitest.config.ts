import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time: Vitest's default is one fewer than the CPUs, a single worker on the
    // 2-core CI machine (672 s for the PGlite run; 510 s with two). PostgreSQL runs share one
    // server and stay at two as well, to keep files from creating too many databases at once.
    maxWorkers: 2,
  },
});
