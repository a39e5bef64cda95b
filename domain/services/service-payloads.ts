// The payloads of service and testing (docs/api/services.md): the catalogue list, the booking
// (serviceOrder/save), the order list and cancel, the member's acceptance of a quote and of the
// delivered work, and the staff steps. The SPA checks its forms with the same schemas.
import { Type, type Static } from 'typebox';
import { DateText as CalendarDate } from '../shared/date-field.ts';
import { ID_MAX } from '../shared/row-id.ts';
import { MOBILE_PATTERN } from '../shared/input-patterns.ts';
import { PageQuery } from '../shared/page-query.ts';
import {
  ASSET_TAG_MAX, CONTACT_MAX, ENGINEER_MAX, INSTRUMENT_QTY_MAX, KEYWORD_MAX, MAKER_MAX, MAX_INSTRUMENT_ROWS, MAX_PREFERRED_DATES,
  MAX_ATTACHMENTS, MODEL_MAX, NOTE_MAX, QUOTE_MAX_FEN, RANGE_MAX, REASON_MAX, REMARK_MAX, REQUEST_KEY_MAX, SERIAL_MAX, SERVICE_CATEGORIES,
} from './service-rules.ts';
import { ServiceStatusSchema } from './service-status.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.Integer({ minimum: 1, maximum: ID_MAX, description: '编号' });
const DateText = (description: string) => CalendarDate(`${description}（yyyy-mm-dd）`);

/** serviceItem/list: one page of the catalogue, of one category and/or matching a keyword. */
export const ServiceItemQuery = Type.Object(
  {
    ...PageQuery.properties,
    category: Type.Optional(Type.Union(SERVICE_CATEGORIES.map((c) => Type.Literal(c)), { description: '服务分类' })),
    keyword: Type.Optional(Type.String({ maxLength: KEYWORD_MAX, description: '搜索词（服务名称、简介、范围）' })),
  },
  closed,
);
export type ServiceItemQuery = Static<typeof ServiceItemQuery>;

/** One instrument or piece of equipment of a booking. */
export const InstrumentRow = Type.Object(
  {
    maker: Type.String({ minLength: 1, maxLength: MAKER_MAX, description: '制造商' }),
    model: Type.String({ minLength: 1, maxLength: MODEL_MAX, description: '型号规格' }),
    serialNo: Type.Optional(Type.String({ maxLength: SERIAL_MAX, description: '出厂编号' })),
    assetTag: Type.Optional(Type.String({ maxLength: ASSET_TAG_MAX, description: '资产编号' })),
    range: Type.Optional(Type.String({ maxLength: RANGE_MAX, description: '测量范围' })),
    qty: Type.Integer({ minimum: 1, maximum: INSTRUMENT_QTY_MAX, description: '数量' }),
  },
  closed,
);
export type InstrumentRow = Static<typeof InstrumentRow>;

/** An attachment of a booking: a file the member uploaded by serviceOrder/uploadAttachment. */
export const AttachmentRef = Type.Object(
  {
    uploadUrl: Type.String({ pattern: '^/files/uploads/[0-9a-f]{32}$', maxLength: 60, description: '上传后的文件地址' }),
    fileName: Type.String({ minLength: 1, maxLength: 120, description: '文件名' }),
  },
  closed,
);
export type AttachmentRef = Static<typeof AttachmentRef>;

/** serviceOrder/save: a booking. */
export const SaveServiceOrderBody = Type.Object(
  {
    serviceItemId: Id,
    addressId: Id,
    contact: Type.String({ minLength: 1, maxLength: CONTACT_MAX, description: '现场联系人' }),
    mobile: Type.String({ pattern: MOBILE_PATTERN, maxLength: 11, description: '联系人手机号' }),
    preferredDates: Type.Array(DateText('期望服务日期'), { minItems: 1, maxItems: MAX_PREFERRED_DATES, uniqueItems: true, description: '期望服务日期（1 至 3 个）' }),
    instruments: Type.Array(InstrumentRow, { minItems: 1, maxItems: MAX_INSTRUMENT_ROWS, description: '送检仪器或服务设备' }),
    remark: Type.Optional(Type.String({ maxLength: REMARK_MAX, description: '备注' })),
    requestKey: Type.Optional(Type.String({ minLength: 8, maxLength: REQUEST_KEY_MAX, pattern: '^[A-Za-z0-9_-]+$', description: '请求键：同一键重复提交只生成一个订单' })),
    attachments: Type.Optional(Type.Array(AttachmentRef, { maxItems: MAX_ATTACHMENTS, description: `附件（serviceOrder/uploadAttachment 上传后的文件，至多 ${MAX_ATTACHMENTS} 个）` })),
  },
  closed,
);
export type SaveServiceOrderBody = Static<typeof SaveServiceOrderBody>;

/** serviceOrder/list: the member's orders, of one status or all. */
export const ServiceOrderQuery = Type.Object({ ...PageQuery.properties, status: Type.Optional(ServiceStatusSchema) }, closed);
export type ServiceOrderQuery = Static<typeof ServiceOrderQuery>;

/** serviceOrder/cancelServe: cancel before scheduling, with the reason. */
export const CancelServiceBody = Type.Object(
  { id: Id, reason: Type.String({ minLength: 1, maxLength: REASON_MAX, description: '取消原因' }) },
  closed,
);
export type CancelServiceBody = Static<typeof CancelServiceBody>;

/** serviceOrder/acceptQuote, serviceOrder/confirmComplete: the member's step on one order. */
export const ServiceOrderIdBody = Type.Object({ id: Id }, closed);
export type ServiceOrderIdBody = Static<typeof ServiceOrderIdBody>;

/** serviceOrder/pay: start paying a quoted and accepted order online. */
export const PayServiceBody = Type.Object({ id: Id, channel: Type.Optional(Type.Literal('sandbox', { description: '支付渠道' })) }, closed);
export type PayServiceBody = Static<typeof PayServiceBody>;

/** Staff: confirm (approve) or refuse the transfer receipt waiting on a service order; a refusal needs the reason. */
export const ReviewServicePaymentBody = Type.Object(
  {
    id: Id,
    approve: Type.Boolean({ description: 'true 确认收款，false 驳回' }),
    note: Type.Optional(Type.String({ maxLength: REASON_MAX, description: '说明；驳回时必填（驳回原因，会员可见）' })),
  },
  closed,
);
export type ReviewServicePaymentBody = Static<typeof ReviewServicePaymentBody>;

/** Staff: quote a 报价后确定 order (price and the proposed date). */
export const QuoteServiceBody = Type.Object(
  {
    id: Id,
    priceFen: Type.Integer({ minimum: 1, maximum: QUOTE_MAX_FEN, description: '报价（分，含税）' }),
    plannedDate: DateText('计划服务日期'),
    note: Type.Optional(Type.String({ maxLength: NOTE_MAX, description: '报价说明' })),
  },
  closed,
);
export type QuoteServiceBody = Static<typeof QuoteServiceBody>;

/** Staff: confirm a priced order (list price times quantity) with the proposed date. */
export const ConfirmServiceBody = Type.Object(
  { id: Id, plannedDate: DateText('计划服务日期'), note: Type.Optional(Type.String({ maxLength: NOTE_MAX, description: '确认说明' })) },
  closed,
);
export type ConfirmServiceBody = Static<typeof ConfirmServiceBody>;

/** Staff: schedule an accepted order (engineer and date). */
export const ScheduleServiceBody = Type.Object(
  {
    id: Id,
    engineer: Type.String({ minLength: 1, maxLength: ENGINEER_MAX, description: '工程师' }),
    engineerMobile: Type.String({ pattern: MOBILE_PATTERN, maxLength: 11, description: '工程师手机号' }),
    plannedDate: DateText('服务日期'),
  },
  closed,
);
export type ScheduleServiceBody = Static<typeof ScheduleServiceBody>;
