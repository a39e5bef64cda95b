// One JSON request over a keep-alive agent, timed, that never throws: the outcome says whether
// the server answered (HTTP status and envelope) or the connection failed (refused, reset,
// timed out), which a fault-injection run tells apart.
import http from 'node:http';

export interface Envelope {
  success: boolean;
  code?: number | string;
  msg?: string;
  data?: unknown;
}

export type Outcome =
  | { kind: 'answer'; status: number; body: Envelope | null; ms: number }
  | { kind: 'network'; error: string; ms: number };

export interface JsonRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
}

function parseEnvelope(text: string): Envelope | null {
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return null;
  }
}

export function jsonRequest(agent: http.Agent, baseUrl: string, r: JsonRequest, timeoutMs = 15_000): Promise<Outcome> {
  const started = performance.now();
  const ms = () => performance.now() - started;
  return new Promise((resolve) => {
    let done = false;
    const finish = (o: Outcome) => {
      if (done) return;
      done = true;
      resolve(o);
    };
    const payload = r.body === undefined ? null : Buffer.from(JSON.stringify(r.body));
    const headers: Record<string, string | number> = { accept: 'application/json', ...r.headers };
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = payload.length;
    }
    if (r.token) headers.authorization = `Bearer ${r.token}`;
    const req = http.request(baseUrl + r.path, { method: r.method, agent, headers, timeout: timeoutMs });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (err) => finish({ kind: 'network', error: (err as NodeJS.ErrnoException).code ?? err.message, ms: ms() }));
      res.on('end', () => {
        finish({ kind: 'answer', status: res.statusCode ?? 0, body: parseEnvelope(Buffer.concat(chunks).toString('utf8')), ms: ms() });
      });
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (err) => finish({ kind: 'network', error: (err as NodeJS.ErrnoException).code ?? err.message, ms: ms() }));
    req.end(payload ?? undefined);
  });
}

/** True for an answer with HTTP 2xx and `success: true`. */
export function succeeded(o: Outcome): o is { kind: 'answer'; status: number; body: Envelope; ms: number } {
  return o.kind === 'answer' && o.status >= 200 && o.status < 300 && o.body?.success === true;
}

/** A short text for a failed outcome (first failures are printed). */
export function describe(o: Outcome): string {
  if (o.kind === 'network') return `network ${o.error}`;
  return `HTTP ${o.status} ${o.body ? `${String(o.body.code ?? '')} ${o.body.msg ?? ''}`.trim() : '(no JSON)'}`;
}
