// Batch enquiry picks (issue 14, docs/api/enquiry.md): the goods the buyer chose on a line of the
// report is kept on the line (so a reload shows it), set by chooseGoods/{id} and cleared with
// null. The choice also feeds the member's cross-reference (enquiry_choice of 0015). A goods that
// is deleted takes the choice with it.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table enquiry_line add column chosen_goods_id bigint references goods(id) on delete set null;
alter table enquiry_line add column chosen_at timestamptz
`);
}
