// The after-sales queue's counts for the staff console and `npm run after-sales -- counts`: requests
// per status, every status listed (0 included).
import type { Kysely } from 'kysely';
import { REFUND_STATUS_TEXT, REFUND_STATUSES } from '../../../domain/after-sales/refund-status.ts';
import type { StaffRefundCounts } from '../../../domain/after-sales/staff-refund-queue.ts';
import type { Database } from '../../db/schema.ts';
import { refundsPerStatus } from './refund-view-repository.ts';

export async function staffRefundCounts(db: Kysely<Database>): Promise<StaffRefundCounts> {
  const rows = await refundsPerStatus(db);
  const byStatus = REFUND_STATUSES.map((status) => ({ status, statusText: REFUND_STATUS_TEXT[status], count: Number(rows.find((r) => r.status === status)?.n ?? 0) }));
  return { total: byStatus.reduce((s, r) => s + r.count, 0), byStatus };
}
