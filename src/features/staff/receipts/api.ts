// The 收款确认 pages' calls (issue 22): the queue and one receipt of goods orders (order service)
// or service orders (common service), and the review through each one's reviewPayment.
import type { ReceiptDetail, ReceiptKind, ReceiptListAnswer, ReceiptListBody } from '../../../../domain/staff/receipts-payloads.ts';
import type { ReviewInput } from '../../../../machines/staff/staff-receipt-review.ts';
import { get, post } from '../../../lib/client.ts';

const BASE: Record<ReceiptKind, string> = {
  order: '/order/api/staff/order',
  service: '/common/api/staff/common/serviceOrder',
};

export function fetchReceiptPage(kind: ReceiptKind, body: ReceiptListBody): Promise<ReceiptListAnswer> {
  return post<ReceiptListAnswer>(`${BASE[kind]}/receipt/list`, body, { silent: true });
}

export function fetchReceipt(kind: ReceiptKind, id: number): Promise<ReceiptDetail> {
  return get<ReceiptDetail>(`${BASE[kind]}/receipt/get/${id}`, undefined, { silent: true });
}

/** Goods: reviewPayment {paymentId, acknowledgeMismatch?}; service: serviceOrder/reviewPayment {id: the order}. */
export function reviewReceipt(input: ReviewInput): Promise<unknown> {
  const note = input.note ? { note: input.note } : {};
  return input.kind === 'order'
    ? post(`${BASE.order}/reviewPayment`, { paymentId: input.paymentId, approve: input.approve, ...note, ...(input.acknowledgeMismatch ? { acknowledgeMismatch: true } : {}) }, { silent: true })
    : post(`${BASE.service}/reviewPayment`, { id: input.orderId, approve: input.approve, ...note }, { silent: true });
}
