// Every Chinese sentence the after-sales module sends: refusals, answers, trace notes and the
// member's messages at each step.
import { REFUND_STATUS_TEXT, type RefundStatus } from '../../../domain/after-sales/refund-status.ts';

export const AS_MSG = {
  refundNotFound: '售后单不存在',
  /** Issue 37: a colleague's request out of the role's reach (403). */
  colleagueRefund: '这是同事的售后单，您的企业角色不能查看',
  /** Issue 37: a colleague's order or request the caller reads but may not act on (403). */
  placerOnly: '只有下单人可以为这个订单申请或办理售后',
  /** Issue 37: what the records of the list are called in the scope's refusals. */
  refundsWord: '售后单',
  orderLineNotFound: '订单中没有该商品行',
  duplicateLine: '同一商品行只能填写一次',
  statusRefusal: (status: RefundStatus, action: string) => `售后单当前状态为「${REFUND_STATUS_TEXT[status]}」，不能${action}`,
  orderNotEligible: (statusText: string) => `订单当前状态为「${statusText}」，不能申请售后（未付款的订单请直接取消）`,
  returnBeforeShipping: '订单尚未发货，只能申请仅退款',
  windowClosed: (days: number) => `订单完成已超过 ${days} 天，已过售后期限，不能再申请售后`,
  tooMany: (name: string, left: number) => `「${name}」最多还可申请 ${left} 件`,
  nothingLeft: (name: string) => `「${name}」已全部申请过售后，不能再申请`,
  amountTooHigh: (max: string) => `退款金额不能超过可退金额 ${max}`,
  nothingToRefund: '这些商品已没有可退的金额',
  evidenceNotFound: '凭证图片不存在或已失效，请重新上传',
  evidenceMissing: '请选择凭证图片',
  evidenceTooLarge: '凭证图片不能超过 5 MB',
  evidenceType: '凭证图片只支持 PNG、JPEG 或 WebP 格式的图片',
  evidenceFields: '请以表单方式上传凭证图片（字段 file）',
  clientKeyUsed: '该申请已提交过（重复提交）',
  refuseReasonRequired: '请填写拒绝原因',
  refuseReturnReasonRequired: '请填写拒收原因',
  nothingReceived: '没有收到任何商品时请选择拒收',
  receivedLinesRequired: '请填写每个商品行收到的数量与损坏的数量',
  receivedTooMany: (name: string, num: number) => `「${name}」收到的数量不能超过申请的 ${num} 件`,
  damagedTooMany: (name: string) => `「${name}」损坏的数量不能超过收到的数量`,
  notAReturn: '仅退款的售后单不需要退货',
  returnNotReceived: '退货退款须在确认收货后退款',
  transferRefFormat: '退款转账流水号只能包含字母、数字和短横线（6 到 40 位）',
  reasonTooLong: '原因不能超过 200 个字',
  transferRefRequired: '对公转账订单请填写退款转账流水号',
  noOnlinePayment: '该订单没有可原路退回的在线支付记录，请填写退款转账流水号改为转账退回',
  refundExceedsPaid: '退款金额超过订单实付金额，已拒绝',
  notifyBadSign: '退款通知签名无效',
  notifyNotFound: '退款记录不存在',
  notifyMismatch: '退款通知与退款记录不一致',
  notifyRefUsed: '退款流水号已被使用',
  actionShipBack: '填写退货物流',

  // answers
  written: '售后申请已提交，请等待审核',
  cancelled: '售后申请已取消',
  shippedBack: '退货物流已提交，请等待商家收货',
  uploaded: '凭证图片已上传',
  approved: '已同意售后申请，会员已收到站内消息',
  rejected: '已拒绝售后申请，会员已收到站内消息',
  received: '已确认收货，会员已收到站内消息',
  returnRefused: '已拒收退货，会员已收到站内消息',
  refundStarted: '退款已发起',
  refunded: '退款已完成，会员已收到站内消息',

  // trace notes
  trace: {
    applied: (type: string, amount: string) => `提交${type}申请，申请退款 ${amount}`,
    approved: '商家已同意售后申请',
    approvedReturn: '商家已同意，请按退货地址寄回商品并填写物流单号',
    rejected: (reason: string) => `商家拒绝了售后申请：${reason}`,
    shippedBack: (carrier: string, no: string) => `已寄回商品：${carrier} ${no}`,
    received: (received: number, damaged: number) => `商家已收到退货 ${received} 件${damaged > 0 ? `，其中损坏 ${damaged} 件` : ''}`,
    returnRefused: (reason: string) => `商家拒收退货：${reason}`,
    refunding: (method: string, amount: string) => `退款处理中：${method} ${amount}`,
    refunded: (method: string, amount: string, ref: string) => `退款完成：${method} ${amount}（流水号 ${ref}）`,
    creditRelieved: (amount: string) => `已冲减账期欠款 ${amount}`,
    cancelled: '会员取消了售后申请',
  },
  memberName: (id: number) => `会员 ${id}`,
  fullRefundCancel: (refundNo: string) => `售后单 ${refundNo} 全额退款，订单取消`,
  actionRefund: '退款',
} as const;

/** The member's messages (kind afterSales), one per step. */
export const AS_NOTICE = {
  title: (refundNo: string, statusText: string) => `售后单 ${refundNo} ${statusText}`,
  approved: '商家已同意您的售后申请。',
  approvedReturn: '商家已同意您的退货申请，请在售后详情中查看退货地址，寄回商品后填写物流单号。',
  rejected: (reason: string) => `商家拒绝了您的售后申请，原因：${reason}`,
  received: (received: number, damaged: number) => `商家已收到您寄回的商品 ${received} 件${damaged > 0 ? `（其中损坏 ${damaged} 件）` : ''}，将尽快为您退款。`,
  returnRefused: (reason: string) => `商家拒收了您寄回的商品，原因：${reason}`,
  refunding: (amount: string) => `退款 ${amount} 正在处理中。`,
  refunded: (amount: string, method: string) => `退款 ${amount} 已完成（${method}）。`,
} as const;
