// The Chinese messages of checkout drafts, submission and sales orders (docs/api/orders.md): the
// refusals, what a success says, and the texts an order shows (timeline, invoice type).
import { MSG } from '../../../domain/shared/messages.ts';

export const ORDER_MSG = {
  /** The one 订单不存在 of the order service (orders, checkout and payments answer it). */
  orderNotFound: '订单不存在',
  orderNoNotFound: (orderNo: string) => `订单 ${orderNo} 不存在`,
  /** Issue 37: a colleague's order out of the role's reach (403). */
  colleagueOrder: '这是同事的订单，您的企业角色不能查看',
  /** Issue 37: a colleague's order the caller reads but may not act on (403). */
  placerOnly: '只有下单人可以操作这个订单',
  /** Issue 37: what the records of the list are called in the scope's refusals. */
  ordersWord: '订单',
  memberNotFound: MSG.memberNotFound,
  goodsNotFound: '商品不存在或已下架',
  cartLineNotFound: '购物车中没有这件商品',
  personalOnly: '企业会员请使用企业采购下单',
  enterpriseOnly: '个人会员请使用个人下单',
  priceChanged: '商品价格已变动，请确认新的金额后重新提交',
  draftSubmitted: '该订单已提交，请勿重复提交',
  draftCancelled: '该订单已取消，请重新下单',
  addressNotFound: '收货地址不存在',
  invoiceNotFound: '发票信息不存在',
  invoiceRequired: '企业订单请选择开票信息',
  payMethodNotAllowed: '该订单不支持所选的支付方式',
  creditShort: '账期可用额度不足',
  cancelFirst: '请先取消该订单',
  draftNotOpen: (statusText: string) => `该订单当前状态为「${statusText}」，不能取消`,
  stockShort: (model: string, available: number) => `商品 ${model} 库存不足，当前可售 ${available}`,
  lineProblem: (model: string, text: string) => `商品 ${model} ${text}`,
  /** 409 of an action the order's status does not allow. */
  statusRefusal: (statusText: string, action: string) => `订单当前状态为「${statusText}」，不能${action}`,
  carrierRequired: '请填写物流公司',
  trackingNoFormat: '物流单号须为 6-40 位字母、数字或短横线',

  /** What a success says. */
  draftCancelledOk: '订单已取消',
  draftDeletedOk: '订单已删除',
  submittedOk: '订单已提交',
  submittedForApproval: '订单已提交，等待企业审批，审批通过后即可付款',
  orderCancelledOk: '订单已取消',
  shippedOk: '已发货',
  completedOk: '订单已完成',
  receiptConfirmedOk: '已确认收货，订单已完成',
  /** Issue 34: confirming an order another way already completed answers success with this. */
  alreadyCompletedOk: '订单已完成，无需再次确认收货',
  /** The refusal's action word (「订单当前状态为「待发货」，不能确认收货」). */
  confirmReceiptAction: '确认收货',
  /** The timeline note of the automatic confirmation. */
  autoConfirmNote: (days: number) => `发货 ${days} 天后系统自动确认收货`,

  /** Counts: the first tab. */
  allStatuses: '全部',
  /** The member name of a staff row when the member has none. */
  memberName: (memberId: number) => `会员${memberId}`,
  invoiceSpecial: '增值税专用发票',
  invoiceNormal: '增值税普通发票',
  invoiceBuyerCode: (model: string, code: string) => `${model} 物料编码 ${code}`,
  /** Issue 38: the invoice remark of a company order's PO number and cost centre (either alone), or null with neither. */
  invoicePurchase: (poNumber: string | null, costCentre: string | null): string | null => {
    const parts = [poNumber ? `采购单号：${poNumber}` : null, costCentre ? `成本中心：${costCentre}` : null].filter((p) => p !== null);
    return parts.length > 0 ? parts.join('；') : null;
  },
  /** Why waiting payments fail when their order is cancelled. */
  paymentOrderCancelled: '订单已取消',
  timeoutReason: '超时未付款，系统自动取消',
  approvalTimeoutReason: '审批超时，系统自动取消',

  /** The status timeline of an order. */
  timeline: {
    submitted: '提交订单',
    submittedOnCredit: '提交订单（账期支付）',
    receiptUploaded: '已上传付款凭证，等待确认',
    receiptRejected: '付款凭证未通过，请重新付款',
    paymentConfirmed: '已确认收款',
    shipped: '商品已发货',
    completed: '订单已完成',
    cancelled: '订单已取消',
    /** Issue 38: a company order that needs approval, and its approval. */
    submittedForApproval: '提交订单，等待审批',
    approved: '审批通过，待付款',
    approvedOnCredit: '审批通过（账期支付）',
    changed: '状态变更',
  },

  /** Issue 34: who moved an order, as the timeline names them (staff by their role, domain/staff/staff-roles.ts). */
  actors: {
    member: '买家',
    /** Issue 38: a colleague deciding the order's approval (approver:<memberId>). */
    approver: '审批人',
    gateway: '支付平台',
    system: '系统',
    /** The orders CLI is run on the server, by an administrator. */
    cli: '管理员',
    /** A staff account no longer there. */
    staff: '工作人员',
  },
} as const;

/** The member messages of order events (order-notices.ts), kind 订单, linking to the order. */
export const ORDER_NOTICE = {
  paidTitle: (orderNo: string) => `订单 ${orderNo} 已付款`,
  paidBody: (amount: string) => `我们已收到您的付款 ${amount}，订单将尽快安排发货。`,
  receiptRejectedTitle: (orderNo: string) => `订单 ${orderNo} 的付款回单未通过`,
  receiptRejectedBody: (note: string, deadline: string | null) =>
    `${note}。请核对转账信息后重新上传回单${deadline ? `，请在 ${deadline} 前完成付款，逾期订单将自动取消` : ''}。`,
  shippedTitle: (orderNo: string) => `订单 ${orderNo} 已发货`,
  shippedBody: (carrier: string, trackingNo: string) => `您的订单已由 ${carrier} 发出，物流单号 ${trackingNo}，请留意查收。`,
  expiredTitle: (orderNo: string) => `订单 ${orderNo} 已自动取消`,
  expiredBody: '订单超过付款期限未付款，系统已自动取消，预留的库存已释放。如仍需购买，请重新下单。',
  approvalExpiredTitle: (orderNo: string) => `订单 ${orderNo} 审批超时已取消`,
  approvalExpiredBody: (hours: number) => `订单在 ${hours} 小时内未完成审批，已自动取消，预留的库存已释放。如仍需购买，请重新下单。`,
  completedTitle: (orderNo: string) => `订单 ${orderNo} 已完成`,
  /** Who completed it: the member, a staff member (by role), or the automatic confirmation. */
  completedByMember: '您已确认收货，订单已完成。如商品有问题，可在订单详情中申请售后。',
  completedByStaff: (who: string) => `${who}已确认您的订单送达，订单已完成。如商品有问题，可在订单详情中申请售后。`,
  /** `note` is the move's note (ORDER_MSG.autoConfirmNote). */
  completedAutomatically: (note: string) => `${note}，订单已完成。如商品有问题，可在订单详情中申请售后。`,
} as const;

/** The order export (.xlsx): its sheet, column headers and file name; docs/api/orders.md. */
export const ORDER_EXPORT_MSG = {
  sheetName: '订单明细',
  memberColumn: '会员',
  placerColumn: '下单人',
  /** Issue 38 added 采购单号, 成本中心 and 审批状态 after 状态 (empty on an order without them). */
  columns: ['订单号', '下单时间', '状态', '采购单号', '成本中心', '审批状态', '商品编码', '型号', '品牌', '名称', '数量', '单位', '单价（元）', '小计（元）', '物料编码', '备注', '发票抬头'],
  fileName: (date: string) => `订单明细-${date}.xlsx`,
  docFile: '订单明细（.xlsx，每个订单行一行；无符合条件的订单时只有表头）',
  truncated: (max: number) => `符合条件的订单超过 ${max} 个，只导出了最近的 ${max} 个`,
} as const;
