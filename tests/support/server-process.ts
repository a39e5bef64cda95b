// Real server processes for the tests that cross processes (the search index and the staff
// console's catalogue edits on one PostgreSQL): `tsx server/main.ts` on a free port (PORT=0),
// its address read from the start line, ready when `ready` says so; stopped with its process group.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
}

interface StartOptions {
  /** Added to the environment (DATABASE_URL, SEED_SKUS, STATIC_DIR, …) over PORT=0 and LOG_LEVEL=warn. */
  env: Record<string, string>;
  /** Whether the server at `url` is ready (default: it printed its address). */
  ready?: (url: string) => Promise<boolean>;
  timeoutMs?: number;
}

export async function startServerProcess({ env, ready = async () => true, timeoutMs = 120_000 }: StartOptions): Promise<ServerProcess> {
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const url = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
    if (url) {
      try {
        if (await ready(url)) return { url, child };
      } catch {
        // not listening yet
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/** The first search answers once the server is up and its search index is built. */
export async function searchReady(url: string): Promise<boolean> {
  const res = await fetch(`${url}/gateway/goods/open/goods/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ current: 1, size: 20 }) });
  return res.ok;
}

/** Stops each server still running (SIGTERM to its process group) and waits for it to exit. */
export async function stopServerProcesses(servers: readonly ServerProcess[]): Promise<void> {
  for (const s of servers) {
    if (s.child.exitCode !== null) continue;
    const exited = new Promise((r) => s.child.once('exit', r));
    process.kill(-s.child.pid!, 'SIGTERM');
    await exited;
  }
}

/**
 * Runs `server/main.ts` on an empty PGlite data dir of its own (PORT=0, no seed, no SPA) with
 * `env` added and `unset` removed, for a start that should be refused; answers its exit code
 * (null if it had to be killed after 20 s) and everything it printed.
 */
export async function refusedStart(env: Record<string, string>, unset: readonly string[]): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aibeike-refused-start-'));
  try {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', SEED_SKUS: '0', STATIC_DIR: dataDir, ...env };
    for (const name of unset) delete childEnv[name];
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    clearTimeout(timer);
    return { code, output };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
