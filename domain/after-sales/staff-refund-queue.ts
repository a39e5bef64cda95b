// The staff console's after-sales queue (issue 22): how many requests wait in each status (the
// filter's counts, GET /api/staff/order/refund/counts).
import { Type, type Static } from 'typebox';
import { RefundStatusSchema } from './refund-status.ts';

export const StaffRefundCounts = Type.Object({
  total: Type.Integer({ description: '售后单总数' }),
  byStatus: Type.Array(
    Type.Object({ status: RefundStatusSchema, statusText: Type.String({ description: '状态' }), count: Type.Integer({ description: '张数' }) }),
    { description: '每个状态的张数（按状态顺序，含 0）' },
  ),
});
export type StaffRefundCounts = Static<typeof StaffRefundCounts>;

/** The longest refund or order number the list's filter takes. */
export const KEYWORD_MAX = 50;
export const KEYWORD_TOO_LONG = `单号最多 ${KEYWORD_MAX} 个字符`;
