// The after-sales requests waiting on staff (the 售后处理 queue's count on the staff dashboard,
// issue 22 item 5): 申请中 (to review), 已寄回 (goods on their way back, to receive), 已收货 (to
// refund) and 已同意 仅退款 (to refund). One count on refund_order_status_idx.
import type { Kysely } from 'kysely';
import { REFUND_STATUS, REFUND_TYPE } from '../../../domain/after-sales/refund-status.ts';
import type { Database } from '../../db/schema.ts';
import { countWaiting } from './refund-view-repository.ts';

export async function refundsWaitingOnStaff(db: Kysely<Database>): Promise<number> {
  return countWaiting(db, [REFUND_STATUS.applying, REFUND_STATUS.awaitingReturn, REFUND_STATUS.received], REFUND_STATUS.agreed, REFUND_TYPE.refundOnly);
}
