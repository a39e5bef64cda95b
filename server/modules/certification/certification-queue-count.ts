// The enterprise certifications waiting for review (the 企业认证审核 queue's count on the staff
// dashboard, issue 22 item 5). One count on enterprise_cert_status_idx.
import type { Kysely } from 'kysely';
import { CERTIFICATION_STATUS } from '../../../domain/certification/certification-status.ts';
import type { Database } from '../../db/schema.ts';

export async function certificationsPending(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('enterpriseCert').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', CERTIFICATION_STATUS.pending).executeTakeFirstOrThrow();
  return Number(row.n);
}
