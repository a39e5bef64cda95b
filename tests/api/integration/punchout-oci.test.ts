// OCI 4.0 PunchOut (issue 40, item 4): the SRM's form (or HTTP Basic) opens a session and the
// browser is sent to /punchout/start with a one-use ticket; refusals are Chinese HTML pages (bad
// credentials 401, revoked client 403, no catalogue:read 403, missing or bad HOOK_URL 400); the
// ticket gives a member token once and in time; 返回采购系统 answers the OCI fields exactly for a
// known cart at the company's prices, only for the session's own token, and ends the session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../support/api-harness.ts';
import { companyFixture, BUYER, type CompanyFixture } from '../approvals/company-fixture.ts';
import { basicOf, makeClient, type ClientCredentials } from './integration-fixture.ts';
import { enter, HOOK, knownCart, OCI_URL, ociTicket, RETURN_URL, ticketOfLocation } from './punchout-fixture.ts';

let f: CompanyFixture;
let client: ClientCredentials;

beforeAll(async () => {
  f = await companyFixture();
  client = await makeClient(f.ctx, { companyId: f.companyId, mobile: BUYER, scopes: ['catalogue:read'], name: 'SAP SRM' });
}, 120_000);
afterAll(async () => f.ctx.close());

const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('OCI entry', () => {
  it('redirects (303) to the start page with a ticket; GET with query fields and HTTP Basic work too', async () => {
    const post = await f.ctx.app.inject({ method: 'POST', url: OCI_URL, ...form({ USERNAME: client.clientId, PASSWORD: client.secret, HOOK_URL: HOOK, '~TARGET': '_top', '~OKCODE': 'ADDI', '~CALLER': 'CTLG', FUNCTION: '', sap_extra: 'x' }) });
    expect(post.statusCode).toBe(303);
    expect(post.headers['cache-control']).toBe('no-store');
    ticketOfLocation(post.headers.location as string);
    const get = await f.ctx.app.inject({ method: 'GET', url: `${OCI_URL}?${new URLSearchParams({ username: client.clientId, password: client.secret, hook_url: HOOK }).toString()}` });
    expect(get.statusCode).toBe(303);
    const basic = await f.ctx.app.inject({ method: 'GET', url: `${OCI_URL}?HOOK_URL=${encodeURIComponent(HOOK)}`, headers: { authorization: basicOf(client) } });
    expect(basic.statusCode).toBe(303);
    const row = await f.ctx.handle.db.selectFrom('punchoutSession').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ protocol: 'oci', returnUrl: HOOK, status: 'open', memberTokenId: null, ticketUsedAt: null });
  });

  it('refuses with a Chinese HTML page: bad credentials 401, no credentials 401, missing or bad HOOK_URL 400', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ USERNAME: client.clientId, PASSWORD: `${client.secret}x`, HOOK_URL: HOOK }, 401, '接口客户端编号或密钥错误'],
      [{ HOOK_URL: HOOK }, 401, '缺少接口客户端编号'],
      [{ USERNAME: client.clientId, PASSWORD: client.secret }, 400, '缺少返回地址（HOOK_URL）'],
      [{ USERNAME: client.clientId, PASSWORD: client.secret, HOOK_URL: 'javascript:alert(1)' }, 400, '返回地址必须是 http 或 https'],
    ];
    for (const [fields, status, text] of cases) {
      const res = await f.ctx.app.inject({ method: 'POST', url: OCI_URL, ...form(fields) });
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(text);
      expect(res.body).toContain('无法打开爱备客商城');
    }
  });

  it('refuses a revoked client (403) and a client without catalogue:read (403)', async () => {
    const revoked = await makeClient(f.ctx, { companyId: f.companyId, mobile: BUYER, scopes: ['catalogue:read'] });
    await f.ctx.handle.db.updateTable('apiClient').set({ status: 'revoked', revokedAt: new Date() }).where('id', '=', revoked.id).execute();
    const a = await f.ctx.app.inject({ method: 'POST', url: OCI_URL, ...form({ USERNAME: revoked.clientId, PASSWORD: revoked.secret, HOOK_URL: HOOK }) });
    expect(a.statusCode).toBe(403);
    expect(a.body).toContain('接口客户端已停用');
    const narrow = await makeClient(f.ctx, { companyId: f.companyId, mobile: BUYER, scopes: ['orders:read'] });
    const b = await f.ctx.app.inject({ method: 'POST', url: OCI_URL, ...form({ USERNAME: narrow.clientId, PASSWORD: narrow.secret, HOOK_URL: HOOK }) });
    expect(b.statusCode).toBe(403);
    expect(b.body).toContain('catalogue:read');
  });
});

describe('the start ticket', () => {
  it('gives the acting member a token once; a second use is 409, an unknown ticket 404, an expired one 410', async () => {
    const ticket = await ociTicket(f.ctx, client);
    const first = await enter(f.ctx, ticket);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ token_type: 'bearer', expires_in: 7200, session: { protocol: 'oci', operation: 'create' } });
    const me = await call<{ mobile: string }>(f.ctx, { method: 'GET', url: '/gateway/member/api/member/memberInfo', token: first.body.data.access_token });
    expect(me.status).toBe(200);
    expect(me.body.data.mobile).toBe(BUYER);
    const second = await enter(f.ctx, ticket);
    expect(second.status, JSON.stringify(second.body)).toBe(409);
    expect(second.body.msg).toBe('PunchOut 链接已使用过，请从采购系统重新进入');
    expect((await enter(f.ctx, 'x'.repeat(43))).status).toBe(404);
    const late = await ociTicket(f.ctx, client);
    await f.ctx.handle.db.updateTable('punchoutSession').set({ ticketExpiresAt: new Date(Date.now() - 1000) }).where('id', '=', Number((await f.ctx.handle.db.selectFrom('punchoutSession').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id)).execute();
    const expired = await enter(f.ctx, late);
    expect(expired.status).toBe(410);
    expect(expired.body.msg).toBe('PunchOut 链接已过期，请从采购系统重新进入');
  });
});

describe('races', () => {
  it('two exchanges of one ticket at once give one token; two returns of one session at once return once', async () => {
    const ticket = await ociTicket(f.ctx, client);
    const both = await Promise.all([enter(f.ctx, ticket), enter(f.ctx, ticket)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const entry = both.find((r) => r.status === 200)!.body.data;
    await knownCart(f.ctx, entry.access_token);
    const returns = await Promise.all([0, 1].map(() => call(f.ctx, { method: 'POST', url: RETURN_URL, token: entry.access_token, payload: { sessionId: entry.session.id } })));
    expect(returns.filter((r) => r.status === 200)).toHaveLength(1);
    expect(returns.filter((r) => r.status !== 200).every((r) => r.status === 409 || r.status === 401)).toBe(true);
  });
});

describe('返回采购系统 (OCI)', () => {
  it('answers the OCI fields exactly for a known cart at the company prices, then ends the session', async () => {
    const entry = (await enter(f.ctx, await ociTicket(f.ctx, client, { '~TARGET': 'srmframe' }))).body.data;
    const token = entry.access_token;
    const [fixed, other] = await knownCart(f.ctx, token);
    const res = await call<{ protocol: string; returnUrl: string; target: string; fields: { name: string; value: string }[]; lineCount: number; totalFen: number }>(f.ctx, {
      method: 'POST', url: RETURN_URL, token, payload: { sessionId: entry.session.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('购物车已返回采购系统');
    // The other goods at the cart's price (the lower of the buyer's tier price and the agreement's 88折).
    const otherPriceFen = Math.min(Math.round((other.listPriceFen * 8800) / 10000), other.cartPriceFen);
    expect(res.body.data).toMatchObject({ protocol: 'oci', returnUrl: HOOK, target: 'srmframe', lineCount: 2, totalFen: 3600 * 2 + otherPriceFen * 3 });
    const fields = Object.fromEntries(res.body.data.fields.map((x) => [x.name, x.value]));
    // The cart lists the newest line first.
    const expectLine = (n: number, g: typeof fixed, qty: number, price: string) => {
      const text = `SKF ${g.model} ${g.name}`;
      expect(fields[`NEW_ITEM-DESCRIPTION[${n}]`]).toBe([...text].slice(0, 40).join(''));
      expect(fields[`NEW_ITEM-QUANTITY[${n}]`]).toBe(String(qty));
      expect(fields[`NEW_ITEM-UNIT[${n}]`]).toBe(g.unit === '套' ? 'SET' : 'PCE');
      expect(fields[`NEW_ITEM-PRICE[${n}]`]).toBe(price);
      expect(fields[`NEW_ITEM-PRICEUNIT[${n}]`]).toBe('1');
      expect(fields[`NEW_ITEM-CURRENCY[${n}]`]).toBe('CNY');
      expect(fields[`NEW_ITEM-VENDORMAT[${n}]`]).toBe(g.goodsCode);
      expect(fields[`NEW_ITEM-MANUFACTMAT[${n}]`]).toBe(g.model);
      expect(fields[`NEW_ITEM-MANUFACTCODE[${n}]`]).toBe('SKF');
      expect(fields[`NEW_ITEM-MATGROUP[${n}]`]).toBe(String(g.categoryId));
      expect(fields[`NEW_ITEM-LEADTIME[${n}]`]).toBe(String(g.leadTimeDays));
      expect(fields[`NEW_ITEM-VENDOR[${n}]`]).toBe('');
      expect(fields[`NEW_ITEM-EXT_PRODUCT_ID[${n}]`]).toBe(String(g.goodsId));
      expect(fields[`NEW_ITEM-LONGTEXT_${n}:132[]`]).toBe(text);
    };
    expectLine(1, other, 3, (otherPriceFen / 100).toFixed(2));
    expectLine(2, fixed, 2, '36.00');
    expect(res.body.data.fields).toHaveLength(28);
    // Ended: the token is revoked, the lines left the cart, a second return is refused.
    const row = await f.ctx.handle.db.selectFrom('punchoutSession').select(['status', 'returnedAt']).where('id', '=', entry.session.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('returned');
    expect(row.returnedAt).not.toBeNull();
    expect((await call(f.ctx, { method: 'POST', url: RETURN_URL, token, payload: { sessionId: entry.session.id } })).status).toBe(401);
    const cartLeft = await f.ctx.handle.db.selectFrom('cartItem').select('goodsId').where('goodsId', 'in', [fixed.goodsId, other.goodsId]).where('memberId', '=', (await f.ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', BUYER).executeTakeFirstOrThrow()).id).execute();
    expect(cartLeft).toHaveLength(0);
  });

  it('another token or member gets 404 for the session; a person without a session 404; an empty cart 400', async () => {
    const entry = (await enter(f.ctx, await ociTicket(f.ctx, client))).body.data;
    const payload = { sessionId: entry.session.id };
    // The same member's ordinary login token is not the session's token.
    for (const token of [f.token.buyer, f.token.admin, f.token.other]) {
      const res = await call(f.ctx, { method: 'POST', url: RETURN_URL, token, payload });
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe('PunchOut 会话不存在或不属于当前登录');
    }
    const other = (await enter(f.ctx, await ociTicket(f.ctx, client))).body.data;
    expect((await call(f.ctx, { method: 'POST', url: RETURN_URL, token: other.access_token, payload })).status).toBe(404);
    await call(f.ctx, { method: 'POST', url: '/gateway/goods/api/cart/delete/all', token: entry.access_token, payload: {} });
    const empty = await call(f.ctx, { method: 'POST', url: RETURN_URL, token: entry.access_token, payload });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('购物车中没有可以带回采购系统的已勾选商品');
    expect((await call(f.ctx, { method: 'POST', url: RETURN_URL, payload })).status).toBe(401);
    expect((await call(f.ctx, { method: 'POST', url: RETURN_URL, token: entry.access_token, payload: { sessionId: entry.session.id, extra: 1 } })).status).toBe(400);
  });
});
