// The 订单发货 queue of the staff console (issue 22): the orders to ship (and those shipped or
// completed) with counts, and the batch import of tracking numbers from an .xlsx (columns 订单号,
// 物流公司, 运单号): a preview judging each row, then a confirm that ships every valid row in its
// own transaction, idempotent (a row already shipped with the same tracking number is skipped).
// Payloads and views of /api/staff/order/shipping/list and /api/staff/order/shipBatch/*.
import { Type, type Static } from 'typebox';
import { DateText } from '../shared/date-field.ts';
import { StaffOrderRow } from './staff-orders.ts';
import { PageQuery } from '../shared/page-query.ts';
import { Nullable } from '../shared/nullable.ts';

const closed = { additionalProperties: false } as const;

/** The tabs of the queue: 待发货, 已发货, 已完成. */
export const SHIPPING_STATES = ['toShip', 'shipped', 'completed'] as const;
export type ShippingState = (typeof SHIPPING_STATES)[number];
/** The order status of each tab (domain/orders/order-status.ts). */
export const SHIPPING_STATE_STATUS: Record<ShippingState, 2 | 3 | 4> = { toShip: 2, shipped: 3, completed: 4 };

export const ShippingListBody = Type.Object(
  {
    ...PageQuery.properties,
    state: Type.Optional(Type.Unsafe<ShippingState>({ type: 'string', enum: [...SHIPPING_STATES], description: '状态（toShip 待发货，shipped 已发货，completed 已完成）' })),
    orderNo: Type.Optional(Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9-]+$', description: '订单号' })),
    from: Type.Optional(DateText('起始日期（含，北京时间 YYYY-MM-DD）')),
    to: Type.Optional(DateText('截止日期（含，北京时间 YYYY-MM-DD）')),
  },
  closed,
);
export type ShippingListBody = Static<typeof ShippingListBody>;

export const ShippingCounts = Type.Object(
  { toShip: Type.Integer({ minimum: 0 }), shipped: Type.Integer({ minimum: 0 }), completed: Type.Integer({ minimum: 0 }) },
  { ...closed, description: '各状态的订单数（按订单号和日期筛选后）' },
);
export type ShippingCounts = Static<typeof ShippingCounts>;

export const ShippingListAnswer = Type.Object(
  {
    records: Type.Array(StaffOrderRow, { maxItems: 100 }),
    total: Type.Integer({ minimum: 0 }),
    size: Type.Integer({ minimum: 1 }),
    current: Type.Integer({ minimum: 1 }),
    pages: Type.Integer({ minimum: 0 }),
    counts: ShippingCounts,
  },
  closed,
);
export type ShippingListAnswer = Static<typeof ShippingListAnswer>;

/** The most rows one import takes. */
export const SHIP_BATCH_MAX_ROWS = 500;
/** The largest import file. */
export const SHIP_BATCH_MAX_BYTES = 2 * 1024 * 1024;
export const CARRIER_MAX = 30;
export const TRACKING_NO_PATTERN = '^[A-Za-z0-9-]{6,40}$';

/** One row to ship, as the preview read it from the sheet. */
export const ShipBatchRow = Type.Object(
  {
    rowNo: Type.Integer({ minimum: 1, maximum: 1_000_000, description: '表格行号' }),
    orderNo: Type.String({ maxLength: 40, description: '订单号' }),
    carrier: Type.String({ maxLength: 200, description: '物流公司' }),
    trackingNo: Type.String({ maxLength: 200, description: '运单号' }),
  },
  closed,
);
export type ShipBatchRow = Static<typeof ShipBatchRow>;

export const ShipBatchConfirmBody = Type.Object(
  { rows: Type.Array(ShipBatchRow, { minItems: 1, maxItems: SHIP_BATCH_MAX_ROWS, description: '要发货的行' }) },
  closed,
);
export type ShipBatchConfirmBody = Static<typeof ShipBatchConfirmBody>;

/** ok: will be shipped; already: shipped before with this tracking number (skipped); error: refused, see message. */
export const SHIP_PREVIEW_OUTCOMES = ['ok', 'already', 'error'] as const;
export type ShipPreviewOutcome = (typeof SHIP_PREVIEW_OUTCOMES)[number];

export const ShipBatchPreviewRow = Type.Object(
  {
    ...ShipBatchRow.properties,
    orderId: Nullable(Type.Integer({ minimum: 1, description: '订单编号' })),
    outcome: Type.Unsafe<ShipPreviewOutcome>({ type: 'string', enum: [...SHIP_PREVIEW_OUTCOMES], description: '判断（ok 可发货，already 已发货将跳过，error 有错误）' }),
    message: Nullable(Type.String({ maxLength: 200, description: '说明（错误原因）' })),
  },
  closed,
);
export type ShipBatchPreviewRow = Static<typeof ShipBatchPreviewRow>;

export const ShipBatchPreview = Type.Object(
  {
    rows: Type.Array(ShipBatchPreviewRow, { maxItems: SHIP_BATCH_MAX_ROWS }),
    ok: Type.Integer({ minimum: 0, description: '可发货行数' }),
    already: Type.Integer({ minimum: 0, description: '已发货（将跳过）行数' }),
    errors: Type.Integer({ minimum: 0, description: '有错误的行数' }),
  },
  closed,
);
export type ShipBatchPreview = Static<typeof ShipBatchPreview>;

/** shipped: shipped now; already: shipped before with this tracking number; error: refused, see message. */
export const SHIP_RESULT_OUTCOMES = ['shipped', 'already', 'error'] as const;
export type ShipResultOutcome = (typeof SHIP_RESULT_OUTCOMES)[number];

export const ShipBatchResultRow = Type.Object(
  {
    rowNo: Type.Integer({ minimum: 1 }),
    orderNo: Type.String({ maxLength: 40 }),
    orderId: Nullable(Type.Integer({ minimum: 1 })),
    outcome: Type.Unsafe<ShipResultOutcome>({ type: 'string', enum: [...SHIP_RESULT_OUTCOMES], description: '结果（shipped 已发货，already 之前已发货，error 失败）' }),
    message: Nullable(Type.String({ maxLength: 200 })),
  },
  closed,
);
export type ShipBatchResultRow = Static<typeof ShipBatchResultRow>;

export const ShipBatchResult = Type.Object(
  {
    rows: Type.Array(ShipBatchResultRow, { maxItems: SHIP_BATCH_MAX_ROWS }),
    shipped: Type.Integer({ minimum: 0, description: '本次发货的订单数' }),
    already: Type.Integer({ minimum: 0, description: '之前已发货、本次跳过的订单数' }),
    failed: Type.Integer({ minimum: 0, description: '失败的行数' }),
  },
  closed,
);
export type ShipBatchResult = Static<typeof ShipBatchResult>;

/**
 * The import template as JSON (every staff route answers an envelope, so the permission matrix
 * reads each alike): the .xlsx in base64 and the name to save it under.
 */
export const ShipBatchTemplate = Type.Object(
  {
    fileName: Type.String({ maxLength: 100, description: '文件名' }),
    mime: Type.String({ maxLength: 100, description: '文件类型' }),
    base64: Type.String({ maxLength: 100_000, description: '文件内容（Base64）' }),
  },
  closed,
);
export type ShipBatchTemplate = Static<typeof ShipBatchTemplate>;

/** The sentences of the shipping queue and the batch import (server and CLI). */
export const SHIP_BATCH_MSG = {
  columns: {
    orderNo: ['订单号', '订单编号', '订单', 'order', 'orderno'],
    carrier: ['物流公司', '快递公司', '承运商', '快递', 'carrier'],
    trackingNo: ['运单号', '快递单号', '物流单号', '单号', 'tracking', 'trackingno'],
  },
  templateHeader: ['订单号', '物流公司', '运单号'],
  templateExample: ['（示例，请删除）DD2026010100001', '顺丰速运', 'SF1234567890'],
  templateSheet: '批量发货',
  templateFileName: '批量发货模板.xlsx',
  fileMissing: '请选择要导入的 .xlsx 表格',
  fileTooLarge: `表格文件不能超过 ${SHIP_BATCH_MAX_BYTES / 1024 / 1024} MB`,
  needsColumns: '表格须包含“订单号”“物流公司”“运单号”三列（第一行为表头）',
  noRows: '表格中没有可导入的数据行',
  tooManyRows: `一次最多导入 ${SHIP_BATCH_MAX_ROWS} 行，请分批导入`,
  orderNoMissing: '缺少订单号',
  carrierMissing: '缺少物流公司',
  carrierTooLong: `物流公司名称不能超过 ${CARRIER_MAX} 个字`,
  trackingNoMissing: '缺少运单号',
  trackingNoFormat: '运单号须为 6–40 位字母、数字或短横线',
  duplicate: (rowNo: number) => `与第 ${rowNo} 行的订单号重复`,
  unknownOrder: (orderNo: string) => `订单 ${orderNo} 不存在`,
  notToShip: (statusText: string) => `订单当前状态为「${statusText}」，不是待发货`,
  alreadyShipped: '已按此运单号发货，将跳过',
  alreadyShippedDone: '此前已按此运单号发货，本次未重复发货',
  shippedOtherTracking: (trackingNo: string) => `订单已发货（运单号 ${trackingNo}），不能再次发货`,
  confirmed: (shipped: number, already: number, failed: number) => `已发货 ${shipped} 单，跳过已发货 ${already} 单，失败 ${failed} 行`,
  dateRange: '起始日期不能晚于截止日期',
} as const;
