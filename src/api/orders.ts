// Sales-order calls of the order service (docs/api/orders.md): lists, counts, detail, cancel,
// transfer receipts, statistics, and the credit-terms (future) payment calls.
import type { Page } from '../../domain/envelope.ts';
import type { MemberStatistics, OrderDetail, OrderSummary, RestPayInfo, StatusCount } from '../../domain/orders.ts';
import type { CancelOrderBody, OrderListBody } from '../../domain/schemas/order-payloads.ts';
import { get, post, type CallOptions } from './client.ts';

const SALE = '/order/api/ord/sale';

export function fetchOrders(body: OrderListBody): Promise<Page<OrderSummary>> {
  return post<Page<OrderSummary>>(`${SALE}/list`, body);
}

export function fetchOrderCounts(): Promise<StatusCount[]> {
  return post<StatusCount[]>(`${SALE}/findOrderStatusCnt`, {}, { background: true });
}

export function fetchOrder(id: number, options?: CallOptions): Promise<OrderDetail> {
  return get<OrderDetail>(`${SALE}/getOrderInfo/${id}`, undefined, options);
}

/** POST sale/findMemberOrderInfo: an order by its number. */
export function findOrderByNo(orderNo: string): Promise<OrderDetail> {
  return post<OrderDetail>(`${SALE}/findMemberOrderInfo`, { orderNo });
}

export function cancelOrder(body: CancelOrderBody): Promise<OrderDetail> {
  return post<OrderDetail>(`${SALE}/memberCancelOrder`, body);
}

/** POST sale/memberUploadPayReceipt (multipart: orderId, file): a bank-transfer receipt. */
export function uploadPayReceipt(orderId: number, file: Blob): Promise<OrderDetail> {
  const body = new FormData();
  body.append('orderId', String(orderId));
  body.append('file', file, file instanceof File ? file.name : 'receipt');
  return post<OrderDetail>(`${SALE}/memberUploadPayReceipt`, body);
}

export function fetchMemberStatistics(): Promise<MemberStatistics> {
  return get<MemberStatistics>(`${SALE}/findMemberStatistics`, undefined, { background: true });
}

/** GET future/getRestPayInfo/{id}: what a credit (账期) order still owes. */
export function fetchRestPayInfo(id: number): Promise<RestPayInfo> {
  return get<RestPayInfo>(`/order/api/future/getRestPayInfo/${id}`);
}

/** POST future/memberUploadPayReceipt (multipart: orderId, amountFen, file): a credit repayment. */
export function uploadCreditReceipt(orderId: number, amountFen: number, file: Blob): Promise<RestPayInfo> {
  const body = new FormData();
  body.append('orderId', String(orderId));
  body.append('amountFen', String(amountFen));
  body.append('file', file, file instanceof File ? file.name : 'receipt');
  return post<RestPayInfo>('/order/api/future/memberUploadPayReceipt', body);
}
