// The Chinese sentences of the stock module: arrival notices (到货通知) and staff receipts (入库).
import { ARRIVAL_NOTICE_MAX } from '../../../domain/stock/buy-rule.ts';

export const STOCK_MSG = {
  goodsGone: '商品不存在或已下架',
  goodsUnknown: '商品不存在',
  inStock: '该商品现有库存，可直接加入购物车',
  tooMany: `到货通知最多同时订阅 ${ARRIVAL_NOTICE_MAX} 种商品，请先取消不再需要的订阅`,
  subscribed: '已订阅到货通知，到货后我们会发送站内消息提醒您',
  alreadySubscribed: '您已订阅该商品的到货通知，到货后会提醒您',
  cancelled: '已取消到货通知',
  warehouseUnknown: '仓库不存在，请检查仓库编号',
  adjustKeyReused: '该请求编号已用于另一次库存调整（商品、仓库或方式不同），请刷新后重试',
  adjusted: (before: number, after: number) => `库存已由 ${before} 调整为 ${after}`,
  adjustRepeated: '该调整已完成，本次未重复调整',
  noWarehouse: '系统中还没有仓库，无法入库',
  stockTooLarge: '入库后库存将超过 10 亿，请核对入库数量',
  refReused: (refNo: string) => `入库单号 ${refNo} 已用于另一次入库（商品或数量不同），请换一个单号`,
  received: (num: number, unit: string, notified: number) => `已入库 ${num}${unit}${notified > 0 ? `，已通知 ${notified} 位等待到货的会员` : ''}`,
  repeated: (refNo: string) => `入库单号 ${refNo} 已入库过，本次未重复入库`,
  noticeTitle: (brand: string, model: string) => `到货通知：${brand} ${model}`,
  noticeBody: (brand: string, model: string, name: string, stock: number, unit: string) =>
    `您订阅到货通知的 ${brand} ${model}（${name}）已到货，现可售 ${stock}${unit}。库存有限，请尽快下单；如需更多数量可提交询价。`,
} as const;
