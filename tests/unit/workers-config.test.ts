// WORKERS (issue 41 item 4): an integer from 1 to 64, default 1; above 1 only with DATABASE_URL.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { SECURITY_MSG } from '../../server/security/messages.ts';

const PG = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' };

describe('WORKERS', () => {
  it('defaults to 1 and takes 1 to 64 on PostgreSQL', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '' }).workers).toBe(1);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    expect(loadConfig({ ...PG, WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ ...PG, WORKERS: '64' }).workers).toBe(64);
  });

  it('refuses anything else with a clear message', () => {
    for (const bad of ['0', '65', '-1', '1.5', 'two', ' 2x']) {
      expect(() => loadConfig({ ...PG, WORKERS: bad })).toThrow(SECURITY_MSG.workersInvalid(bad, 64));
    }
  });

  it('refuses more than one on PGlite (no DATABASE_URL)', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(SECURITY_MSG.workersNeedPostgres(2));
  });
});
