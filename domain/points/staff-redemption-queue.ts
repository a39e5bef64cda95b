// The staff console's redemption queue (issue 22): how many redemptions are in each status (the
// filter's counts, GET /api/staff/points/order/counts).
import { Type, type Static } from 'typebox';
import { RedemptionStatusSchema } from './points-views.ts';

export const StaffRedemptionCounts = Type.Object({
  total: Type.Integer({ description: '兑换单总数' }),
  byStatus: Type.Array(
    Type.Object({ status: RedemptionStatusSchema, statusText: Type.String({ description: '状态' }), count: Type.Integer({ description: '张数' }) }),
    { description: '每个状态的张数（按状态顺序，含 0）' },
  ),
});
export type StaffRedemptionCounts = Static<typeof StaffRedemptionCounts>;

/** The Chinese errors of the console's ship and cancel forms (the same limits as ShipRedemptionBody, CancelRedemptionBody). */
export const REDEMPTION_FORM_MSG = {
  carrierRequired: '请填写物流公司',
  carrierTooLong: '物流公司不能超过 40 个字',
  trackingRequired: '请填写运单号',
  trackingFormat: '运单号为 4 到 40 位字母、数字或短横线',
  reasonRequired: '请填写取消原因',
  reasonTooLong: '取消原因不能超过 200 个字',
} as const;
