// The quote desk's staff calls (goods service, quote.desk: 客服): the queue, one quote, and the send.
import { get, post } from '../../../lib/client.ts';
import type { QuoteSendBody, StaffQuotePageBody } from '../../../../domain/quotes/quote-payloads.ts';
import type { QuoteDetail, QuotePage } from '../../../../domain/quotes/quote-views.ts';

const BASE = '/goods/api/staff/goods/quote';

export function fetchStaffQuotePage(body: StaffQuotePageBody): Promise<QuotePage> {
  return post<QuotePage>(`${BASE}/page`, body, { silent: true });
}

export function fetchStaffQuote(id: number): Promise<QuoteDetail> {
  return get<QuoteDetail>(`${BASE}/get/${id}`, undefined, { silent: true });
}

export function sendQuote(body: QuoteSendBody): Promise<unknown> {
  return post<unknown>(`${BASE}/send`, body, { silent: true });
}
