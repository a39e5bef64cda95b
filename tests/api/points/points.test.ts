// Points end to end on the API (docs/api/points.md): the six member calls of spec 7 and their
// refusals, the staff steps, points for orders (frozen, released after the after-sales window,
// reversed by a refund through the after-sales hook), expiry with the oldest batch spent first,
// the sign-in at the China-date boundary with a fake clock, and concurrency (one sign-in a day,
// 50 redemptions of the last 10 units give exactly 10). The ledger invariant after every scenario.
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chinaDateKey, chinaMidnightUtc } from '../../../domain/shared/china-time.ts';
import { reverseOrderRewards } from '../../../server/modules/after-sales/refund-hooks.ts';
import { releaseDueOrderPoints, settleMember } from '../../../server/modules/points/public.ts';
import { redeem, signIn } from '../../../server/modules/points/points-service.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { makeMember, type TestMember } from '../../support/order-helpers.ts';
import { demoBuyer, staffToken } from '../../support/payment-helpers.ts';
import { complete, payOnline, placeWith, ship, staffCall, write } from '../after-sales/refund-helpers.ts';
import { expectLedgerInvariant, grant, mall, P, records, redeemCall, redemptions, RULES, shopVo, sign, STAFF_POINTS } from './points-helpers.ts';

let ctx: TestContext;
let staff: string;
let mobileSeq = 0;
const nextMobile = () => `1370000${String(++mobileSeq).padStart(4, '0')}`;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  staff = await staffToken(ctx);
}, 120_000);
afterAll(async () => ctx?.close());
afterEach(async () => {
  vi.useRealTimers();
  await expectLedgerInvariant(ctx);
});

async function goodsNamed(fragment: string) {
  return ctx.handle.db.selectFrom('pointsGoods').selectAll().where('name', 'like', `%${fragment}%`).executeTakeFirstOrThrow();
}

describe('the calls need a member', () => {
  it('answers 401 without a token and 403 for a staff token', async () => {
    const anon = await call(ctx, { method: 'POST', url: `${P}/pointsRecord/getPointsShopVo`, payload: {} });
    expect(anon.status).toBe(401);
    expect(anon.body.msg).toBe('请先登录');
    const bad = await call(ctx, { method: 'POST', url: `${P}/pointsOrder/findPageShop`, payload: { current: 1, size: 10 }, headers: { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz0123' } });
    expect(bad.status).toBe(401);
    const asStaff = await call(ctx, { method: 'POST', url: `${P}/pointsRecord/sign`, token: staff, payload: {} });
    expect(asStaff.status).toBe(403);
  });
});

describe('sign-in', () => {
  it('signs once a day, shows the streak and balance, refuses a second time with a Chinese sentence', async () => {
    const m = await makeMember(ctx, nextMobile());
    const before = await shopVo(ctx, m.token);
    expect(before.body.data).toMatchObject({ points: 0, signedToday: false, streak: 0, todayReward: 5, rewards: [5, 5, 10, 10, 15, 15, 30], perYuan: 1, windowDays: 7 });
    const first = await sign(ctx, m.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ points: 5, streak: 1, balance: 5 });
    expect(first.body.msg).toBe('签到成功，获得 5 积分，已连续签到 1 天');
    const again = await sign(ctx, m.token);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('今天已经签到过了，明天再来吧');
    const after = await shopVo(ctx, m.token);
    expect(after.body.data).toMatchObject({ points: 5, signedToday: true, streak: 1, todayReward: 5, nextReward: 5 });
    expect(after.body.data.signedDays).toEqual([after.body.data.today]);
    const rows = await records(ctx, m.token);
    expect(rows.body.data.records).toMatchObject([{ sourceType: 'sign', sourceText: '每日签到', change: 5, balance: 5, note: '每日签到（连续第 1 天）' }]);
  });

  it('ten concurrent sign-ins of one member give exactly one', async () => {
    const m = await makeMember(ctx, nextMobile());
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => signIn(ctx.handle.db, m.id, { rules: RULES, windowDays: 7, now: new Date() })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    for (const r of rejected) expect((r.reason as Error).message).toBe('今天已经签到过了，明天再来吧');
    const row = await ctx.handle.db.selectFrom('member').select('points').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.points).toBe(5);
  });

  it('walks the configured streak 5,5,10,10,15,15,30 and starts again after day 7; a missed day resets it', async () => {
    const m = await makeMember(ctx, nextMobile());
    const start = chinaMidnightUtc('2026-03-01');
    const got: number[] = [];
    for (let d = 0; d < 9; d++) {
      const r = await signIn(ctx.handle.db, m.id, { rules: RULES, windowDays: 7, now: new Date(start.getTime() + d * 86_400_000 + 3_600_000) });
      got.push(r.points);
    }
    expect(got).toEqual([5, 5, 10, 10, 15, 15, 30, 5, 5]);
    const gap = await signIn(ctx.handle.db, m.id, { rules: RULES, windowDays: 7, now: new Date(start.getTime() + 10 * 86_400_000 + 3_600_000) });
    expect(gap).toMatchObject({ streak: 1, points: 5 });
  });

  it('counts days by the China date: 23:59:59 and 00:00:00 Asia/Shanghai are two days (fake clock)', async () => {
    const m = await makeMember(ctx, nextMobile());
    const midnight = chinaMidnightUtc(chinaDateKey(new Date()), 1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(midnight.getTime() - 1000));
    const late = await sign(ctx, m.token);
    expect(late.status).toBe(200);
    expect(late.body.data.day).toBe(chinaDateKey(new Date(midnight.getTime() - 1000)));
    vi.setSystemTime(new Date(midnight.getTime() - 1));
    expect((await sign(ctx, m.token)).status).toBe(409);
    vi.setSystemTime(midnight);
    const early = await sign(ctx, m.token);
    expect(early.status).toBe(200);
    expect(early.body.data).toMatchObject({ day: chinaDateKey(midnight), streak: 2, points: 5, balance: 10 });
    const vo = await shopVo(ctx, m.token);
    expect(vo.body.data).toMatchObject({ signedToday: true, streak: 2, today: chinaDateKey(midnight), nextReward: 10 });
  });

  it('refuses an unknown field and a bad month with 400', async () => {
    const m = await makeMember(ctx, nextMobile());
    expect((await call(ctx, { method: 'POST', url: `${P}/pointsRecord/sign`, token: m.token, payload: { points: 999 } })).status).toBe(400);
    const bad = await shopVo(ctx, m.token, { month: '2026-13' });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });
});

describe('the mall and redemption', () => {
  let m: TestMember;
  beforeAll(async () => {
    m = await makeMember(ctx, nextMobile());
    await grant(ctx, m.id, 3000, `mall-${m.id}`);
  });

  it('lists the seeded goods with points range and category filters', async () => {
    const all = await mall(ctx, m.token);
    expect(all.status).toBe(200);
    const names = all.body.data.records.map((g) => g.name).join('|');
    for (const word of ['手套', '胶带', '扳手', '抵用券']) expect(names).toContain(word);
    const cheap = await mall(ctx, m.token, { current: 1, size: 50, minPoints: 1, maxPoints: 999 });
    expect(cheap.body.data.records.length).toBeGreaterThan(0);
    for (const g of cheap.body.data.records) expect(g.pointsCost).toBeLessThanOrEqual(999);
    const vouchers = await mall(ctx, m.token, { current: 1, size: 50, category: 'voucher' });
    expect(vouchers.body.data.records.every((g) => g.categoryText === '服务抵用券')).toBe(true);
    const affordable = await mall(ctx, m.token, { current: 1, size: 50, affordable: true });
    for (const g of affordable.body.data.records) expect(g.pointsCost).toBeLessThanOrEqual(3000);
    const wrong = await mall(ctx, m.token, { current: 1, size: 50, minPoints: 5000, maxPoints: 100 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('积分范围有误：最低积分不能大于最高积分');
    expect((await mall(ctx, m.token, { current: 1, size: 500 })).status).toBe(400);
  });

  it('redeems with an address of the book: points, stock, redemption and ledger in one go', async () => {
    const gloves = await goodsNamed('丁腈手套');
    const res = await redeemCall(ctx, m.token, { pointsGoodsId: gloves.id, qty: 1, addressId: m.addressId });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ points: 2000, balance: 1000 });
    expect(res.body.data.orderNo).toMatch(/^JF\d{6}\d{6}$/);
    expect(res.body.msg).toBe('兑换成功，已扣除 2000 积分，我们会尽快为您发货');
    expect((await goodsNamed('丁腈手套')).stock).toBe(gloves.stock - 1);
    const list = await redemptions(ctx, m.token);
    expect(list.body.data.records[0]).toMatchObject({ goodsName: gloves.name, qty: 1, points: 2000, status: 0, statusText: '待发货', address: { consignee: '王工' } });
    const ledger = await records(ctx, m.token, { current: 1, size: 10, kind: 'spend' });
    expect(ledger.body.data.records[0]).toMatchObject({ sourceType: 'redeem', change: -2000, balance: 1000 });
  });

  it('refuses: not enough points, over the per-member limit, unknown goods, someone else\'s address, bad quantity; nothing written', async () => {
    const before = await ctx.handle.db.selectFrom('pointsOrder').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const meter = await goodsNamed('万用表');
    const poor = await redeemCall(ctx, m.token, { pointsGoodsId: meter.id, qty: 1, addressId: m.addressId });
    expect(poor.status).toBe(409);
    expect(poor.body).toMatchObject({ code: 40903, msg: '积分不足：兑换需要 12000 积分，您当前有 1000 积分' });
    const tape = await goodsNamed('绝缘胶带');
    const over = await redeemCall(ctx, m.token, { pointsGoodsId: tape.id, qty: 11, addressId: m.addressId });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 40904, msg: '该商品每人限兑 10 件，您已兑换 0 件' });
    const ghost = await redeemCall(ctx, m.token, { pointsGoodsId: 999999, qty: 1, addressId: m.addressId });
    expect(ghost.status).toBe(404);
    expect(ghost.body.msg).toBe('该积分商品不存在或已下架');
    const other = await makeMember(ctx, nextMobile());
    const foreign = await redeemCall(ctx, m.token, { pointsGoodsId: tape.id, qty: 1, addressId: other.addressId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('收货地址不存在，请重新选择');
    // The quantity rules the dialog states (issue 34): zero, negative, a fraction and over 99 are refused with a sentence.
    for (const [qty, msg] of [[0, '数量不能小于 1'], [-800, '数量不能小于 1'], [1.5, '数量类型不正确，应为整数'], [100, '数量不能大于 99']] as const) {
      const bad = await redeemCall(ctx, m.token, { pointsGoodsId: tape.id, qty, addressId: m.addressId });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ success: false, msg });
    }
    expect((await redeemCall(ctx, m.token, { pointsGoodsId: tape.id, qty: 1, addressId: m.addressId, points: 1 })).status).toBe(400);
    const after = await ctx.handle.db.selectFrom('pointsOrder').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect((await shopVo(ctx, m.token)).body.data.points).toBe(1000);
  });

  it('refuses an empty shelf with the units left', async () => {
    const helmet = await goodsNamed('安全帽');
    await ctx.handle.db.updateTable('pointsGoods').set({ stock: 0 }).where('id', '=', helmet.id).execute();
    const res = await redeemCall(ctx, m.token, { pointsGoodsId: helmet.id, qty: 1, addressId: m.addressId });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 40902, msg: '该商品已兑完，请选择其他商品' });
    await ctx.handle.db.updateTable('pointsGoods').set({ stock: helmet.stock }).where('id', '=', helmet.id).execute();
  });

  it('staff ship and complete; cancelling gives points and stock back; member tokens get 403', async () => {
    const tape = await goodsNamed('绝缘胶带');
    const a = await redeemCall(ctx, m.token, { pointsGoodsId: tape.id, qty: 1, addressId: m.addressId });
    const b = await redeemCall(ctx, m.token, { pointsGoodsId: tape.id, qty: 1, addressId: m.addressId });
    expect((await call(ctx, { method: 'GET', url: `${STAFF_POINTS}/list`, token: m.token })).status).toBe(403);
    const list = await call<{ records: { id: number; memberName: string }[] }>(ctx, { method: 'GET', url: `${STAFF_POINTS}/list?status=0`, token: staff });
    expect(list.body.data.records.map((r) => r.id)).toContain(a.body.data.id);
    const shipped = await call<{ status: number; trackingNo: string }>(ctx, { method: 'POST', url: `${STAFF_POINTS}/ship`, token: staff, payload: { id: a.body.data.id, carrier: '顺丰速运', trackingNo: 'SF1234567890' } });
    expect(shipped.body.data).toMatchObject({ status: 1, trackingNo: 'SF1234567890' });
    const cancelShipped = await call(ctx, { method: 'POST', url: `${STAFF_POINTS}/cancel`, token: staff, payload: { id: a.body.data.id, reason: '测试' } });
    expect(cancelShipped.status).toBe(409);
    expect(cancelShipped.body.msg).toBe('该兑换单当前为「已发货」，不能取消');
    expect((await call<{ status: number }>(ctx, { method: 'POST', url: `${STAFF_POINTS}/complete`, token: staff, payload: { id: a.body.data.id } })).body.data.status).toBe(2);
    const balanceBefore = (await shopVo(ctx, m.token)).body.data.points;
    const stockBefore = (await goodsNamed('绝缘胶带')).stock;
    const cancelled = await call<{ status: number; cancelReason: string }>(ctx, { method: 'POST', url: `${STAFF_POINTS}/cancel`, token: staff, payload: { id: b.body.data.id, reason: '地址无法送达' } });
    expect(cancelled.body.data).toMatchObject({ status: 3, cancelReason: '地址无法送达' });
    expect((await shopVo(ctx, m.token)).body.data.points).toBe(balanceBefore + 500);
    expect((await goodsNamed('绝缘胶带')).stock).toBe(stockBefore + 1);
    const again = await call(ctx, { method: 'POST', url: `${STAFF_POINTS}/cancel`, token: staff, payload: { id: b.body.data.id, reason: '地址无法送达' } });
    expect(again.status).toBe(409);
    const mine = await redemptions(ctx, m.token, { current: 1, size: 10, status: 1 });
    expect(mine.body.data.total).toBe(0);
    const done = await redemptions(ctx, m.token, { current: 1, size: 10, status: 2 });
    expect(done.body.data.records[0]).toMatchObject({ statusText: '已完成', carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    const msgs = await ctx.handle.db.selectFrom('memberMessage').select('title').where('memberId', '=', m.id).where('kind', '=', 'points').execute();
    expect(msgs.map((x) => x.title)).toEqual(expect.arrayContaining(['积分兑换已发货', '积分兑换已取消']));
    const bad = await call(ctx, { method: 'POST', url: `${STAFF_POINTS}/ship`, token: staff, payload: { id: b.body.data.id, carrier: '', trackingNo: 'x' } });
    expect(bad.status).toBe(400);
  });
});

describe('concurrency of the last units', () => {
  it('50 concurrent redemptions of the last 10 units give exactly 10; the stock ends at 0', async () => {
    const goods = await goodsNamed('工具包');
    await ctx.handle.db.updateTable('pointsGoods').set({ stock: 10 }).where('id', '=', goods.id).execute();
    const members: { id: number; addressId: number }[] = [];
    for (let i = 0; i < 50; i++) {
      const mobile = `1360000${String(i).padStart(4, '0')}`;
      const row = await ctx.handle.db.insertInto('member').values({ username: mobile, mobile, passwordHash: 'x', memberType: 1 }).returning('id').executeTakeFirstOrThrow();
      const addr = await ctx.handle.db
        .insertInto('memberAddress')
        .values({ memberId: row.id, consignee: '李工', mobile, provinceCode: '320000', cityCode: '320500', districtCode: '320571', regionText: '江苏省苏州市', detail: '星湖街 1 号' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await grant(ctx, row.id, 5000, `race-${row.id}`);
      members.push({ id: row.id, addressId: addr.id });
    }
    const results = await Promise.allSettled(
      members.map((mm) => redeem(ctx.handle.db, mm.id, { pointsGoodsId: goods.id, qty: 1, addressId: mm.addressId }, { rules: RULES, windowDays: 7, now: new Date() })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toBe('该商品已兑完，请选择其他商品');
    expect((await goodsNamed('工具包')).stock).toBe(0);
    const orders = await ctx.handle.db.selectFrom('pointsOrder').select(sql<number>`count(*)::int`.as('n')).where('pointsGoodsId', '=', goods.id).executeTakeFirstOrThrow();
    expect(orders.n).toBe(10);
    const spent = await ctx.handle.db.selectFrom('member').select(sql<number>`count(*)::int`.as('n')).where('id', 'in', members.map((x) => x.id)).where('points', '=', 4100).executeTakeFirstOrThrow();
    expect(spent.n).toBe(10);
  }, 120_000);
});

describe('points for orders', () => {
  it('are frozen until the after-sales window closes, then posted once; a later refund takes its share back', async () => {
    const buyer = await demoBuyer(ctx, DEMO.personal);
    const memberId = (await ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', DEMO.personal).executeTakeFirstOrThrow()).id;
    const order = await placeWith(ctx, buyer, 3, 2, 1, 100);
    await payOnline(ctx, buyer, order.orderId);
    const paid = await ctx.handle.db.selectFrom('saleOrder').select(['paidFen', 'orderNo']).where('id', '=', order.orderId).executeTakeFirstOrThrow();
    const expected = Math.floor(paid.paidFen / 100);
    expect(expected).toBeGreaterThan(0);
    const before = (await shopVo(ctx, buyer.token)).body.data;
    expect(before.frozenPoints).toBeGreaterThanOrEqual(expected);
    await ship(ctx, staff, order.orderId);
    await complete(ctx, staff, order.orderId);
    const completedAt = (await ctx.handle.db.selectFrom('saleOrder').select('completedAt').where('id', '=', order.orderId).executeTakeFirstOrThrow()).completedAt!;
    const early = await releaseDueOrderPoints(ctx.handle.db, { rules: RULES, windowDays: 7, now: new Date(completedAt.getTime() + 6 * 86_400_000) }, memberId);
    expect(early.orders).toBe(0);
    const late = { rules: RULES, windowDays: 7, now: new Date(completedAt.getTime() + 7 * 86_400_000 + 1000) };
    const released = await releaseDueOrderPoints(ctx.handle.db, late, memberId);
    expect(released).toEqual({ orders: 1, points: expected });
    expect(await releaseDueOrderPoints(ctx.handle.db, late, memberId)).toEqual({ orders: 0, points: 0 });
    await settleMember(ctx.handle.db, memberId, late);
    const after = (await shopVo(ctx, buyer.token)).body.data;
    expect(after.points).toBe(before.points + expected);
    expect(after.frozenPoints).toBe(before.frozenPoints - expected);
    const row = await ctx.handle.db.selectFrom('pointsRecord').select(['change', 'reason']).where('sourceType', '=', 'order').where('sourceId', '=', String(order.orderId)).executeTakeFirstOrThrow();
    expect(row).toEqual({ change: expected, reason: `订单 ${paid.orderNo} 售后期结束，奖励积分到账` });

    // A refund of half the money settled afterwards (the after-sales hook, inside its transaction).
    const half = Math.floor(paid.paidFen / 2);
    await ctx.handle.db.transaction().execute(async (trx) => {
      await reverseOrderRewards(trx, { orderId: order.orderId, refundId: 900001, memberId, amountFen: half });
      await reverseOrderRewards(trx, { orderId: order.orderId, refundId: 900001, memberId, amountFen: half });
    });
    const reversed = await ctx.handle.db.selectFrom('pointsRecord').select('change').where('sourceType', '=', 'refund').where('sourceId', 'like', `${order.orderId}:%`).execute();
    expect(reversed).toEqual([{ change: -Math.ceil((expected * half) / paid.paidFen) }]);
  }, 120_000);

  it('a return requested in the window and refunded after the points were posted takes its share back, in the refund itself', async () => {
    const buyer = await demoBuyer(ctx, DEMO.enterprise);
    const memberId = (await ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', DEMO.enterprise).executeTakeFirstOrThrow()).id;
    const order = await placeWith(ctx, buyer, 9, 4, 1, 100);
    await payOnline(ctx, buyer, order.orderId);
    await ship(ctx, staff, order.orderId);
    await complete(ctx, staff, order.orderId);
    const [line] = await ctx.handle.db.selectFrom('saleOrderLine').select('id').where('orderId', '=', order.orderId).execute();
    const req = await write(ctx, buyer.token, { orderId: order.orderId, refundType: 2, reason: '商品质量问题', description: '轴承异响', lines: [{ orderLineId: line!.id, num: 2 }] });
    expect(req.status).toBe(200);
    const id = req.body.data.id;
    await staffCall(ctx, staff, 'review', { id, approve: true });
    await call(ctx, { method: 'POST', url: '/gateway/order/api/ord/refund/shipBack', token: buyer.token, payload: { id, carrier: '顺丰速运', trackingNo: 'SF99887766' } });
    await staffCall(ctx, staff, 'receive', { id, accept: true, lines: [{ orderLineId: line!.id, receivedNum: 2, damagedNum: 0 }] });
    // The window closes while the return is on its way: the points of the whole order are posted.
    const o = await ctx.handle.db.selectFrom('saleOrder').select(['paidFen', 'completedAt']).where('id', '=', order.orderId).executeTakeFirstOrThrow();
    const posted = await releaseDueOrderPoints(ctx.handle.db, { rules: RULES, windowDays: 7, now: new Date(o.completedAt!.getTime() + 8 * 86_400_000) }, memberId);
    expect(posted.points).toBe(Math.floor(o.paidFen / 100));
    const paid = await staffCall(ctx, staff, 'pay', { id, transferRef: 'tr-20261123-009' });
    expect(paid.status).toBe(200);
    const refunded = req.body.data.amountFen;
    const back = await ctx.handle.db.selectFrom('pointsRecord').select(['change', 'sourceId']).where('sourceType', '=', 'refund').where('sourceId', '=', `${order.orderId}:${id}`).execute();
    expect(back).toEqual([{ change: -Math.ceil((posted.points * refunded) / o.paidFen), sourceId: `${order.orderId}:${id}` }]);
  }, 120_000);

  it('an order refunded before the window closes earns only on the money kept', async () => {
    const m = await makeMember(ctx, nextMobile());
    const o = await ctx.handle.db
      .insertInto('saleOrder')
      .values({
        orderNo: `T${m.id}`, memberId: m.id, orderType: 1, status: 4, goodsAmountFen: 50_000, totalFen: 50_000, paidFen: 50_000, refundedFen: 20_000,
        address: JSON.stringify({ consignee: '王工', mobile: '13912345678', regionText: '江苏省', detail: '1 号' }), completedAt: new Date('2026-01-10T02:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const r = await releaseDueOrderPoints(ctx.handle.db, { rules: { ...RULES, perYuan: 2 }, windowDays: 7, now: new Date('2026-01-20T00:00:00Z') }, m.id);
    expect(r).toEqual({ orders: 1, points: 600 });
    // Refund settled after posting, larger than the balance: taken back down to zero, the rest named.
    await ctx.handle.db.transaction().execute((trx) => reverseOrderRewards(trx, { orderId: Number(o.id), refundId: 900002, memberId: m.id, amountFen: 30_000 }));
    const rows = await records(ctx, m.token);
    expect(rows.body.data.records[0]).toMatchObject({ sourceType: 'refund', change: -600, balance: 0 });
  });
});

describe('expiry', () => {
  it('points earned in a year expire at the end of the following year, China time; the oldest are spent first', async () => {
    const m = await makeMember(ctx, nextMobile());
    await grant(ctx, m.id, 100, `old-${m.id}`, new Date('2025-03-01T02:00:00Z'));
    await grant(ctx, m.id, 300, `new-${m.id}`, new Date('2026-05-01T02:00:00Z'));
    const tape = await goodsNamed('警示胶带');
    // Spent in 2026: 700 from the oldest first would take the 100 of 2025, then 600... only 400 held; spend 150.
    await ctx.handle.db.updateTable('pointsGoods').set({ pointsCost: 150 }).where('id', '=', tape.id).execute();
    await redeem(ctx.handle.db, m.id, { pointsGoodsId: tape.id, qty: 1, addressId: m.addressId }, { rules: RULES, windowDays: 7, now: new Date('2026-06-01T02:00:00Z') });
    await ctx.handle.db.updateTable('pointsGoods').set({ pointsCost: tape.pointsCost }).where('id', '=', tape.id).execute();
    // 2025's batch (100) was spent first; 2026's batch keeps 250 and lives until 2027-12-31 24:00 China time.
    const endOf2026 = { rules: RULES, windowDays: 7, now: new Date('2026-12-31T15:59:59Z') };
    await settleMember(ctx.handle.db, m.id, endOf2026);
    expect((await ctx.handle.db.selectFrom('member').select('points').where('id', '=', m.id).executeTakeFirstOrThrow()).points).toBe(250);
    const noneExpired = await ctx.handle.db.selectFrom('pointsRecord').select('id').where('memberId', '=', m.id).where('sourceType', '=', 'expire').execute();
    expect(noneExpired).toHaveLength(0);
    await settleMember(ctx.handle.db, m.id, { ...endOf2026, now: new Date('2027-12-31T16:00:00Z') });
    const expired = await ctx.handle.db.selectFrom('pointsRecord').select(['change', 'balance']).where('memberId', '=', m.id).where('sourceType', '=', 'expire').execute();
    expect(expired).toEqual([{ change: -250, balance: 0 }]);
  });

  it('shows points expiring within 60 days', async () => {
    const m = await makeMember(ctx, nextMobile());
    const lastYear = new Date(new Date().getTime() - 365 * 86_400_000);
    await grant(ctx, m.id, 80, `soon-${m.id}`, lastYear);
    const vo = await shopVo(ctx, m.token);
    const expiry = new Date(`${Number(chinaDateKey(lastYear).slice(0, 4)) + 2}-01-01T00:00:00+08:00`);
    const soon = expiry.getTime() - Date.now() <= 60 * 86_400_000;
    expect(vo.body.data.expiringPoints).toBe(soon ? 80 : 0);
    expect(vo.body.data.expiringAt).toBe(soon ? expiry.toISOString() : null);
  });
});
