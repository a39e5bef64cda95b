// The manual-quote queue's staff calls (goods service): the waiting lines, and the bulk save.
import { get, post } from '../../../lib/client.ts';
import type { StaffQuoteQuery } from '../../../../domain/enquiry/enquiry-payloads.ts';
import type { StaffQuoteRow } from '../../../../domain/enquiry/enquiry-views.ts';
import type { QuoteBatchAnswer, QuoteBatchBody } from '../../../../domain/enquiry/quote-batch.ts';
import type { Page } from '../../../../domain/shared/envelope.ts';

const BASE = '/goods/api/staff/goods/enquiry';

export function fetchQuoteQueue(query: StaffQuoteQuery): Promise<Page<StaffQuoteRow>> {
  return get<Page<StaffQuoteRow>>(`${BASE}/quotes`, { ...query }, { silent: true });
}

export function saveQuoteBatch(body: QuoteBatchBody): Promise<QuoteBatchAnswer> {
  return post<QuoteBatchAnswer>(`${BASE}/quoteBatch`, body, { silent: true });
}
