// Vitest: three projects over tests/**.
//   machines  the model-based machine tests (tests/machines): no database, no server, pure
//             modules; run in worker threads without isolation, so a worker imports xstate, the
//             machines and their domain modules once for all its files instead of once per file
//             (the import was most of the suite's time).
//   rest      unit, API and fuzz tests: forked processes without isolation, so a worker imports
//             the server, Fastify and PGlite (and compiles PGlite's WebAssembly) once for all its
//             files; each API file still has its own app and its own database (loaded from a dump
//             of this run, made once per catalogue size: tests/support/seeded-snapshot.ts).
//   isolated  the files of any folder that mock, spy on or stub a module, a global, the clock or
//             the environment, or assign process.env (`leaky`): forked and isolated, so what they
//             change ends with them instead of leaking into the files after them.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full.split(path.sep).join('/')] : [];
  });
}

/**
 * Test files that mock, spy on or stub a module, a global, the clock or the environment, or assign
 * to process.env: what they change would outlive them in a shared worker, so they keep an
 * isolated one (the `isolated` project), whichever folder they are in.
 */
const leaky = testFiles('tests').filter((file) =>
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(|process\.env(\.\w+|\[[^\]]+\]) =[^=]|delete process\.env/.test(readFileSync(file, 'utf8')),
);

/**
 * This run's folder of seeded PGlite dumps (tests/support/seeded-snapshot.ts): each API file loads
 * its database from one instead of running initdb, the migrations and the seed again. Set here,
 * in the main process, so every worker of the run sees the same folder; removed when the run ends.
 */
if (!process.env.AIBEIKE_TEST_SNAPSHOTS) {
  const folder = path.join(os.tmpdir(), `aibeike-test-db-${process.pid}`);
  process.env.AIBEIKE_TEST_SNAPSHOTS = folder;
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
}

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
          exclude: leaky,
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'rest',
          include: ['tests/{api,unit,fuzz}/**/*.test.ts'],
          exclude: leaky,
          pool: 'forks',
          isolate: false,
        },
      },
      { test: { ...shared, name: 'isolated', include: leaky, pool: 'forks' } },
    ],
  },
});
