// What the stock calls answer (docs/api/stock.md): the response schemas and the SPA's types.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';

/** arrivalNotice/status/{goodsId}: whether the member waits for this goods. */
export const ArrivalNoticeState = Type.Object({
  goodsId: Type.Integer(),
  subscribed: Type.Boolean({ description: '是否已订阅到货通知（尚未通知）' }),
  subscribedAt: Nullable(Type.String({ description: '订阅时间（ISO）' })),
});
export type ArrivalNoticeState = Static<typeof ArrivalNoticeState>;

/** One row of arrivalNotice/list. */
export const ArrivalNoticeRow = Type.Object({
  goodsId: Type.Integer(),
  goodsCode: Type.String(),
  model: Type.String(),
  brandName: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  stockQty: Type.Integer({ description: '当前可售库存' }),
  subscribedAt: Type.String({ description: '订阅时间（ISO）' }),
  notifiedAt: Nullable(Type.String({ description: '已通知时间（ISO）；未到货为 null' })),
});
export type ArrivalNoticeRow = Static<typeof ArrivalNoticeRow>;

/** The staff receipt's answer: what was added and who was told. */
export const StockReceipt = Type.Object({
  id: Type.Integer(),
  refNo: Type.String(),
  goodsId: Type.Integer(),
  goodsCode: Type.String(),
  model: Type.String(),
  warehouseId: Type.Integer(),
  warehouseName: Type.String(),
  num: Type.Integer(),
  stockQty: Type.Integer({ description: '入库后的可售库存' }),
  notified: Type.Integer({ description: '收到到货通知的会员数' }),
  createdAt: Type.String(),
  repeated: Type.Boolean({ description: '是否为重复提交（同一入库单号，未再次入库）' }),
});
export type StockReceipt = Static<typeof StockReceipt>;
