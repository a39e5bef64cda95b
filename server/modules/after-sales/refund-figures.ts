// The refunds completed per China day, for the staff dashboard's report (issue 22 item 5): the
// amount of each after-sales request that reached 已退款 that day (money paid back, or on a credit
// order the debt it cancelled). Read-only, one grouped query.
import { sql, type Kysely } from 'kysely';
import { REFUND_STATUS } from '../../../domain/after-sales/refund-status.ts';
import { chinaDaySql } from '../../db/china-day.ts';
import type { Database } from '../../db/schema.ts';

export interface DayRefunds {
  date: string;
  refundFen: number;
}

/** Per China day in [from, until): the refunds completed that day. Days without any are left out. */
export async function refundsByDay(db: Kysely<Database>, from: Date, until: Date): Promise<DayRefunds[]> {
  const rows = await db
    .selectFrom('refundOrder')
    .select([chinaDaySql('refundedAt').as('date'), (eb) => eb.fn.sum<number>('amountFen').as('fen')])
    .where('status', '=', REFUND_STATUS.refunded)
    .where('refundedAt', '>=', from)
    .where('refundedAt', '<', until)
    .groupBy(sql`1`)
    .execute();
  return rows.map((r) => ({ date: r.date, refundFen: Number(r.fen) })).sort((a, b) => a.date.localeCompare(b.date));
}
