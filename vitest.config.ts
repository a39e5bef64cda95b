// Vitest: two projects over tests/**.
//   machines  the model-based machine tests (tests/machines): no database, no server, pure
//             modules; run in worker threads without isolation, so a worker imports xstate, the
//             machines and their domain modules once for all its files instead of once per file
//             (the import was most of the suite's time). A file that mocks a module (vi.mock)
//             would leak its mock into the files after it, so such files run in the other project.
//   rest      unit, API and fuzz tests (and the machine files that mock): forked and isolated,
//             each API file with its own database.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full.split(path.sep).join('/')] : [];
  });
}

/** Machine test files that mock a module: they keep an isolated worker. */
const mocking = testFiles('tests/machines').filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));

const shared = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
} as const;

export default defineConfig({
  test: {
    // Two files at a time: Vitest's default is one fewer than the CPUs, a single worker on the
    // 2-core CI machine (672 s for the PGlite run; 510 s with two). PostgreSQL runs share one
    // server and stay at two as well, to keep files from creating too many databases at once.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'machines',
          include: ['tests/machines/**/*.test.ts'],
          exclude: mocking,
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'rest',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/machines/**', 'node_modules/**'],
          pool: 'forks',
        },
      },
      ...(mocking.length
        ? [{ test: { ...shared, name: 'machines-mocking', include: mocking, pool: 'forks' as const } }]
        : []),
    ],
  },
});
