// Real server processes for the tests that cross processes (the search index and the staff
// console's catalogue edits on one PostgreSQL): `tsx server/main.ts` on a free port (PORT=0),
// its address read from the start line, ready when `ready` says so; stopped with its process group.
import { spawn, type ChildProcess } from 'node:child_process';

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
