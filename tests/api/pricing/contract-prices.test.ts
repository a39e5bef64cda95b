// Issue 39: the price a company negotiated is the price its members see everywhere and are
// charged. An active agreement of the demo company (inserted here through the test database, as
// the console's two-person confirmation would leave it) gives one goods a fixed price, a brand a
// rate and an ancestor category a rate. The company's members see 协议价 (priceSource contract and
// the agreement's last day) on the search list, the product page and its tiers, the reorder goods,
// favourites, the cart, the batch enquiry's goods and the checkout draft; the order keeps the
// price and its source when the agreement later ends. A visitor, a personal member and another
// company's admin see their own prices. An agreement past its end, not yet begun or not confirmed
// prices nothing; the lowest applicable price wins (a fixed price above the member price loses).
// A client cannot send a price: the cart and the submission refuse unknown fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartView } from '../../../domain/cart/cart.ts';
import type { GoodsCard } from '../../../domain/shared/goods-card.ts';
import type { DraftView, SubmittedOrder } from '../../../domain/orders/orders.ts';
import { applyRate } from '../../../domain/shared/money.ts';
import { chinaDateKey } from '../../../domain/shared/china-time.ts';
import { call, DEMO } from '../../support/api-harness.ts';
import { setStock } from '../../support/order-helpers.ts';
import { demoBuyer, type Buyer } from '../../support/payment-helpers.ts';
import { companyFixture, type CompanyFixture } from '../approvals/company-fixture.ts';

interface Goods { id: number; model: string; brandId: number; categoryId: number; listPriceFen: number; memberPriceFen: number; vipPriceFen: number }

let f: CompanyFixture;
let firm: Buyer;
let fixed: Goods;
let branded: Goods;
let categorised: Goods;
let plain: Goods;
let ancestorCategory = 0;
let agreementId = 0;
let staffA = 0;
let staffB = 0;

const day = (plus: number) => chinaDateKey(new Date(Date.now() + plus * 86_400_000));
const TODAY = day(0);
const UNTIL = day(30);
const FIXED_OFF = 137;

const card = async (token: string | undefined, g: Goods) => {
  const res = await call<{ records: GoodsCard[] }>(f.ctx, { method: 'POST', url: '/gateway/goods/open/goods/list', token, payload: { keyword: g.model, isExactMatch: true, current: 1, size: 20 } });
  expect(res.status).toBe(200);
  return res.body.data.records.find((c) => c.id === g.id)!;
};
const product = (token: string | undefined, id: number) => call<GoodsCard & { priceTiers: { minQty: number; priceFen: number }[] }>(f.ctx, { method: 'GET', url: `/gateway/goods/open/goods/get/${id}`, token });
const cart = (token: string) => call<CartView>(f.ctx, { method: 'GET', url: '/gateway/goods/api/cart/list', token });
const addToCart = (token: string, payload: object) => call(f.ctx, { method: 'POST', url: '/gateway/goods/api/cart/save', token, payload });

async function goods(id: number): Promise<Goods> {
  const g = await f.ctx.handle.db.selectFrom('goods').select(['id', 'model', 'brandId', 'categoryId', 'listPriceFen', 'memberPriceFen', 'vipPriceFen']).where('id', '=', id).executeTakeFirstOrThrow();
  return { ...g, listPriceFen: Number(g.listPriceFen), memberPriceFen: Number(g.memberPriceFen), vipPriceFen: Number(g.vipPriceFen) };
}

async function agreement(companyId: number, opts: { status?: string; from?: string; to?: string; items: { kind: string; goodsId?: number; brandId?: number; categoryId?: number; priceFen?: number; rateBp?: number }[] }): Promise<number> {
  const db = f.ctx.handle.db;
  const row = await db.insertInto('priceAgreement').values({
    agreementNo: `XY-TEST-${Math.random().toString(36).slice(2, 10)}`, companyId, name: '测试协议', validFrom: opts.from ?? day(-1), validTo: opts.to ?? UNTIL,
    status: opts.status ?? 'active', createdBy: staffA, confirmedBy: opts.status === 'active' || !opts.status ? staffB : null, confirmedAt: new Date(),
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('priceAgreementItem').values(opts.items.map((i) => ({
    agreementId: row.id, kind: i.kind, goodsId: i.goodsId ?? null, brandId: i.brandId ?? null, categoryId: i.categoryId ?? null, priceFen: i.priceFen ?? null, rateBp: i.rateBp ?? null,
  }))).execute();
  return row.id;
}

beforeAll(async () => {
  f = await companyFixture();
  const db = f.ctx.handle.db;
  // Start from no agreement at all (the seed's demo agreement would price some of these goods too), and no approval rule (orders here are small, but stay out of its way).
  await db.deleteFrom('priceAgreement').execute();
  await db.deleteFrom('companyApprovalRule').execute();
  const staff = await db.selectFrom('staffUser').select('id').orderBy('id').limit(2).execute();
  [staffA, staffB] = [staff[0]!.id, staff[1]!.id];
  firm = await demoBuyer(f.ctx, DEMO.enterprise);
  // Four goods on shelf with a minimum of 1, of four different brands: the categorised one's parent category is the agreement's, and no other of the four is under it.
  const rows = await db.selectFrom('goods as g').innerJoin('category as c', 'c.id', 'g.categoryId').select(['g.id', 'g.brandId', 'g.categoryId', 'c.parentId'])
    .where('g.status', '=', 1).where('g.minOrderQty', '=', 1).orderBy('g.id').execute();
  const parents = new Map((await db.selectFrom('category').select(['id', 'parentId']).execute()).map((c) => [c.id, c.parentId]));
  const pathOf = (id: number) => { const out: number[] = []; for (let c: number | null | undefined = id; c != null; c = parents.get(c)) out.push(c); return out; };
  const withParent = rows.find((r) => r.parentId !== null)!;
  ancestorCategory = withParent.parentId!;
  const others: typeof rows = [];
  for (const r of rows) {
    if (others.length === 3) break;
    if (r.brandId === withParent.brandId || pathOf(r.categoryId).includes(ancestorCategory) || others.some((o) => o.brandId === r.brandId)) continue;
    others.push(r);
  }
  [fixed, branded, plain, categorised] = (await Promise.all([...others, withParent].map((p) => goods(p.id)))) as [Goods, Goods, Goods, Goods];
  for (const g of [fixed, branded, categorised, plain]) await setStock(f.ctx, g.id, 10_000);
  agreementId = await agreement(f.companyId, {
    items: [
      { kind: 'goods', goodsId: fixed.id, priceFen: fixed.vipPriceFen - FIXED_OFF },
      { kind: 'brand', brandId: branded.brandId, rateBp: 5000 },
      { kind: 'category', categoryId: ancestorCategory, rateBp: 5500 },
    ],
  });
}, 120_000);
afterAll(async () => f?.ctx.close());

describe('the company members see the agreed price on every view', () => {
  it('search list: 协议价 with the agreement\'s last day for the fixed price, the brand rate and the ancestor category rate', async () => {
    for (const token of [firm.token, f.token.buyer]) {
      expect(await card(token, fixed)).toMatchObject({ priceFen: fixed.vipPriceFen - FIXED_OFF, priceSource: 'contract', contractValidTo: UNTIL });
      const b = await card(token, branded);
      expect(b).toMatchObject({ priceSource: 'contract', contractValidTo: UNTIL });
      expect(b.priceFen).toBe(Math.min(applyRate(branded.listPriceFen, 5000), applyRate(branded.listPriceFen, 5500)));
      expect(await card(token, categorised)).toMatchObject({ priceFen: applyRate(categorised.listPriceFen, 5500), priceSource: 'contract' });
      const p = await card(token, plain);
      expect(p.priceSource).not.toBe('contract');
      expect(p.contractValidTo).toBeNull();
    }
  });

  it('product page: the agreed price and tiers never above it; the reorder goods call too', async () => {
    const res = await product(f.token.buyer, fixed.id);
    expect(res.body.data).toMatchObject({ priceFen: fixed.vipPriceFen - FIXED_OFF, priceSource: 'contract', contractValidTo: UNTIL });
    for (const t of res.body.data.priceTiers) expect(t.priceFen).toBeLessThanOrEqual(fixed.vipPriceFen - FIXED_OFF);
    const xu = await call<{ priceFen: number; priceSource: string }>(f.ctx, { method: 'POST', url: `/gateway/goods/open/goods/getGoodsXuVo/${fixed.id}`, token: f.token.buyer, payload: {} });
    expect(xu.body.data).toMatchObject({ priceFen: fixed.vipPriceFen - FIXED_OFF, priceSource: 'contract' });
  });

  it('cart and checkout price at the agreement; the order keeps price and source after the agreement is revoked', async () => {
    await call(f.ctx, { method: 'POST', url: '/gateway/goods/api/cart/delete/all', token: firm.token, payload: {} });
    expect((await addToCart(firm.token, { goodsId: fixed.id, num: 3, vendorId: 0 })).status).toBe(200);
    expect((await addToCart(firm.token, { goodsId: categorised.id, num: 2, vendorId: 0 })).status).toBe(200);
    const lines = (await cart(firm.token)).body.data.lines;
    const line = lines.find((l) => l.goodsId === fixed.id)!;
    expect(line).toMatchObject({ unitPriceFen: fixed.vipPriceFen - FIXED_OFF, priceSource: 'contract', contractValidTo: UNTIL });
    const draft = await call<DraftView>(f.ctx, { method: 'POST', url: '/gateway/order/api/ord/tmp/cartEnterpriseOrder', token: firm.token, payload: { cartIds: lines.map((l) => l.id) } });
    expect(draft.body.success).toBe(true);
    const dl = draft.body.data.lines.find((l) => l.goodsId === fixed.id)!;
    expect(dl).toMatchObject({ unitPriceFen: fixed.vipPriceFen - FIXED_OFF, priceSource: 'contract', contractValidTo: UNTIL, lineFen: 3 * (fixed.vipPriceFen - FIXED_OFF) });
    const submitted = await call<SubmittedOrder>(f.ctx, {
      method: 'POST', url: '/gateway/order/api/ord/tmp/unified/create', token: firm.token,
      payload: { tmpOrderId: draft.body.data.id, addressId: firm.addressId, invoiceId: firm.invoiceId, payMethod: 1, clientKey: crypto.randomUUID(), expectedTotalFen: draft.body.data.totalFen },
    });
    expect(submitted.body.success).toBe(true);
    const orderId = submitted.body.data.orderId;
    await f.ctx.handle.db.updateTable('priceAgreement').set({ status: 'revoked', revokedBy: staffB, revokedAt: new Date() }).where('id', '=', agreementId).execute();
    const stored = await f.ctx.handle.db.selectFrom('saleOrderLine').select(['goodsId', 'unitPriceFen', 'priceSource']).where('orderId', '=', orderId).execute();
    expect(stored.find((l) => l.goodsId === fixed.id)).toMatchObject({ unitPriceFen: fixed.vipPriceFen - FIXED_OFF, priceSource: 'contract' });
    expect(stored.find((l) => l.goodsId === categorised.id)).toMatchObject({ unitPriceFen: applyRate(categorised.listPriceFen, 5500), priceSource: 'contract' });
    // Revoked: the next read prices normally again, the order does not change.
    expect((await card(firm.token, fixed)).priceSource).not.toBe('contract');
    const detail = await call<{ lines: { goodsId: number; unitPriceFen: number }[] }>(f.ctx, { method: 'GET', url: `/gateway/order/api/ord/sale/getOrderInfo/${orderId}`, token: firm.token });
    expect(detail.body.data.lines.find((l) => l.goodsId === fixed.id)!.unitPriceFen).toBe(fixed.vipPriceFen - FIXED_OFF);
    await f.ctx.handle.db.updateTable('priceAgreement').set({ status: 'active', revokedBy: null, revokedAt: null }).where('id', '=', agreementId).execute();
  });

  it('favourites are priced at the agreement for the member who reads them', async () => {
    await call(f.ctx, { method: 'POST', url: `/gateway/goods/api/goods/collect/save/${fixed.id}`, token: f.token.buyer, payload: {} });
    const res = await call<{ records: GoodsCard[] }>(f.ctx, { method: 'POST', url: '/gateway/goods/api/goods/collect/page/two', token: f.token.buyer, payload: { current: 1, size: 20 } });
    expect(res.body.data.records.find((c) => c.id === fixed.id)).toMatchObject({ priceSource: 'contract', priceFen: fixed.vipPriceFen - FIXED_OFF });
  });
});

describe('nobody else gets the agreed price', () => {
  it('a visitor, a personal member and another company\'s admin see their own price', async () => {
    const visitor = await card(undefined, fixed);
    expect(visitor).toMatchObject({ priceFen: fixed.listPriceFen, priceSource: 'list', contractValidTo: null });
    const personal = await card(f.token.personal, fixed);
    expect(personal.priceSource === 'member' || personal.priceSource === 'vip').toBe(true);
    expect(personal.priceFen).toBe(personal.priceSource === 'vip' ? fixed.vipPriceFen : fixed.memberPriceFen);
    const other = await card(f.token.other, fixed);
    expect(other.priceSource).not.toBe('contract');
    expect((await product(f.token.other, fixed.id)).body.data.priceSource).not.toBe('contract');
  });
});

describe('which agreements count', () => {
  it('an agreement past its end, not yet begun, waiting for confirmation or rejected prices nothing', async () => {
    const cheap = plain.vipPriceFen - 1;
    for (const opts of [{ from: day(-30), to: day(-1) }, { from: day(1), to: day(30) }, { status: 'pending' }, { status: 'rejected' }, { status: 'draft' }]) {
      const id = await agreement(f.companyId, { ...opts, items: [{ kind: 'goods', goodsId: plain.id, priceFen: cheap }] });
      expect((await card(f.token.buyer, plain)).priceSource, JSON.stringify(opts)).not.toBe('contract');
      await f.ctx.handle.db.deleteFrom('priceAgreement').where('id', '=', id).execute();
    }
    // The same agreement in effect (its last day today) prices it.
    const id = await agreement(f.companyId, { from: day(-3), to: TODAY, items: [{ kind: 'goods', goodsId: plain.id, priceFen: cheap }] });
    expect(await card(f.token.buyer, plain)).toMatchObject({ priceFen: cheap, priceSource: 'contract', contractValidTo: TODAY });
    await f.ctx.handle.db.deleteFrom('priceAgreement').where('id', '=', id).execute();
  });

  it('the lowest applicable price wins: a fixed price above the member price loses, and of two agreements the lower price counts', async () => {
    const above = await agreement(f.companyId, { items: [{ kind: 'goods', goodsId: plain.id, priceFen: plain.listPriceFen + 500 }] });
    const c = await card(f.token.buyer, plain);
    expect(c.priceSource).not.toBe('contract');
    expect(c.priceFen).toBeLessThan(plain.listPriceFen + 500);
    const lower = await agreement(f.companyId, { to: day(10), items: [{ kind: 'goods', goodsId: plain.id, priceFen: plain.vipPriceFen - 7 }] });
    expect(await card(f.token.buyer, plain)).toMatchObject({ priceFen: plain.vipPriceFen - 7, priceSource: 'contract', contractValidTo: day(10) });
    await f.ctx.handle.db.deleteFrom('priceAgreement').where('id', 'in', [above, lower]).execute();
  });
});

describe('a client never sets a price', () => {
  it('the cart and the submission refuse a price field (400, nothing written)', async () => {
    const before = (await cart(f.token.buyer)).body.data.lineCount;
    const res = await addToCart(f.token.buyer, { goodsId: plain.id, num: 1, vendorId: 0, unitPriceFen: 1 });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect((await cart(f.token.buyer)).body.data.lineCount).toBe(before);
    const draft = await call<DraftView>(f.ctx, { method: 'POST', url: '/gateway/order/api/ord/tmp/enterpriseOrder', token: firm.token, payload: { goodsId: fixed.id, num: 1 } });
    const submitted = await call(f.ctx, {
      method: 'POST', url: '/gateway/order/api/ord/tmp/unified/create', token: firm.token,
      payload: { tmpOrderId: draft.body.data.id, addressId: firm.addressId, invoiceId: firm.invoiceId, payMethod: 1, clientKey: crypto.randomUUID(), expectedTotalFen: draft.body.data.totalFen, lines: [{ goodsId: fixed.id, unitPriceFen: 1 }] },
    });
    expect(submitted.status).toBe(400);
  });
});
