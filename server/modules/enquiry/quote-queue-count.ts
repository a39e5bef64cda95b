// The enquiry lines waiting for a manual quote (the 询价报价 queue's count on the staff dashboard,
// issue 22 item 5): the same lines the staff quote list shows by default (requested, enquiry not
// deleted). A count on enquiry_line_quote_idx (quote-repository.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { countLinesWaitingQuote } from './quote-repository.ts';

export async function quoteLinesWaiting(db: Kysely<Database>): Promise<number> {
  return countLinesWaitingQuote(db);
}
