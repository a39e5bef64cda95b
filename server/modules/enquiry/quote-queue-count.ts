// The enquiry lines waiting for a manual quote (the 询价报价 queue's count on the staff dashboard,
// issue 22 item 5): the same lines the staff quote list shows by default (requested, enquiry not
// deleted). A count on enquiry_line_quote_idx.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function quoteLinesWaiting(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('enquiryLine as l')
    .innerJoin('enquiry as e', 'e.id', 'l.enquiryId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('l.quoteState', '=', 'requested')
    .where('e.deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
