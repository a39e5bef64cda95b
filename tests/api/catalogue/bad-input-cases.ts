// A table of route x bad value (issue 11 item 4) for the catalogue and cart routes: numbers beyond
// the column range, NUL bytes, 10,000-character strings, emoji, unknown body fields. Each case is
// one request built from a route's valid call with one field replaced; the tests send every case
// and expect a refusal in the envelope with a Chinese sentence, never a 5xx.
import type { TestContext } from '../../support/api-harness.ts';
import { call } from '../../support/api-harness.ts';

export interface RouteCall {
  method: 'GET' | 'POST';
  /** The route's URL under /gateway/goods; `:id` is replaced by `id`. */
  url: string;
  id?: number;
  /** The id is of an integer column (2^31 is out of range); otherwise bigint (2^31 is a valid id). */
  intId?: boolean;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  /** Dotted paths of integer/number fields in the body or query (`ids.0` for an array item). */
  numbers?: string[];
  /** Dotted paths of string fields in the body or query. */
  strings?: string[];
  /** The route takes no body: a body with any field is refused. */
  noBody?: boolean;
}

export interface BadCase {
  label: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: Record<string, unknown>;
  /** Must answer 400 (false: any answer below 500, in the envelope). */
  refused: boolean;
  /**
   * `Infinity` in a `/:id` path read by the shared IdParams (server/http/schemas.ts): Ajv coerces it
   * to a number and skips the bounds; refused once the shared `Id` has the finite guard.
   */
  sharedId?: boolean;
}

export const HUGE_NUMBERS: unknown[] = [1e20, 'Infinity', 2 ** 53 + 1, -1, '😀'];
const NUL = 'ab\u0000cd';
const LONG = 'x'.repeat(10_000);
const EMOJI = '轴承😀🔧';
const UNKNOWN = { memberId: 1, createdAt: '2020-01-01T00:00:00Z', status: 9, hacker: 'x' };

function setPath(target: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(target);
  const keys = path.split('.');
  let node: Record<string, unknown> | unknown[] = copy;
  for (const key of keys.slice(0, -1)) node = (node as Record<string, unknown>)[key] as Record<string, unknown>;
  (node as Record<string, unknown>)[keys.at(-1)!] = value;
  return copy;
}

function urlOf(route: RouteCall, id: string | number | undefined, query: Record<string, unknown> | undefined): string {
  let url = `/gateway/goods${route.url}`;
  if (id !== undefined) url = url.replace(':id', String(id));
  if (query) url += `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;
  return url;
}

/** Every bad case of a route. */
export function badCases(route: RouteCall): BadCase[] {
  const out: BadCase[] = [];
  const name = `${route.method} ${route.url}`;
  const inQuery = route.query !== undefined;
  const send = (label: string, change: { id?: string | number; field?: [string, unknown]; extra?: Record<string, unknown> }, refused: boolean, sharedId = false) => {
    const id = change.id ?? route.id;
    let query: Record<string, unknown> | undefined = route.query;
    let payload: Record<string, unknown> | undefined = route.body;
    if (change.field) {
      if (inQuery) query = setPath(query ?? {}, change.field[0], change.field[1]);
      else payload = setPath(payload ?? {}, change.field[0], change.field[1]);
    }
    if (change.extra) payload = { ...(payload ?? {}), ...change.extra };
    out.push({ label: `${name} ${label}`, method: route.method, url: urlOf(route, id, query), ...(payload ? { payload } : {}), refused, sharedId });
  };
  if (route.id !== undefined) {
    for (const bad of ['1e20', 'Infinity', String(2 ** 53 + 1), '-1', encodeURIComponent('😀'), '%00']) send(`id=${bad}`, { id: bad }, true, bad === 'Infinity' && !route.intId);
    send('id=2147483648', { id: '2147483648' }, route.intId === true);
  }
  for (const path of route.numbers ?? []) {
    for (const bad of HUGE_NUMBERS) send(`${path}=${JSON.stringify(bad)}`, { field: [path, bad] }, true);
  }
  for (const path of route.strings ?? []) {
    send(`${path}=NUL`, { field: [path, NUL] }, true);
    send(`${path}=10k`, { field: [path, LONG] }, true);
    send(`${path}=emoji`, { field: [path, EMOJI] }, false);
  }
  if (route.method === 'POST') send('unknown fields', { extra: UNKNOWN }, true);
  return out;
}

export async function sendCase(ctx: TestContext, c: BadCase, token?: string) {
  return call(ctx, { method: c.method, url: c.url, ...(c.payload ? { payload: c.payload } : {}), ...(token ? { token } : {}) });
}

/** What is wrong with an answer to a bad case; null when it is right. */
export function misanswer(c: BadCase, res: { status: number; body: { success?: boolean; code?: number; msg?: unknown } }): string | null {
  const envelope = typeof res.body === 'object' && res.body !== null && typeof res.body.success === 'boolean' && typeof res.body.msg === 'string';
  if (!envelope) return `${c.label}: ${res.status} without the envelope`;
  if (res.status >= 500) return `${c.label}: ${res.status} ${String(res.body.msg)}`;
  if (!c.refused) return null;
  if (res.status !== 400 || res.body.success !== false || res.body.code !== 400) return `${c.label}: ${res.status} (400 expected) ${String(res.body.msg)}`;
  if (!/[\u4e00-\u9fff]/.test(res.body.msg as string)) return `${c.label}: message without Chinese: ${String(res.body.msg)}`;
  return null;
}
