// WORKERS=N (issue 41 item 4): `node --import tsx server/main.ts` with WORKERS=2 on a fresh
// PostgreSQL database is a cluster primary serving one port from two worker processes. /readyz
// names the worker that answered (`worker`, the cluster's worker id; the primary logs each worker's
// id and pid as it starts listening). The test sees both workers answer, kills one with SIGKILL,
// keeps getting answers while the primary starts a new worker (a new id), then sends SIGTERM to the
// primary while a request is in flight (its body still arriving): the request is answered and the
// primary exits 0 after its workers. On PGlite WORKERS=2 is refused at start with one clear line.
// The cluster part needs PostgreSQL (skipped on PGlite); the refusal runs on both.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlOf, type DbHandle } from '../../../server/db/connect.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { seedDatabase } from '../../../server/db/seed/seed.ts';
import { SECURITY_MSG } from '../../../server/security/messages.ts';
import { freshDatabase } from '../../support/fresh-database.ts';
import { refusedStart } from '../../support/server-process.ts';

const PG = Boolean(process.env.DATABASE_URL);
if (!PG) console.log('workers: the cluster test is skipped, it needs DATABASE_URL (PostgreSQL); WORKERS=2 on PGlite is refused');

interface Answer {
  status: number;
  body: string;
}

/** One request on a fresh connection (so no keep-alive socket sticks to one worker). */
function request(url: string, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent: false, headers: body === undefined ? {} : { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += String(d)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function workerOf(url: string): Promise<number> {
  const res = await request(`${url}/readyz`);
  expect(res.status, res.body).toBe(200);
  return (JSON.parse(res.body) as { data: { worker: number } }).data.worker;
}

/** Waits until `check` holds (polling), or fails after `ms` with the server's output. */
async function until(check: () => boolean | Promise<boolean>, ms: number, output: () => string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out; server output:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('WORKERS=2 on PGlite', () => {
  it('is refused at start with exit code 1 and one clear line', async () => {
    const { code, output } = await refusedStart({ WORKERS: '2' }, ['DATABASE_URL']);
    expect(code).toBe(1);
    expect(output.trim()).toBe(`[爱备客] ${SECURITY_MSG.startRefused(SECURITY_MSG.workersNeedPostgres(2))}`);
  }, 30_000);
});

describe.skipIf(!PG)('WORKERS=2 on PostgreSQL', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  let primary: ChildProcess;
  let output = '';
  let exited: Promise<number | null>;
  let url = '';

  beforeAll(async () => {
    ({ handle, drop } = await freshDatabase());
    await migrateToLatest(handle.db);
    await seedDatabase(handle, { skus: 200 });
    primary = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, WORKERS: '2', DATABASE_URL: databaseUrlOf(handle.db)!, PORT: '0', SEED_SKUS: '0', STATIC_DIR: '', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout!.on('data', (d) => (output += String(d)));
    primary.stderr!.on('data', (d) => (output += String(d)));
    exited = new Promise((resolve) => primary.once('exit', (code) => resolve(code)));
    // Both workers listen (each once its search index is built).
    await until(() => (output.match(/开始监听/g) ?? []).length >= 2 || primary.exitCode !== null, 120_000, () => output);
    url = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1] ?? '';
    expect(url, output).not.toBe('');
  }, 240_000);

  afterAll(async () => {
    if (primary && primary.exitCode === null) {
      primary.kill('SIGKILL');
      for (const pid of workerPids().values()) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    await drop?.();
  });

  /** Worker id → pid, from the primary's lines (工作进程 N（pid P）开始监听). */
  const workerPids = () => new Map([...output.matchAll(/工作进程 (\d+)（pid (\d+)）开始监听/g)].map((m) => [Number(m[1]), Number(m[2])]));

  it('serves from two workers, restarts one killed with SIGKILL, and stops gracefully on SIGTERM', async () => {
    expect(output).toContain('主进程');
    expect(output).toContain('启动 2 个工作进程');
    // The migrations ran once, in the primary (the database was migrated already: nothing to run).
    expect(output).not.toContain('已执行迁移');

    // Two distinct workers answer (connections go to the workers in turn).
    const seen = new Set<number>();
    await until(async () => (seen.add(await workerOf(url)), seen.size >= 2), 10_000, () => output);
    expect([...seen].every((id) => id > 0)).toBe(true);

    // Kill one worker: requests keep succeeding, and a new worker (a new id) comes up.
    const pids = workerPids();
    const [victim, victimPid] = [...pids.entries()][0]!;
    process.kill(victimPid, 'SIGKILL');
    await until(() => output.includes(`工作进程 ${victim}（pid ${victimPid}）意外退出（信号 SIGKILL）`), 10_000, () => output);
    for (let i = 0; i < 10; i++) {
      const list = await request(`${url}/gateway/goods/open/goods/list`, 'POST', JSON.stringify({ current: 1, size: 20 }));
      expect(list.status, list.body).toBe(200);
    }
    await until(() => workerPids().size >= 3, 60_000, () => output);
    const fresh = [...workerPids().keys()].find((id) => !pids.has(id))!;
    const after = new Set<number>();
    await until(async () => (after.add(await workerOf(url)), after.has(fresh)), 10_000, () => output);
    expect(after.has(victim)).toBe(false);

    // SIGTERM to the primary while a request is in flight: it is answered, then everything exits 0.
    const inFlight = new Promise<Answer>((resolve, reject) => {
      const req = http.request(`${url}/gateway/goods/open/goods/list`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': '23' } }, (res) => {
        let text = '';
        res.on('data', (d) => (text += String(d)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.write('{"current":1,');
      setTimeout(() => {
        primary.kill('SIGTERM');
        setTimeout(() => req.end('"size":20}'), 500);
      }, 300);
    });
    const answered = await inFlight;
    expect(answered.status, answered.body).toBe(200);
    expect((JSON.parse(answered.body) as { data: { records: unknown[] } }).data.records).toHaveLength(20);
    expect(await exited).toBe(0);
    expect(output).toContain('收到 SIGTERM，正在停止');
    expect(output).toContain('工作进程已全部停止，主进程退出（代码 0）');
    for (const pid of workerPids().values()) expect(() => process.kill(pid, 0)).toThrow();
    await expect(request(`${url}/healthz`)).rejects.toThrow();
  }, 180_000);
});
