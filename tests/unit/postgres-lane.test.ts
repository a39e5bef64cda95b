// The PostgreSQL lane's list (tests/postgres-lane.ts): every file it names exists and is a test
// file, once; and the files that race, run two processes or ask Redis are in it.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POSTGRES_LANE, POSTGRES_LANE_FILES } from '../postgres-lane.ts';

describe('the PostgreSQL lane', () => {
  it('names existing test files, each once', () => {
    for (const file of POSTGRES_LANE_FILES) {
      expect(existsSync(file), file).toBe(true);
      expect(file, file).toMatch(/^tests\/(api|unit|fuzz)\/.+\.test\.ts$/);
    }
    expect(new Set(POSTGRES_LANE_FILES).size).toBe(POSTGRES_LANE_FILES.length);
  });

  it('keeps the cross-process, locking and Redis files', () => {
    for (const file of [
      'tests/api/staff/catalogue-cross-process.test.ts',
      'tests/api/catalogue/search-index-processes.test.ts',
      'tests/api/checkout/order-concurrency.test.ts',
      'tests/api/staff/audit-chain.test.ts',
      'tests/unit/limits.test.ts',
      'tests/fuzz/all-routes.test.ts',
    ]) {
      expect(POSTGRES_LANE_FILES).toContain(file);
    }
    expect(POSTGRES_LANE.every((entry) => entry.note.length > 0)).toBe(true);
  });
});
