// 商品管理 (issue 22 item 4): search goods, read one, and the edits: quantity tiers, shelf status and
// zones (运营, catalogue.edit), stock per warehouse (仓库, stock.in). Each edit reaches the storefront
// at once (product page, search, cart and checkout pricing), refuses the wrong role (403), unknown
// goods (404) and bad input (400, one Chinese sentence), is audit-logged, and the CLI runs the same
// services. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueDetail, CatalogueRow } from '../../../domain/staff/catalogue-payloads.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import { runCatalogueCommand } from '../../../scripts/catalogue.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { indexHeard } from '../../support/index-changes.ts';
import { pickGoods, quickBuy, setStock } from '../../support/order-helpers.ts';
import { roleTokens } from './staff-support.ts';

const BASE = '/gateway/goods/api/staff/goods/catalogue';
const STOCK = '/gateway/goods/api/staff/goods/stock/adjust';

let ctx: TestContext;
let tokens: Record<StaffRole, string>;
let member: string;
let goodsId: number;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  tokens = await roleTokens(ctx);
  member = await login(ctx, DEMO.personal, DEMO.password);
  goodsId = (await pickGoods(ctx, 1, 4))[0]!.id;
  await setStock(ctx, goodsId, 20);
}, 120_000);
afterAll(async () => ctx?.close());

const post = <T = CatalogueDetail>(url: string, payload: object, token = tokens.operations) => call<T>(ctx, { method: 'POST', url, token, payload });
const detail = async (id = goodsId) => (await call<CatalogueDetail>(ctx, { method: 'GET', url: `${BASE}/get/${id}`, token: tokens.operations })).body.data;
const tier = (minQty: number, list: number, member = list - 100, vip = member - 100) => ({ minQty, listPriceFen: list, memberPriceFen: member, vipPriceFen: vip });
const product = (id = goodsId, token?: string) => call<{ priceFen: number; priceTiers: { minQty: number; priceFen: number }[] }>(ctx, { method: 'GET', url: `/gateway/goods/open/goods/get/${id}`, ...(token ? { token } : {}) });
const auditRows = async (action: string) => ctx.handle.db.selectFrom('staffAudit').select(['action', 'targetKind', 'targetId', 'staffRole', 'afterData']).where('action', '=', action).execute();

describe('search and detail', () => {
  it('finds goods by model, name, brand and category, filters by shelf state, and pages', async () => {
    const g = await ctx.handle.db.selectFrom('goods as g').innerJoin('brand as b', 'b.id', 'g.brandId').innerJoin('category as c', 'c.id', 'g.categoryId').select(['g.id', 'g.model', 'g.name', 'b.name as brand', 'c.name as category']).where('g.id', '=', goodsId).executeTakeFirstOrThrow();
    const find = async (body: Record<string, unknown>, token = tokens.operations) => (await post<Page<CatalogueRow>>(`${BASE}/list`, { current: 1, size: 10, ...body }, token)).body.data;
    expect((await find({ keyword: g.model })).records.map((r) => r.id)).toContain(g.id);
    expect((await find({ keyword: g.name.slice(0, 4) })).records.length).toBeGreaterThan(0);
    const byBrand = await find({ brand: g.brand });
    expect(byBrand.records.every((r) => r.brandName === g.brand)).toBe(true);
    expect((await find({ category: g.category })).records.every((r) => r.categoryName.includes(g.category))).toBe(true);
    const all = await find({});
    expect(all.total).toBe(60);
    expect(all.records).toHaveLength(10);
    expect(all.pages).toBe(6);
    expect((await find({ current: 2 })).records[0]!.id).toBeGreaterThan(all.records[9]!.id);
    expect((await find({ shelf: 'off' })).total).toBe(0);
    expect((await find({ keyword: '100%_不存在' })).total).toBe(0);
    // 仓库 reads the same list (the page opens for stock.in too).
    expect((await find({ keyword: g.model }, tokens.warehouse)).records[0]).toMatchObject({ id: g.id, onShelf: true, customTiers: false });
  });

  it('shows the default tiers, the stock of every warehouse and the zones; 404 for unknown goods', async () => {
    const d = await detail();
    expect(d.tiers.length).toBe(3);
    expect(d.tiers[0]).toMatchObject({ minQty: d.minOrderQty, listPriceFen: d.listPriceFen, memberPriceFen: d.memberPriceFen, vipPriceFen: d.vipPriceFen });
    expect(d.stock.length).toBeGreaterThanOrEqual(2);
    expect(d.stock.find((s) => s.warehouseId === 1)).toMatchObject({ qty: 20, reserved: 0 });
    expect(d.zones.length).toBeGreaterThan(0);
    const missing = await call(ctx, { method: 'GET', url: `${BASE}/get/99999999`, token: tokens.operations });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, msg: '商品不存在，请检查商品编号' });
  });
});

describe('price tiers (运营)', () => {
  it('saves the tiers, and the product page, cart and checkout price by them at once', async () => {
    const res = await post(`${BASE}/price`, { goodsId, tiers: [tier(1, 20_000, 19_000, 18_000), tier(10, 19_000, 18_000, 17_000), tier(100, 15_000, 14_000, 13_000)] });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('阶梯价已保存，前台即时生效');
    expect(res.body.data).toMatchObject({ listPriceFen: 20_000, memberPriceFen: 19_000, vipPriceFen: 18_000, customTiers: true });
    expect(res.body.data.tiers.map((t) => t.minQty)).toEqual([1, 10, 100]);
    const visitor = (await product()).body.data;
    expect(visitor.priceFen).toBe(20_000);
    expect(visitor.priceTiers).toEqual([{ minQty: 1, priceFen: 20_000 }, { minQty: 10, priceFen: 19_000 }, { minQty: 100, priceFen: 15_000 }]);
    expect((await product(goodsId, member)).body.data.priceTiers[1]).toEqual({ minQty: 10, priceFen: 18_000 });
    // The member's checkout draft and cart price by the tier of the quantity.
    const draft = await quickBuy(ctx, member, goodsId, 12);
    expect(draft.body.data.lines[0]).toMatchObject({ unitPriceFen: 18_000 });
    await call(ctx, { method: 'POST', url: '/gateway/goods/api/cart/save', token: member, payload: { goodsId, num: 11, vendorId: 0 } });
    const cart = await call<{ lines: { goodsId: number; unitPriceFen: number }[] }>(ctx, { method: 'GET', url: '/gateway/goods/api/cart/list', token: member });
    expect(cart.body.data.lines.find((l) => l.goodsId === goodsId)).toMatchObject({ unitPriceFen: 18_000 });
    // The search index heard the change: sorted by price, the new price is where the list shows it.
    await indexHeard(ctx.handle.db);
    const rows = await ctx.handle.db.selectFrom('staffAudit').select(['action', 'targetKind', 'targetId', 'staffRole']).where('action', '=', '修改阶梯价').execute();
    expect(rows).toEqual([{ action: '修改阶梯价', targetKind: 'goods', targetId: String(goodsId), staffRole: 'operations' }]);
    // Saving the same tiers again (a retry) leaves the same state.
    const again = await post(`${BASE}/price`, { goodsId, tiers: [tier(1, 20_000, 19_000, 18_000), tier(10, 19_000, 18_000, 17_000), tier(100, 15_000, 14_000, 13_000)] });
    expect(again.body.data.tiers).toEqual(res.body.data.tiers);
  });

  it('refuses bad tiers with one Chinese sentence and changes nothing', async () => {
    const before = await detail();
    const cases: [unknown[], string][] = [
      [[tier(1, 20_000), tier(50, 19_000), tier(10, 18_000)], '第 3 档的起购数量须大于上一档'],
      [[tier(1, 20_000), tier(10, 19_000), tier(10, 18_000)], '第 3 档的起购数量须大于上一档'],
      [[tier(5, 20_000)], '第一档的起购数量须等于起订量 1'],
      [[tier(1, 0, 0, 0)], '第 1 档的市场价须大于 0'],
      [[tier(1, 20_000), tier(10, -5, -5, -5)], '第 2 档的市场价须大于 0'],
      [[tier(1, 20_000, 21_000)], '第 1 档的会员价不能高于市场价'],
      [[tier(1, 20_000, 19_000, 19_500)], '第 1 档的VIP价不能高于会员价'],
      [[tier(1, 20_000), tier(10, 21_000)], '第 2 档的价格不能高于上一档（买得越多单价不能越高）'],
    ];
    for (const [tiers, msg] of cases) {
      const res = await post(`${BASE}/price`, { goodsId, tiers });
      expect(res.status, msg).toBe(400);
      expect(res.body).toMatchObject({ success: false, msg });
    }
    const empty = await post(`${BASE}/price`, { goodsId, tiers: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('请至少填写一档价格');
    const extra = await post(`${BASE}/price`, { goodsId, tiers: [tier(1, 20_000)], status: 0 });
    expect(extra.status).toBe(400);
    expect((await detail()).tiers).toEqual(before.tiers);
  });

  it('refuses 仓库, 客服 and 财务 (403), and unknown goods (404)', async () => {
    for (const role of ['warehouse', 'service', 'finance'] as const) {
      const res = await post(`${BASE}/price`, { goodsId, tiers: [tier(1, 100)] }, tokens[role]);
      expect(res.status, role).toBe(403);
      expect(res.body.msg).toBe('没有权限：「商品价格、上下架、专区与品牌别名」仅限运营或管理员角色操作');
    }
    const missing = await post(`${BASE}/price`, { goodsId: 99999999, tiers: [tier(1, 100)] });
    expect(missing.status).toBe(404);
    expect((await post(`${BASE}/price`, { goodsId, tiers: [tier(1, 20_000)] }, tokens.admin)).status).toBe(200);
  });
});

describe('shelf status and zones (运营)', () => {
  it('takes goods off the shelf and back: the product page, search and the draft follow at once', async () => {
    const { id, model } = (await pickGoods(ctx, 1, 8))[0]!;
    await setStock(ctx, id, 10);
    const off = await post(`${BASE}/shelf`, { goodsId: id, onShelf: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ msg: '商品已下架', data: { onShelf: false } });
    expect((await product(id)).status).toBe(404);
    await indexHeard(ctx.handle.db);
    const search = await call<{ records: { id: number }[] }>(ctx, { method: 'POST', url: '/gateway/goods/open/goods/list', payload: { current: 1, size: 20, keyword: model, isExactMatch: true } });
    expect(search.body.data.records.map((r) => r.id)).not.toContain(id);
    const draft = await quickBuy(ctx, member, id, 1);
    expect(draft.body.success ? draft.body.data.lines[0]!.problemText : draft.body.msg).toMatch(/下架/);
    const list = (await post<Page<CatalogueRow>>(`${BASE}/list`, { current: 1, size: 10, shelf: 'off' })).body.data;
    expect(list.records.map((r) => r.id)).toEqual([id]);
    // Again (a retry): the same answer.
    expect((await post(`${BASE}/shelf`, { goodsId: id, onShelf: false })).body.data.onShelf).toBe(false);
    const on = await post(`${BASE}/shelf`, { goodsId: id, onShelf: true });
    expect(on.body).toMatchObject({ msg: '商品已上架', data: { onShelf: true } });
    expect((await product(id)).status).toBe(200);
    expect((await auditRows('商品上下架')).length).toBe(3);
  });

  it('sets the zones exactly, and the zone page lists the goods', async () => {
    const d = await detail();
    const zoneIds = d.zones.slice(0, 2).map((z) => z.id);
    const res = await post(`${BASE}/zone`, { goodsId, zoneIds });
    expect(res.body.msg).toBe('专区已保存');
    expect(res.body.data.zones.filter((z) => z.member).map((z) => z.id).sort()).toEqual([...zoneIds].sort());
    const zonePage = await call<{ goods: { records: { id: number }[]; total: number } }>(ctx, { method: 'POST', url: `/gateway/goods/open/goods/scope/detail/${zoneIds[1]}`, payload: { current: 1, size: 100 } });
    expect(zonePage.body.data.goods.records.map((r) => r.id)).toContain(goodsId);
    const none = await post(`${BASE}/zone`, { goodsId, zoneIds: [] });
    expect(none.body.data.zones.some((z) => z.member)).toBe(false);
    const bad = await post(`${BASE}/zone`, { goodsId, zoneIds: [999] });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('专区 999 不存在');
    expect((await post(`${BASE}/zone`, { goodsId, zoneIds }, tokens.warehouse)).status).toBe(403);
    expect((await post(`${BASE}/shelf`, { goodsId, onShelf: false }, tokens.warehouse)).status).toBe(403);
    expect((await post(`${BASE}/shelf`, { goodsId: 99999999, onShelf: false })).status).toBe(404);
  });
});

describe('stock per warehouse (仓库)', () => {
  const key = (s: string) => `test-${s}-${Date.now()}`;

  it('sets and adjusts a warehouse with a reason, once per request key', async () => {
    const k = key('set');
    const set = await post(STOCK, { goodsId, warehouseId: 2, mode: 'set', qty: 7, reason: '盘点校正', requestKey: k }, tokens.warehouse);
    expect(set.status).toBe(200);
    expect(set.body.msg).toBe('库存已由 0 调整为 7');
    expect(set.body.data.stock.find((s) => s.warehouseId === 2)).toMatchObject({ qty: 7 });
    expect(set.body.data.stockQty).toBe(27);
    const repeat = await post(STOCK, { goodsId, warehouseId: 2, mode: 'set', qty: 7, reason: '盘点校正', requestKey: k }, tokens.warehouse);
    expect(repeat.body.msg).toBe('该调整已完成，本次未重复调整');
    const adj = await post(STOCK, { goodsId, warehouseId: 1, mode: 'adjust', qty: -5, reason: '破损报废', requestKey: key('adj') }, tokens.warehouse);
    expect(adj.body.msg).toBe('库存已由 20 调整为 15');
    const adjKey = key('adj2');
    await post(STOCK, { goodsId, warehouseId: 1, mode: 'adjust', qty: 3, reason: '找回', requestKey: adjKey }, tokens.warehouse);
    await post(STOCK, { goodsId, warehouseId: 1, mode: 'adjust', qty: 3, reason: '找回', requestKey: adjKey }, tokens.warehouse);
    const d = await detail();
    expect(d.stock.find((s) => s.warehouseId === 1)!.qty).toBe(18);
    expect(d.adjustments.map((a) => a.reason)).toEqual(['找回', '破损报废', '盘点校正']);
    expect((await product()).body.data).toBeTruthy();
    expect((await auditRows('库存调整')).every((r) => r.staffRole === 'warehouse')).toBe(true);
  });

  it('never goes negative nor below what orders hold, and wants a reason', async () => {
    await ctx.handle.db.updateTable('goodsStock').set({ reserved: 4 }).where('goodsId', '=', goodsId).where('warehouseId', '=', 1).execute();
    const cases: [Record<string, unknown>, string][] = [
      [{ mode: 'set', qty: -1 }, '库存不能设为负数'],
      [{ mode: 'adjust', qty: -100 }, '该仓库现有 18 件，调整后库存不能为负数'],
      [{ mode: 'set', qty: 3 }, '调整后库存不能少于订单已占用的 4 件'],
      [{ mode: 'adjust', qty: 0 }, '增减数量不能为 0'],
      [{ mode: 'set', qty: 5, reason: ' ' }, '请填写调整原因（至少 2 个字）'],
    ];
    for (const [body, msg] of cases) {
      const res = await post(STOCK, { goodsId, warehouseId: 1, reason: '盘点', requestKey: key('bad'), ...body }, tokens.warehouse);
      expect(res.status, msg).toBe(400);
      expect(res.body).toMatchObject({ success: false, msg });
    }
    const badWarehouse = await post(STOCK, { goodsId, warehouseId: 999, mode: 'set', qty: 1, reason: '盘点', requestKey: key('wh') }, tokens.warehouse);
    expect(badWarehouse.body.msg).toBe('仓库不存在，请检查仓库编号');
    expect((await detail()).stock.find((s) => s.warehouseId === 1)!.qty).toBe(18);
    await ctx.handle.db.updateTable('goodsStock').set({ reserved: 0 }).where('goodsId', '=', goodsId).execute();
  });

  it('tells the members waiting for goods when a correction makes it sellable again', async () => {
    const { id } = (await pickGoods(ctx, 1, 20))[0]!;
    await setStock(ctx, id, 0);
    const sub = await call(ctx, { method: 'POST', url: '/gateway/goods/api/goods/arrivalNotice/subscribe', token: member, payload: { goodsId: id } });
    expect(sub.body.success, sub.body.msg).toBe(true);
    const m = await ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', DEMO.personal).executeTakeFirstOrThrow();
    const messages = () => ctx.handle.db.selectFrom('memberMessage').select('title').where('memberId', '=', m.id).where('title', 'like', '到货通知%').execute();
    const before = (await messages()).length;
    await post(STOCK, { goodsId: id, warehouseId: 1, mode: 'set', qty: 6, reason: '盘点找回', requestKey: key('notify') }, tokens.warehouse);
    expect((await messages()).length).toBe(before + 1);
    await post(STOCK, { goodsId: id, warehouseId: 1, mode: 'adjust', qty: 1, reason: '盘点找回', requestKey: key('notify2') }, tokens.warehouse);
    expect((await messages()).length).toBe(before + 1);
  });

  it('refuses 运营 (403) and unknown goods (404)', async () => {
    const res = await post(STOCK, { goodsId, warehouseId: 1, mode: 'set', qty: 5, reason: '盘点', requestKey: key('op') }, tokens.operations);
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('没有权限：「商品入库与库存」仅限仓库或管理员角色操作');
    const missing = await post(STOCK, { goodsId: 99999999, warehouseId: 1, mode: 'set', qty: 5, reason: '盘点', requestKey: key('nf') }, tokens.warehouse);
    expect(missing.status).toBe(404);
  });
});

describe('npm run catalogue', () => {
  it('runs the same edits from a terminal', async () => {
    const { id } = (await pickGoods(ctx, 1, 12))[0]!;
    const price = await runCatalogueCommand(ctx.handle.db, ['price', String(id), '1:30.00:28.00:26.00', '20:29:27:25']);
    expect(price.code).toBe(0);
    expect(price.out[0]).toBe('阶梯价已保存');
    expect((await detail(id)).tiers).toEqual([tier(1, 3_000, 2_800, 2_600), tier(20, 2_900, 2_700, 2_500)]);
    const bad = await runCatalogueCommand(ctx.handle.db, ['price', String(id), '1:30:28:26', '1:29:27:25']);
    expect(bad).toMatchObject({ code: 1, out: ['操作未完成：第 2 档的起购数量须大于上一档'] });
    expect((await runCatalogueCommand(ctx.handle.db, ['shelf', String(id), 'off'])).out[0]).toBe('商品已下架');
    expect((await runCatalogueCommand(ctx.handle.db, ['shelf', String(id), 'on'])).out[0]).toBe('商品已上架');
    expect((await runCatalogueCommand(ctx.handle.db, ['zone', String(id), '1'])).code).toBe(0);
    const stock = await runCatalogueCommand(ctx.handle.db, ['stock', String(id), '1', 'set', '9', '--reason', '盘点校正', '--key', 'cli-test-0001']);
    expect(stock.out[0]).toMatch(/^库存已设为：仓库 #1 \d+ → 9$/);
    const again = await runCatalogueCommand(ctx.handle.db, ['stock', String(id), '1', 'set', '9', '--reason', '盘点校正', '--key', 'cli-test-0001']);
    expect(again.out[0]).toBe('请求 cli-test-0001 已调整过，本次未重复调整');
    expect((await runCatalogueCommand(ctx.handle.db, ['stock', String(id), '1', 'adjust', '-999', '--reason', '报损'])).out[0]).toMatch(/调整后库存不能为负数/);
    expect((await runCatalogueCommand(ctx.handle.db, ['show', String(id)])).out.join('\n')).toContain('轴承专区');
    expect((await runCatalogueCommand(ctx.handle.db, ['bogus', '1'])).code).toBe(2);
  });
});
