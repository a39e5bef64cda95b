// The 收款确认 queue (issue 22): goods and service orders' transfer receipts listed by state with
// counts and filters, one receipt beside its order (lines, money, the file 财务 can read), the
// review through the existing reviewPayment calls; refusals (wrong role 403, unknown id 404, bad
// input 400 in Chinese) and a second review refused (idempotent: nothing changes twice).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptDetail, ReceiptListAnswer } from '../../../domain/staff/receipts-payloads.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { makeMember } from '../../support/order-helpers.ts';
import { demoBuyer, multipart, orderDetail, placeOrder, pngFile, RECEIPT, STAFF, type Buyer, transferFields } from '../../support/payment-helpers.ts';
import { API, booking, dateAfter, itemNamed, memberPost, multipart as serviceMultipart, save, STAFF as SVC, staffPost } from '../services/service-helpers.ts';
import { roleTokens } from './staff-support.ts';

let ctx: TestContext;
let tokens: Record<StaffRole, string>;
let buyer: Buyer;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 30 });
  tokens = await roleTokens(ctx);
  buyer = await demoBuyer(ctx, DEMO.personal);
}, 120_000);
afterAll(async () => ctx?.close());

const list = (body: Record<string, unknown>, token = tokens.finance, url = `${STAFF}/receipt/list`) => call<ReceiptListAnswer>(ctx, { method: 'POST', url, token, payload: { current: 1, size: 20, ...body } });
const detail = (id: number | string, token = tokens.finance, base = STAFF) => call<ReceiptDetail>(ctx, { method: 'GET', url: `${base}/receipt/get/${id}`, token });
const review = (paymentId: number, approve: boolean, note?: string, token = tokens.finance, extra: Record<string, unknown> = {}) =>
  call(ctx, { method: 'POST', url: `${STAFF}/reviewPayment`, token, payload: { paymentId, approve, ...(note !== undefined ? { note } : {}), ...extra } });

/** A bank-transfer order with its receipt uploaded (stating `amountFen`, default the whole amount): the order and the waiting receipt's payment id. */
async function transferOrderWithReceipt(amountFen?: number) {
  const order = await placeOrder(ctx, buyer, 2);
  const fields = { ...transferFields(order), ...(amountFen === undefined ? {} : { amountFen: String(amountFen) }) };
  const up = await call(ctx, { method: 'POST', url: RECEIPT, token: buyer.token, ...multipart(fields, pngFile()) });
  expect(up.status).toBe(200);
  const d = await orderDetail(ctx, buyer, order.orderId);
  const payment = d.payments.find((p) => p.status === 0)!;
  return { order, orderNo: d.orderNo, paymentId: payment.id };
}

describe('goods receipts: POST /api/staff/order/receipt/list and GET receipt/get/:id', () => {
  it('lists a waiting receipt with counts, shows it beside its order, and 财务 confirms it: the order goes 待发货', async () => {
    const { order, orderNo, paymentId } = await transferOrderWithReceipt();
    const before = await list({ orderNo });
    expect(before.status).toBe(200);
    expect(before.body.data.counts).toEqual({ pending: 1, approved: 0, rejected: 0 });
    expect(before.body.data.records).toHaveLength(1);
    expect(before.body.data.records[0]).toMatchObject({ id: paymentId, kind: 'order', orderId: order.orderId, orderNo, amountFen: order.totalFen, payerName: '苏州精工机电有限公司', amountDueFen: order.totalFen, differenceFen: 0, payableFen: order.totalFen, state: 'pending', stateText: '待确认', purposeText: '订单付款', receiptType: 'image/png' });

    const d = await detail(paymentId);
    expect(d.status).toBe(200);
    expect(d.body.data).toMatchObject({ id: paymentId, orderNo, orderStatusText: '待确认', totalFen: order.totalFen, paidFen: 0, reviewable: true });
    expect(d.body.data.lines.length).toBeGreaterThan(0);
    expect(d.body.data.lines.reduce((s, l) => s + l.lineFen, 0)).toBeLessThanOrEqual(order.totalFen);
    // 财务 reads the private file with the staff token.
    const file = await ctx.app.inject({ method: 'GET', url: d.body.data.receiptUrl!, headers: { authorization: `Bearer ${tokens.finance}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    expect((await review(paymentId, true)).status).toBe(200);
    expect((await orderDetail(ctx, buyer, order.orderId)).statusText).toBe('待发货');
    const after = await list({ orderNo, state: 'approved' });
    expect(after.body.data.counts).toEqual({ pending: 0, approved: 1, rejected: 0 });
    expect(after.body.data.records[0]).toMatchObject({ id: paymentId, state: 'approved', stateText: '已确认' });
    expect((await detail(paymentId)).body.data.reviewable).toBe(false);
    // Confirming again changes nothing (409, the order stays paid once).
    const again = await review(paymentId, true);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该付款已处理，不能重复审核');
  });

  it('a refusal needs a reason (400 in Chinese); refused receipts are listed as 已驳回 with the reason', async () => {
    const { order, orderNo, paymentId } = await transferOrderWithReceipt();
    const empty = await review(paymentId, false, '  ');
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('驳回时请填写原因');
    expect((await review(paymentId, false, '金额与订单不符')).status).toBe(200);
    expect((await orderDetail(ctx, buyer, order.orderId)).statusText).toBe('待付款');
    const rejected = await list({ orderNo, state: 'rejected' });
    expect(rejected.body.data.records[0]).toMatchObject({ id: paymentId, state: 'rejected', stateText: '已驳回', note: '金额与订单不符' });
    expect(rejected.body.data.counts).toEqual({ pending: 0, approved: 0, rejected: 1 });
  });

  it('a receipt the member replaced is in no state, and reads as missing', async () => {
    const { order, orderNo, paymentId } = await transferOrderWithReceipt();
    await call(ctx, { method: 'POST', url: RECEIPT, token: buyer.token, ...multipart(transferFields(order), pngFile()) });
    const l = await list({ orderNo });
    expect(l.body.data.counts).toEqual({ pending: 1, approved: 0, rejected: 0 });
    expect(l.body.data.records[0]!.id).not.toBe(paymentId);
    expect((await detail(paymentId)).status).toBe(404);
  });

  it('filters by upload date (China days); refuses a backwards range, a bad state and unknown fields in Chinese', async () => {
    const { orderNo } = await transferOrderWithReceipt();
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await list({ orderNo, from: today, to: today })).body.data.counts.pending).toBe(1);
    expect((await list({ orderNo, from: '2020-01-01', to: '2020-01-02' })).body.data.counts.pending).toBe(0);
    const backwards = await list({ from: '2026-03-02', to: '2026-03-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toBe('起始日期不能晚于截止日期');
    for (const body of [{ state: 'done' }, { orderNo: '订单' }, { from: '2026/01/01' }, { extra: 1 }]) {
      const res = await list(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('refuses other roles (403) and unknown or malformed ids (404 / 400)', async () => {
    for (const role of ['service', 'warehouse', 'operations'] as const) {
      expect((await list({}, tokens[role])).status).toBe(403);
      expect((await detail(1, tokens[role])).status).toBe(403);
    }
    expect((await list({}, tokens.admin)).status).toBe(200);
    const missing = await detail(999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('回单不存在');
    expect((await detail('abc')).status).toBe(400);
  });
});

describe('the stated amount beside the amount due (issue 34)', () => {
  it('an overpaid receipt: 多付 in the list and the detail; confirming needs acknowledgeMismatch, and the log says what was checked', async () => {
    const { order, orderNo, paymentId } = await transferOrderWithReceipt(100_000);
    const diff = 100_000 - order.totalFen;
    expect(diff).toBeGreaterThan(0);
    const row = (await list({ orderNo })).body.data.records[0]!;
    expect(row).toMatchObject({ id: paymentId, amountFen: 100_000, payerName: '苏州精工机电有限公司', amountDueFen: order.totalFen, differenceFen: diff });
    const d = await detail(paymentId);
    expect(d.body.data).toMatchObject({ amountFen: 100_000, amountDueFen: order.totalFen, differenceFen: diff, reviewable: true });

    const blind = await review(paymentId, true);
    expect(blind.status).toBe(409);
    expect(blind.body.msg).toMatch(/^会员填写的转账金额 ¥1,000\.00 与应付金额 ¥[\d,.]+ 不符（多付 ¥[\d,.]+）：请先核对银行流水/);
    expect((await orderDetail(ctx, buyer, order.orderId)).statusText).toBe('待确认');
    expect((await review(paymentId, true, undefined, tokens.finance, { acknowledgeMismatch: false })).status).toBe(409);

    const checked = await review(paymentId, true, undefined, tokens.finance, { acknowledgeMismatch: true });
    expect(checked.status).toBe(200);
    const after = await orderDetail(ctx, buyer, order.orderId);
    expect(after).toMatchObject({ statusText: '待发货', paidFen: order.totalFen });
    expect(after.timeline.at(-1)!.note).toMatch(/^已确认收到转账 ¥[\d,.]+（会员填写 ¥1,000\.00，多付 ¥[\d,.]+，财务已核对银行流水）$/);
  });

  it('an underpaid receipt reads 少付; a matching one is confirmed without the acknowledgement; a rejection never needs it', async () => {
    const under = await transferOrderWithReceipt(100);
    const d = await detail(under.paymentId);
    expect(d.body.data).toMatchObject({ amountFen: 100, differenceFen: 100 - under.order.totalFen });
    const blind = await review(under.paymentId, true);
    expect(blind.status).toBe(409);
    expect(blind.body.msg).toContain('少付 ');
    expect((await review(under.paymentId, false, '实收金额不足')).status).toBe(200);

    const exact = await transferOrderWithReceipt();
    expect((await detail(exact.paymentId)).body.data.differenceFen).toBe(0);
    expect((await review(exact.paymentId, true)).status).toBe(200);
  });

  it('a receipt from before the amount was asked shows nothing stated (null) and needs the acknowledgement', async () => {
    const { order, paymentId } = await transferOrderWithReceipt();
    await ctx.handle.db.updateTable('orderPayment').set({ statedAmountFen: null, payerName: null }).where('id', '=', paymentId).execute();
    const d = await detail(paymentId);
    expect(d.body.data).toMatchObject({ amountFen: null, payerName: null, amountDueFen: order.totalFen, differenceFen: null });
    const blind = await review(paymentId, true);
    expect(blind.status).toBe(409);
    expect(blind.body.msg).toMatch(/^会员未填写转账金额（应付 ¥[\d,.]+）：请先核对银行流水/);
    expect((await review(paymentId, true, undefined, tokens.finance, { acknowledgeMismatch: true })).status).toBe(200);
  });

  it('refuses other roles on the review (403), an unknown body field (400), and changes nothing', async () => {
    const { order, paymentId } = await transferOrderWithReceipt(100_000);
    for (const role of ['service', 'warehouse', 'operations'] as const) {
      expect((await review(paymentId, true, undefined, tokens[role], { acknowledgeMismatch: true })).status).toBe(403);
    }
    const extra = await review(paymentId, true, undefined, tokens.finance, { acknowledgeMismatch: true, amountFen: 100_000 });
    expect(extra.status).toBe(400);
    expect(extra.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await orderDetail(ctx, buyer, order.orderId)).statusText).toBe('待确认');
  });
});

describe('service receipts: POST /api/staff/common/serviceOrder/receipt/list and receipt/get/:id', () => {
  it('lists a service order receipt, shows it, and 财务 confirms it through serviceOrder/reviewPayment', async () => {
    const m = await makeMember(ctx, '13700009001');
    const item = await itemNamed(ctx, m.token, '压力表检定（JJG 52）');
    const id = (await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays))).body.data.id;
    await staffPost(ctx, tokens.admin, 'confirm', { id, plannedDate: dateAfter(item.leadDays, 2) });
    await memberPost(ctx, m.token, 'acceptQuote', { id });
    const up = await call(ctx, { method: 'POST', url: `${API}/serviceOrder/uploadPayReceipt`, token: m.token, ...serviceMultipart({ id: String(id) }, [['file', pngFile()]]) });
    expect(up.status).toBe(200);
    const serviceNo = up.body.data ? (up.body.data as { serviceNo: string }).serviceNo : '';

    const l = await list({ orderNo: serviceNo }, tokens.finance, `${SVC}/receipt/list`);
    expect(l.status).toBe(200);
    expect(l.body.data.counts).toEqual({ pending: 1, approved: 0, rejected: 0 });
    const row = l.body.data.records[0]!;
    // A service receipt states no amount: shown as not stated, never as a match.
    expect(row).toMatchObject({ kind: 'service', orderId: id, orderNo: serviceNo, amountFen: null, payerName: null, amountDueFen: 13500, differenceFen: null, payableFen: 13500, state: 'pending', purposeText: '服务费' });
    const d = await detail(row.id, tokens.finance, SVC);
    expect(d.status).toBe(200);
    expect(d.body.data).toMatchObject({ reviewable: true, totalFen: 13500 });
    expect(d.body.data.lines[0]!.name).toContain('压力表');

    const ok = await call(ctx, { method: 'POST', url: `${SVC}/reviewPayment`, token: tokens.finance, payload: { id, approve: true } });
    expect(ok.status).toBe(200);
    const after = await list({ orderNo: serviceNo, state: 'approved' }, tokens.finance, `${SVC}/receipt/list`);
    expect(after.body.data.records[0]).toMatchObject({ id: row.id, state: 'approved' });
    // A second review finds no waiting receipt.
    expect((await call(ctx, { method: 'POST', url: `${SVC}/reviewPayment`, token: tokens.finance, payload: { id, approve: true } })).status).toBe(409);
    expect((await detail(999_999, tokens.finance, SVC)).status).toBe(404);
    expect((await detail(row.id, tokens.service, SVC)).status).toBe(403);
  });
});
