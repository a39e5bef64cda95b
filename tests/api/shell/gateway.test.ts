// The gateway's contract: envelope on every response, 404, validation, 500 without leaks,
// security headers, request ids, health and readiness.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    seedSkus: 200,
    config: { bodyLimit: 4096 },
    prepare: (app) => {
      app.get('/gateway/common/open/test/boom', async () => {
        throw new Error('secret internal detail: password=hunter2');
      });
    },
  });
});
afterAll(async () => ctx?.close());

describe('gateway', () => {
  it('answers healthz and readyz (which checks the database)', async () => {
    const health = await call(ctx, { method: 'GET', url: '/healthz' });
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ success: true, code: 200, data: { status: 'ok' } });
    // Ready once the search index built at start is done (a few ms on this small catalogue;
    // tests/api/shell/readiness.test.ts holds the build back).
    let ready = await call(ctx, { method: 'GET', url: '/readyz' });
    for (let i = 0; i < 200 && ready.status === 503; i++) {
      await new Promise((r) => setTimeout(r, 50));
      ready = await call(ctx, { method: 'GET', url: '/readyz' });
    }
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({ status: 'ready', database: process.env.DATABASE_URL ? 'postgres' : 'pglite', worker: 0 });
  });

  it('mounts all five services and answers unknown paths with a 404 envelope', async () => {
    for (const service of ['system', 'member', 'goods', 'order', 'common']) {
      const res = await call(ctx, { method: 'GET', url: `/gateway/${service}/open/no-such-call` });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, code: 404, msg: '请求的接口不存在', data: null });
    }
    const outside = await call(ctx, { method: 'GET', url: '/nothing-here' });
    expect(outside.status).toBe(404);
    expect(outside.body.success).toBe(false);
  });

  it('refuses a bad body with 400 and a Chinese message naming the field', async () => {
    const res = await call(ctx, { method: 'POST', url: '/gateway/goods/open/goods/scope/list', payload: { current: 1, size: 1000, type: 2 } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.msg).toContain('每页条数不能大于');
    expect(res.body.msg).toContain('不能大于 100');

    const wrongType = await call(ctx, { method: 'POST', url: '/gateway/goods/open/goods/scope/list', payload: { current: 'abc', size: 20 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.msg).toBe('页码类型不正确，应为整数');
  });

  it('refuses invalid JSON and oversized bodies with the envelope', async () => {
    const bad = await call(ctx, {
      method: 'POST',
      url: '/gateway/goods/open/goods/scope/list',
      payload: '{"current":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, msg: '请求体不是有效的 JSON' });

    const big = await call(ctx, {
      method: 'POST',
      url: '/gateway/goods/open/goods/scope/list',
      payload: JSON.stringify({ current: 1, size: 20, pad: 'x'.repeat(10_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ success: false, msg: '请求内容过大' });
  });

  it('hides internals of a 500 and logs them with the request id', async () => {
    const res = await call(ctx, { method: 'GET', url: '/gateway/common/open/test/boom' });
    expect(res.status).toBe(500);
    expect(res.body.success).toBe(false);
    expect(res.body.msg).not.toContain('secret');
    const requestId = res.headers['x-request-id'];
    expect(typeof requestId).toBe('string');
    expect(res.body.msg).toContain(String(requestId));
    const logged = ctx.logs.map((l) => JSON.parse(l) as { level: number; reqId?: string; err?: { message: string } });
    const entry = logged.find((l) => l.level >= 50 && l.reqId === requestId);
    expect(entry?.err?.message).toContain('secret internal detail');
  });

  it('sends the API security headers and a request id on every JSON answer', async () => {
    const res = await call(ctx, { method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Document-only policies stay off JSON.
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('keeps the security headers and the request id on error answers (404, 400, 413, 500)', async () => {
    const answers = [
      await call(ctx, { method: 'GET', url: '/gateway/goods/open/no-such-call' }),
      await call(ctx, { method: 'POST', url: '/gateway/goods/open/goods/scope/list', payload: '{"current":', headers: { 'content-type': 'application/json' } }),
      await call(ctx, { method: 'POST', url: '/gateway/goods/open/goods/scope/list', payload: JSON.stringify({ pad: 'x'.repeat(10_000) }), headers: { 'content-type': 'application/json' } }),
      await call(ctx, { method: 'GET', url: '/gateway/common/open/test/boom' }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 400, 413, 500]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
