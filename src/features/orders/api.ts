// Sales-order calls of the order service (docs/api/orders.md): lists, counts, detail, cancel, 确认收货,
// statistics, the .xlsx export of the list's orders, and what a credit-terms (future) order still owes. Receipt uploads are payments'.
import { chinaDateKey } from '../../../domain/shared/china-time.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { MemberStatistics, OrderDetail, OrderSummary, RestPayInfo, StatusCount } from '../../../domain/orders/orders.ts';
import type { CancelOrderBody, ConfirmReceiptBody, OrderCountBody, OrderExportBody, OrderListBody } from '../../../domain/orders/order-payloads.ts';
import { get, post, type CallOptions } from '../../lib/client.ts';
import { fetchFile, saveBlob } from '../../lib/file-download.ts';
import { showError } from '../../lib/toaster.ts';
import { orders } from './text.ts';

const SALE = '/order/api/ord/sale';

export function fetchOrders(body: OrderListBody): Promise<Page<OrderSummary>> {
  return post<Page<OrderSummary>>(`${SALE}/list`, body);
}

/** The tab counts, in the list's scope (issue 37; {} is 我的). */
export function fetchOrderCounts(body: OrderCountBody = {}): Promise<StatusCount[]> {
  return post<StatusCount[]>(`${SALE}/findOrderStatusCnt`, body, { background: true });
}

export function fetchOrder(id: number, options?: CallOptions): Promise<OrderDetail> {
  return get<OrderDetail>(`${SALE}/getOrderInfo/${id}`, undefined, options);
}

export function cancelOrder(body: CancelOrderBody): Promise<OrderDetail> {
  return post<OrderDetail>(`${SALE}/memberCancelOrder`, body);
}

/** POST sale/memberConfirmReceipt (issue 34): 确认收货 of a shipped order; answers the completed order. */
export function confirmReceipt(body: ConfirmReceiptBody): Promise<OrderDetail> {
  return post<OrderDetail>(`${SALE}/memberConfirmReceipt`, body, { silent: true });
}

export function fetchMemberStatistics(): Promise<MemberStatistics> {
  return get<MemberStatistics>(`${SALE}/findMemberStatistics`, undefined, { background: true });
}

/** GET future/getRestPayInfo/{id}: what a credit (账期) order still owes. */
export function fetchRestPayInfo(id: number): Promise<RestPayInfo> {
  return get<RestPayInfo>(`/order/api/future/getRestPayInfo/${id}`);
}

/**
 * POST sale/exportMyOrders: the orders of the current filters as an .xlsx (one row per order line),
 * saved as 我的订单-<日期>.xlsx; a refusal is toasted here (the list's machine has no state for it).
 */
export async function exportMyOrders(body: OrderExportBody): Promise<void> {
  try {
    saveBlob(await fetchFile('POST', `${SALE}/exportMyOrders`, body), orders.list.exportFileName(chinaDateKey().replaceAll('-', '')));
  } catch (error) {
    showError(error instanceof Error && error.message ? error.message : orders.list.exportFailed);
  }
}
