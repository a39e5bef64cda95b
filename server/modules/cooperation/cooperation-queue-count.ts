// The cooperation applications waiting for review (part of the 合作与分销申请 queue's count on the
// staff dashboard, issue 22 item 5). One count on cooperation_info_status_idx.
import type { Kysely } from 'kysely';
import { COOPERATION_STATUS } from '../../../domain/cooperation/cooperation-rules.ts';
import type { Database } from '../../db/schema.ts';

export async function cooperationPending(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('cooperationInfo').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', COOPERATION_STATUS.pending).executeTakeFirstOrThrow();
  return Number(row.n);
}
