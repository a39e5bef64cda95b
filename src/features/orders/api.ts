// Sales-order calls of the order service (docs/api/orders.md): lists, counts, detail, cancel,
// statistics, and what a credit-terms (future) order still owes. Receipt uploads are payments'.
import type { Page } from '../../../domain/shared/envelope.ts';
import type { MemberStatistics, OrderDetail, OrderSummary, RestPayInfo, StatusCount } from '../../../domain/orders/orders.ts';
import type { CancelOrderBody, OrderListBody } from '../../../domain/orders/order-payloads.ts';
import { get, post, type CallOptions } from '../../lib/client.ts';

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

export function fetchMemberStatistics(): Promise<MemberStatistics> {
  return get<MemberStatistics>(`${SALE}/findMemberStatistics`, undefined, { background: true });
}

/** GET future/getRestPayInfo/{id}: what a credit (账期) order still owes. */
export function fetchRestPayInfo(id: number): Promise<RestPayInfo> {
  return get<RestPayInfo>(`/order/api/future/getRestPayInfo/${id}`);
}
