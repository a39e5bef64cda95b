// Shared steps of the after-sales API tests: orders placed and paid through the real checkout and
// sandbox gateway calls, shipped and completed through the staff API, and the refund calls.
import { randomUUID } from 'node:crypto';
import type { RefundDetail, RefundPreview, StaffRefundRow } from '../../../domain/after-sales/refund-views.ts';
import type { PayStart, SubmittedOrder } from '../../../domain/orders/orders.ts';
import { call, type TestContext } from '../../support/api-harness.ts';
import { draftOf, pickGoods, setStock, submit } from '../../support/order-helpers.ts';
import { PAY, SANDBOX, STAFF, type Buyer } from '../../support/payment-helpers.ts';

export const REFUND = '/gateway/order/api/ord/refund';
export const STAFF_REFUND = '/gateway/order/api/staff/order/refund';
export const REFUND_NOTIFY = '/gateway/common/open/pay/refundNotify/sandbox';

/** Places an order of one goods (`num` units, stock set to `stock`) and returns it. */
export async function placeWith(ctx: TestContext, buyer: Buyer, goodsIndex: number, num: number, payMethod: 1 | 2 | 3 = 1, stock = 1000): Promise<SubmittedOrder & { goodsId: number }> {
  const [g] = await pickGoods(ctx, 1, goodsIndex);
  await setStock(ctx, g!.id, stock);
  const draft = await draftOf(ctx, buyer.token, g!.id, num, buyer.enterprise);
  const res = await submit(ctx, buyer.token, draft, { addressId: buyer.addressId, invoiceId: buyer.enterprise ? buyer.invoiceId : null, payMethod });
  if (!res.body.success) throw new Error(`提交订单失败：${res.body.msg}`);
  return { ...res.body.data, goodsId: g!.id };
}

/** Pays an online order through the sandbox gateway (pay, gateway page, 支付成功). */
export async function payOnline(ctx: TestContext, buyer: Buyer, orderId: number): Promise<void> {
  const start = await call<PayStart>(ctx, { method: 'POST', url: PAY, token: buyer.token, payload: { orderId } });
  if (!start.body.success) throw new Error(start.body.msg);
  const fields = Object.fromEntries(new URL(start.body.data.payUrl, 'http://local').searchParams);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${SANDBOX}/decide`,
    payload: new URLSearchParams({ ...fields, decision: 'paid' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (res.statusCode !== 303) throw new Error(`支付失败：${res.statusCode} ${res.body}`);
}

export async function ship(ctx: TestContext, staff: string, orderId: number): Promise<void> {
  const res = await call(ctx, { method: 'POST', url: `${STAFF}/ship`, token: staff, payload: { orderId, carrier: '顺丰速运', trackingNo: 'SF1234567890' } });
  if (!res.body.success) throw new Error(res.body.msg);
}

export async function complete(ctx: TestContext, staff: string, orderId: number): Promise<void> {
  const res = await call(ctx, { method: 'POST', url: `${STAFF}/complete`, token: staff, payload: { orderId } });
  if (!res.body.success) throw new Error(res.body.msg);
}

export const preview = (ctx: TestContext, token: string, orderId: number) => call<RefundPreview>(ctx, { method: 'GET', url: `${REFUND}/preview/${orderId}`, token });

export interface WriteFields {
  orderId: number;
  lines: { orderLineId: number; num: number }[];
  refundType?: 1 | 2;
  reason?: string;
  amountFen?: number;
  clientKey?: string;
  [extra: string]: unknown;
}

export function write(ctx: TestContext, token: string, f: WriteFields) {
  const { refundType = 1, reason = '订单未发货，不想要了', clientKey = randomUUID(), ...rest } = f;
  return call<RefundDetail>(ctx, { method: 'POST', url: `${REFUND}/writeRefundOrder`, token, payload: { refundType, reason, clientKey, ...rest } });
}

export const staffCall = (ctx: TestContext, token: string, step: 'review' | 'receive' | 'pay', payload: Record<string, unknown>) =>
  call<StaffRefundRow>(ctx, { method: 'POST', url: `${STAFF_REFUND}/${step}`, token, payload });

export const getRefund = (ctx: TestContext, token: string, id: number) => call<RefundDetail>(ctx, { method: 'GET', url: `${REFUND}/get/${id}`, token });

/** Row counts of the after-sales tables (a refusal must leave them unchanged). */
export async function refundRows(ctx: TestContext): Promise<number[]> {
  const db = ctx.handle.db;
  const n = async (t: 'refundOrder' | 'refundLine' | 'refundTrace' | 'refundPayment') =>
    Number((await db.selectFrom(t).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return [await n('refundOrder'), await n('refundLine'), await n('refundTrace'), await n('refundPayment')];
}

/** The money invariants of one order, read from the tables. */
export async function money(ctx: TestContext, orderId: number) {
  const db = ctx.handle.db;
  const order = await db.selectFrom('saleOrder').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const paid = await db.selectFrom('orderPayment').select(['amountFen']).where('orderId', '=', orderId).where('status', '=', 1).execute();
  const back = await db.selectFrom('refundPayment').select(['amountFen', 'method']).where('orderId', '=', orderId).where('status', '=', 1).execute();
  const refunded = await db.selectFrom('refundOrder').select(['amountFen']).where('orderId', '=', orderId).where('status', '=', 7).execute();
  const sum = (rows: { amountFen: number | string }[]) => rows.reduce((s, r) => s + Number(r.amountFen), 0);
  return {
    totalFen: Number(order.totalFen),
    paidFen: Number(order.paidFen),
    refundedFen: Number(order.refundedFen),
    creditReliefFen: Number(order.creditReliefFen),
    paymentsFen: sum(paid),
    moneyBackFen: sum(back.filter((b) => b.method !== 3)),
    creditBackFen: sum(back.filter((b) => b.method === 3)),
    requestsRefundedFen: sum(refunded),
    status: order.status,
  };
}
