// What the server answers about distribution (docs/api/distribution.md): a member's distributor
// state (invitation code, application), the month report, the lines of a month, and the staff's
// rows of applications.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';

const Fen = (description: string) => Type.Integer({ description: `${description}（分）` });
const When = (description: string) => Type.String({ description: `${description}（ISO 8601）` });

export const DistributorApplicationView = Type.Object({
  id: Type.Integer({ description: '申请编号' }),
  realName: Type.String({ description: '姓名' }),
  channel: Type.String({ description: '推广渠道说明' }),
  status: Type.Integer({ description: '0 待审核，1 已通过，2 已驳回' }),
  statusText: Type.String({ description: '状态' }),
  rejectReason: Nullable(Type.String({ description: '驳回原因' })),
  createdAt: When('申请时间'),
  reviewedAt: Nullable(When('审核时间')),
});
export type DistributorApplicationView = Static<typeof DistributorApplicationView>;

export const DistributorState = Type.Object({
  isDistributor: Type.Boolean({ description: '是否分销员' }),
  inviteCode: Nullable(Type.String({ description: '邀请码' })),
  invitePath: Nullable(Type.String({ description: '邀请注册页面路径（含邀请码）' })),
  boundMembers: Type.Integer({ description: '已绑定的会员数' }),
  application: Nullable(DistributorApplicationView),
});
export type DistributorState = Static<typeof DistributorState>;

export const MonthProfit = Type.Object({
  month: Type.String({ description: '月份 yyyy-mm' }),
  orderCount: Type.Integer({ description: '当月付款的绑定会员订单数' }),
  salesFen: Fen('当月付款订单的计佣金额'),
  pendingFen: Fen('其中待结算佣金'),
  voidFen: Fen('其中已失效佣金'),
  settledFen: Fen('当月结算的佣金'),
  clawbackFen: Fen('当月扣回的佣金（退款，正数）'),
});
export type MonthProfit = Static<typeof MonthProfit>;

export const MonthProfitReport = Type.Object({
  months: Type.Array(MonthProfit, { description: '最近 12 个月（最早在前）' }),
  totals: Type.Object({
    salesFen: Fen('12 个月计佣金额'),
    pendingFen: Fen('待结算佣金'),
    settledFen: Fen('已结算佣金（已扣除扣回）'),
    clawbackFen: Fen('扣回佣金'),
  }),
});
export type MonthProfitReport = Static<typeof MonthProfitReport>;

export const ProfitDetail = Type.Object({
  id: Type.Integer({ description: '记录编号' }),
  kind: Type.Union([Type.Literal('earn'), Type.Literal('clawback')], { description: 'earn 佣金，clawback 退款扣回' }),
  orderNo: Type.String({ description: '订单号（部分隐藏）' }),
  buyer: Type.String({ description: '下单会员（部分隐藏）' }),
  goodsName: Type.String({ description: '商品' }),
  model: Type.String({ description: '型号' }),
  baseFen: Fen('计佣金额'),
  rateBp: Type.Integer({ description: '佣金比例（万分比，300 即 3%）' }),
  commissionFen: Fen('佣金（扣回为负数）'),
  status: Type.Integer({ description: '0 待结算，1 已结算，2 已失效' }),
  statusText: Type.String({ description: '状态' }),
  paidAt: When('订单付款时间'),
  settleMonth: Nullable(Type.String({ description: '结算月份' })),
});
export type ProfitDetail = Static<typeof ProfitDetail>;

export const StaffApplicationRow = Type.Object({
  ...DistributorApplicationView.properties,
  memberId: Type.Integer({ description: '会员编号' }),
  memberMobile: Nullable(Type.String({ description: '会员手机号' })),
});
export type StaffApplicationRow = Static<typeof StaffApplicationRow>;
