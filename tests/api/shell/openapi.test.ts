// The OpenAPI document is generated from the route schemas: every route declares its responses,
// operations are grouped by the five spec services, and /docs/api serves the reference under the
// app's CSP, beside (not swallowed by) the SPA fallback.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../support/api-harness.ts';

interface Operation {
  tags?: string[];
  responses?: Record<string, { content?: unknown }>;
}
interface Document {
  openapi: string;
  info: { title: string };
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const SERVICES = ['system', 'member', 'goods', 'order', 'common'];
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

let ctx: TestContext;
let doc: Document;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'aibeike-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><title>SPA</title><div id="root"></div></html>');
  ctx = await createTestApp({ seedSkus: 0, config: { staticDir: dist } });
  const res = await ctx.app.inject({ method: 'GET', url: '/docs/api/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json() as Document;
});
afterAll(async () => ctx?.close());

function operations(): { key: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.entries(ops)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${url}`, op })),
  );
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 titled 爱备客 API, with the five spec services as tags', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('爱备客 API');
    const tags = doc.tags.map((t) => t.name);
    for (const service of SERVICES) expect(tags).toContain(service);
    expect(operations().length).toBeGreaterThan(100);
  });

  it('tags every gateway operation with the service its prefix names (the integration API with 集成接口)', () => {
    const wrong = operations()
      .filter(({ key }) => key.includes(' /gateway/'))
      .filter(({ key, op }) => !op.tags?.includes(/\/api\/integration\//.test(key) ? 'integration' : (key.split('/')[2] ?? '')))
      .map(({ key }) => key);
    expect(wrong).toEqual([]);
    for (const service of SERVICES) {
      expect(operations().some(({ op }) => op.tags?.includes(service)), service).toBe(true);
    }
  });

  it('carries the Chinese field labels of the schemas as descriptions', () => {
    const health = doc.paths['/healthz']?.get;
    expect(JSON.stringify(health?.responses)).toContain('是否成功');
  });

  it('has a response schema for every route', () => {
    const missing = operations()
      .filter(({ op }) => !Object.values(op.responses ?? {}).some((r) => r.content !== undefined))
      .map(({ key }) => key)
      .sort();
    expect(missing, `${missing.length} of ${operations().length} routes have no response schema:\n${missing.join('\n')}`).toEqual([]);
  });
});

describe('/docs/api', () => {
  it('answers the interactive reference as HTML, not the SPA, under the CSP', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/api' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
    expect(res.body).not.toContain('<div id="root">');
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('serves its scripts itself, pointing them at the generated JSON', async () => {
    for (const file of ['swagger-ui-bundle.js', 'swagger-initializer.js']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/docs/api/static/${file}` });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type'], file).toContain('javascript');
    }
    const init = await ctx.app.inject({ method: 'GET', url: '/docs/api/static/swagger-initializer.js' });
    expect(init.body).toContain('json');
  });

  it('leaves the SPA fallback and the API 404 envelope as they were', async () => {
    const spa = await ctx.app.inject({ method: 'GET', url: '/docs/other' });
    expect(spa.body).toContain('<div id="root">');
    const api = await ctx.app.inject({ method: 'GET', url: '/gateway/goods/open/nothing' });
    expect(api.statusCode).toBe(404);
  });
});
