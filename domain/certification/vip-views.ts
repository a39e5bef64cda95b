// What the server answers about the VIP a member holds (docs/api/certification.md): the start of a
// 688 purchase (the gateway page to go to) and the member's VIP records (the trial and every 688
// year, paid or not), which are the receipt of a purchase.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';

const When = (description: string) => Type.String({ description: `${description}（ISO 8601）` });

/** POST /api/member/vip688/buy takes nothing: the price, the days and the return page are the shop's. */
export const Vip688BuyBody = Type.Object({}, { additionalProperties: false });

export const Vip688Start = Type.Object({
  grantId: Type.Integer({ description: 'VIP 记录编号' }),
  tradeNo: Type.String({ description: '交易单号（VP 开头）' }),
  amountFen: Type.Integer({ description: '应付金额（分）' }),
  payUrl: Type.String({ description: '支付页面地址' }),
});
export type Vip688Start = Static<typeof Vip688Start>;

export const VipGrantRow = Type.Object({
  id: Type.Integer({ description: '记录编号' }),
  kind: Type.Union([Type.Literal('trial'), Type.Literal('vip688')], { description: 'trial 认证赠送试用，vip688 688 年度 VIP' }),
  kindText: Type.String({ description: '类型' }),
  days: Type.Integer({ description: '天数' }),
  amountFen: Type.Integer({ description: '金额（分）' }),
  status: Type.Integer({ description: '0 待支付，1 已生效，2 未支付' }),
  statusText: Type.String({ description: '状态' }),
  tradeNo: Nullable(Type.String({ description: '交易单号' })),
  providerRef: Nullable(Type.String({ description: '支付渠道交易号' })),
  endBefore: Nullable(When('开通前 VIP 到期时间')),
  endAfter: Nullable(When('开通后 VIP 到期时间')),
  paidAt: Nullable(When('支付时间')),
  createdAt: When('创建时间'),
});
export type VipGrantRow = Static<typeof VipGrantRow>;
