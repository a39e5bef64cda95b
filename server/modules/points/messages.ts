// The Chinese messages of points: refusals, answers, the notes written on ledger rows, and the
// messages the member receives (order points released, redemption shipped or cancelled).
import { formatChinaDate } from '../../../domain/shared/china-time.ts';

const day = (d: Date) => formatChinaDate(d.toISOString());

export const POINTS_MSG = {
  signed: (points: number, streak: number) => `签到成功，获得 ${points} 积分，已连续签到 ${streak} 天`,
  alreadySigned: '今天已经签到过了，明天再来吧',
  goodsNotFound: '该积分商品不存在或已下架',
  outOfStock: (left: number) => (left > 0 ? `库存不足，该商品仅剩 ${left} 件` : '该商品已兑完，请选择其他商品'),
  notEnoughPoints: (need: number, have: number) => `积分不足：兑换需要 ${need} 积分，您当前有 ${have} 积分`,
  overLimit: (limit: number, already: number) => `该商品每人限兑 ${limit} 件，您已兑换 ${already} 件`,
  addressNotFound: '收货地址不存在，请重新选择',
  redeemed: (points: number) => `兑换成功，已扣除 ${points} 积分，我们会尽快为您发货`,
  redemptionNotFound: '兑换单不存在',
  statusRefusal: (statusText: string, action: string) => `该兑换单当前为「${statusText}」，不能${action}`,
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消，积分与库存已退回',
  badRange: '积分范围有误：最低积分不能大于最高积分',
  sourceText: {
    legacy: '历史积分',
    sign: '每日签到',
    order: '订单奖励',
    refund: '退款扣回',
    redeem: '积分兑换',
    redeemCancel: '兑换取消退回',
    expire: '积分过期',
    adjust: '人工调整',
  } as Record<string, string>,
  noteSign: (streak: number) => `每日签到（连续第 ${streak} 天）`,
  noteOrder: (orderNo: string) => `订单 ${orderNo} 售后期结束，奖励积分到账`,
  noteRefund: (orderNo: string, short: number) => `订单 ${orderNo} 退款，扣回奖励积分${short > 0 ? `（余额不足，另有 ${short} 积分未能扣回）` : ''}`,
  noteRedeem: (name: string, qty: number) => `兑换 ${name} × ${qty}`,
  noteRedeemCancel: (orderNo: string) => `兑换单 ${orderNo} 已取消，积分退回`,
  noteExpire: (earned: Date) => `${day(earned)} 获得的积分已过期`,
  messageTitleOrder: '订单积分已到账',
  messageBodyOrder: (orderNo: string, points: number, balance: number) => `订单 ${orderNo} 的售后期已结束，${points} 积分已到账，当前积分余额 ${balance}。`,
  messageTitleShipped: '积分兑换已发货',
  messageBodyShipped: (name: string, carrier: string, trackingNo: string) => `您兑换的 ${name} 已发货，物流公司：${carrier}，运单号：${trackingNo}。`,
  messageTitleCancelled: '积分兑换已取消',
  messageBodyCancelled: (name: string, points: number, reason: string) => `您兑换的 ${name} 已取消（原因：${reason}），${points} 积分已退回您的账户。`,
  messageTitleExpired: '积分已过期',
  messageBodyExpired: (points: number) => `您有 ${points} 积分已到期失效。`,
  actorCli: '命令行',
  actorStaff: (id: number) => `staff:${id}`,
} as const;
