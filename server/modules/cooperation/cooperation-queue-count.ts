// The cooperation applications waiting for review (part of the 合作与分销申请 queue's count on the
// staff dashboard, issue 22 item 5). One count on cooperation_info_status_idx.
import type { Kysely } from 'kysely';
import { COOPERATION_STATUS } from '../../../domain/cooperation/cooperation-rules.ts';
import type { Database } from '../../db/schema.ts';
import { countApplicationsOfStatus } from './cooperation-repository.ts';

export async function cooperationPending(db: Kysely<Database>): Promise<number> {
  return countApplicationsOfStatus(db, COOPERATION_STATUS.pending);
}
