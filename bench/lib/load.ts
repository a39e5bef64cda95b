// A closed-loop HTTP load (autocannon) against one request or a rotating set, reported as
// requests per second and latency percentiles.
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export async function load(name: string, url: string, requests: LoadRequest[], opts: { connections?: number; seconds?: number } = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: opts.connections ?? 16,
    duration: opts.seconds ?? 5,
    requests: requests.map((r) => ({
      method: r.method ?? 'GET',
      path: r.path,
      ...(r.body ? { body: r.body, headers: { 'content-type': 'application/json', ...r.headers } } : r.headers ? { headers: r.headers } : {}),
    })),
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function table(rows: Record<string, string | number>[]): string {
  if (rows.length === 0) return '';
  const keys = Object.keys(rows[0]!);
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i]!)).join('  ');
  return [line(keys), line(width.map((w) => '-'.repeat(w))), ...rows.map((r) => line(keys.map((k) => String(r[k]))))].join('\n');
}

/** Exact latency percentiles of requests sent one at a time (no queueing in the figure). */
export async function latencies(url: string, requests: LoadRequest[], rounds: number): Promise<{ p50: number; p95: number; p99: number; max: number; n: number }> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const r of requests) {
      const t = performance.now();
      const res = await fetch(url + r.path, {
        method: r.method ?? 'GET',
        ...(r.body ? { body: r.body, headers: { 'content-type': 'application/json', ...r.headers } } : r.headers ? { headers: r.headers } : {}),
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${r.path} -> ${res.status}`);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 100) / 100;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1), n: times.length };
}
