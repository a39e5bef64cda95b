// Starts a server as a child process (so load generation does not share its event loop), waits
// until it answers, and stops it.
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningServer {
  url: string;
  /** Spawn to the ready answer (readyPath, /readyz by default: the search index is built). */
  startMs: number;
  /** Spawn to the first /healthz answer (listening). */
  listeningMs: number;
  /** The slowest /healthz answer while waiting for ready (the event loop's longest stall seen). */
  worstHealthzMs: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startServer(script: string, env: Record<string, string>, readyPath = '/readyz', timeoutMs = 600_000): Promise<RunningServer> {
  const port = env.PORT ?? String(3900 + Math.floor(Math.random() * 90));
  const started = performance.now();
  const child = spawn('npx', ['tsx', script], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const url = `http://127.0.0.1:${port}`;
  let listeningMs = NaN;
  let worstHealthzMs = 0;
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`服务进程已退出：\n${output}`);
    try {
      const asked = performance.now();
      const health = await fetch(url + '/healthz');
      await health.arrayBuffer();
      if (Number.isNaN(listeningMs)) listeningMs = performance.now() - started;
      worstHealthzMs = Math.max(worstHealthzMs, performance.now() - asked);
      const res = await fetch(url + readyPath);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startMs = performance.now() - started;
  return {
    url,
    startMs,
    listeningMs,
    worstHealthzMs,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}
