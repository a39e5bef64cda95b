// tmp/unified/create: a draft becomes one sales order in one transaction — prices recomputed and
// compared, address and invoice checked and copied, stock reserved per warehouse, the draft
// marked and its cart lines removed — and every refusal leaves nothing behind.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CODE, ORDER_NO_PATTERN } from '../../../domain/orders/order-rules.ts';
import type { DraftView } from '../../../domain/orders/orders.ts';
import { formatOrderNo } from '../../../server/modules/orders/order-number.ts';
import { chinaYymmdd } from '../../../domain/shared/china-time.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { addAddress, defaultsOf, draftOf, makeMember, pickGoods, setStock, stockOf, submit, TMP, type TestMember } from '../../support/order-helpers.ts';

let ctx: TestContext;
let personal: string;
let enterprise: string;
let stranger: TestMember;
let me: { memberId: number; addressId: number; invoiceId: number };
let corp: { memberId: number; addressId: number; invoiceId: number };
let goods: { id: number; model: string; unit: string }[];

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  personal = await login(ctx, DEMO.personal, DEMO.password);
  enterprise = await login(ctx, DEMO.enterprise, DEMO.password);
  stranger = await makeMember(ctx, '13500000201');
  me = await defaultsOf(ctx, DEMO.personal);
  corp = await defaultsOf(ctx, DEMO.enterprise);
  goods = await pickGoods(ctx, 8);
  for (const g of goods) await setStock(ctx, g.id, 50);
});
afterAll(async () => ctx?.close());

const orderRow = (id: number) => ctx.handle.db.selectFrom('saleOrder').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const orderCount = async () => Number((await ctx.handle.db.selectFrom('saleOrder').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('submitting a draft', () => {
  it('makes a 待付款 online order with a 30-minute deadline, reserved stock, snapshots and a log', async () => {
    const g = goods[0]!;
    const d = await draftOf(ctx, personal, g.id, 3);
    const started = Date.now();
    const res = await submit(ctx, personal, d, { addressId: me.addressId, remark: '  工作日送货  ' });
    expect(res.status).toBe(200);
    const o = res.body.data;
    expect(o.orderNo).toMatch(ORDER_NO_PATTERN);
    expect(o).toMatchObject({ status: 0, payMethod: 1, totalFen: d.totalFen, payDueAt: null });
    const deadline = new Date(o.payDeadline!).getTime();
    expect(deadline - started).toBeGreaterThanOrEqual(30 * 60_000 - 5_000);
    expect(deadline - started).toBeLessThanOrEqual(30 * 60_000 + 5_000);

    expect(await stockOf(ctx, g.id)).toEqual({ qty: 50, reserved: 3 });
    const alloc = await ctx.handle.db.selectFrom('orderAllocation').selectAll().where('orderId', '=', o.orderId).execute();
    expect(alloc).toEqual([expect.objectContaining({ goodsId: g.id, warehouseId: 1, qty: 3, released: false })]);
    const row = await orderRow(o.orderId);
    expect(row).toMatchObject({ memberId: me.memberId, orderType: 1, source: 1, goodsAmountFen: d.totalFen, freightFen: 0, tmpOrderId: d.id, remark: '工作日送货', invoice: null });
    const address = await ctx.handle.db.selectFrom('memberAddress').selectAll().where('id', '=', me.addressId).executeTakeFirstOrThrow();
    expect(row.address).toEqual({ consignee: address.consignee, mobile: address.mobile, regionText: address.regionText, detail: address.detail, postcode: address.postcode });
    const lines = await ctx.handle.db.selectFrom('saleOrderLine').selectAll().where('orderId', '=', o.orderId).execute();
    expect(lines).toEqual([expect.objectContaining({ goodsId: g.id, model: g.model, num: 3, unitPriceFen: d.lines[0]!.unitPriceFen, lineFen: d.totalFen, warehouseId: 1 })]);
    const log = await ctx.handle.db.selectFrom('orderStatusLog').selectAll().where('orderId', '=', o.orderId).execute();
    expect(log).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 0, actor: `member:${me.memberId}` })]);

    const draft = await call<DraftView>(ctx, { method: 'GET', url: `${TMP}/getOrderInfo/${d.id}`, token: personal });
    expect(draft.body.data).toMatchObject({ status: 1, statusText: '已提交', saleOrderId: o.orderId });
  });

  it('gives a bank transfer 72 hours', async () => {
    const d = await draftOf(ctx, personal, goods[1]!.id, 1);
    const started = Date.now();
    const res = await submit(ctx, personal, d, { addressId: me.addressId, payMethod: 2 });
    expect(res.body.data).toMatchObject({ status: 0, payMethod: 2 });
    const hours = (new Date(res.body.data.payDeadline!).getTime() - started) / 3_600_000;
    expect(hours).toBeGreaterThan(71.99);
    expect(hours).toBeLessThan(72.01);
  });

  it('copies the invoice of an enterprise order and refuses an enterprise order without one', async () => {
    const d = await draftOf(ctx, enterprise, goods[2]!.id, 2, true);
    const none = await submit(ctx, enterprise, d, { addressId: corp.addressId });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('企业订单请选择开票信息');
    const nullInvoice = await submit(ctx, enterprise, d, { addressId: corp.addressId, invoiceId: null });
    expect(nullInvoice.status).toBe(400);
    const res = await submit(ctx, enterprise, d, { addressId: corp.addressId, invoiceId: corp.invoiceId, payMethod: 2 });
    expect(res.status).toBe(200);
    const inv = await ctx.handle.db.selectFrom('memberInvoice').selectAll().where('id', '=', corp.invoiceId).executeTakeFirstOrThrow();
    expect((await orderRow(res.body.data.orderId)).invoice).toEqual({
      invoiceType: 2, invoiceTypeText: '增值税专用发票', titleType: inv.titleType, title: inv.title, taxNo: inv.taxNo,
      regAddress: inv.regAddress, regPhone: inv.regPhone, bankName: inv.bankName, bankAccount: inv.bankAccount,
    });
    expect((await orderRow(res.body.data.orderId)).orderType).toBe(2);
  });

  it('lets an enterprise with credit terms order on credit (待发货 at once, due after the term) up to its limit', async () => {
    await ctx.handle.db
      .insertInto('memberCredit')
      .values({ memberId: corp.memberId, limitFen: 1_000_000_00, termDays: 45, status: 1 })
      .onConflict((oc) => oc.column('memberId').doUpdateSet({ limitFen: 1_000_000_00, termDays: 45, status: 1 }))
      .execute();
    const d = await draftOf(ctx, enterprise, goods[3]!.id, 1, true);
    const started = Date.now();
    const res = await submit(ctx, enterprise, d, { addressId: corp.addressId, invoiceId: corp.invoiceId, payMethod: 3 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 2, payMethod: 3, payDeadline: null });
    const days = (new Date(res.body.data.payDueAt!).getTime() - started) / 86_400_000;
    expect(days).toBeGreaterThan(44.99);
    expect(days).toBeLessThan(45.01);
    const log = await ctx.handle.db.selectFrom('orderStatusLog').select(['fromStatus', 'toStatus']).where('orderId', '=', res.body.data.orderId).execute();
    expect(log).toEqual([{ fromStatus: null, toStatus: 2 }]);

    // Lower the limit below what a second order needs: refused, nothing written.
    await ctx.handle.db.updateTable('memberCredit').set({ limitFen: d.totalFen + 1 }).where('memberId', '=', corp.memberId).execute();
    const d2 = await draftOf(ctx, enterprise, goods[3]!.id, 1, true);
    const before = await orderCount();
    const over = await submit(ctx, enterprise, d2, { addressId: corp.addressId, invoiceId: corp.invoiceId, payMethod: 3 });
    expect(over.status).toBe(409);
    expect(over.body.msg).toBe('账期可用额度不足');
    expect(await orderCount()).toBe(before);
    expect(await stockOf(ctx, goods[3]!.id)).toEqual({ qty: 50, reserved: 1 });
    await ctx.handle.db.updateTable('memberCredit').set({ status: 0 }).where('memberId', '=', corp.memberId).execute();
    const inactive = await submit(ctx, enterprise, d2, { addressId: corp.addressId, invoiceId: corp.invoiceId, payMethod: 3 });
    expect(inactive.status).toBe(400);
    expect(inactive.body.msg).toBe('该订单不支持所选的支付方式');
  });

  it('refuses credit for a personal member', async () => {
    const d = await draftOf(ctx, personal, goods[1]!.id, 1);
    const res = await submit(ctx, personal, d, { addressId: me.addressId, payMethod: 3 });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('该订单不支持所选的支付方式');
  });

  it('removes the cart lines a cart draft came from, and only those', async () => {
    const db = ctx.handle.db;
    await db.deleteFrom('cartItem').where('memberId', '=', me.memberId).execute();
    const cart = await db
      .insertInto('cartItem')
      .values([
        { memberId: me.memberId, goodsId: goods[4]!.id, num: 2 },
        { memberId: me.memberId, goodsId: goods[5]!.id, num: 1 },
        { memberId: me.memberId, goodsId: goods[6]!.id, num: 1 },
      ])
      .returning('id')
      .execute();
    const d = await call<DraftView>(ctx, { method: 'POST', url: `${TMP}/cartPersonalOrder`, token: personal, payload: { cartIds: [cart[0]!.id, cart[1]!.id] } });
    expect(d.status).toBe(200);
    const res = await submit(ctx, personal, d.body.data, { addressId: me.addressId });
    expect(res.status).toBe(200);
    const left = await db.selectFrom('cartItem').select('id').where('memberId', '=', me.memberId).execute();
    expect(left.map((l) => l.id)).toEqual([cart[2]!.id]);
    expect((await orderRow(res.body.data.orderId)).source).toBe(2);
  });
});

describe('order numbers', () => {
  it('use the China calendar day and six digits of the sequence', async () => {
    // 16:30 UTC on 20 November is 00:30 on 21 November in China.
    expect(chinaYymmdd(new Date('2026-11-20T16:30:00Z'))).toBe('261121');
    expect(chinaYymmdd(new Date('2026-11-20T15:59:59Z'))).toBe('261120');
    expect(formatOrderNo('SO', 42, new Date('2026-11-20T16:30:00Z'))).toBe('SO261121000042');
    expect(formatOrderNo('TO', 1_234_567, new Date('2026-01-01T00:00:00Z'))).toBe('TO260101234567');
    const d = await draftOf(ctx, personal, goods[0]!.id, 1);
    expect(d.tmpNo.slice(2, 8)).toBe(chinaYymmdd());
    const o = await submit(ctx, personal, d, { addressId: me.addressId });
    expect(o.body.data.orderNo.slice(2, 8)).toBe(chinaYymmdd());
    const other = await submit(ctx, personal, await draftOf(ctx, personal, goods[0]!.id, 1), { addressId: me.addressId });
    expect(Number(other.body.data.orderNo.slice(8))).toBeGreaterThan(Number(o.body.data.orderNo.slice(8)));
  });
});

describe('refusals', () => {
  it('refuses a changed price with code 2001 and the fresh draft; the new total then goes through', async () => {
    const g = goods[7]!;
    const d = await draftOf(ctx, personal, g.id, 2);
    await ctx.handle.db.updateTable('goods').set({ memberPriceFen: (eb) => eb('memberPriceFen', '+', 123) }).where('id', '=', g.id).execute();
    const before = await orderCount();
    const key = randomUUID();
    const res = await submit(ctx, personal, d, { addressId: me.addressId, clientKey: key });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: ORDER_CODE.priceChanged, msg: '商品价格已变动，请确认新的金额后重新提交' });
    const fresh = res.body.data as unknown as DraftView;
    expect(fresh).toMatchObject({ id: d.id, status: 0, totalFen: d.totalFen + 246 });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(ctx, g.id)).toEqual({ qty: 50, reserved: 0 });
    const again = await submit(ctx, personal, d, { addressId: me.addressId, clientKey: key, expectedTotalFen: fresh.totalFen });
    expect(again.status).toBe(200);
    expect(again.body.data.totalFen).toBe(d.totalFen + 246);
  });

  it('refuses when stock ran short after the draft was made, with code 2002, leaving the draft open', async () => {
    const g = goods[6]!;
    await setStock(ctx, g.id, 10);
    const d = await draftOf(ctx, personal, g.id, 8);
    await ctx.handle.db.updateTable('goodsStock').set({ qty: 5 }).where('goodsId', '=', g.id).execute();
    const before = await orderCount();
    const res = await submit(ctx, personal, d, { addressId: me.addressId });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: ORDER_CODE.outOfStock, msg: `商品 ${g.model} 库存不足，当前可售 5`, data: { goodsId: g.id, available: 5 } });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(ctx, g.id)).toEqual({ qty: 5, reserved: 0 });
    const draft = await call<DraftView>(ctx, { method: 'GET', url: `${TMP}/getOrderInfo/${d.id}`, token: personal });
    expect(draft.body.data).toMatchObject({ status: 0, orderable: false });
    expect(draft.body.data.lines[0]!.problemText).toBe(`库存不足，当前可售 5${g.unit}`);
  });

  it("refuses another member's, a deleted or a missing address and invoice, and another member's draft", async () => {
    const d = await draftOf(ctx, personal, goods[0]!.id, 1);
    const foreignAddress = await submit(ctx, personal, d, { addressId: stranger.addressId });
    expect(foreignAddress.status).toBe(404);
    expect(foreignAddress.body.msg).toBe('收货地址不存在');
    const spare = await addAddress(ctx, personal, '备用收货人');
    await call(ctx, { method: 'POST', url: `/gateway/member/api/memberAddress/delete/${spare}`, token: personal });
    expect((await submit(ctx, personal, d, { addressId: spare })).body.msg).toBe('收货地址不存在');
    const foreignInvoice = await submit(ctx, personal, d, { addressId: me.addressId, invoiceId: corp.invoiceId });
    expect(foreignInvoice.status).toBe(404);
    expect(foreignInvoice.body.msg).toBe('发票信息不存在');
    const missingInvoice = await submit(ctx, personal, d, { addressId: me.addressId, invoiceId: 99_999_999 });
    expect(missingInvoice.status).toBe(404);
    const foreignDraft = await submit(ctx, stranger.token, d, { addressId: stranger.addressId });
    expect(foreignDraft.status).toBe(404);
    expect(foreignDraft.body.msg).toBe('订单不存在');
    expect((await submit(ctx, personal, { id: 99_999_999, totalFen: 1 }, { addressId: me.addressId })).status).toBe(404);
    // A personal invoice of one's own is accepted and copied as 增值税普通发票.
    const ok = await submit(ctx, personal, d, { addressId: me.addressId, invoiceId: me.invoiceId });
    expect(ok.status).toBe(200);
    expect(((await orderRow(ok.body.data.orderId)).invoice as { invoiceTypeText: string }).invoiceTypeText).toBe('增值税普通发票');
  });

  it('answers the same order for the same client key and refuses the same draft under another key (2004)', async () => {
    const d = await draftOf(ctx, personal, goods[1]!.id, 2);
    const key = randomUUID();
    const stockBefore = await stockOf(ctx, goods[1]!.id);
    const first = await submit(ctx, personal, d, { addressId: me.addressId, clientKey: key });
    expect(first.status).toBe(200);
    const before = await orderCount();
    const again = await submit(ctx, personal, d, { addressId: me.addressId, clientKey: key });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const other = await submit(ctx, personal, d, { addressId: me.addressId });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: ORDER_CODE.draftSubmitted, msg: '该订单已提交，请勿重复提交', data: { orderId: first.body.data.orderId, orderNo: first.body.data.orderNo } });
    expect(await orderCount()).toBe(before);
    expect((await stockOf(ctx, goods[1]!.id)).reserved).toBe(stockBefore.reserved + 2);
  });

  it('refuses malformed submissions in Chinese', async () => {
    const d = await draftOf(ctx, personal, goods[0]!.id, 1);
    for (const payload of [
      { tmpOrderId: d.id, addressId: me.addressId, payMethod: 1, clientKey: 'bad key!', expectedTotalFen: d.totalFen },
      { tmpOrderId: d.id, addressId: me.addressId, payMethod: 4, clientKey: randomUUID(), expectedTotalFen: d.totalFen },
      { tmpOrderId: d.id, addressId: me.addressId, payMethod: 1, clientKey: randomUUID(), expectedTotalFen: -1 },
      { tmpOrderId: d.id, payMethod: 1, clientKey: randomUUID(), expectedTotalFen: d.totalFen },
    ]) {
      const res = await call(ctx, { method: 'POST', url: `${TMP}/unified/create`, token: personal, payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    const badKey = await call(ctx, { method: 'POST', url: `${TMP}/unified/create`, token: personal, payload: { tmpOrderId: d.id, addressId: me.addressId, payMethod: 1, clientKey: 'bad key!', expectedTotalFen: d.totalFen } });
    expect(badKey.body.msg).toContain('提交凭证');
    const noAddress = await call(ctx, { method: 'POST', url: `${TMP}/unified/create`, token: personal, payload: { tmpOrderId: d.id, payMethod: 1, clientKey: randomUUID(), expectedTotalFen: d.totalFen } });
    expect(noAddress.body.msg).toContain('收货地址');
  });
});
