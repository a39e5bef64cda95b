// What the server answers about after-sales requests (docs/api/after-sales.md): the list rows, the
// detail with its trace, the counts of the tabs, what an order still allows (the form's preview)
// and the staff rows. One schema and type each; money is integer fen, times ISO 8601.
import { Type, type Static } from 'typebox';
import { OrderStatusSchema, PayMethodSchema } from '../orders/order-status.ts';
import { Nullable } from '../shared/nullable.ts';
import { RefundMethodSchema } from './refund-rules.ts';
import { RefundStatusSchema, RefundTypeSchema } from './refund-status.ts';

const FEN_MAX = 10_000_000_000_000;
const Id = (description: string) => Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description });
const Fen = (description: string) => Type.Integer({ minimum: 0, maximum: FEN_MAX, description });
const Qty = (description: string) => Type.Integer({ minimum: 0, maximum: 100_000_000, description });
const Text = (maxLength: number, description: string) => Type.String({ maxLength, description });
const Time = (description: string) => Type.String({ maxLength: 40, description: `${description}（ISO 8601）` });
const closed = { additionalProperties: false } as const;

const goodsFields = {
  orderLineId: Id('订单行编号'),
  goodsId: Id('商品编号'),
  goodsCode: Text(60, '商品编码'),
  model: Text(200, '型号'),
  name: Text(200, '商品名称'),
  brandName: Text(100, '品牌'),
  unit: Text(20, '单位'),
  imageUrl: Nullable(Text(500, '商品图片')),
  unitPriceFen: Fen('单价（分）'),
};

export const RefundLineView = Type.Object(
  {
    ...goodsFields,
    num: Qty('申请数量'),
    amountFen: Fen('退款金额（分）'),
    receivedNum: Nullable(Qty('收到数量')),
    damagedNum: Nullable(Qty('损坏数量')),
  },
  closed,
);
export type RefundLineView = Static<typeof RefundLineView>;

const summaryFields = {
  id: Id('售后单编号'),
  refundNo: Text(20, '售后单号'),
  orderId: Id('订单编号'),
  orderNo: Text(20, '订单号'),
  status: RefundStatusSchema,
  statusText: Text(10, '状态名称'),
  refundType: RefundTypeSchema,
  refundTypeText: Text(10, '售后类型'),
  reason: Text(50, '原因'),
  amountFen: Fen('退款金额（分）'),
  totalNum: Qty('申请件数'),
  lines: Type.Array(RefundLineView, { maxItems: 200 }),
  createdAt: Time('申请时间'),
  /** Issue 37: who applied, on a company's request (null on a personal member's). */
  buyerName: Nullable(Text(40, '申请人（企业售后）')),
};

export const RefundSummary = Type.Object(summaryFields, closed);
export type RefundSummary = Static<typeof RefundSummary>;

export const RefundTraceView = Type.Object(
  {
    status: RefundStatusSchema,
    statusText: Text(10, '状态名称'),
    note: Text(600, '说明'),
    createdAt: Time('时间'),
  },
  closed,
);
export type RefundTraceView = Static<typeof RefundTraceView>;

export const ReturnAddress = Type.Object(
  { consignee: Text(50, '收件人'), mobile: Text(20, '电话'), address: Text(200, '退货地址') },
  closed,
);
export type ReturnAddress = Static<typeof ReturnAddress>;

/** getTrace: the status log and the return shipment. */
export const RefundTrace = Type.Object(
  {
    id: Id('售后单编号'),
    steps: Type.Array(RefundTraceView, { maxItems: 50 }),
    returnCarrier: Nullable(Text(30, '退货快递公司')),
    returnTrackingNo: Nullable(Text(40, '退货快递单号')),
    returnShippedAt: Nullable(Time('寄回时间')),
  },
  closed,
);
export type RefundTrace = Static<typeof RefundTrace>;

export const RefundDetail = Type.Object(
  {
    ...summaryFields,
    description: Nullable(Text(500, '问题描述')),
    images: Type.Array(Text(100, '凭证图片'), { maxItems: 6 }),
    freightFen: Fen('其中运费（分）'),
    refuseReason: Nullable(Text(200, '拒绝或拒收原因')),
    payMethod: Nullable(PayMethodSchema),
    refundMethod: Nullable(RefundMethodSchema),
    refundMethodText: Nullable(Text(20, '退款方式')),
    refundedAt: Nullable(Time('退款时间')),
    returnAddress: Nullable(ReturnAddress),
    trace: RefundTrace,
    canCancel: Type.Boolean({ description: '可取消' }),
    canShipBack: Type.Boolean({ description: '可填写退货物流' }),
  },
  closed,
);
export type RefundDetail = Static<typeof RefundDetail>;

export const RefundCounts = Type.Object(
  {
    all: Qty('全部'),
    applying: Qty('申请中'),
    processing: Qty('处理中'),
    refunded: Qty('已退款'),
    closed: Qty('已关闭'),
  },
  closed,
);
export type RefundCounts = Static<typeof RefundCounts>;

/** What a line of an order still allows: the SPA computes the cap of a quantity with lineRefundCap. */
export const RefundableLine = Type.Object(
  {
    ...goodsFields,
    num: Qty('购买数量'),
    paidFen: Fen('该行实付金额（分，已扣除优惠）'),
    takenQty: Qty('已申请售后的数量'),
    takenFen: Fen('已申请退款的金额（分）'),
    availableQty: Qty('还可申请的数量'),
  },
  closed,
);
export type RefundableLine = Static<typeof RefundableLine>;

/** refund/preview/{orderId}: whether and what the order allows. */
export const RefundPreview = Type.Object(
  {
    orderId: Id('订单编号'),
    orderNo: Text(20, '订单号'),
    orderStatus: OrderStatusSchema,
    payMethod: Nullable(PayMethodSchema),
    /** 仅退款 only before shipping; both after. */
    types: Type.Array(RefundTypeSchema, { maxItems: 2 }),
    /** Refunded with a refund-only request that takes every unit left of an unshipped order. */
    freightFen: Fen('运费（分，未发货订单全部退款时一并退还）'),
    windowEndsAt: Nullable(Time('售后截止时间')),
    lines: Type.Array(RefundableLine, { maxItems: 1000 }),
  },
  closed,
);
export type RefundPreview = Static<typeof RefundPreview>;

export const StaffRefundRow = Type.Object(
  {
    ...RefundDetail.properties,
    memberId: Id('会员编号'),
    memberName: Text(100, '会员'),
  },
  closed,
);
export type StaffRefundRow = Static<typeof StaffRefundRow>;

export const EvidenceUploaded = Type.Object({ url: Text(100, '凭证图片地址') }, closed);
export type EvidenceUploaded = Static<typeof EvidenceUploaded>;
