// The 收款确认 queue of the staff console (issue 22): the transfer receipts (对公转账回单) of goods
// orders and of service orders, listed by review state with counts, and one receipt beside its
// order. The payloads and views of POST /api/staff/order/receipt/list, GET .../receipt/get/:id
// and their service-order twins under /api/staff/common/serviceOrder/receipt/.
import { Type, type Static } from 'typebox';
import { DateText } from '../shared/date-field.ts';
import { ID_MAX } from '../shared/row-id.ts';
import { PageQuery } from '../shared/page-query.ts';
import { Nullable } from '../shared/nullable.ts';
import { formatPrice } from '../shared/money.ts';

const closed = { additionalProperties: false } as const;
const Id = (description: string) => Type.Integer({ minimum: 1, maximum: ID_MAX, description });
const Fen = (description: string) => Type.Integer({ minimum: -10_000_000_000_000, maximum: 10_000_000_000_000, description });
const Text = (maxLength: number, description: string) => Type.String({ maxLength, description });
const NullableText = (maxLength: number, description: string) => Nullable(Type.String({ maxLength, description }));

/** Where a receipt stands: waiting for 财务, confirmed (money received), refused with a reason. */
export const RECEIPT_STATES = ['pending', 'approved', 'rejected'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];
export const RECEIPT_STATE_TEXT: Record<ReceiptState, string> = { pending: '待确认', approved: '已确认', rejected: '已驳回' };
const ReceiptStateSchema = Type.Unsafe<ReceiptState>({ type: 'string', enum: [...RECEIPT_STATES], description: '回单状态（pending 待确认，approved 已确认，rejected 已驳回）' });

/** Whose receipt: a goods order's (订单) or a service order's (服务订单). */
export const RECEIPT_KINDS = ['order', 'service'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];
const ReceiptKindSchema = Type.Unsafe<ReceiptKind>({ type: 'string', enum: [...RECEIPT_KINDS], description: '回单所属（order 商品订单，service 服务订单）' });

export const ReceiptListBody = Type.Object(
  {
    ...PageQuery.properties,
    state: Type.Optional(ReceiptStateSchema),
    orderNo: Type.Optional(Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9-]+$', description: '订单号' })),
    from: Type.Optional(DateText('起始日期（含，北京时间 YYYY-MM-DD）')),
    to: Type.Optional(DateText('截止日期（含，北京时间 YYYY-MM-DD）')),
  },
  closed,
);
export type ReceiptListBody = Static<typeof ReceiptListBody>;

/** One receipt in the queue. */
export const ReceiptRow = Type.Object(
  {
    id: Id('回单编号（付款编号）'),
    kind: ReceiptKindSchema,
    orderId: Id('订单编号'),
    orderNo: Text(30, '订单号'),
    /** Issue 38: a goods order's PO number (null without one); service receipts leave it out. */
    poNumber: Type.Optional(NullableText(40, '采购单号（企业订单）')),
    memberName: Text(100, '会员名称（企业会员为公司名称）'),
    /** 订单付款 or 账期还款 (goods); 服务费 (service). */
    purposeText: Text(20, '用途'),
    /** Issue 34: what the member stated, never filled in by the server; null for a receipt without it. */
    amountFen: Nullable(Fen('会员填写的转账金额（分）；未填写为 null')),
    payerName: NullableText(60, '会员填写的付款账户名称；未填写为 null'),
    amountDueFen: Fen('本次应付金额（分）：确认收款后计入已付的金额'),
    differenceFen: Nullable(Fen('转账金额减应付金额（分，正数多付，负数少付）；未填写金额或账期还款为 null')),
    payableFen: Fen('订单应付（分）'),
    receiptType: NullableText(50, '回单文件类型'),
    state: ReceiptStateSchema,
    stateText: Text(20, '回单状态名称'),
    note: NullableText(500, '审核备注（驳回原因）'),
    createdAt: Text(40, '上传时间'),
    reviewedAt: NullableText(40, '审核时间'),
  },
  closed,
);
export type ReceiptRow = Static<typeof ReceiptRow>;

export const ReceiptCounts = Type.Object(
  { pending: Type.Integer({ minimum: 0 }), approved: Type.Integer({ minimum: 0 }), rejected: Type.Integer({ minimum: 0 }) },
  { ...closed, description: '各状态的回单数（按订单号和日期筛选后）' },
);
export type ReceiptCounts = Static<typeof ReceiptCounts>;

/** A page of the queue with the counts per state. */
export const ReceiptListAnswer = Type.Object(
  {
    records: Type.Array(ReceiptRow, { maxItems: 100 }),
    total: Type.Integer({ minimum: 0 }),
    size: Type.Integer({ minimum: 1 }),
    current: Type.Integer({ minimum: 1 }),
    pages: Type.Integer({ minimum: 0 }),
    counts: ReceiptCounts,
  },
  closed,
);
export type ReceiptListAnswer = Static<typeof ReceiptListAnswer>;

export const ReceiptLine = Type.Object(
  {
    name: Text(200, '商品或服务名称'),
    model: NullableText(100, '型号'),
    num: Type.Integer({ minimum: 0, description: '数量' }),
    unit: NullableText(20, '单位'),
    unitPriceFen: Nullable(Fen('单价（分）')),
    lineFen: Fen('小计（分）'),
  },
  closed,
);
export type ReceiptLine = Static<typeof ReceiptLine>;

/** One receipt beside its order: the file, the order's number, buyer, lines and money. */
export const ReceiptDetail = Type.Object(
  {
    ...ReceiptRow.properties,
    receiptUrl: NullableText(500, '回单文件地址（员工凭令牌读取）'),
    memberMobile: NullableText(20, '会员手机号'),
    orderStatusText: Text(20, '订单状态'),
    totalFen: Fen('订单总额（分）'),
    paidFen: Fen('已付金额（分）'),
    lines: Type.Array(ReceiptLine, { maxItems: 1000 }),
    reviewable: Type.Boolean({ description: '现在可以确认或驳回' }),
  },
  closed,
);
export type ReceiptDetail = Static<typeof ReceiptDetail>;

/** The state of a receipt from its payment row: pending, paid, or refused by a reviewer (a replaced one has no reviewer). */
export function receiptStateOf(status: number, reviewedAt: unknown): ReceiptState | null {
  if (status === 0) return 'pending';
  if (status === 1) return 'approved';
  return reviewedAt ? 'rejected' : null;
}

/** The sentences of the receipt queue's server calls. */
export const RECEIPT_MSG = {
  receiptNotFound: '回单不存在',
  purposeOrder: '订单付款',
  purposeCredit: '账期还款',
  purposeService: '服务费',
  dateRange: '起始日期不能晚于截止日期',
} as const;

/** A difference between the stated amount and the amount due, in words: 多付 ¥708.00 / 少付 ¥92.00 / 金额一致. */
export function receiptDifferenceText(differenceFen: number): string {
  if (differenceFen > 0) return `多付 ${formatPrice(differenceFen)}`;
  if (differenceFen < 0) return `少付 ${formatPrice(-differenceFen)}`;
  return '金额一致';
}

/** Whether confirming the receipt needs 财务's acknowledgement that the bank statement was checked. */
export const needsBankCheck = (r: Pick<ReceiptRow, 'amountFen' | 'differenceFen' | 'purposeText'>) =>
  r.purposeText !== RECEIPT_MSG.purposeCredit && (r.amountFen === null || r.differenceFen !== 0);
