// What the member states with a bank-transfer receipt (issue 34 item 2): the amount transferred
// (integer fen, > 0) and the payer account's name, so 财务 compares them with the amount due
// instead of being told they match. Receipts uploaded before this migration have neither (null:
// the review page shows 未填写 and never claims a match).
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table order_payment add column stated_amount_fen bigint check (stated_amount_fen > 0);
alter table order_payment add column payer_name text check (char_length(payer_name) between 1 and 60)
`);
}
