// The staff dashboard (issue 22 item 5) reads its figures with cheap index scans: orders by the
// day they were submitted and paid (30 days of sale_order, never the whole table), the bank
// transfers waiting for review, and the search log's no-result searches by time and its found
// searches by keyword (the log is large; both indexes are partial, so they stay small).
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
create index sale_order_created_idx on sale_order (created_at);
create index sale_order_paid_idx on sale_order (paid_at) where paid_at is not null;
create index order_payment_waiting_receipt_idx on order_payment (created_at) where provider = 'bankTransfer' and status = 0;
create index hot_search_log_no_result_idx on hot_search_log (created_at, keyword_key) where result_count = 0;
create index hot_search_log_found_idx on hot_search_log (keyword_key, created_at) where result_count > 0
`);
}
