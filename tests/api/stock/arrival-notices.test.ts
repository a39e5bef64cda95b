// Out of stock is not a dead end (issue 12 item 5, docs/api/stock.md): a member subscribes to
// 到货通知 for goods with no sellable stock; a staff receipt (API or `npm run stock`) adds stock and
// tells every waiting member exactly once; the 入库单号 makes a retried receipt add nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStockCommand } from '../../../scripts/stock.ts';
import { SELF_VENDOR_ID } from '../../../domain/cart/cart-limits.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { ArrivalNoticeRow, ArrivalNoticeState, StockReceipt } from '../../../domain/stock/stock-views.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember, type TestMember } from '../../support/order-helpers.ts';
import { staffToken } from '../../support/payment-helpers.ts';

const SUBSCRIBE = '/gateway/goods/api/goods/arrivalNotice/subscribe';
const CANCEL = '/gateway/goods/api/goods/arrivalNotice/cancel';
const STATUS = (id: number) => `/gateway/goods/api/goods/arrivalNotice/status/${id}`;
const LIST = '/gateway/goods/api/goods/arrivalNotice/list';
const STOCK_IN = '/gateway/goods/api/staff/goods/stockIn';
const CART_SAVE = '/gateway/goods/api/cart/save';

let ctx: TestContext;
let staff: string;
let a: TestMember;
let b: TestMember;
let goodsIds: number[];

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 20 });
  staff = await staffToken(ctx);
  a = await makeMember(ctx, '13766660001');
  b = await makeMember(ctx, '13766660002');
  const rows = await ctx.handle.db.selectFrom('goods').select('id').where('status', '=', 1).orderBy('id').limit(8).execute();
  goodsIds = rows.map((r) => Number(r.id));
}, 120_000);
afterAll(async () => ctx?.close());

/** Takes every unit of the goods out of stock (what a sell-out leaves). */
async function sellOut(goodsId: number) {
  await ctx.handle.db.updateTable('goodsStock').set({ reserved: 0, qty: 0 }).where('goodsId', '=', goodsId).execute();
}
const subscribe = (token: string, goodsId: number) => call<ArrivalNoticeState>(ctx, { method: 'POST', url: SUBSCRIBE, token, payload: { goodsId } });
const stockIn = (token: string, payload: Record<string, unknown>) => call<StockReceipt>(ctx, { method: 'POST', url: STOCK_IN, token, payload });
/** 加入购物车 of the goods' least quantity. */
async function addToCart(token: string, goodsId: number) {
  const g = await ctx.handle.db.selectFrom('goods').select(['minOrderQty', 'packQty']).where('id', '=', goodsId).executeTakeFirstOrThrow();
  const num = Math.ceil(Math.max(1, g.minOrderQty) / Math.max(1, g.packQty)) * Math.max(1, g.packQty);
  return call(ctx, { method: 'POST', url: CART_SAVE, token, payload: { goodsId, num, vendorId: SELF_VENDOR_ID } });
}
const notices = async () => ctx.handle.db.selectFrom('arrivalNotice').selectAll().execute();
const arrivalMessages = async (memberId: number) =>
  ctx.handle.db.selectFrom('memberMessage').selectAll().where('memberId', '=', memberId).where('title', 'like', '到货通知%').execute();
const stockOf = async (goodsId: number) =>
  (await ctx.handle.db.selectFrom('goodsStock').select(['qty', 'reserved']).where('goodsId', '=', goodsId).execute()).reduce((n, r) => n + r.qty - r.reserved, 0);

describe('arrival notices', () => {
  it('an out-of-stock goods refuses the cart with 409, and takes a subscription instead (once, however often it is pressed)', async () => {
    const g = goodsIds[0]!;
    await sellOut(g);
    const cart = await addToCart(a.token, g);
    expect(cart.status).toBe(409);
    const first = await subscribe(a.token, g);
    expect(first.status).toBe(200);
    expect(first.body.msg).toContain('已订阅到货通知');
    expect(first.body.data).toMatchObject({ goodsId: g, subscribed: true });
    const parallel = await Promise.all([1, 2, 3, 4].map(() => subscribe(a.token, g)));
    expect(parallel.every((r) => r.status === 200 && r.body.data.subscribed)).toBe(true);
    expect((await notices()).filter((n) => Number(n.memberId) === Number(a.id) && Number(n.goodsId) === g)).toHaveLength(1);
    const status = await call<ArrivalNoticeState>(ctx, { method: 'GET', url: STATUS(g), token: a.token });
    expect(status.body.data.subscribed).toBe(true);
    // Another member's state is their own.
    expect((await call<ArrivalNoticeState>(ctx, { method: 'GET', url: STATUS(g), token: b.token })).body.data.subscribed).toBe(false);
  });

  it('refuses goods in stock (409), unknown goods (404), bad bodies (400 in Chinese), a visitor (401), and writes nothing', async () => {
    const before = (await notices()).length;
    const inStock = await subscribe(a.token, goodsIds[7]!);
    expect(inStock.status).toBe(409);
    expect(inStock.body).toMatchObject({ success: false, msg: '该商品现有库存，可直接加入购物车' });
    const unknown = await subscribe(a.token, 999_999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('商品不存在或已下架');
    const extra = await call(ctx, { method: 'POST', url: SUBSCRIBE, token: a.token, payload: { goodsId: goodsIds[0], memberId: Number(b.id) } });
    expect(extra.status).toBe(400);
    expect(extra.body.msg).toContain('不支持的字段');
    const bad = await call(ctx, { method: 'POST', url: SUBSCRIBE, token: a.token, payload: { goodsId: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/商品编号/);
    const visitor = await call(ctx, { method: 'POST', url: SUBSCRIBE, payload: { goodsId: goodsIds[0] } });
    expect(visitor.status).toBe(401);
    expect((await notices()).length).toBe(before);
  });

  it('lists the member\'s notices only, and cancels (again and again, the same answer)', async () => {
    const g = goodsIds[1]!;
    await sellOut(g);
    await subscribe(b.token, g);
    const list = await call<Page<ArrivalNoticeRow>>(ctx, { method: 'GET', url: `${LIST}?current=1&size=10`, token: b.token });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.records[0]).toMatchObject({ goodsId: g, stockQty: 0, notifiedAt: null });
    expect(list.body.data.records[0]!.model.length).toBeGreaterThan(0);
    for (let i = 0; i < 2; i++) {
      const cancel = await call<ArrivalNoticeState>(ctx, { method: 'POST', url: CANCEL, token: b.token, payload: { goodsId: g } });
      expect(cancel.status).toBe(200);
      expect(cancel.body.data.subscribed).toBe(false);
    }
    expect((await call<Page<ArrivalNoticeRow>>(ctx, { method: 'GET', url: LIST, token: b.token })).body.data.total).toBe(0);
  });
});

describe('staff stock receipt', () => {
  it('a member token gets 403; staff receipt adds the stock and tells each waiting member once, with a link to the goods', async () => {
    const g = goodsIds[2]!;
    await sellOut(g);
    await subscribe(a.token, g);
    await subscribe(b.token, g);
    const denied = await stockIn(a.token, { goodsId: g, num: 5, refNo: 'RK-DENIED' });
    expect(denied.status).toBe(403);
    expect(await stockOf(g)).toBe(0);

    const res = await stockIn(staff, { goodsId: g, num: 12, refNo: 'RK-0001', note: '供应商补货' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ goodsId: g, num: 12, stockQty: 12, notified: 2, repeated: false, refNo: 'RK-0001' });
    expect(res.body.msg).toContain('已通知 2 位');
    expect(await stockOf(g)).toBe(12);
    for (const m of [a, b]) {
      const msgs = (await arrivalMessages(Number(m.id))).filter((x) => x.link === `/product/${g}`);
      expect(msgs).toHaveLength(1);
      expect(msgs[0]!.body).toContain('已到货，现可售 12');
    }
    // The wait is over: the state says so, the list keeps it as told.
    expect((await call<ArrivalNoticeState>(ctx, { method: 'GET', url: STATUS(g), token: a.token })).body.data.subscribed).toBe(false);
    const list = await call<Page<ArrivalNoticeRow>>(ctx, { method: 'GET', url: LIST, token: a.token });
    expect(list.body.data.records.find((r) => r.goodsId === g)?.notifiedAt).not.toBeNull();
    // Now it can be bought.
    expect((await addToCart(a.token, g)).status).toBe(200);
  });

  it('the same 入库单号 again adds nothing and tells nobody again; reused for other goods or a quantity it is 409', async () => {
    const g = goodsIds[2]!;
    const before = await stockOf(g);
    const again = await stockIn(staff, { goodsId: g, num: 12, refNo: 'RK-0001', note: '供应商补货' });
    expect(again.status).toBe(200);
    expect(again.body.data.repeated).toBe(true);
    expect(again.body.msg).toContain('已入库过');
    expect(await stockOf(g)).toBe(before);
    expect(await arrivalMessages(Number(a.id))).toHaveLength(1);
    const reused = await stockIn(staff, { goodsId: goodsIds[3], num: 12, refNo: 'RK-0001' });
    expect(reused.status).toBe(409);
    expect(reused.body.msg).toContain('已用于另一次入库');
    expect(await ctx.handle.db.selectFrom('stockReceipt').select('id').where('refNo', '=', 'RK-0001').execute()).toHaveLength(1);
  });

  it('refuses an unknown goods (404), an unknown warehouse, a bad quantity or 入库单号 and unknown fields (400), writing nothing', async () => {
    const g = goodsIds[4]!;
    const before = [await stockOf(g), (await ctx.handle.db.selectFrom('stockReceipt').select('id').execute()).length];
    expect((await stockIn(staff, { goodsId: 999_999_999, num: 1, refNo: 'RK-X1' })).status).toBe(404);
    const wh = await stockIn(staff, { goodsId: g, num: 1, refNo: 'RK-X2', warehouseId: 9999 });
    expect(wh.status).toBe(400);
    expect(wh.body.msg).toBe('仓库不存在，请检查仓库编号');
    for (const payload of [
      { goodsId: g, num: 0, refNo: 'RK-X3' },
      { goodsId: g, num: 1.5, refNo: 'RK-X4' },
      { goodsId: g, num: 1, refNo: '入库 单' },
      { goodsId: g, num: 1, refNo: 'RK-X5', createdAt: '2020-01-01' },
    ]) {
      const res = await stockIn(staff, payload);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect([await stockOf(g), (await ctx.handle.db.selectFrom('stockReceipt').select('id').execute()).length]).toEqual(before);
  });

  it('two receipts at once for goods members wait for: the stock adds up and each member is told exactly once', async () => {
    const g = goodsIds[5]!;
    await sellOut(g);
    await subscribe(a.token, g);
    await subscribe(b.token, g);
    const [r1, r2] = await Promise.all([stockIn(staff, { goodsId: g, num: 3, refNo: 'RK-PAR-1' }), stockIn(staff, { goodsId: g, num: 4, refNo: 'RK-PAR-2' })]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect(r1.body.data.notified + r2.body.data.notified).toBe(2);
    expect(await stockOf(g)).toBe(7);
    for (const m of [a, b]) expect((await arrivalMessages(Number(m.id))).filter((x) => x.link === `/product/${g}`)).toHaveLength(1);
  });

  it('after a notice, subscribing again (sold out again) starts a new wait that the next receipt answers', async () => {
    const g = goodsIds[5]!;
    await sellOut(g);
    const again = await subscribe(a.token, g);
    expect(again.body.data.subscribed).toBe(true);
    const res = await stockIn(staff, { goodsId: g, num: 2, refNo: 'RK-AGAIN' });
    expect(res.body.data.notified).toBe(1);
    expect((await arrivalMessages(Number(a.id))).filter((x) => x.link === `/product/${g}`)).toHaveLength(2);
  });

  it('npm run stock: in (by goods code, idempotent by --ref), waiting, and usage errors', async () => {
    const g = goodsIds[6]!;
    await sellOut(g);
    await subscribe(b.token, g);
    const code = (await ctx.handle.db.selectFrom('goods').select('goodsCode').where('id', '=', g).executeTakeFirstOrThrow()).goodsCode;
    const waiting = await runStockCommand(ctx.handle.db, ['waiting', code]);
    expect(waiting).toEqual({ code: 0, out: [`商品 #${g} 有 1 位会员在等待到货`] });
    const done = await runStockCommand(ctx.handle.db, ['in', code, '6', '--ref', 'CLI-T1', '--note', '命令行入库']);
    expect(done.code).toBe(0);
    expect(done.out.join('\n')).toContain('已通知 1 位等待到货的会员');
    expect(await stockOf(g)).toBe(6);
    const repeat = await runStockCommand(ctx.handle.db, ['in', code, '6', '--ref', 'CLI-T1']);
    expect(repeat.code).toBe(0);
    expect(repeat.out[0]).toContain('本次未重复入库');
    expect(await stockOf(g)).toBe(6);
    expect((await runStockCommand(ctx.handle.db, ['in', code, '0'])).code).toBe(2);
    expect((await runStockCommand(ctx.handle.db, ['in', 'NO-SUCH-CODE', '1'])).code).toBe(2);
    expect((await runStockCommand(ctx.handle.db, ['in', code, '1', '--warehouse', '9999', '--ref', 'CLI-T2'])).out[0]).toBe('操作未完成：仓库不存在，请检查仓库编号');
    expect((await runStockCommand(ctx.handle.db, ['nonsense'])).code).toBe(2);
  });
});
