// Findings 4 and 6 (issue 11): NUL bytes, non-finite and out-of-range numbers are refused with 400
// before any handler; 414, bad URLs and 431 answer in the envelope without echoing the path;
// a percent-encoded `/api/` segment cannot skip the token hook; HSTS only over TLS when configured.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 20 });
});
afterAll(async () => ctx?.close());

const CJK = /[\u4e00-\u9fff]/;

describe('input hardening', () => {
  it('refuses a NUL byte in the body, the query and the path with 400 and a Chinese message', async () => {
    const body = await call(ctx, { method: 'POST', url: '/gateway/goods/open/modelTransition/convertList', payload: { keyword: 'M6\u0000', current: 1, size: 10 } });
    expect(body.status).toBe(400);
    expect(body.body).toMatchObject({ success: false, code: 400, msg: '请求体包含不允许的空字符（\\u0000）' });
    const key = await call(ctx, { method: 'POST', url: '/gateway/goods/open/modelTransition/convertList', payload: { 'k\u0000': 1 } });
    expect(key.status).toBe(400);
    expect(key.body.msg).toContain('空字符');
    const query = await call(ctx, { method: 'GET', url: '/gateway/goods/open/modelTransition/modelAssociation?keyword=M6%00' });
    expect(query.status).toBe(400);
    expect(query.body.msg).toBe('查询参数包含不允许的空字符（\\u0000）');
    const params = await call(ctx, { method: 'GET', url: '/gateway/member/open/member/getCompanyByVague/abc%00def' });
    expect(params.status).toBe(400);
    expect(params.body.msg).toBe('路径参数包含不允许的空字符（\\u0000）');
  });

  it('refuses numbers beyond range, Infinity and 2^53+1 with 400', async () => {
    for (const id of ['Infinity', '-Infinity', 'NaN', '9007199254740993', '1e20', '-1', '0', '1.5']) {
      const res = await call(ctx, { method: 'GET', url: `/gateway/goods/open/goods/get/${id}` });
      expect(res.status, id).toBe(400);
      expect(res.body.success, id).toBe(false);
      expect(res.body.msg, id).toMatch(CJK);
    }
    for (const current of [1e20, 2 ** 53 + 1, 'Infinity', -1]) {
      const res = await call(ctx, { method: 'POST', url: '/gateway/goods/open/goods/scope/list', payload: { current, size: 10 } });
      expect(res.status, String(current)).toBe(400);
    }
    const overflow = await call(ctx, {
      method: 'POST',
      url: '/gateway/goods/open/goods/scope/list',
      payload: '{"current":1e400,"size":10}',
      headers: { 'content-type': 'application/json' },
    });
    expect(overflow.status).toBe(400);
    expect(overflow.body.msg).toMatch(CJK);
  });

  it('answers a too-long path parameter with 414 and a bad URL with 400, in the envelope, without echoing the path', async () => {
    const long = 'q'.repeat(300);
    const res = await ctx.app.inject({ method: 'GET', url: `/gateway/member/open/member/getCompanyByVague/${long}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ success: false, code: 414, msg: '请求地址过长', data: null });
    expect(res.body).not.toContain('qqqq');
    const bad = await ctx.app.inject({ method: 'GET', url: '/gateway/member/open/member/getCompanyByVague/%E0%A4%A<script>' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, code: 400, msg: '请求地址格式不正确', data: null });
    expect(bad.body).not.toContain('script');
  });

  it('answers headers or a request line beyond the size limit with 431 in the envelope, without echoing them', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const send = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        req.end();
      });
    for (const answer of [
      await send('/healthz', { 'x-filler': 'z'.repeat(40_000) }),
      await send(`/gateway/goods/open/modelTransition/modelAssociation?keyword=${'z'.repeat(40_000)}`, {}),
    ]) {
      expect(answer.status).toBe(431);
      expect(JSON.parse(answer.body)).toEqual({ success: false, code: 431, msg: '请求头过大', data: null });
      expect(answer.body).not.toContain('zzzz');
    }
  });

  it('does not let a percent-encoded /api/ segment skip the token hook', async () => {
    for (const url of ['/gateway/member/%61pi/member/memberInfo', '/gateway/member/%61%70%69/member/memberInfo', '/gateway/system/%61pi/sys/area/subList']) {
      const res = await call(ctx, { method: 'GET', url });
      expect(res.status, url).toBe(401);
      expect(res.body.success, url).toBe(false);
    }
  });

  it('sends no HSTS header by default', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS when configured', () => {
  let tls: TestContext;
  beforeAll(async () => {
    tls = await createTestApp({ seedSkus: 0, config: { trustProxy: ['127.0.0.1'], hstsMaxAge: 31_536_000 } });
  });
  afterAll(async () => tls?.close());

  it('sends Strict-Transport-Security on https answers only', async () => {
    const https = await tls.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await tls.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
