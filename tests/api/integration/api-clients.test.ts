// The company admin's API clients (issue 40, item 1): apiClient/save shows the secret once and the
// list never does; the secret gets a token; each broken rule is one Chinese sentence; only the admin
// (the `integrate` right) may, another company's client is 404; a rotation kills the old secret and
// the old tokens, a revocation the tokens; each change is in the company audit. Every client call
// (item 2) is audited, checked against the client's ranges again and limited per minute (a small
// limit here: API_CLIENT_PER_MINUTE through testLimits). The operator's CLI lists and revokes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, DEMO, testLimits } from '../../support/api-harness.ts';
import { auditActions, BUYER, companyFixture, FINANCE, type CompanyFixture } from '../approvals/company-fixture.ts';
import { clientToken } from './integration-fixture.ts';
import type { ApiClientRow, ApiClientSaved, ApiClientSecret } from '../../../domain/integration/api-client-views.ts';
import { runIntegrationCommand } from '../../../scripts/integration.ts';

const BASE = '/gateway/member/api/company/apiClient';
/** An integration path no route holds yet on this branch: the bearer hook and the client guard run, the router answers 404. */
const NO_ROUTE = '/gateway/goods/api/integration/not-yet';
const LIMIT = 6;

let f: CompanyFixture;
const member: Record<string, number> = {};

beforeAll(async () => {
  f = await companyFixture({ config: { limits: testLimits({ apiClientPerMinute: LIMIT }) } });
  for (const [who, mobile] of Object.entries({ admin: DEMO.enterprise, buyer: BUYER, finance: FINANCE, other: DEMO.distributor })) {
    const row = await f.ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
    member[who] = Number(row.id);
  }
}, 120_000);
afterAll(async () => f.ctx.close());

const save = (payload: object, token = f.token.admin) => call<ApiClientSaved>(f.ctx, { method: 'POST', url: `${BASE}/save`, token, payload });
const list = (token = f.token.admin) => call<ApiClientRow[]>(f.ctx, { method: 'POST', url: `${BASE}/list`, token });
const rotate = (id: number, token = f.token.admin) => call<ApiClientSecret>(f.ctx, { method: 'POST', url: `${BASE}/rotate/${id}`, token });
const revoke = (id: number, token = f.token.admin) => call<ApiClientRow>(f.ctx, { method: 'POST', url: `${BASE}/revoke/${id}`, token });

async function created(o: { name?: string; scopes?: string[]; ipRanges?: string[]; memberId?: number } = {}) {
  const res = await save({ name: o.name ?? 'ERP', scopes: o.scopes ?? ['catalogue:read', 'orders:read'], memberId: o.memberId ?? member.buyer, ipRanges: o.ipRanges ?? [] });
  expect(res.status).toBe(200);
  return { row: res.body.data.client, secret: res.body.data.secret!, clientId: res.body.data.client.clientId };
}

const clientCall = (token: string, remoteAddress?: string) =>
  call(f.ctx, { method: 'POST', url: NO_ROUTE, token, payload: {}, ...(remoteAddress ? { remoteAddress } : {}) });

/** The company audit rows of one client (the audit hook runs after the answer: waited for). */
async function auditOf(clientId: string, atLeast: number) {
  let rows: { action: string; summary: string }[] = [];
  await vi.waitFor(async () => {
    const all = await f.ctx.handle.db.selectFrom('companyAudit').select(['action', 'summary']).where('companyId', '=', f.companyId).orderBy('id').execute();
    rows = all.filter((r) => r.summary.includes(clientId));
    expect(rows.length).toBeGreaterThanOrEqual(atLeast);
  }, { timeout: 3000, interval: 50 });
  return rows;
}

describe('apiClient/save and list', () => {
  it('creates a client: the secret once, the list without it, a token with it', async () => {
    const c = await created({ name: 'SAP ERP', ipRanges: [' 10.8.0.0/16 ', '2001:db8::/32'] });
    expect(c.clientId).toMatch(/^abk_[0-9a-f]{16}$/);
    expect(c.secret.length).toBeGreaterThanOrEqual(40);
    expect(c.row).toMatchObject({
      name: 'SAP ERP', memberId: member.buyer, memberName: '陈刚', status: 'active', statusText: '启用', ipRanges: ['10.8.0.0/16', '2001:db8::/32'],
      scopes: [{ scope: 'catalogue:read', text: '查询价格和库存' }, { scope: 'orders:read', text: '查询订单和发货' }], lastUsedAt: null,
    });
    const res = await call(f.ctx, { method: 'POST', url: `${BASE}/list`, token: f.token.admin });
    const text = JSON.stringify(res.body);
    expect(text).toContain(c.clientId);
    expect(text).not.toContain(c.secret);
    expect(text).not.toMatch(/secret/i);
    const token = await clientToken(f.ctx, c, '10.8.1.2');
    expect(token.status).toBe(200);
    expect(token.body.data?.scope).toBe('catalogue:read orders:read');
    const after = (await list()).body.data.find((r) => r.clientId === c.clientId)!;
    expect(after.lastUsedAt).not.toBeNull();
    expect(after.lastUsedIp).toBe('10.8.1.2');
    const audit = await auditActions(f);
    expect(audit.some((a) => a.action === '新建接口客户端' && a.summary.includes(c.clientId))).toBe(true);
  });

  it('refuses broken rules with one Chinese sentence each (400)', async () => {
    const good = { name: 'ERP', scopes: ['orders:read'], memberId: member.buyer, ipRanges: [] };
    const cases: [object, string][] = [
      [{ ...good, name: '   ' }, '请填写接口客户端名称'],
      [{ ...good, name: '名'.repeat(41) }, '接口客户端名称不能超过 40 个字'],
      [{ ...good, scopes: [] }, '请至少选择一项权限范围'],
      [{ ...good, scopes: ['orders:read', 'orders:delete'] }, '不支持的权限范围：orders:delete'],
      [{ ...good, memberId: member.other }, '代表的成员须是本企业正常状态的成员'],
      [{ ...good, scopes: ['orders:write'], memberId: member.finance }, '代表的成员是财务，不能下单；选择“下单”权限时请选择可以下单的成员'],
      [{ ...good, ipRanges: ['10.0.0.0/33'] }, '“10.0.0.0/33”不是有效的 IP 地址或地址段（例如 203.0.113.0/24、2001:db8::/32）'],
      [{ ...good, ipRanges: ['erp.example.com'] }, '“erp.example.com”不是有效的 IP 地址或地址段（例如 203.0.113.0/24、2001:db8::/32）'],
      [{ ...good, ipRanges: Array.from({ length: 21 }, (_, i) => `10.0.${i}.0/24`) }, '允许的地址段最多 20 个'],
    ];
    for (const [payload, msg] of cases) {
      const res = await save(payload);
      expect(res.status, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    const unknown = await save({ ...good, secret: 'mine' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('请求体包含不支持的字段：secret');
  });

  it('lets only the admin: buyer and finance 403 naming the right, a personal member 403', async () => {
    for (const who of ['buyer', 'finance'] as const) {
      for (const res of [await list(f.token[who]), await save({ name: 'x', scopes: ['orders:read'], memberId: member.buyer }, f.token[who])]) {
        expect(res.status).toBe(403);
        expect(res.body.msg).toBe('您的企业角色不能管理系统集成（接口客户端、Webhook），需要管理员角色');
      }
    }
    const personal = await list(f.token.personal);
    expect(personal.status).toBe(403);
    expect(personal.body.msg).toBe('系统集成只对企业账号开放，请先完成企业认证或加入企业');
  });

  it("answers 404 for another company's client (save, rotate, revoke) and leaves it alone", async () => {
    const c = await created({ name: '别人的' });
    const other = f.token.other;
    expect((await save({ id: c.row.id, name: '改', scopes: ['orders:read'], memberId: member.other }, other)).status).toBe(404);
    for (const res of [await rotate(c.row.id, other), await revoke(c.row.id, other), await rotate(999_999), await revoke(999_999)]) {
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe('接口客户端不存在');
    }
    expect((await list(other)).body.data).toEqual([]);
    expect((await clientToken(f.ctx, c)).status).toBe(200);
  });

  it('updates name, scopes, member and ranges: audited, and a scope change kills the old tokens', async () => {
    const c = await created({ name: 'SRM' });
    const token = (await clientToken(f.ctx, c)).body.data!.access_token;
    expect((await clientCall(token)).status).toBe(404);
    const res = await save({ id: c.row.id, name: 'SRM 生产', scopes: ['catalogue:read'], memberId: member.admin, ipRanges: ['203.0.113.0/24'] });
    expect(res.status).toBe(200);
    expect(res.body.data.secret).toBeUndefined();
    expect(res.body.data.client).toMatchObject({ name: 'SRM 生产', memberId: member.admin, ipRanges: ['203.0.113.0/24'], clientId: c.clientId });
    expect((await clientCall(token)).status).toBe(401);
    const rows = await auditOf(c.clientId, 2);
    expect(rows.some((r) => r.action === '修改接口客户端' && r.summary.includes('名称 SRM → SRM 生产') && r.summary.includes('地址段 不限 → 203.0.113.0/24'))).toBe(true);
  });
});

describe('rotate and revoke', () => {
  it('rotate: a new secret once; the old secret 401, old tokens 401, the new secret works', async () => {
    const c = await created({ name: 'ERP 轮换' });
    const old = (await clientToken(f.ctx, c)).body.data!.access_token;
    expect((await clientCall(old)).status).toBe(404);
    const res = await rotate(c.row.id);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('密钥已轮换，旧密钥和已签发的令牌立即失效');
    const fresh = res.body.data.secret;
    expect(fresh).not.toBe(c.secret);
    expect(res.body.data.client.rotatedAt).not.toBeNull();
    expect((await clientToken(f.ctx, c)).status).toBe(401);
    expect((await clientCall(old)).status).toBe(401);
    const again = await clientToken(f.ctx, { clientId: c.clientId, secret: fresh });
    expect(again.status).toBe(200);
    expect((await clientCall(again.body.data!.access_token)).status).toBe(404);
    expect(JSON.stringify((await list()).body)).not.toContain(fresh);
    const rows = await auditOf(c.clientId, 3);
    expect(rows.some((r) => r.action === '轮换接口密钥' && r.summary.includes('作废令牌 1 个'))).toBe(true);
  });

  it('revoke: its tokens die at once, the secret is refused, idempotent, no rotation or change after', async () => {
    const c = await created({ name: 'ERP 停用' });
    const token = (await clientToken(f.ctx, c)).body.data!.access_token;
    const res = await revoke(c.row.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'revoked', statusText: '已停用' });
    expect((await clientCall(token)).status).toBe(401);
    expect((await clientToken(f.ctx, c)).status).toBe(403);
    const twice = await revoke(c.row.id);
    expect(twice.status).toBe(200);
    expect(twice.body.data.revokedAt).toBe(res.body.data.revokedAt);
    expect((await rotate(c.row.id)).status).toBe(409);
    expect((await save({ id: c.row.id, name: 'x', scopes: ['orders:read'], memberId: member.buyer })).status).toBe(409);
    const rows = await auditOf(c.clientId, 2);
    expect(rows.filter((r) => r.action === '停用接口客户端')).toHaveLength(1);
  });
});

describe('races', () => {
  it('two rotations at once: each answers a secret, exactly one works; two revocations write one audit row', async () => {
    const c = await created({ name: '并发' });
    const [a, b] = await Promise.all([rotate(c.row.id), rotate(c.row.id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const works = await Promise.all([a, b].map(async (r) => (await clientToken(f.ctx, { clientId: c.clientId, secret: r.body.data.secret })).status));
    expect(works.sort()).toEqual([200, 401]);
    const [x, y] = await Promise.all([revoke(c.row.id), revoke(c.row.id)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    const rows = await auditOf(c.clientId, 5);
    expect(rows.filter((r) => r.action === '停用接口客户端')).toHaveLength(1);
    expect(rows.filter((r) => r.action === '轮换接口密钥')).toHaveLength(2);
  });
});

describe('each client call', () => {
  it('is in the company audit with its method, path and status; the token request too', async () => {
    const c = await created({ name: '审计' });
    const token = (await clientToken(f.ctx, c)).body.data!.access_token;
    expect((await clientCall(token)).status).toBe(404);
    // Each row is written after its answer, so two calls' rows may land in either order.
    const rows = await auditOf(c.clientId, 3);
    expect(rows.map((r) => r.action).sort()).toEqual(['接口取得令牌', '接口调用', '新建接口客户端'].sort());
    expect(rows.find((r) => r.action === '接口取得令牌')!.summary).toMatch(/^接口客户端「审计」abk_[0-9a-f]{16} 从 .+ 取得令牌 → 200$/);
    expect(rows.find((r) => r.action === '接口调用')!.summary).toBe(`接口客户端「审计」${c.clientId} POST ${NO_ROUTE} → 404`);
    const wrong = await clientToken(f.ctx, { clientId: c.clientId, secret: 'nope' });
    expect(wrong.status).toBe(401);
    expect((await auditOf(c.clientId, 4)).some((r) => r.summary.endsWith('取得令牌 → 401'))).toBe(true);
  });

  it('checks the caller address again on each call (a replayed token is refused, 403)', async () => {
    const c = await created({ name: '地址', ipRanges: ['10.8.0.0/16'] });
    const token = (await clientToken(f.ctx, c, '10.8.0.9')).body.data!.access_token;
    expect((await clientCall(token, '10.8.200.1')).status).toBe(404);
    const out = await clientCall(token, '198.51.100.7');
    expect(out.status).toBe(403);
    expect(out.body.msg).toBe('接口客户端不允许从地址 198.51.100.7 调用，请联系企业管理员添加允许的地址段');
    expect((await auditOf(c.clientId, 4)).some((r) => r.summary.endsWith(`POST ${NO_ROUTE} → 403`))).toBe(true);
  });

  it(`limits a client to ${LIMIT} calls a minute (429, Retry-After, one sentence), audits the first refusal only, other clients unaffected`, async () => {
    const c = await created({ name: '限流' });
    const token = (await clientToken(f.ctx, c)).body.data!.access_token;
    for (let i = 2; i <= LIMIT; i++) expect((await clientCall(token)).status).toBe(404);
    const over = await clientCall(token);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body.msg).toMatch(/^接口客户端调用过于频繁，请 \d+ 秒后再试$/);
    expect((await clientCall(token)).status).toBe(429);
    expect((await clientToken(f.ctx, c)).status).toBe(429);
    const rows = await auditOf(c.clientId, LIMIT + 2);
    await new Promise((r) => setTimeout(r, 200));
    const settled = await auditOf(c.clientId, LIMIT + 2);
    expect(settled.filter((r) => r.summary.endsWith('→ 429'))).toHaveLength(1);
    expect(rows.length).toBe(LIMIT + 2);
    const other = await created({ name: '不受影响' });
    expect((await clientToken(f.ctx, other)).status).toBe(200);
  });

  it('audits, re-checks and limits a real integration call (POST /gateway/goods/api/integration/prices)', async () => {
    const c = await created({ name: '价格', ipRanges: ['10.8.0.0/16'] });
    const token = (await clientToken(f.ctx, c, '10.8.0.1')).body.data!.access_token;
    const prices = (remoteAddress: string) => call(f.ctx, { method: 'POST', url: '/gateway/goods/api/integration/prices', token, payload: { codes: ['X'] }, remoteAddress });
    expect((await prices('10.8.0.1')).status).toBe(200);
    expect((await prices('198.51.100.7')).status).toBe(403);
    const rows = await auditOf(c.clientId, 4);
    expect(rows.some((r) => r.summary === `接口客户端「价格」${c.clientId} POST /gateway/goods/api/integration/prices → 200`)).toBe(true);
    for (let i = 4; i <= LIMIT; i++) await prices('10.8.0.1');
    expect((await prices('10.8.0.1')).status).toBe(429);
  });
});

describe('npm run integration (operator)', () => {
  it("lists a company's clients and revokes one in an emergency, audited as the staff member", async () => {
    const c = await created({ name: '紧急' });
    const token = (await clientToken(f.ctx, c)).body.data!.access_token;
    const db = f.ctx.handle.db;
    const listed = await runIntegrationCommand(db, ['clients', String(f.companyId)]);
    expect(listed.code).toBe(0);
    expect(listed.out.join('\n')).toContain(c.clientId);
    expect(listed.out.join('\n')).not.toContain(c.secret);
    expect((await runIntegrationCommand(db, ['revoke-client', c.clientId, '--staff', DEMO.staff])).code).toBe(2);
    const done = await runIntegrationCommand(db, ['revoke-client', c.clientId, '--staff', DEMO.staff, '--reason', '企业来电：密钥泄露']);
    expect(done.code).toBe(0);
    expect((await clientCall(token)).status).toBe(401);
    const row = await db.selectFrom('companyAudit').select(['actorStaffId', 'summary']).where('summary', 'like', `%${c.clientId}%`).where('action', '=', '停用接口客户端').executeTakeFirstOrThrow();
    expect(row.actorStaffId).not.toBeNull();
    expect(row.summary).toContain('平台运营紧急停用：企业来电：密钥泄露');
    expect((await runIntegrationCommand(db, ['revoke-client', 'abk_0000000000000000', '--staff', DEMO.staff, '--reason', 'x'])).code).toBe(1);
  });
});
