// The bodies of the points calls (issue 17): what the SPA sends and the server validates with the
// same schemas (closed objects, bounded numbers and strings).
import { Type, type Static, type TUnsafe } from 'typebox';
import { ID_MAX } from '../shared/row-id.ts';
import { IntEnum } from '../shared/int-enum.ts';
import { PAGE_MAX } from '../shared/page-query.ts';
import { POINTS_GOODS_CATEGORIES, REDEEM_QTY_MAX, type PointsGoodsCategory } from './points-rules.ts';
import { REDEMPTION_STATUSES, type RedemptionStatus } from './redemption-status.ts';

/** A closed set of strings, typed as their union. */
function StrEnum<T extends string>(values: readonly T[], description: string): TUnsafe<T> {
  return Type.Unsafe<T>({ type: 'string', enum: [...values], description });
}

const StatusFilter = IntEnum<RedemptionStatus>(REDEMPTION_STATUSES, '兑换状态（0 待发货，1 已发货，2 已完成，3 已取消）');
export const POINTS_SOURCE_TYPES = ['sign', 'order', 'refund', 'redeem', 'redeemCancel', 'expire', 'legacy'] as const;

const Current = Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1, description: '页码' });
const Size = Type.Integer({ minimum: 1, maximum: 100, default: 10, description: '每页条数' });
const RowId = Type.Integer({ minimum: 1, maximum: ID_MAX, description: '编号' });

export const ShopVoBody = Type.Object(
  { month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', maxLength: 7, description: '日历月份 yyyy-mm（默认本月）' })) },
  { additionalProperties: false },
);
export type ShopVoBody = Static<typeof ShopVoBody>;

export const SignBody = Type.Object({}, { additionalProperties: false });

export const POINTS_RECORD_KINDS = ['all', 'earn', 'spend'] as const;
export const RecordPageBody = Type.Object(
  {
    current: Current,
    size: Size,
    kind: Type.Optional(StrEnum(POINTS_RECORD_KINDS, 'all 全部，earn 获得，spend 支出')),
    sourceType: Type.Optional(StrEnum(POINTS_SOURCE_TYPES, '来源')),
  },
  { additionalProperties: false },
);
export type RecordPageBody = Static<typeof RecordPageBody>;

export const MallPageBody = Type.Object(
  {
    current: Current,
    size: Size,
    minPoints: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    maxPoints: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    category: Type.Optional(StrEnum<PointsGoodsCategory>(POINTS_GOODS_CATEGORIES, '分类：safety 劳保防护，tools 工具，supplies 辅料耗材，voucher 服务抵用券')),
    affordable: Type.Optional(Type.Boolean({ description: '只看我的积分兑换得起的' })),
  },
  { additionalProperties: false },
);
export type MallPageBody = Static<typeof MallPageBody>;

export const RedeemBody = Type.Object(
  {
    pointsGoodsId: RowId,
    qty: Type.Integer({ minimum: 1, maximum: REDEEM_QTY_MAX, description: '兑换件数' }),
    addressId: RowId,
  },
  { additionalProperties: false },
);
export type RedeemBody = Static<typeof RedeemBody>;

export const RedemptionPageBody = Type.Object(
  {
    current: Current,
    size: Size,
    status: Type.Optional(StatusFilter),
  },
  { additionalProperties: false },
);
export type RedemptionPageBody = Static<typeof RedemptionPageBody>;

export const StaffRedemptionQuery = Type.Object(
  {
    current: Current,
    size: Size,
    status: Type.Optional(StatusFilter),
  },
  { additionalProperties: false },
);
export type StaffRedemptionQuery = Static<typeof StaffRedemptionQuery>;

export const ShipRedemptionBody = Type.Object(
  {
    id: RowId,
    carrier: Type.String({ minLength: 1, maxLength: 40, description: '物流公司' }),
    trackingNo: Type.String({ minLength: 4, maxLength: 40, pattern: '^[A-Za-z0-9-]+$', description: '运单号' }),
  },
  { additionalProperties: false },
);
export type ShipRedemptionBody = Static<typeof ShipRedemptionBody>;

export const RedemptionIdBody = Type.Object({ id: RowId }, { additionalProperties: false });
export type RedemptionIdBody = Static<typeof RedemptionIdBody>;

export const CancelRedemptionBody = Type.Object(
  { id: RowId, reason: Type.String({ minLength: 1, maxLength: 200, description: '取消原因' }) },
  { additionalProperties: false },
);
export type CancelRedemptionBody = Static<typeof CancelRedemptionBody>;
