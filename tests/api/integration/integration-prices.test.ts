// The integration API's prices (issue 40): each code matched by our goods code, by the model (the
// enquiry's normalised key) or by the company's 物料编码 remembered from enquiries, answered in
// order at the company's prices (the demo company's SKF agreement: 协议价) with the sellable
// stock; a model of several goods is ambiguous with its candidates; an unknown code notFound; the
// scope catalogue:read is needed, a person's token refused, 1..200 codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationPrice } from '../../../domain/integration/integration-api.ts';
import { call } from '../../support/api-harness.ts';
import { companyFixture, BUYER, type CompanyFixture } from '../approvals/company-fixture.ts';
import { clientToken, makeClient } from './integration-fixture.ts';

const PRICES = '/gateway/goods/api/integration/prices';

let f: CompanyFixture;
let token: string;

const prices = (codes: unknown, t = token) => call<{ items: IntegrationPrice[] }>(f.ctx, { method: 'POST', url: PRICES, token: t, payload: { codes } });

beforeAll(async () => {
  f = await companyFixture();
  const c = await makeClient(f.ctx, { companyId: f.companyId, mobile: BUYER, scopes: ['catalogue:read'] });
  token = (await clientToken(f.ctx, c)).body.data!.access_token;
}, 120_000);
afterAll(async () => f.ctx.close());

async function goodsRow(where: { brand?: string; notBrand?: string } = {}) {
  let q = f.ctx.handle.db.selectFrom('goods as g').innerJoin('brand as b', 'b.id', 'g.brandId').select(['g.id', 'g.goodsCode', 'g.model', 'g.modelKey', 'g.memberPriceFen', 'b.name as brandName']).where('g.status', '=', 1);
  if (where.brand) q = q.where('b.name', '=', where.brand);
  if (where.notBrand) q = q.where('b.name', '<>', where.notBrand);
  return q.orderBy('g.id').executeTakeFirstOrThrow();
}

describe('integration prices', () => {
  it('matches by goods code, by the model written differently, and answers notFound in order', async () => {
    const g = await goodsRow({ notBrand: 'SKF' });
    const sloppyModel = ` ${g.model.toLowerCase().replace(/-/g, ' ')} `;
    const res = await prices([g.goodsCode, sloppyModel, 'NO-SUCH-CODE-1'], token);
    expect(res.status).toBe(200);
    const [byCode, byModel, none] = res.body.data.items;
    expect(byCode).toMatchObject({ code: g.goodsCode, matchedBy: 'goodsCode', status: 'found', goods: { goodsId: g.id, goodsCode: g.goodsCode, onShelf: true } });
    expect(byCode!.goods!.priceFen).toBeGreaterThan(0);
    expect(byCode!.goods!.stock).toBeGreaterThanOrEqual(0);
    expect(byModel).toMatchObject({ code: sloppyModel.trim(), status: 'found', goods: { goodsId: g.id } });
    expect(none).toEqual({ code: 'NO-SUCH-CODE-1', matchedBy: null, status: 'notFound', goods: null });
  });

  it('prices the company agreement goods at 协议价 for the client acting as a buyer', async () => {
    const skf = await goodsRow({ brand: 'SKF' });
    const res = await prices([skf.goodsCode]);
    expect(res.body.data.items[0]!.goods).toMatchObject({ priceSource: 'contract' });
    expect(res.body.data.items[0]!.goods!.contractValidTo).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a model of two goods is ambiguous with its candidates; the company 物料编码 matches', async () => {
    const db = f.ctx.handle.db;
    const a = await goodsRow();
    const other = await db.selectFrom('goods').select(['id', 'goodsCode']).where('status', '=', 1).where('id', '<>', a.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.updateTable('goods').set({ modelKey: a.modelKey }).where('id', '=', other.id).execute();
    const amb = await prices([a.model]);
    expect(amb.body.data.items[0]).toMatchObject({ status: 'ambiguous', matchedBy: 'model', goods: null });
    expect(amb.body.data.items[0]!.candidates!.map((c) => c.goodsId).sort()).toEqual([a.id, other.id].sort());
    // The company's books (its certified account) remember WL-001 as `other`.
    const holder = await db.selectFrom('company').select('holderMemberId').where('id', '=', f.companyId).executeTakeFirstOrThrow();
    await db.insertInto('memberBuyerCode').values({ memberId: holder.holderMemberId, codeKey: 'WL-001', goodsId: other.id }).execute();
    const mat = await prices(['wl-001']);
    expect(mat.body.data.items[0]).toMatchObject({ code: 'wl-001', matchedBy: 'materialCode', status: 'found', goods: { goodsId: other.id } });
  });

  it('needs catalogue:read, a client token, and 1 to 200 codes of 1 to 64 characters', async () => {
    const c = await makeClient(f.ctx, { companyId: f.companyId, mobile: BUYER, scopes: ['orders:read'] });
    const ordersOnly = (await clientToken(f.ctx, c)).body.data!.access_token;
    const refused = await prices(['X'], ordersOnly);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('catalogue:read');
    expect((await prices(['X'], f.token.buyer)).status).toBe(403);
    expect((await prices([])).status).toBe(400);
    expect((await prices(Array.from({ length: 201 }, (_, i) => `C${i}`))).status).toBe(400);
    expect((await prices(['x'.repeat(65)])).status).toBe(400);
    const extra = await call(f.ctx, { method: 'POST', url: PRICES, token, payload: { codes: ['X'], qty: 1 } });
    expect(extra.status).toBe(400);
    expect((await call(f.ctx, { method: 'POST', url: PRICES, payload: { codes: ['X'] } })).status).toBe(401);
  });
});
