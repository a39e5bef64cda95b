// The API document as a contract (issue 35): the served document passes Redocly's recommended
// ruleset with 0 errors (run offline, on a temp copy), every operation has a unique operationId,
// a Chinese summary, its error answers as the JSON envelope and its security (an empty list where
// it is public), and a nullable closed set of values lists null among them.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../support/api-harness.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const run = promisify(execFile);

let ctx: TestContext;
let doc: Document;
let dir: string;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 0 });
  const res = await ctx.app.inject({ method: 'GET', url: '/docs/api/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json() as Document;
  dir = mkdtempSync(path.join(os.tmpdir(), 'aibeike-openapi-'));
  writeFileSync(path.join(dir, 'openapi.json'), res.body);
});
afterAll(async () => {
  await ctx?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function operations(): { key: string; url: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.entries(ops)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${url}`, url, op })),
  );
}

describe('the served document', () => {
  it('passes redocly lint (recommended ruleset) with 0 errors, offline', async () => {
    const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
    const out = await run(process.execPath, [cli, 'lint', '--extends=recommended', '--format=json', '--max-problems=2000', path.join(dir, 'openapi.json')], {
      cwd: dir,
      // No telemetry, no update check: CI reaches only the npm registry.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_UPDATE_NOTIFIER: '1', CI: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((err: { stdout?: string; stderr?: string }) => ({ stdout: err.stdout ?? '', stderr: err.stderr ?? '' }));
    const report = JSON.parse(out.stdout) as { problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
    const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
  }, 120_000);

  it('gives every operation a unique operationId, the spec call name where there is one', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const byUrl = new Map(operations().map(({ key, op }) => [key, op.operationId]));
    expect(byUrl.get('GET /gateway/member/api/member/enterprise/getEnterpriseAuthStatus')).toBe('getEnterpriseAuthStatus');
    expect(byUrl.get('POST /gateway/member/api/member/updateNickAvatar')).toBe('updateNickAvatar');
    expect(byUrl.get('GET /gateway/member/api/memberAddress/get/{id}')).toBe('memberAddressGet');
  });

  it('gives every operation a short Chinese summary', () => {
    const bad = operations()
      .filter(({ op }) => !op.summary || !/[\u4e00-\u9fff]/.test(op.summary) || op.summary.length > 40)
      .map(({ key, op }) => `${key}: ${op.summary}`);
    expect(bad).toEqual([]);
  });

  it('documents the refusals as the JSON envelope: 400 with input, 401/403 behind login, 403 on staff routes, 404 on an id', () => {
    const wrong: string[] = [];
    for (const { key, url, op } of operations()) {
      const codes = Object.keys(op.responses);
      const fourxx = codes.filter((c) => c.startsWith('4'));
      if (fourxx.length === 0 && key.startsWith('POST')) wrong.push(`${key}: no 4xx`);
      for (const c of fourxx) {
        // The sandbox payment pages are pages a browser opens: their refusals are HTML pages.
        if (op.responses[c]?.content?.['text/html']) continue;
        // A cXML partner (PunchOut, issue 40) reads its refusals as a cXML Status document.
        if (op.responses[c]?.content?.['text/xml']) continue;
        const json = op.responses[c]?.content?.['application/json']?.schema as { properties?: Record<string, unknown> } | undefined;
        if (!json?.properties?.success || !json.properties.msg) wrong.push(`${key} ${c}: not the JSON envelope`);
      }
      if (key.startsWith('POST') && !codes.includes('400')) wrong.push(`${key}: no 400`);
      if (/\/api\//.test(url) && !codes.includes('401')) wrong.push(`${key}: no 401`);
      if (/\/api\/staff\//.test(url) && !codes.includes('403')) wrong.push(`${key}: no 403`);
      if (/\{id\}/.test(url) && !codes.includes('404')) wrong.push(`${key}: no 404`);
    }
    expect(wrong).toEqual([]);
  });

  it('declares the JSON envelope as the error media type of the file routes', () => {
    for (const url of ['/files/uploads/{id}', '/files/goods/{file}', '/gateway/order/api/ord/sale/exportMyOrders']) {
      const op = Object.values(doc.paths[url] ?? {})[0];
      expect(op?.responses['404']?.content?.['application/json'], url).toBeDefined();
    }
  });

  it('marks public operations `security: []` and token ones with the bearer scheme', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const ops = new Map(operations().map(({ key, op }) => [key, op]));
    expect(ops.get('GET /gateway/goods/open/goods/get/{id}')?.security).toEqual([]);
    expect(ops.get('GET /healthz')?.security).toEqual([]);
    expect(ops.get('GET /gateway/member/api/member/memberInfo')?.security).toEqual([{ bearer: [] }]);
    expect(ops.get('POST /gateway/member/pointsRecord/sign')?.security).toEqual([{ bearer: [] }]);
    const missing = operations().filter(({ op }) => op.security === undefined).map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it('lists null among the values of every nullable closed set (reasonCode, the report line `how`)', () => {
    const broken: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const n = node as { type?: unknown; enum?: unknown[] };
      if (Array.isArray(n.type) && n.type.includes('null') && Array.isArray(n.enum) && !n.enum.includes(null)) broken.push(where);
      for (const [k, v] of Object.entries(node)) walk(v, `${where}/${k}`);
    };
    walk(doc.paths, '');
    expect(broken).toEqual([]);
    const status = JSON.stringify(doc.paths['/gateway/member/api/member/enterprise/getEnterpriseAuthStatus']);
    expect(status).toContain('"reasonCode"');
  });
});
