// The database sequences order numbers are drawn from: order_no_seq (sales orders) and
// tmp_order_no_seq (checkout drafts). A sequence never hands the same value out twice.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function nextSequenceValue(db: Kysely<Database>, seq: 'order_no_seq' | 'tmp_order_no_seq'): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select nextval('${sql.raw(seq)}') as n`.execute(db);
  return Number(rows[0]!.n);
}
