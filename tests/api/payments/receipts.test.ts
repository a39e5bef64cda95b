// Bank-transfer receipts (sale/memberUploadPayReceipt), their review by staff, and credit-terms
// repayments (future/getRestPayInfo, future/memberUploadPayReceipt). docs/api/payments.md.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CODE, TRANSFER_PAY_HOURS } from '../../../domain/orders/order-rules.ts';
import type { OrderDetail, RestPayInfo } from '../../../domain/orders/orders.ts';
import type { StaffOrderRow } from '../../../domain/orders/staff-orders.ts';
import { SHOP_BANK_ACCOUNT } from '../../../server/db/seed/site.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import {
  CREDIT_RECEIPT, demoBuyer, jpeg, multipart, orderDetail, pdf, placeOrder, png, pngFile, RECEIPT, REST, STAFF, staffToken,
  transferFields, type Buyer, type FilePart,
} from '../../support/payment-helpers.ts';

let ctx: TestContext;
let personal: Buyer;
let enterprise: Buyer;
let staff: string;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  personal = await demoBuyer(ctx, DEMO.personal);
  enterprise = await demoBuyer(ctx, DEMO.enterprise);
  staff = await staffToken(ctx);
}, 120_000);
afterAll(async () => ctx?.close());

/** A receipt for `order` stating its whole amount (transferFields), with `fields` changed or (undefined) left out. */
async function upload(buyer: Buyer, order: { orderId: number | string; totalFen: number }, file?: FilePart, fields: Record<string, string | undefined> = {}) {
  const all: Record<string, string | undefined> = { ...transferFields({ orderId: 0, totalFen: order.totalFen }), orderId: String(order.orderId), ...fields };
  const sent = Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== undefined));
  return call<OrderDetail>(ctx, { method: 'POST', url: RECEIPT, token: buyer.token, ...multipart(sent, file) });
}

async function review(paymentId: number, approve: boolean, note?: string, token = staff) {
  return call<StaffOrderRow>(ctx, { method: 'POST', url: `${STAFF}/reviewPayment`, token, payload: { paymentId, approve, ...(note !== undefined ? { note } : {}) } });
}

const pendingOf = (d: OrderDetail | RestPayInfo) => d.payments.filter((p) => p.status === 0);

describe('POST sale/memberUploadPayReceipt', () => {
  it('accepts a PNG receipt: the order waits for staff (待确认) with the receipt stored', async () => {
    const order = await placeOrder(ctx, personal, 2);
    const res = await upload(personal, order, pngFile());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: order.orderId, status: 1, statusText: '待确认' });
    expect(res.body.data.bankAccount).toEqual(SHOP_BANK_ACCOUNT);
    const [payment] = pendingOf(res.body.data);
    expect(payment).toMatchObject({ provider: 'bankTransfer', purpose: 1, amountFen: order.totalFen, receiptType: 'image/png', statusText: '待确认' });
    // A receipt is private: its owner reads it (re-encoded: the same pixels), a visitor gets 404.
    expect((await ctx.app.inject({ method: 'GET', url: payment!.receiptUrl! })).statusCode).toBe(404);
    const file = await ctx.app.inject({ method: 'GET', url: payment!.receiptUrl!, headers: { authorization: `Bearer ${personal.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const [sent, served] = await Promise.all([sharp(png()).raw().toBuffer(), sharp(file.rawPayload).raw().toBuffer()]);
    expect(Buffer.compare(served, sent)).toBe(0);
    expect(res.body.data.timeline.at(-1)).toMatchObject({ fromStatus: 0, toStatus: 1, actor: `member:${personal.memberId}` });
  });

  it('accepts JPEG and PDF by content; a new receipt in 待确认 replaces the waiting one', async () => {
    const order = await placeOrder(ctx, personal, 2);
    const first = await upload(personal, order, { filename: 'scan.jpg', type: 'image/jpeg', bytes: jpeg() });
    expect(first.status).toBe(200);
    expect(pendingOf(first.body.data)[0]!.receiptType).toBe('image/jpeg');
    // A PDF sent with a misleading name and type is still recognised by its content.
    const second = await upload(personal, order, { filename: 'receipt.bin', type: 'application/octet-stream', bytes: pdf() });
    expect(second.status).toBe(200);
    expect(second.body.data.status).toBe(1);
    const pending = pendingOf(second.body.data);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.receiptType).toBe('application/pdf');
    expect(second.body.data.payments.find((p) => p.receiptType === 'image/jpeg')).toMatchObject({ status: 2, note: '已上传新的回单替换' });
  });

  it('refuses a text file named .png, a file over 5 MB and a missing file, and changes nothing', async () => {
    const order = await placeOrder(ctx, personal, 2);
    const receipts = async () => (await ctx.handle.db.selectFrom('upload').select('id').where('purpose', '=', 'receipt').execute()).length;
    const stored = await receipts();
    const fake = await upload(personal, order, { filename: '回单.png', type: 'image/png', bytes: Buffer.from('这不是图片，只是一段文字。'.repeat(20)) });
    expect(fake.status).toBe(400);
    expect(fake.body.msg).toBe('回单只能是 JPG、PNG、WEBP 图片或 PDF 文件');
    const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(personal, order, { filename: 'big.png', type: 'image/png', bytes: big });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.msg).toBe('回单文件不能超过 5 MB');
    const none = await upload(personal, order);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请选择要上传的回单文件');
    const badId = await upload(personal, { orderId: 'abc', totalFen: 100 }, pngFile());
    expect(badId.status).toBe(400);
    const json = await call(ctx, { method: 'POST', url: RECEIPT, token: personal.token, payload: { orderId: order.orderId } });
    expect(json.status).toBe(400);
    const detail = await orderDetail(ctx, personal, order.orderId);
    expect(detail.status).toBe(0);
    expect(detail.payments).toHaveLength(0);
    expect(await receipts()).toBe(stored);
  });

  it('refuses someone else’s order (404), an online order (400) and an order past 待确认 (409)', async () => {
    const order = await placeOrder(ctx, personal, 2);
    const foreign = await upload(enterprise, order, pngFile());
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('订单不存在');
    expect((await upload(personal, { orderId: 987_654, totalFen: 100 }, pngFile())).status).toBe(404);

    const online = await placeOrder(ctx, personal, 1);
    const notTransfer = await upload(personal, online, pngFile());
    expect(notTransfer.status).toBe(400);
    expect(notTransfer.body.msg).toBe('该订单不是对公转账订单，不能上传转账回单');

    const up = await upload(personal, order, pngFile());
    expect((await review(pendingOf(up.body.data)[0]!.id, true)).status).toBe(200);
    const late = await upload(personal, order, pngFile());
    expect(late.status).toBe(409);
    expect(late.body.code).toBe(ORDER_CODE.orderStatus);
    expect(late.body.msg).toBe('订单当前状态为「待发货」，不能上传付款回单');
  });
});

describe('the amount and payer name stated with a receipt (issue 34)', () => {
  it('stores the stated amount and the trimmed payer name beside the amount due; 财务 reads them', async () => {
    const order = await placeOrder(ctx, personal, 2);
    const res = await upload(personal, order, pngFile(), { amountFen: '100000', payerName: '  苏州精工机电有限公司 ' });
    expect(res.status).toBe(200);
    const [payment] = pendingOf(res.body.data);
    expect(payment).toMatchObject({ amountFen: order.totalFen, status: 0 });
    const row = await ctx.handle.db.selectFrom('orderPayment').select(['statedAmountFen', 'payerName', 'amountFen']).where('id', '=', payment!.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ statedAmountFen: 100000, payerName: '苏州精工机电有限公司', amountFen: order.totalFen });
  });

  it('refuses a missing, zero, negative, decimal or too large amount and a missing or too long payer name; nothing is written', async () => {
    const order = await placeOrder(ctx, personal, 2);
    const cases: [Record<string, string | undefined>, string][] = [
      [{ amountFen: undefined }, '请填写本次转账金额'],
      [{ amountFen: '  ' }, '请填写本次转账金额'],
      [{ amountFen: '0' }, '转账金额须为大于 0 的整数（单位：分，例如 ¥292.00 为 29200）'],
      [{ amountFen: '-29200' }, '转账金额须为大于 0 的整数（单位：分，例如 ¥292.00 为 29200）'],
      [{ amountFen: '292.5' }, '转账金额须为大于 0 的整数（单位：分，例如 ¥292.00 为 29200）'],
      [{ amountFen: '1e5' }, '转账金额须为大于 0 的整数（单位：分，例如 ¥292.00 为 29200）'],
      [{ amountFen: '100000000001' }, '转账金额须为大于 0 的整数（单位：分，例如 ¥292.00 为 29200）'],
      [{ payerName: undefined }, '请填写付款账户名称'],
      [{ payerName: '   ' }, '请填写付款账户名称'],
      [{ payerName: '精'.repeat(61) }, '付款账户名称不能超过 60 个字'],
    ];
    for (const [fields, msg] of cases) {
      const res = await upload(personal, order, pngFile(), fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body).toMatchObject({ success: false, msg });
    }
    // 60 characters are taken (the limit is the one stated in the form).
    const sixty = await upload(personal, order, pngFile(), { payerName: '精'.repeat(60) });
    expect(sixty.status).toBe(200);
    const detail = await orderDetail(ctx, personal, order.orderId);
    expect(detail.payments).toHaveLength(1);
  });

  it('refuses an unknown field, and another member’s order with valid fields (404)', async () => {
    const order = await placeOrder(ctx, personal, 2);
    const extra = await upload(personal, order, pngFile(), { differenceFen: '0' });
    expect(extra.status).toBe(400);
    expect(extra.body.msg).toBe('表单包含不支持的字段：differenceFen');
    const foreign = await upload(enterprise, order, pngFile());
    expect(foreign.status).toBe(404);
    expect((await orderDetail(ctx, personal, order.orderId)).payments).toHaveLength(0);
  });
});

describe('staff review of a transfer receipt', () => {
  it('approve: the payment is 已到账, paid_fen grows and the order is 待发货', async () => {
    const order = await placeOrder(ctx, enterprise, 2);
    const up = await upload(enterprise, order, pngFile());
    const paymentId = pendingOf(up.body.data)[0]!.id;
    const res = await review(paymentId, true);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('已确认收款');
    expect(res.body.data).toMatchObject({ id: order.orderId, status: 2, statusText: '待发货', paidFen: order.totalFen, pendingPayments: [] });
    const detail = await orderDetail(ctx, enterprise, order.orderId);
    expect(detail.payments[0]).toMatchObject({ id: paymentId, status: 1, statusText: '已到账' });
    expect(detail.timeline.at(-1)).toMatchObject({ fromStatus: 1, toStatus: 2, actor: expect.stringMatching(/^staff:\d+$/) });
    const twice = await review(paymentId, true);
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('该付款已处理，不能重复审核');
  });

  it('reject: the payment 未通过 with the note, the order back to 待付款 with a fresh deadline; a note is required', async () => {
    const order = await placeOrder(ctx, personal, 2);
    const up = await upload(personal, order, pngFile());
    const paymentId = pendingOf(up.body.data)[0]!.id;
    const noNote = await review(paymentId, false, '  ');
    expect(noNote.status).toBe(400);
    expect(noNote.body.msg).toBe('驳回时请填写原因');
    const before = Date.now();
    const res = await review(paymentId, false, '回单金额与订单金额不符');
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe(0);
    const detail = await orderDetail(ctx, personal, order.orderId);
    expect(detail.status).toBe(0);
    expect(detail.paidFen).toBe(0);
    expect(detail.payments[0]).toMatchObject({ status: 2, note: '回单金额与订单金额不符' });
    const deadline = new Date(detail.payDeadline!).getTime();
    expect(deadline).toBeGreaterThanOrEqual(before + TRANSFER_PAY_HOURS * 3_600_000 - 5_000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + TRANSFER_PAY_HOURS * 3_600_000 + 5_000);
    expect(detail.timeline.at(-1)).toMatchObject({ fromStatus: 1, toStatus: 0, note: '回单未通过：回单金额与订单金额不符' });
    // The buyer can send a new receipt.
    expect((await upload(personal, order, pngFile())).body.data.status).toBe(1);
  });

  it('refuses a member token (403), an unknown payment (404) and an online payment (400)', async () => {
    const order = await placeOrder(ctx, personal, 2);
    const up = await upload(personal, order, pngFile());
    const paymentId = pendingOf(up.body.data)[0]!.id;
    const member = await review(paymentId, true, undefined, personal.token);
    expect(member.status).toBe(403);
    expect((await review(999_999, true)).status).toBe(404);
    const online = await placeOrder(ctx, personal, 1);
    const start = await call<{ paymentId: number }>(ctx, { method: 'POST', url: '/gateway/common/api/pay', token: personal.token, payload: { orderId: online.orderId } });
    const gatewayPayment = await review(start.body.data.paymentId, true);
    expect(gatewayPayment.status).toBe(400);
    expect(gatewayPayment.body.msg).toBe('只有对公转账回单需要人工审核');
  });
});

describe('credit terms (账期)', () => {
  async function rest(buyer: Buyer, id: number) {
    return call<RestPayInfo>(ctx, { method: 'GET', url: `${REST}/${id}`, token: buyer.token });
  }
  async function repay(buyer: Buyer, orderId: number, amountFen: number | string, file: FilePart | undefined = pngFile()) {
    return call<RestPayInfo>(ctx, { method: 'POST', url: CREDIT_RECEIPT, token: buyer.token, ...multipart({ orderId: String(orderId), amountFen: String(amountFen) }, file) });
  }

  it('shows what a credit order owes, takes part payments up to the rest, and staff confirm them', async () => {
    const order = await placeOrder(ctx, enterprise, 3, 5);
    expect(order.status).toBe(2);
    const info = await rest(enterprise, order.orderId);
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ orderId: order.orderId, orderNo: order.orderNo, totalFen: order.totalFen, paidFen: 0, pendingFen: 0, restFen: order.totalFen, overdue: false, payments: [] });
    expect(info.body.data.bankAccount).toEqual(SHOP_BANK_ACCOUNT);
    expect(new Date(info.body.data.payDueAt!).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const part = Math.floor(order.totalFen / 3);
    const first = await repay(enterprise, order.orderId, part);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ paidFen: 0, pendingFen: part, restFen: order.totalFen });
    expect(first.body.data.payments[0]).toMatchObject({ purpose: 2, status: 0, amountFen: part, provider: 'bankTransfer' });

    // More than the rest minus what already waits is refused.
    const over = await repay(enterprise, order.orderId, order.totalFen - part + 1);
    expect(over.status).toBe(400);
    expect(over.body.msg).toMatch(/^还款金额须在 ¥0\.01 至 ¥[\d,.]+ 之间$/);
    expect((await repay(enterprise, order.orderId, 0)).status).toBe(400);
    expect((await repay(enterprise, order.orderId, '1.5')).status).toBe(400);
    const textFile = await repay(enterprise, order.orderId, 100, { filename: 'a.pdf', type: 'application/pdf', bytes: Buffer.from('not a pdf at all '.repeat(10)) });
    expect(textFile.status).toBe(400);
    expect(textFile.body.msg).toBe('回单只能是 JPG、PNG、WEBP 图片或 PDF 文件');

    const approved = await review(first.body.data.payments[0]!.id, true);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 2, paidFen: part });
    const second = await repay(enterprise, order.orderId, 100, { filename: 'b.pdf', type: 'application/pdf', bytes: pdf() });
    expect(second.body.data).toMatchObject({ paidFen: part, pendingFen: 100, restFen: order.totalFen - part });
    const refused = await review(second.body.data.payments[0]!.id, false, '未查到该笔转账');
    expect(refused.status).toBe(200);
    expect(refused.body.data.status).toBe(2);
    const rest2 = await rest(enterprise, order.orderId);
    expect(rest2.body.data).toMatchObject({ paidFen: part, pendingFen: 0, restFen: order.totalFen - part });
    expect(rest2.body.data.payments[0]).toMatchObject({ status: 2, note: '未查到该笔转账' });

    const all = await repay(enterprise, order.orderId, order.totalFen - part);
    await review(all.body.data.payments[0]!.id, true);
    const done = await rest(enterprise, order.orderId);
    expect(done.body.data).toMatchObject({ paidFen: order.totalFen, restFen: 0 });
    const settled = await repay(enterprise, order.orderId, 1);
    expect(settled.status).toBe(409);
    expect(settled.body.msg).toBe('该订单已无待还款金额（已付清或有回单待确认）');
  });

  it('refuses a non-credit order (400) and someone else’s order (404)', async () => {
    const credit = await placeOrder(ctx, enterprise, 3);
    const foreign = await rest(personal, credit.orderId);
    expect(foreign.status).toBe(404);
    expect((await repay(personal, credit.orderId, 100)).status).toBe(404);
    const transfer = await placeOrder(ctx, personal, 2);
    const notCredit = await rest(personal, transfer.orderId);
    expect(notCredit.status).toBe(400);
    expect(notCredit.body.msg).toBe('该订单不是账期支付订单');
    expect((await repay(personal, transfer.orderId, 100)).status).toBe(400);
  });
});
