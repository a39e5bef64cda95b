// Cluster-wide /metrics (server/http/metrics-cluster.ts) with real cluster workers: two workers
// share a port, requests are spread over both, and a scrape of either answers the sum of both
// (the primary aggregates with prom-client's AggregatorRegistry over IPC), not its own share.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_PATH } from '../support/metrics-cluster-fixture.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

const children: ReturnType<typeof spawn>[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
});

function hitCount(text: string): number {
  const line = text.split('\n').find((l) => l.startsWith('aibeike_http_request_duration_seconds_count{') && l.includes('route="/hit"'));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('cluster metrics', () => {
  it('a scrape of any worker answers the whole cluster', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE_PATH], { env: { ...process.env, METRICS_CLUSTER_FIXTURE: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    const deadline = Date.now() + 60_000;
    while (!output.includes('ready') && child.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(output).toContain('ready');

    const url = `http://127.0.0.1:${port}`;
    const pids = new Set<number>();
    // A new connection per request: the primary hands connections to the workers in turn.
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${url}/hit`, { headers: { connection: 'close' } });
      pids.add(((await res.json()) as { pid: number }).pid);
    }
    expect(pids.size).toBe(2);

    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${url}/metrics`, { headers: { connection: 'close' } });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(hitCount(text)).toBe(20);
      // Process figures are aggregated too (one series, not one per worker).
      expect(text.match(/^process_resident_memory_bytes /gm)?.length).toBe(1);
    }
  }, 90_000);
});
