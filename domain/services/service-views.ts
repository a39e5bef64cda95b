// What the server answers about service and testing (docs/api/services.md): a catalogue item,
// a service order (the member's and staff's view), the list rows and the per-status counts.
import { Type, type Static } from 'typebox';
import { BankAccount } from '../shared/bank-account.ts';
import { Nullable } from '../shared/nullable.ts';
import { DeliveryModeSchema, SERVICE_PAY_METHODS, ServiceTypeSchema } from './service-rules.ts';
import { ServiceStatusSchema } from './service-status.ts';

const Str = (description: string) => Type.String({ description });
const Int = (description: string) => Type.Integer({ description });
const When = (description: string) => Type.String({ description: `${description}（ISO 8601）` });

export const Region = Type.Object({ code: Str('省级行政区划代码（GB/T 2260）'), name: Str('省份') });
export type Region = Static<typeof Region>;

export const ServiceItemCard = Type.Object({
  id: Int('服务编号'),
  name: Str('服务名称'),
  category: Str('服务分类'),
  serviceType: ServiceTypeSchema,
  serviceTypeText: Str('服务类型'),
  cnas: Type.Boolean({ description: '是否 CNAS 认可（证书带 CNAS 标识）' }),
  deliveryMode: DeliveryModeSchema,
  deliveryModeText: Str('服务方式'),
  summary: Str('简介'),
  priceFen: Nullable(Int('单价（分）；null 为报价后确定')),
  unit: Nullable(Str('计价单位')),
  quoteRequired: Type.Boolean({ description: '是否报价后确定' }),
  leadDays: Int('最少提前预约天数'),
  turnaroundDays: Int('出具证书或报告的工作日'),
  imageUrl: Nullable(Str('图片')),
});
export type ServiceItemCard = Static<typeof ServiceItemCard>;

export const ServiceItemView = Type.Object({
  ...ServiceItemCard.properties,
  content: Str('服务说明（HTML）'),
  scope: Str('服务范围'),
  deliverables: Type.Array(Type.String(), { description: '交付物' }),
  regions: Type.Array(Region, { description: '服务区域（省份）' }),
});
export type ServiceItemView = Static<typeof ServiceItemView>;

export const InstrumentView = Type.Object({
  lineNo: Int('行号'),
  maker: Str('制造商'),
  model: Str('型号规格'),
  serialNo: Nullable(Str('出厂编号')),
  assetTag: Nullable(Str('资产编号')),
  range: Nullable(Str('测量范围')),
  qty: Int('数量'),
});
export type InstrumentView = Static<typeof InstrumentView>;

export const CertificateView = Type.Object({ id: Int('证书编号'), fileName: Str('文件名'), url: Str('下载地址（仅本人和后台可读；下载文件名为 校准证书-服务单号-序号）'), mime: Str('文件类型') });
export type CertificateView = Static<typeof CertificateView>;

export const AttachmentView = Type.Object({
  id: Int('附件编号'),
  fileName: Str('文件名'),
  url: Str('下载地址（仅本人和后台可读）'),
  mime: Str('文件类型'),
  sizeBytes: Int('大小（字节）'),
});
export type AttachmentView = Static<typeof AttachmentView>;

/** serviceOrder/uploadAttachment: a file stored for the booking form (attached by serviceOrder/save). */
export const UploadedAttachment = Type.Object({
  uploadUrl: Str('上传后的文件地址（预约时在 attachments 中提交）'),
  fileName: Str('文件名'),
  mime: Str('文件类型（按内容识别）'),
  sizeBytes: Int('大小（字节）'),
});
export type UploadedAttachment = Static<typeof UploadedAttachment>;

/** serviceOrder/pay: the gateway page of a new payment of the order. */
export const ServicePayStart = Type.Object({
  paymentId: Int('支付编号'),
  tradeNo: Str('交易号'),
  amountFen: Int('支付金额（分）'),
  payUrl: Str('支付页面地址'),
});
export type ServicePayStart = Static<typeof ServicePayStart>;

/** The latest bank-transfer receipt of an order. */
export const ServiceReceiptView = Type.Object({
  id: Int('回单编号'),
  status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { description: '0 待财务确认，1 已确认收款，2 未通过' }),
  statusText: Str('回单状态'),
  amountFen: Int('转账金额（分）'),
  note: Nullable(Str('驳回原因或说明')),
  url: Str('回单文件地址（仅本人和后台可读）'),
  uploadedAt: When('上传时间'),
  reviewedAt: Nullable(When('审核时间')),
});
export type ServiceReceiptView = Static<typeof ServiceReceiptView>;

/** The member's credit terms (账期) as the order page shows them. */
export const ServiceCreditView = Type.Object({
  limitFen: Int('账期额度（分）'),
  availableFen: Int('可用额度（分）：额度减去商品与服务账期订单尚欠的金额'),
  termDays: Int('账期天数'),
});
export type ServiceCreditView = Static<typeof ServiceCreditView>;

export const ServicePayMethodSchema = Type.Union([Type.Literal('online'), Type.Literal('transfer'), Type.Literal('credit')], { description: '支付方式：online 在线支付，transfer 对公转账，credit 账期' });
/** The schema and the rule's list name the same methods. */
const _sameMethods: readonly Static<typeof ServicePayMethodSchema>[] = SERVICE_PAY_METHODS;

/** How the order can be paid now and what became of it (docs/api/services.md, "Payment"). */
export const ServicePaymentInfo = Type.Object({
  methods: Type.Array(ServicePayMethodSchema, { description: '此刻可用的支付方式（账期仅在会员有账期额度时出现）' }),
  amountFen: Nullable(Int('应付金额（分）；未报价或已付清为 null')),
  bankAccount: Nullable(BankAccount),
  transferNote: Str('转账附言（服务单号）'),
  receipt: Nullable(ServiceReceiptView),
  receiptWaiting: Type.Boolean({ description: '是否有回单在等待财务确认' }),
  credit: Nullable(ServiceCreditView),
  creditAt: Nullable(When('选择账期的时间')),
  payDueAt: Nullable(When('账期到期日')),
  mayUploadReceipt: Type.Boolean({ description: '是否可以上传转账回单' }),
  mayPayOnCredit: Type.Boolean({ description: '是否可以选择账期（有账期且额度足够）' }),
});
export type ServicePaymentInfo = Static<typeof ServicePaymentInfo>;

export const TimelineEntry = Type.Object({ action: Str('步骤'), text: Str('步骤名称'), note: Nullable(Str('说明')), at: When('时间') });
export type TimelineEntry = Static<typeof TimelineEntry>;

export const ServiceOrderRow = Type.Object({
  id: Int('服务订单编号'),
  serviceNo: Str('服务单号'),
  serviceItemId: Int('服务编号'),
  itemName: Str('服务名称'),
  status: ServiceStatusSchema,
  statusText: Str('状态'),
  totalQty: Int('仪器或设备数量'),
  amountFen: Nullable(Int('金额（分）：报价或确认后的价格')),
  plannedDate: Nullable(Str('计划服务日期（yyyy-mm-dd）')),
  preferredDates: Type.Array(Type.String(), { description: '期望服务日期' }),
  regionText: Nullable(Str('服务地区')),
  createdAt: When('下单时间'),
});
export type ServiceOrderRow = Static<typeof ServiceOrderRow>;

export const ServiceOrderView = Type.Object({
  ...ServiceOrderRow.properties,
  item: ServiceItemCard,
  contact: Str('现场联系人'),
  mobile: Str('联系人手机号'),
  address: Nullable(Str('服务地址')),
  remark: Nullable(Str('备注')),
  instruments: Type.Array(InstrumentView),
  estimateFen: Nullable(Int('按单价估算的金额（分）；报价后确定的服务为 null')),
  quoteNote: Nullable(Str('报价说明')),
  quotedAt: Nullable(When('报价时间')),
  acceptedAt: Nullable(When('接受报价时间')),
  engineer: Nullable(Str('工程师')),
  engineerMobile: Nullable(Str('工程师手机号')),
  certificates: Type.Array(CertificateView, { description: '证书或报告' }),
  attachments: Type.Array(AttachmentView, { description: '预约时上传的附件' }),
  paidAt: Nullable(When('支付时间')),
  paidFen: Nullable(Int('已支付金额（分）')),
  cancelReason: Nullable(Str('取消原因')),
  cancelledBy: Nullable(Str('取消方（会员或客服）')),
  timeline: Type.Array(TimelineEntry),
  mayCancel: Type.Boolean({ description: '是否可以取消' }),
  mayAcceptQuote: Type.Boolean({ description: '是否可以接受报价' }),
  mayPay: Type.Boolean({ description: '是否可以支付（已报价、已接受、未支付）' }),
  mayConfirmComplete: Type.Boolean({ description: '是否可以验收' }),
  payment: ServicePaymentInfo,
});
export type ServiceOrderView = Static<typeof ServiceOrderView>;

export const StaffServiceOrderRow = Type.Object({
  ...ServiceOrderRow.properties,
  memberId: Int('会员编号'),
  memberMobile: Str('会员手机号'),
  acceptedAt: Nullable(When('接受报价时间')),
  paidAt: Nullable(When('支付时间')),
  creditAt: Nullable(When('选择账期的时间')),
  receiptWaiting: Type.Boolean({ description: '是否有转账回单等待财务确认' }),
});
export type StaffServiceOrderRow = Static<typeof StaffServiceOrderRow>;

export const StatusCount = Type.Object({ status: ServiceStatusSchema, statusText: Str('状态'), count: Int('订单数') });
export const ServiceStatusCounts = Type.Object({ total: Int('全部订单数'), counts: Type.Array(StatusCount) });
export type ServiceStatusCounts = Static<typeof ServiceStatusCounts>;

/** The timeline's step names. */
export const SERVICE_ACTION_TEXT: Record<string, string> = {
  book: '提交预约',
  quote: '客服报价',
  confirm: '客服确认价格与日期',
  accept: '接受报价',
  pay: '在线支付',
  receipt: '上传转账回单',
  transferConfirm: '对公转账已确认收款',
  transferReject: '转账回单未通过',
  credit: '选择账期',
  repay: '账期还款已确认',
  schedule: '已排期',
  start: '开始服务',
  deliver: '上传证书或报告',
  complete: '验收完成',
  cancel: '取消订单',
};
