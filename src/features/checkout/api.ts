// Checkout calls of the order service (docs/api/orders.md): drafts (the spec's temporary orders)
// from a quick buy, the cart or a past order; submitting one; the drafts list.
import type { Page } from '../../../domain/shared/envelope.ts';
import type { DraftSummary, DraftView, StatusCount, SubmittedOrder } from '../../../domain/orders/orders.ts';
import type { CartCheckoutBody, DraftListBody, QuickBuyBody, SubmitOrderBody } from '../../../domain/orders/order-payloads.ts';
import { get, post, type CallOptions } from '../../lib/client.ts';

const TMP = '/order/api/ord/tmp';

/** Quick buy by a personal member (POST tmp/personalOrder) or an enterprise (tmp/enterpriseOrder). */
export function quickBuy(enterprise: boolean, body: QuickBuyBody): Promise<DraftView> {
  return post<DraftView>(`${TMP}/${enterprise ? 'enterpriseOrder' : 'personalOrder'}`, body);
}

/** The ticked cart lines (POST tmp/cartPersonalOrder or tmp/cartEnterpriseOrder). */
export function cartCheckout(enterprise: boolean, body: CartCheckoutBody): Promise<DraftView> {
  return post<DraftView>(`${TMP}/${enterprise ? 'cartEnterpriseOrder' : 'cartPersonalOrder'}`, body);
}

/** Buy a past order's goods again (POST tmp/xuOrder). */
export function reorder(orderId: number): Promise<DraftView> {
  return post<DraftView>(`${TMP}/xuOrder`, { orderId });
}

/** GET tmp/getOrderInfo/{id}: the draft priced now. */
export function fetchDraft(id: number, options?: CallOptions): Promise<DraftView> {
  return get<DraftView>(`${TMP}/getOrderInfo/${id}`, undefined, options);
}

/**
 * POST tmp/unified/create. Refusals the checkout acts on arrive as ApiError with code
 * ORDER_CODE.priceChanged (data: the fresh DraftView) or ORDER_CODE.outOfStock.
 */
export function submitOrder(body: SubmitOrderBody, options?: CallOptions): Promise<SubmittedOrder> {
  return post<SubmittedOrder>(`${TMP}/unified/create`, body, options);
}

export function fetchDrafts(body: DraftListBody): Promise<Page<DraftSummary>> {
  return post<Page<DraftSummary>>(`${TMP}/list`, body);
}

export function fetchDraftCounts(): Promise<StatusCount[]> {
  return get<StatusCount[]>(`${TMP}/findOrderStatusCnt`, undefined, { background: true });
}

export function cancelDraft(id: number): Promise<DraftView> {
  return post<DraftView>(`${TMP}/cancelOrder`, { id });
}

export function deleteDraft(id: number): Promise<void> {
  return post<void>(`${TMP}/delOrder/${id}`);
}
