// The refunds completed per China day, for the staff dashboard's report (issue 22 item 5): the
// amount of each after-sales request that reached 已退款 that day (money paid back, or on a credit
// order the debt it cancelled). Read-only, one grouped query.
import type { Kysely } from 'kysely';
import { REFUND_STATUS } from '../../../domain/after-sales/refund-status.ts';
import type { Database } from '../../db/schema.ts';
import { refundedFenByDay } from './refund-view-repository.ts';

export interface DayRefunds {
  date: string;
  refundFen: number;
}

/** Per China day in [from, until): the refunds completed that day. Days without any are left out. */
export async function refundsByDay(db: Kysely<Database>, from: Date, until: Date): Promise<DayRefunds[]> {
  const rows = await refundedFenByDay(db, REFUND_STATUS.refunded, from, until);
  return rows.map((r) => ({ date: r.date, refundFen: Number(r.fen) })).sort((a, b) => a.date.localeCompare(b.date));
}
