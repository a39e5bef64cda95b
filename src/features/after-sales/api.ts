// After-sales calls of the order service (docs/api/after-sales.md): what an order still allows
// (preview), evidence upload, writeRefundOrder, the list with its tab counts, one request with its
// trace (get/{id}, getTrace), cancel and shipBack.
import type { Page } from '../../../domain/shared/envelope.ts';
import type { RefundCountBody, RefundListBody, ShipBackBody, WriteRefundBody } from '../../../domain/after-sales/refund-payloads.ts';
import type { EvidenceUploaded, RefundCounts, RefundDetail, RefundPreview, RefundSummary, RefundTrace } from '../../../domain/after-sales/refund-views.ts';
import { get, post, type CallOptions } from '../../lib/client.ts';

const REFUND = '/order/api/ord/refund';

/** GET refund/preview/{orderId}: the lines, quantities and amounts the order still allows. */
export function fetchRefundPreview(orderId: number, options?: CallOptions): Promise<RefundPreview> {
  return get<RefundPreview>(`${REFUND}/preview/${orderId}`, undefined, options);
}

/** POST refund/uploadEvidence: one image (multipart `file`); answers its address. */
export async function uploadEvidence(file: Blob, name: string): Promise<string> {
  const body = new FormData();
  body.append('file', file, name);
  const answer = await post<EvidenceUploaded>(`${REFUND}/uploadEvidence`, body);
  return answer.url;
}

export function writeRefundOrder(body: WriteRefundBody): Promise<RefundDetail> {
  return post<RefundDetail>(`${REFUND}/writeRefundOrder`, body);
}

export function fetchRefunds(body: RefundListBody): Promise<Page<RefundSummary>> {
  return post<Page<RefundSummary>>(`${REFUND}/list`, body);
}

/** The tab counts, in the list's scope (issue 37: 全公司 with its filters; `{}` is 我的). */
export function fetchRefundCounts(body: RefundCountBody): Promise<RefundCounts> {
  return post<RefundCounts>(`${REFUND}/findRefundStatusCnt`, body, { background: true });
}

export function fetchRefund(id: number): Promise<RefundDetail> {
  return get<RefundDetail>(`${REFUND}/get/${id}`, undefined, { silent: true });
}

export function fetchRefundTrace(id: number): Promise<RefundTrace> {
  return post<RefundTrace>(`${REFUND}/getTrace`, { id }, { silent: true, background: true });
}

export function cancelRefund(id: number): Promise<RefundDetail> {
  return post<RefundDetail>(`${REFUND}/cancel`, { id });
}

export function shipBackRefund(body: ShipBackBody): Promise<RefundDetail> {
  return post<RefundDetail>(`${REFUND}/shipBack`, body);
}
