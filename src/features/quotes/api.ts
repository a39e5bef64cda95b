// The quote calls of the goods service (issue 39): ask for a quote, my company's quotes, one quote,
// accept (a checkout draft at the quoted prices), the PDF, withdraw and request again. Refusals reach
// the machines as ApiError with the server's sentence (silent: the page shows it where it belongs).
import type { QuotePageBody, QuoteRequestBody } from '../../../domain/quotes/quote-payloads.ts';
import type { QuoteDetail, QuotePage } from '../../../domain/quotes/quote-views.ts';
import { get, post } from '../../lib/client.ts';
import { fetchFile, saveBlob } from '../../lib/file-download.ts';

const BASE = '/goods/api/goods/quote';

export function requestQuote(body: QuoteRequestBody): Promise<{ quoteId: number }> {
  return post<{ quoteId: number }>(`${BASE}/request`, body, { silent: true });
}

export function fetchQuotePage(body: QuotePageBody): Promise<QuotePage> {
  return post<QuotePage>(`${BASE}/page`, body, { silent: true });
}

/** One quote (404 for one of another company: the machine's `missing`). */
export function fetchQuote(id: number): Promise<QuoteDetail> {
  return get<QuoteDetail>(`${BASE}/get/${id}`, undefined, { silent: true });
}

export function acceptQuote(id: number): Promise<{ draftId: number }> {
  return post<{ draftId: number }>(`${BASE}/accept/${id}`, undefined, { silent: true });
}

export function withdrawQuote(id: number): Promise<unknown> {
  return post<unknown>(`${BASE}/withdraw/${id}`, undefined, { silent: true });
}

export function rerequestQuote(id: number): Promise<{ quoteId: number }> {
  return post<{ quoteId: number }>(`${BASE}/rerequest/${id}`, undefined, { silent: true });
}

/** The quote's PDF, saved as <quoteNo>.pdf. */
export async function downloadQuote(id: number, quoteNo: string): Promise<void> {
  const blob = await fetchFile('POST', `${BASE}/download/${id}`);
  saveBlob(blob, `${quoteNo}.pdf`);
}
