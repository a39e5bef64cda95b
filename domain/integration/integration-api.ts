// The integration API's requests and answers (issue 40, docs/api/integration.md (part 2)): prices and
// stock by code, order creation and the order's status, shipments and invoices, as an ERP or SRM
// reads them. One TypeBox schema each (the route's schema, with examples for the OpenAPI
// document) and its type of the same name.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';
import { ID_MAX } from '../shared/row-id.ts';
import { PriceSourceField } from '../shared/pricing.ts';
import { ApprovalStatusField } from '../approvals/approval-views.ts';
import { PO_NUMBER_MAX, PO_NUMBER_PATTERN } from '../approvals/approval-rules.ts';
import { COST_CENTRE_MAX, COST_CENTRE_PATTERN } from '../company/company-limits.ts';
import { OrderStatusSchema } from '../orders/order-status.ts';

const ROW_ID = Number.MAX_SAFE_INTEGER;
const FEN_MAX = 10_000_000_000_000;
const QTY_MAX = 100_000_000;
const closed = { additionalProperties: false } as const;

const Id = (description: string) => Type.Integer({ minimum: 1, maximum: ROW_ID, description });
/** An id a request names: within the int4 bound (domain/shared/row-id.ts). */
const RequestId = (description: string) => Type.Integer({ minimum: 1, maximum: ID_MAX, description });
const Fen = (description: string) => Type.Integer({ minimum: -FEN_MAX, maximum: FEN_MAX, description });
const Qty = (description: string) => Type.Integer({ minimum: 0, maximum: QTY_MAX, description });
const Text = (maxLength: number, description: string) => Type.String({ maxLength, description });
const NullableText = (maxLength: number, description: string) => Nullable(Type.String({ maxLength, description }));

/** The most codes one price call or lines one order takes. */
export const INTEGRATION_MAX_CODES = 200;
export const INTEGRATION_CODE_MAX = 64;
/** The Idempotency-Key header: 1 to 100 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

// ---- prices -----------------------------------------------------------------------------------

export const IntegrationPricesBody = Type.Object(
  {
    codes: Type.Array(Type.String({ minLength: 1, maxLength: INTEGRATION_CODE_MAX, description: '商品编码、型号或贵司物料编码' }), {
      minItems: 1, maxItems: INTEGRATION_MAX_CODES, description: '要查询的编码（1 到 200 个），按顺序逐个回答',
    }),
  },
  { ...closed, examples: [{ codes: ['SKF-6205-2RSH', '6205-2RSH', 'WL-001'] }] },
);
export type IntegrationPricesBody = Static<typeof IntegrationPricesBody>;

export const MATCHED_BY = ['goodsCode', 'model', 'materialCode'] as const;
export type MatchedBy = (typeof MATCHED_BY)[number];
export const PRICE_STATUSES = ['found', 'notFound', 'ambiguous'] as const;
export type PriceStatus = (typeof PRICE_STATUSES)[number];

export const IntegrationGoods = Type.Object(
  {
    goodsId: Id('商品编号'),
    goodsCode: Text(60, '商品编码（下单时可用作 code）'),
    model: Text(200, '型号'),
    brandName: Text(100, '品牌'),
    name: Text(200, '商品名称'),
    unit: Text(20, '单位'),
    minOrderQty: Qty('起订量'),
    priceFen: Fen('贵司按起订量购买的含税单价（分）'),
    priceSource: PriceSourceField,
    contractValidTo: Nullable(Type.String({ maxLength: 10, description: '协议价的最后有效日（yyyy-mm-dd，北京时间）；非协议价为 null' })),
    stock: Qty('可售库存（件）'),
    onShelf: Type.Boolean({ description: '是否在售' }),
  },
  closed,
);
export type IntegrationGoods = Static<typeof IntegrationGoods>;

export const IntegrationPrice = Type.Object(
  {
    code: Text(INTEGRATION_CODE_MAX, '查询的编码（去掉首尾空格）'),
    matchedBy: Nullable(Type.Unsafe<MatchedBy>({ type: 'string', enum: [...MATCHED_BY], description: '匹配方式：goodsCode 商品编码，model 型号，materialCode 贵司物料编码' })),
    status: Type.Unsafe<PriceStatus>({ type: 'string', enum: [...PRICE_STATUSES], description: '结果：found 找到，notFound 未找到，ambiguous 有多个候选' }),
    goods: Nullable(IntegrationGoods),
    candidates: Type.Optional(Type.Array(IntegrationGoods, { maxItems: 20, description: '有多个候选时的候选商品（请改用商品编码查询或下单）' })),
  },
  closed,
);
export type IntegrationPrice = Static<typeof IntegrationPrice>;

export const IntegrationPrices = Type.Object(
  { items: Type.Array(IntegrationPrice, { maxItems: INTEGRATION_MAX_CODES, description: '每个编码的结果，与请求顺序一致' }) },
  closed,
);
export type IntegrationPrices = Static<typeof IntegrationPrices>;

// ---- orders -----------------------------------------------------------------------------------

export const IntegrationOrderLineBody = Type.Object(
  {
    code: Type.Optional(Type.String({ minLength: 1, maxLength: INTEGRATION_CODE_MAX, description: '商品编码、型号或贵司物料编码（与 goodsId 二选一）' })),
    goodsId: Type.Optional(RequestId('商品编号（与 code 二选一）')),
    num: Type.Integer({ minimum: 1, maximum: QTY_MAX, description: '数量' }),
  },
  closed,
);
export type IntegrationOrderLineBody = Static<typeof IntegrationOrderLineBody>;

export const IntegrationOrderBody = Type.Object(
  {
    poNumber: Type.String({ minLength: 1, maxLength: PO_NUMBER_MAX, pattern: PO_NUMBER_PATTERN, description: '贵司采购单号（必填）' }),
    costCentre: Type.Optional(Nullable(Type.String({ maxLength: COST_CENTRE_MAX, pattern: COST_CENTRE_PATTERN, description: '成本中心（默认为代理成员所在部门的成本中心代码）' }))),
    addressId: RequestId('收货地址编号（企业地址簿中的地址）'),
    invoiceTitleId: Type.Optional(Nullable(RequestId('开票信息编号（不传则用企业的默认开票信息）'))),
    payMethod: Type.Optional(Type.Union([Type.Literal(2), Type.Literal(3)], { description: '支付方式（2 对公转账，3 账期支付；不传时有账期用账期，否则对公转账）' })),
    remark: Type.Optional(Nullable(Type.String({ maxLength: 200, description: '订单备注' }))),
    lines: Type.Array(IntegrationOrderLineBody, { minItems: 1, maxItems: INTEGRATION_MAX_CODES, description: '商品行（1 到 200 行）' }),
  },
  {
    ...closed,
    examples: [{ poNumber: 'PO-2026-0042', costCentre: 'CC-100', addressId: 12, invoiceTitleId: 7, payMethod: 2, remark: '请随货附送货单', lines: [{ code: 'SKF-6205-2RSH', num: 20 }, { goodsId: 1008, num: 5 }] }],
  },
);
export type IntegrationOrderBody = Static<typeof IntegrationOrderBody>;

export const IntegrationApproval = Type.Object(
  {
    status: ApprovalStatusField,
    statusText: Text(20, '审批状态名称'),
    level: Nullable(Type.Integer({ minimum: 1, maximum: 9, description: '等待审批的级别（已审结为 null）' })),
    levels: Type.Integer({ minimum: 1, maximum: 9, description: '共几级审批' }),
    ruleName: NullableText(60, '触发的审批规则'),
    reasons: Type.Array(Text(200, '原因'), { maxItems: 20, description: '需要审批的原因' }),
  },
  closed,
);
export type IntegrationApproval = Static<typeof IntegrationApproval>;

export const IntegrationOrderLine = Type.Object(
  {
    code: Text(60, '商品编码'),
    goodsId: Id('商品编号'),
    model: Text(200, '型号'),
    name: Text(200, '商品名称'),
    num: Qty('数量'),
    priceFen: Fen('含税单价（分）'),
    priceSource: Nullable(PriceSourceField),
    lineFen: Fen('小计（分）'),
  },
  closed,
);
export type IntegrationOrderLine = Static<typeof IntegrationOrderLine>;

export const IntegrationShipment = Type.Object(
  {
    carrier: NullableText(30, '物流公司'),
    trackingNo: NullableText(40, '物流单号'),
    shippedAt: Type.String({ maxLength: 40, description: '发货时间（ISO 8601）' }),
  },
  closed,
);

export const IntegrationInvoice = Type.Object(
  {
    title: Text(100, '发票抬头'),
    taxNo: NullableText(30, '纳税人识别号'),
    invoiceType: Type.Integer({ minimum: 1, maximum: 2, description: '发票类型（1 普通，2 专用）' }),
    invoiceTypeText: Text(20, '发票类型名称'),
    state: Type.Unsafe<'requested' | 'void'>({ type: 'string', enum: ['requested', 'void'], description: '状态：requested 已随订单申请开票，void 订单已取消不开票' }),
    stateText: Text(40, '状态名称'),
    remarks: Type.Array(Text(300, '发票备注'), { maxItems: 300, description: '开票时写入发票备注的采购单号、成本中心与物料编码' }),
  },
  closed,
);

export const IntegrationOrder = Type.Object(
  {
    orderNo: Text(20, '爱备客订单号'),
    poNumber: NullableText(40, '贵司采购单号'),
    costCentre: NullableText(20, '成本中心'),
    status: OrderStatusSchema,
    statusText: Text(20, '状态名称'),
    approval: Nullable(IntegrationApproval),
    totalFen: Fen('应付总额（分）'),
    createdAt: Type.String({ maxLength: 40, description: '下单时间（ISO 8601）' }),
    lines: Type.Array(IntegrationOrderLine, { maxItems: 1000, description: '商品行' }),
    shipments: Type.Optional(Type.Array(IntegrationShipment, { maxItems: 100, description: '发货（查询订单时给出）' })),
    invoices: Type.Optional(Type.Array(IntegrationInvoice, { maxItems: 10, description: '发票（仅 invoices:read 权限的令牌给出）' })),
  },
  {
    ...closed,
    examples: [{
      orderNo: 'SO2026112900012', poNumber: 'PO-2026-0042', costCentre: 'CC-100', status: 6, statusText: '待审批',
      approval: { status: 'pending', statusText: '审批中', level: 1, levels: 1, ruleName: '五千元以上', reasons: ['订单金额达到 ¥5,000.00'] },
      totalFen: 732000, createdAt: '2026-11-29T08:30:00.000Z',
      lines: [{ code: 'SKF-6205-2RSH', goodsId: 1001, model: '6205-2RSH', name: '深沟球轴承', num: 200, priceFen: 3600, priceSource: 'contract', lineFen: 720000 }],
    }],
  },
);
export type IntegrationOrder = Static<typeof IntegrationOrder>;

export const IntegrationOrderParams = Type.Object(
  { orderNoOrPoNumber: Type.String({ minLength: 1, maxLength: 40, description: '爱备客订单号，或贵司采购单号（有多张时为最新一张）' }) },
  closed,
);
export type IntegrationOrderParams = Static<typeof IntegrationOrderParams>;

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ maxLength: 300, description: '幂等键（必填）：1 到 100 个可见 ASCII 字符；同一键同一请求体返回同一订单' })),
});
