// Shared steps of the payment, receipt and staff-order API tests: orders placed through the real
// checkout calls (tmp/* then unified/create), receipt files that pass (or fail) the content
// check, multipart bodies, and the staff token.
import type { OrderDetail, SubmittedOrder } from '../../domain/orders.ts';
import type { PayMethod } from '../../domain/order-status.ts';
import { call, DEMO, login, type TestContext } from './harness.ts';
import { defaultsOf, draftOf, pickGoods, setStock, submit } from './order-helpers.ts';
import { png } from '../support/png.ts';

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

export function jpeg(): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x20, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const app0 = Buffer.concat([Buffer.from([0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(9)]);
  const pad = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0x62]), Buffer.alloc(0x60, 0x20)]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, pad, sof, Buffer.from([0xff, 0xd9])]);
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

export const pngFile = (): FilePart => ({ filename: '转账回单.png', type: 'image/png', bytes: png() });
