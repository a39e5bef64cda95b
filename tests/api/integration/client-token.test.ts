// The client-credentials grant (issue 40): a company API client's id and secret give a token with
// the client's scopes and no refresh token; a wrong secret, an unknown id, a revoked client or an
// address outside its ranges is refused; the token reaches the integration API only, and a person's
// token does not reach the integration API; revoking the client kills its live tokens at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../support/api-harness.ts';
import { companyFixture, BUYER, type CompanyFixture } from '../approvals/company-fixture.ts';
import { clientToken, makeClient } from './integration-fixture.ts';

let f: CompanyFixture;

beforeAll(async () => {
  f = await companyFixture();
}, 120_000);
afterAll(async () => f.ctx.close());

describe('client credentials', () => {
  it('issues a token with the client scopes, no refresh token, and marks the client used', async () => {
    const c = await makeClient(f.ctx, { companyId: f.companyId, mobile: BUYER, scopes: ['catalogue:read', 'orders:read'] });
    const res = await clientToken(f.ctx, c);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ token_type: 'bearer', expires_in: 7200, scope: 'catalogue:read orders:read' });
    expect(res.body.data?.refresh_token).toBeUndefined();
    const row = await f.ctx.handle.db.selectFrom('apiClient').select(['lastUsedAt', 'lastUsedIp']).where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('refuses a wrong secret, an unknown client and the storefront client as 401 with one sentence', async () => {
    const c = await makeClient(f.ctx, { companyId: f.companyId, mobile: BUYER, scopes: ['catalogue:read'] });
    for (const cred of [{ ...c, secret: `${c.secret}x` }, { clientId: 'abk_0000000000000000', secret: c.secret }, { clientId: 'aibeike-web', secret: 'x' }]) {
      const res = await clientToken(f.ctx, cred);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, msg: '接口客户端编号或密钥错误' });
    }
  });

  it('refuses an address outside the client ranges (403) and accepts one inside', async () => {
    const c = await makeClient(f.ctx, { companyId: f.companyId, mobile: BUYER, scopes: ['catalogue:read'], ipRanges: ['10.8.0.0/16', '2001:db8::/32'] });
    expect((await clientToken(f.ctx, c, '10.8.3.4')).status).toBe(200);
    expect((await clientToken(f.ctx, c, '2001:db8::7')).status).toBe(200);
    const out = await clientToken(f.ctx, c, '10.9.0.1');
    expect(out.status).toBe(403);
    expect(out.body.msg).toContain('10.9.0.1');
  });

  it('a client token reaches no member call; a revoked client is refused and its tokens die', async () => {
    const c = await makeClient(f.ctx, { companyId: f.companyId, mobile: BUYER, scopes: ['catalogue:read', 'orders:read', 'orders:write'] });
    const token = (await clientToken(f.ctx, c)).body.data!.access_token;
    const member = await call(f.ctx, { method: 'GET', url: '/gateway/member/api/member/info', token });
    expect(member.status).toBe(403);
    expect(member.body.msg).toBe('接口客户端的令牌只能调用集成接口（/api/integration/）');
    await f.ctx.handle.db.updateTable('apiClient').set({ status: 'revoked', revokedAt: new Date() }).where('id', '=', c.id).execute();
    expect((await call(f.ctx, { method: 'GET', url: '/gateway/member/api/member/info', token })).status).toBe(401);
    const again = await clientToken(f.ctx, c);
    expect(again.status).toBe(403);
    expect(again.body.msg).toBe('接口客户端已停用，请联系企业管理员');
  });
});
