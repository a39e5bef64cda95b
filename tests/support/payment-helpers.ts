// Shared steps of the payment, receipt and staff-order API tests: orders placed through the real
// checkout calls (tmp/* then unified/create), receipt files that pass (or fail) the content
// check, multipart bodies, and the staff token.
import type { OrderDetail, SubmittedOrder } from '../../domain/orders/orders.ts';
import type { PayMethod } from '../../domain/orders/order-status.ts';
import { call, DEMO, login, type TestContext } from './api-harness.ts';
import { defaultsOf, draftOf, pickGoods, setStock, submit } from './order-helpers.ts';
import { png } from './png.ts';

export const PAY = '/gateway/common/api/pay';
export const SANDBOX = '/gateway/common/open/pay/sandbox';
export const NOTIFY = '/gateway/common/open/pay/notify/sandbox';
export const RECEIPT = '/gateway/order/api/ord/sale/memberUploadPayReceipt';
export const REST = '/gateway/order/api/future/getRestPayInfo';
export const CREDIT_RECEIPT = '/gateway/order/api/future/memberUploadPayReceipt';
export const STAFF = '/gateway/order/api/staff/order';

export interface Buyer {
  mobile: string;
  token: string;
  memberId: number;
  addressId: number;
  invoiceId: number;
  enterprise: boolean;
}

export async function demoBuyer(ctx: TestContext, mobile: string = DEMO.personal): Promise<Buyer> {
  const token = await login(ctx, mobile, DEMO.password);
  const d = await defaultsOf(ctx, mobile);
  return { mobile, token, ...d, enterprise: mobile === DEMO.enterprise };
}

export const staffToken = (ctx: TestContext) => login(ctx, DEMO.staff, DEMO.staffPassword, '1');

let goodsId: number | null = null;

/** Places an order of `num` units through the checkout API; it must succeed. */
export async function placeOrder(ctx: TestContext, buyer: Buyer, payMethod: PayMethod, num = 2): Promise<SubmittedOrder> {
  if (goodsId === null) {
    const [g] = await pickGoods(ctx, 1, 3);
    goodsId = g!.id;
    await setStock(ctx, goodsId, 100_000);
  }
  const draft = await draftOf(ctx, buyer.token, goodsId, num, buyer.enterprise);
  const res = await submit(ctx, buyer.token, draft, { addressId: buyer.addressId, invoiceId: buyer.enterprise ? buyer.invoiceId : null, payMethod });
  if (!res.body.success) throw new Error(`提交订单失败：${res.body.msg}`);
  return res.body.data;
}

export async function orderDetail(ctx: TestContext, buyer: Buyer, orderId: number): Promise<OrderDetail> {
  const res = await call<OrderDetail>(ctx, { method: 'GET', url: `/gateway/order/api/ord/sale/getOrderInfo/${orderId}`, token: buyer.token });
  if (!res.body.success) throw new Error(res.body.msg);
  return res.body.data;
}

export { png };

/** A real 32 x 16 grey JPEG (baseline, 268 bytes): it passes the content check and decodes. */
export function jpeg(): Buffer {
  return Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAQACADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ALAAAAD/2Q==',
    'base64',
  );
}

export function pdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
}

export interface FilePart {
  filename: string;
  type: string;
  bytes: Buffer;
}

export function multipart(fields: Record<string, string>, file?: FilePart, fileField = 'file') {
  const boundary = '----aibeike-receipt-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The text fields of a transfer receipt stating the order's whole amount from a named payer account (issue 34). */
export const transferFields = (order: { orderId: number; totalFen: number }, payerName = '苏州精工机电有限公司') => ({
  orderId: String(order.orderId),
  amountFen: String(order.totalFen),
  payerName,
});

export const pngFile = (): FilePart => ({ filename: '转账回单.png', type: 'image/png', bytes: png() });
