// The redemption queue's counts for the staff console and `npm run points -- counts`: redemptions
// per status, every status listed (0 included).
import type { Kysely } from 'kysely';
import { REDEMPTION_STATUS_TEXT, REDEMPTION_STATUSES } from '../../../domain/points/redemption-status.ts';
import type { StaffRedemptionCounts } from '../../../domain/points/staff-redemption-queue.ts';
import type { Database } from '../../db/schema.ts';
import { redemptionCountsByStatus } from './points-repository.ts';

export async function staffRedemptionCounts(db: Kysely<Database>): Promise<StaffRedemptionCounts> {
  const rows = await redemptionCountsByStatus(db);
  const byStatus = REDEMPTION_STATUSES.map((status) => ({ status, statusText: REDEMPTION_STATUS_TEXT[status], count: Number(rows.find((r) => Number(r.status) === status)?.n ?? 0) }));
  return { total: byStatus.reduce((s, r) => s + r.count, 0), byStatus };
}
