// What the points calls answer (issue 17): the member's points summary with the sign-in calendar,
// a sign-in's result, ledger rows, points goods, redemptions (member and staff). TypeBox schemas,
// so the server's response schema and the SPA's types are one definition.
import { Type, type Static } from 'typebox';
import { IntEnum } from '../shared/int-enum.ts';
import { Nullable } from '../shared/nullable.ts';
import { REDEMPTION_STATUSES, type RedemptionStatus } from './redemption-status.ts';

export const RedemptionStatusSchema = IntEnum<RedemptionStatus>(REDEMPTION_STATUSES, '兑换状态（0 待发货，1 已发货，2 已完成，3 已取消）');

export const PointsShopVo = Type.Object({
  points: Type.Integer({ description: '可用积分（积分明细之和）' }),
  frozenPoints: Type.Integer({ description: '冻结积分：已付款订单将获得、售后期结束后到账的积分' }),
  frozenOrders: Type.Integer({ description: '冻结积分涉及的订单数' }),
  expiringPoints: Type.Integer({ description: '即将过期的积分' }),
  expiringAt: Nullable(Type.String({ description: '最近一批即将过期积分的过期时间（ISO）' })),
  today: Type.String({ description: '今天（中国时间 yyyy-mm-dd）' }),
  signedToday: Type.Boolean({ description: '今天是否已签到' }),
  streak: Type.Integer({ description: '连续签到天数（今天未签到时为截至昨天的天数，断签为 0）' }),
  todayReward: Type.Integer({ description: '今天签到（或已签到）可得积分' }),
  nextReward: Type.Integer({ description: '下一次签到可得积分' }),
  rewards: Type.Array(Type.Integer(), { description: '连续签到第 1..n 天的积分（配置）' }),
  month: Type.String({ description: '日历月份 yyyy-mm' }),
  signedDays: Type.Array(Type.String(), { description: '本月已签到的日期 yyyy-mm-dd' }),
  perYuan: Type.Integer({ description: '每实付 1 元可得积分' }),
  windowDays: Type.Integer({ description: '订单完成后的售后期（天），期满积分到账' }),
  expiryYears: Type.Integer({ description: '积分在获得年份之后第几年年底过期' }),
});
export type PointsShopVo = Static<typeof PointsShopVo>;

export const SignResult = Type.Object({
  points: Type.Integer({ description: '本次签到获得的积分' }),
  streak: Type.Integer({ description: '连续签到天数' }),
  balance: Type.Integer({ description: '签到后的积分余额' }),
  day: Type.String({ description: '签到日期（中国时间）' }),
});
export type SignResult = Static<typeof SignResult>;

export const PointsRecordRow = Type.Object({
  id: Type.Integer(),
  sourceType: Type.String({ description: '来源：sign 签到，order 订单，refund 退款扣回，redeem 兑换，redeemCancel 兑换取消退回，expire 过期，legacy 历史' }),
  sourceText: Type.String({ description: '来源名称' }),
  change: Type.Integer({ description: '变动（正为获得，负为支出）' }),
  balance: Type.Integer({ description: '变动后余额' }),
  note: Type.String({ description: '说明' }),
  expiresAt: Nullable(Type.String({ description: '这批积分的过期时间（仅获得的积分）' })),
  createdAt: Type.String(),
});
export type PointsRecordRow = Static<typeof PointsRecordRow>;

export const PointsGoodsCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  imageUrl: Nullable(Type.String()),
  pointsCost: Type.Integer({ description: '兑换所需积分（每件）' }),
  stock: Type.Integer({ description: '剩余库存' }),
  category: Type.String(),
  categoryText: Type.String(),
  description: Nullable(Type.String()),
  perMemberLimit: Type.Integer({ description: '每人限兑件数，0 为不限' }),
  redeemed: Type.Integer({ description: '我已兑换的件数（不含已取消）' }),
});
export type PointsGoodsCard = Static<typeof PointsGoodsCard>;

const AddressSnapshot = Type.Object({
  consignee: Type.String(),
  mobile: Type.String(),
  regionText: Type.String(),
  detail: Type.String(),
});

export const RedemptionRow = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  goodsId: Type.Integer(),
  goodsName: Type.String(),
  goodsImageUrl: Nullable(Type.String()),
  qty: Type.Integer(),
  unitPoints: Type.Integer(),
  points: Type.Integer({ description: '共用积分' }),
  status: RedemptionStatusSchema,
  statusText: Type.String(),
  address: Nullable(AddressSnapshot),
  carrier: Nullable(Type.String()),
  trackingNo: Nullable(Type.String()),
  cancelReason: Nullable(Type.String()),
  createdAt: Type.String(),
  shippedAt: Nullable(Type.String()),
  completedAt: Nullable(Type.String()),
  cancelledAt: Nullable(Type.String()),
});
export type RedemptionRow = Static<typeof RedemptionRow>;

export const StaffRedemptionRow = Type.Object({
  ...RedemptionRow.properties,
  memberId: Type.Integer(),
  memberName: Type.String(),
});
export type StaffRedemptionRow = Static<typeof StaffRedemptionRow>;

export const RedeemResult = Type.Object({
  id: Type.Integer({ description: '兑换单编号' }),
  orderNo: Type.String(),
  points: Type.Integer({ description: '本次扣除的积分' }),
  balance: Type.Integer({ description: '兑换后的积分余额' }),
});
export type RedeemResult = Static<typeof RedeemResult>;
