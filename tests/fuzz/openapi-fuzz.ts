// The fuzz harness: reads the app's OpenAPI document, builds a valid request per operation, then
// bad variants of it (wrong types, out-of-range numbers, NUL, emoji, 10k strings, unknown keys,
// deep nesting, missing fields), sends them with the right token and checks: no 5xx, every
// refusal in the envelope with a Chinese message, and no write by a refused request.
// Multipart routes (the document's multipart/form-data request bodies, server/http/openapi.ts) get
// the same for their parts: every text field with NUL, emoji, 10k characters and the wrong kind of
// part, every file part as text and with a bad file name, unknown parts; a NUL must be refused with
// 400 and an unknown part refused.
import { sql } from 'kysely';
import type { TestContext } from '../support/api-harness.ts';
import { png } from '../support/png.ts';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | null;
  /** The documented multipart form (its parts as properties), or null. */
  form: Schema | null;
  auth: 'none' | 'member' | 'staff';
  /** The operation documents its 4xx answers as an HTML page. */
  htmlRefusals: boolean;
}

/** Samples for the patterns the schemas use (a value each pattern accepts). */
const PATTERN_SAMPLES: Record<string, string> = {
  '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{8,20}$': 'Fuzz2026x',
  '^[1-9][0-9]{0,15}$': '1',
  '^\\d{6}$': '110101',
  '^[A-Za-z0-9-]{6,40}$': 'fuzz-123',
  '^[0-9a-f]{32}$': 'a'.repeat(32),
  '^[0-9a-f]{64}$': 'a'.repeat(64),
  '^[0-9]{1,15}$': '1',
  '^[A-Za-z0-9-]{8,64}$': 'fuzz-1234',
  '^[a-z0-9][a-z0-9-]*\\.svg$': 'fuzz.svg',
  '^1[3-9]\\d{9}$': '13800000099',
  '^[0-9 -]{6,40}$': '123456',
  '^[A-Za-z0-9_-]+$': 'fuzz',
  '^SO\\d{12}$': 'SO000000000001',
  '^/[A-Za-z0-9/_?=&.-]*$': '/',
  '^[^\\u0000]*$': 'fuzz',
};

/** A value the schema accepts (required properties only), or undefined when none is known. */
export function sample(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.anyOf) {
    const pick = schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0];
    return pick ? sample(pick) : null;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        const prop = schema.properties?.[key];
        if (prop) out[key] = sample(prop);
      }
      return out;
    }
    case 'array': {
      const n = schema.minItems ?? 0;
      return Array.from({ length: n }, () => sample(schema.items ?? {}));
    }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string': {
      if (schema.pattern && PATTERN_SAMPLES[schema.pattern]) return PATTERN_SAMPLES[schema.pattern];
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '2026-01-01';
      return 'f'.repeat(Math.max(schema.minLength ?? 1, 4));
    }
    case 'null':
      return null;
    default:
      return 'fuzz';
  }
}

/** Every operation of the document, with its auth by the gateway's path rules. */
export function operations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
      const body = content?.['application/json']?.schema ?? null;
      const form = content?.['multipart/form-data']?.schema ?? null;
      // A route outside /api/ that asks for the token itself (the points calls at the spec's paths) says so by its security.
      const bearer = Array.isArray(op.security) && (op.security as Record<string, unknown>[]).some((s) => 'bearer' in s);
      const auth = /^\/gateway\/[a-z]+\/api\//.test(path) || bearer ? (path.includes('/staff/') ? 'staff' : 'member') : 'none';
      const responses = (op.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>;
      // Pages for a person answer refusals as HTML; cXML calls (issue 40) as cXML documents (declared in the document).
      const htmlRefusals = Object.entries(responses).some(([code, r]) => code.startsWith('4') && Boolean(r.content?.['text/html'] ?? r.content?.['text/xml']));
      out.push({ method: method.toUpperCase(), path, parameters: (op.parameters as Parameter[] | undefined) ?? [], body, form, auth, htmlRefusals });
    }
  }
  return out;
}

export interface FuzzCase {
  kind: string;
  target: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** undefined: no body; a string is sent raw as JSON text. */
  body: unknown;
  /** Set: the request is this multipart form (and `body` is not sent). */
  form?: FormPart[];
}

/** One part of a multipart form: a text field, or a file when `filename` is set. */
export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  /** The part's Content-Type (a file's type, or application/json for a JSON text part). */
  type?: string;
}

function deepObject(levels: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < levels; i += 1) v = { a: v };
  return v;
}

function deepArray(levels: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < levels; i += 1) v = [v];
  return v;
}

const LONG = 'x'.repeat(10_000);

/** The bad values a JSON slot receives, by kind. */
export const JSON_KINDS: Record<string, (schema: Schema) => unknown> = {
  wrongType: (s) => {
    const t = Array.isArray(s.type) ? s.type[0] : s.type;
    return t === 'string' ? { not: 'a string' } : t === 'object' ? 'not an object' : t === 'array' ? { not: 'an array' } : 'abc';
  },
  hugeNumber: () => 1e20,
  unsafeInteger: () => 2 ** 53 + 1,
  negative: () => -1,
  infinityText: () => 'Infinity',
  fraction: () => 1.5,
  nul: () => 'fuzz\u0000nul',
  emoji: () => '😀🔥👍',
  long: () => LONG,
  nullValue: () => null,
  deepArray: () => deepArray(1000),
  deepObject: () => deepObject(1000),
};

/** The bad values a query or path slot receives (always text). */
export const TEXT_KINDS: Record<string, string> = {
  wrongType: 'abc',
  hugeNumber: '1e20',
  unsafeInteger: String(2 ** 53 + 1),
  negative: '-1',
  infinityText: 'Infinity',
  fraction: '1.5',
  nul: 'fuzz\u0000nul',
  emoji: '😀🔥👍',
  long: LONG,
  empty: '',
  brackets: '[[[[{"a":1}]]]]',
};

const EXTRA_FIELDS = { id: 1, memberId: 1, createdAt: '2020-01-01T00:00:00Z', status: 9, deletedAt: '2020-01-01T00:00:00Z' };

/** The base request of an operation: every required parameter and a valid body. */
export function baseRequest(op: Operation): Omit<FuzzCase, 'kind' | 'target'> {
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of op.parameters) {
    if (p.in === 'path') params[p.name] = String(sample(p.schema));
    else if (p.in === 'query' && p.required) query[p.name] = String(sample(p.schema));
  }
  return { params, query, body: op.body ? sample(op.body) : undefined };
}

/** Every bad variant of an operation's request. */
export function fuzzCases(op: Operation): FuzzCase[] {
  const base = baseRequest(op);
  const cases: FuzzCase[] = [];
  const withBody = (kind: string, target: string, body: unknown) => cases.push({ kind, target, ...base, body });
  for (const p of op.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    for (const [kind, value] of Object.entries(TEXT_KINDS)) {
      if (p.in === 'path' && kind === 'empty') continue;
      const c = { kind, target: `${p.in}.${p.name}`, ...base, params: { ...base.params }, query: { ...base.query } };
      if (p.in === 'path') c.params[p.name] = value;
      else c.query[p.name] = value;
      cases.push(c);
    }
  }
  cases.push({ kind: 'unknownKey', target: 'query', ...base, query: { ...base.query, fuzzUnknown: '1', memberId: '1' } });
  if (op.body) {
    const props = Object.entries(op.body.properties ?? {});
    for (const [name, schema] of props) {
      for (const [kind, make] of Object.entries(JSON_KINDS)) {
        withBody(kind, `body.${name}`, { ...(base.body as object), [name]: make(schema) });
      }
    }
    withBody('unknownKey', 'body', { ...(base.body as object), ...EXTRA_FIELDS });
    withBody('unknownKey', 'body', { ...(base.body as object), ['__proto__']: { admin: true }, constructor: { prototype: 1 } });
    withBody('missingRequired', 'body', {});
    withBody('wrongType', 'body', [base.body]);
    withBody('wrongType', 'body', 'just text');
    withBody('nullValue', 'body', null);
    withBody('deepObject', 'body', deepObject(1000));
    withBody('deepArray', 'body', deepArray(1000));
  } else {
    withBody('unexpectedBody', 'body', { ...EXTRA_FIELDS });
  }
  return cases;
}

/** A small valid PNG: the file every documented file part receives in the base form. */
const TINY_PNG = png(4, 4);

const isFilePart = (s: Schema) => s.format === 'binary';

/** The base form of a multipart operation: every documented part with a value its schema accepts. */
export function baseForm(form: Schema): FormPart[] {
  const parts: FormPart[] = [];
  for (const [name, schema] of Object.entries(form.properties ?? {})) {
    if (isFilePart(schema)) parts.push({ name, value: TINY_PNG, filename: 'fuzz.png', type: 'image/png' });
    else if (schema.type === 'array') parts.push({ name, value: String(sample(schema.items ?? {})) });
    else parts.push({ name, value: String(sample(schema)) });
  }
  return parts;
}

/** The bad values a multipart text field receives, by kind. */
export const FORM_TEXT_KINDS: Record<string, (name: string) => FormPart[]> = {
  nul: (name) => [{ name, value: 'fuzz\u0000nul' }],
  emoji: (name) => [{ name, value: '😀🔥👍' }],
  long: (name) => [{ name, value: LONG }],
  empty: (name) => [{ name, value: '' }],
  // The wrong kind of part: a file where text is expected, and a JSON part (parsed to an object).
  wrongType: (name) => [{ name, value: Buffer.from('text'), filename: 'fuzz.txt', type: 'text/plain' }],
  jsonPart: (name) => [{ name, value: '{"a":1}', type: 'application/json' }],
  repeated: (name) => [{ name, value: '1' }, { name, value: '2' }],
};

/** Every bad variant of a multipart operation's form. */
export function formCases(op: Operation): FuzzCase[] {
  if (!op.form) return [];
  const { params, query } = baseRequest(op);
  const base = baseForm(op.form);
  const cases: FuzzCase[] = [];
  const push = (kind: string, target: string, form: FormPart[]) => cases.push({ kind, target, params, query, body: undefined, form });
  const without = (name: string) => base.filter((p) => p.name !== name);
  for (const [name, schema] of Object.entries(op.form.properties ?? {})) {
    if (isFilePart(schema)) {
      const file = base.find((p) => p.name === name)!;
      push('wrongType', `form.${name}`, [...without(name), { name, value: 'not a file' }]);
      push('nul', `form.${name}.filename`, [...without(name), { ...file, filename: 'fu\u0000zz.png' }]);
      push('emoji', `form.${name}.filename`, [...without(name), { ...file, filename: '😀🔥.png' }]);
      push('long', `form.${name}.filename`, [...without(name), { ...file, filename: `${'x'.repeat(2000)}.png` }]);
      continue;
    }
    for (const [kind, make] of Object.entries(FORM_TEXT_KINDS)) push(kind, `form.${name}`, [...without(name), ...make(name)]);
  }
  // Unknown parts after the known ones (a reader that stops at the first file must not ignore them).
  push('unknownPart', 'form', [...base, { name: 'fuzzUnknown', value: '1' }]);
  push('unknownPart', 'form', [...base, { name: 'memberId', value: '1' }]);
  push('unknownPart', 'form', [...base, { name: 'fuzzUnknownFile', value: TINY_PNG, filename: 'x.png', type: 'image/png' }]);
  push('unknownPart', 'form', [{ name: 'fuzzUnknown', value: '1' }, ...base]);
  push('unknownPart', 'form', [...base, { name: '__proto__', value: '1' }]);
  push('nul', 'form.name', [...base, { name: 'fu\u0000zz', value: '1' }]);
  push('missingRequired', 'form', []);
  return cases;
}

const BOUNDARY = '----aibeike-fuzz-boundary';

/** The multipart body of a form and its Content-Type. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const type = p.type ? `\r\nContent-Type: ${p.type}` : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** The URL of a case: path parameters filled in (percent-encoded) and the query string. */
export function caseUrl(op: Operation, c: FuzzCase): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(c.params[name] ?? '1'));
  const qs = new URLSearchParams(c.query).toString();
  return qs ? `${path}?${qs}` : path;
}

/** The id of the newest transaction that wrote (advances only when something writes). */
export async function writeMark(ctx: TestContext): Promise<string> {
  const r = await sql<{ x: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as x`.execute(ctx.handle.db);
  return r.rows[0]?.x ?? '';
}

/** Every table's row count and content checksum. */
export async function tableState(ctx: TestContext): Promise<Map<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely%'
    order by table_name`.execute(ctx.handle.db);
  const parts = tables.rows.map((t) => {
    // The catalogue outbox's publisher numbers earlier accepted writes' events in the background
    // (published_seq, published_at): only what a writer records (the event itself) is compared.
    const row = t.name === 'catalogue_change_event' ? sql`(x.id, x.kind, x.ids, x.all_goods)` : sql`x`;
    return sql`select ${t.name}::text as name, count(*)::text || ':' || coalesce(md5(string_agg(${row}::text, ',' order by ${row}::text)), '') as state from ${sql.table(t.name)} x`;
  });
  const rows = await sql<{ name: string; state: string }>`${sql.join(parts, sql` union all `)}`.execute(ctx.handle.db);
  return new Map(rows.rows.map((r) => [r.name, r.state]));
}

/** The tables whose state differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((k) => before.get(k) !== after.get(k));
}

/** Whether a text holds Chinese characters. */
export const hasChinese = (text: unknown) => typeof text === 'string' && /[\u4e00-\u9fff]/.test(text);

/** Tables a refused request may still write: rate counters, consumed captchas and codes, login failure counts. */
/** Tables any refusal may write: rate counters (limits count bad requests too) and the search log, which a
 * batch flushes later (the write of an earlier accepted search). */
const ANY_REFUSAL_MAY_WRITE = new Set(['rate_counter', 'hot_search_log']);
const REFUSAL_MAY_WRITE = new Set([...ANY_REFUSAL_MAY_WRITE, 'captcha', 'sms_code', 'account_ticket']);
const LOGIN_MAY_WRITE = new Set([...REFUSAL_MAY_WRITE, 'member', 'staff_user']);
/** The staff guard's 403 is recorded in the audit log (issue 35): the row and the chain's head. */
const FORBIDDEN_MAY_WRITE = new Set([...REFUSAL_MAY_WRITE, 'staff_audit', 'staff_audit_head']);

export interface FuzzSummary {
  routes: number;
  cases: number;
  /** Multipart routes, and the requests sent to them as forms. */
  formRoutes: number;
  formCases: number;
  byStatus: Record<string, number>;
  /** Requests per bad-value kind. */
  byKind: Record<string, number>;
  failures: string[];
}

export interface FuzzTokens {
  member(): Promise<string>;
  staff(): Promise<string>;
}

let address = 0;
/** A fresh client address per request, so per-IP limits do not turn every later case into a 429. */
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** Sends every case of the operations and collects counts and failures. */
export async function runFuzz(ctx: TestContext, ops: Operation[], tokens: FuzzTokens): Promise<FuzzSummary> {
  const summary: FuzzSummary = { routes: 0, cases: 0, formRoutes: 0, formCases: 0, byStatus: {}, byKind: {}, failures: [] };
  let state = await tableState(ctx);
  let mark = await writeMark(ctx);
  for (const op of ops) {
    summary.routes += 1;
    const token = op.auth === 'member' ? await tokens.member() : op.auth === 'staff' ? await tokens.staff() : null;
    // Logging in for the first route that needs a token writes oauth_token: that is the set-up's
    // write, not the first case's.
    const afterLogin = await writeMark(ctx);
    if (afterLogin !== mark) {
      mark = afterLogin;
      state = await tableState(ctx);
    }
    if (op.form) summary.formRoutes += 1;
    for (const c of [...fuzzCases(op), ...formCases(op)]) {
      summary.cases += 1;
      summary.byKind[c.kind] = (summary.byKind[c.kind] ?? 0) + 1;
      const label = `${op.method} ${op.path} [${c.kind} @ ${c.target}]`;
      const form = c.form ? multipartBody(c.form) : null;
      if (form) summary.formCases += 1;
      const res = await ctx.app.inject({
        method: op.method as 'GET',
        url: caseUrl(op, c),
        remoteAddress: nextAddress(),
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(form ? { 'content-type': form.contentType } : c.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(form ? { payload: form.payload } : c.body !== undefined ? { payload: JSON.stringify(c.body) } : {}),
      });
      const status = res.statusCode;
      summary.byStatus[status] = (summary.byStatus[status] ?? 0) + 1;
      const refused = status >= 400;
      if (status >= 500) summary.failures.push(`${label}: ${status} ${res.body.slice(0, 200)}`);
      // A form's NUL is refused with 400 (never stored, never a 5xx); an unknown part is refused, not ignored.
      // (A NUL in a file name only has to do no harm: most readers never use the name.)
      if (form && c.kind === 'nul' && !c.target.endsWith('.filename') && status !== 400) summary.failures.push(`${label}: NUL answered ${status}, not 400`);
      if (form && c.kind === 'unknownPart' && !refused) summary.failures.push(`${label}: an unknown part was accepted (${status})`);
      // A route behind the token must be fuzzed past the token hook (the token stays live until logout runs).
      if (token && status === 401 && !op.path.endsWith('/logout')) summary.failures.push(`${label}: 401 with a live token`);
      if (refused) {
        let body: { success?: unknown; code?: unknown; msg?: unknown } | null;
        try {
          body = res.json();
        } catch {
          body = null;
        }
        // The sandbox gateway's pages are HTML for a person, refusals included (declared in the document).
        const htmlPage = /^text\/(html|xml)/.test(String(res.headers['content-type'])) && op.htmlRefusals;
        if (htmlPage) {
          if (!hasChinese(res.body)) summary.failures.push(`${label}: ${status} HTML page without a Chinese message`);
        } else if (!body || body.success !== false || typeof body.code !== 'number' || !hasChinese(body.msg)) {
          summary.failures.push(`${label}: ${status} not the envelope: ${res.body.slice(0, 200)}`);
        }
      }
      const next = await writeMark(ctx);
      if (next !== mark) {
        mark = next;
        const after = await tableState(ctx);
        const changed = changedTables(state, after);
        state = after;
        const allowed = status === 400 ? ANY_REFUSAL_MAY_WRITE : op.path.endsWith('/oauth/token') ? LOGIN_MAY_WRITE : status === 403 ? FORBIDDEN_MAY_WRITE : REFUSAL_MAY_WRITE;
        const written = changed.filter((t) => !allowed.has(t));
        if (refused && written.length > 0) summary.failures.push(`${label}: refused with ${status} but wrote ${written.join(', ')}`);
      }
    }
  }
  return summary;
}

/** The summary line the suite prints. */
export function describeSummary(name: string, s: FuzzSummary): string {
  const statuses = Object.entries(s.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([k, v]) => `${k}:${v}`)
    .join(' ');
  const kinds = Object.entries(s.byKind)
    .map(([k, v]) => `${k}:${v}`)
    .join(' ');
  return `[fuzz ${name}] ${s.routes} routes x bad values = ${s.cases} requests (${s.formRoutes} multipart routes: ${s.formCases} form requests); by status ${statuses}; by kind ${kinds}; failures ${s.failures.length}`;
}
