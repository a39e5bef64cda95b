// The distributor applications waiting for review (part of the 合作与分销申请 queue's count on the
// staff dashboard, issue 22 item 5). One count on distributor_application_status_idx.
import type { Kysely } from 'kysely';
import { APPLICATION_STATUS } from '../../../domain/distribution/distribution-rules.ts';
import type { Database } from '../../db/schema.ts';
import { countApplications } from './distributor-application-repository.ts';

export async function distributorApplicationsPending(db: Kysely<Database>): Promise<number> {
  return countApplications(db, APPLICATION_STATUS.pending);
}
