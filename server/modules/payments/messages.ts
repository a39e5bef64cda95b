// The Chinese messages of payments, receipts, credit repayments, the staff review of receipts and
// the sandbox gateway's pages. (订单不存在 is the orders module's ORDER_MSG.orderNotFound.)
import { formatPrice } from '../../../domain/shared/money.ts';
import { RECEIPT_MAX_BYTES } from '../../../domain/orders/order-rules.ts';
import { PAYER_NAME_MAX } from '../../../domain/payments/payment-payloads.ts';
import { receiptDifferenceText } from '../../../domain/staff/receipts-payloads.ts';

export const PAY_MSG = {
  paymentNotFound: '支付单不存在',
  /** Issue 37: a colleague's order the caller reads but may not pay (403). */
  payerOnly: '只有下单人或企业管理员、财务可以为这个订单付款',
  notOnlineOrder: '该订单不是在线支付订单，不能在线付款',
  notTransferOrder: '该订单不是对公转账订单，不能上传转账回单',
  notCreditOrder: '该订单不是账期支付订单',
  nothingToPay: '该订单已付清，无需再付款',
  payDeadlinePassed: '订单已超过付款期限，将被自动取消，请重新下单',
  badReturnPath: '返回页面必须是本站路径',
  notifyBadSign: '支付通知签名无效',
  notifyOrderMismatch: '支付通知中的订单号与支付单不符',
  notifyAmountMismatch: '支付通知金额与支付单金额不符，已拒绝',
  notifyRefUsed: '该交易流水号已用于其他支付单',
  receiptMissing: '请选择要上传的回单文件',
  receiptType: '回单只能是 JPG、PNG、WEBP 图片或 PDF 文件',
  receiptTooLarge: `回单文件不能超过 ${RECEIPT_MAX_BYTES / 1024 / 1024} MB`,
  receiptFields: '请提供订单编号、转账金额、付款账户名称和回单文件',
  receiptAmountMissing: '请填写本次转账金额',
  receiptAmount: '转账金额须为大于 0 的整数（单位：分，例如 ¥292.00 为 29200）',
  payerNameMissing: '请填写付款账户名称',
  payerNameTooLong: `付款账户名称不能超过 ${PAYER_NAME_MAX} 个字`,
  /** Confirming a receipt whose stated amount was not checked against the amount due (issue 34). */
  mismatchNeedsAck: (statedFen: number | null, dueFen: number) =>
    statedFen === null
      ? `会员未填写转账金额（应付 ${formatPrice(dueFen)}）：请先核对银行流水，勾选“已核对银行流水，按实收金额确认”后再确认，或驳回该回单`
      : `会员填写的转账金额 ${formatPrice(statedFen)} 与应付金额 ${formatPrice(dueFen)} 不符（${receiptDifferenceText(statedFen - dueFen)}）：请先核对银行流水，勾选“已核对银行流水，按实收金额确认”后再确认，或驳回该回单`,
  creditAmount: (maxFen: number) => `还款金额须在 ¥0.01 至 ${formatPrice(maxFen)} 之间`,
  creditSettled: '该订单已无待还款金额（已付清或有回单待确认）',
  creditCancelled: '订单已取消，不能还款',
  creditAwaitingApproval: '订单正在审批，审批通过后才能还款',
  paymentReviewed: '该付款已处理，不能重复审核',
  paymentNotReviewable: '只有对公转账回单需要人工审核',
  rejectNoteRequired: '驳回时请填写原因',
  noPendingPayment: '该订单没有待确认的付款',
  bankAccountMissing: '收款账户未设置，请联系客服',
  overpaid: (total: string) => `确认后已付金额将超过订单总额 ${total}，请驳回该回单`,
  unsupportedChannel: '不支持的支付渠道',
  receiptOrderId: '请提供正确的订单编号',
  creditAmountInteger: '还款金额须为正整数（单位：分）',

  /** What a refused action is called in 「订单当前状态为「…」，不能…」. */
  actionPay: '付款',
  actionUploadReceipt: '上传付款回单',
  actionConfirm: '确认收款',
  actionReject: '驳回回单',
  actionConfirmRepayment: '确认还款',

  /** What a success says. */
  payStarted: '请在支付页面完成付款',
  receiptUploaded: '回单已上传，请等待工作人员确认收款',
  creditReceiptUploaded: '还款回单已上传，请等待工作人员确认',
  reviewApproved: '已确认收款',
  reviewRejected: '已驳回该回单',

  /** Notes written on payments and the status log. */
  paySubject: (orderNo: string) => `爱备客订单 ${orderNo}`,
  noteSuperseded: '已重新发起支付，本次支付单作废',
  noteFailed: '支付未成功',
  noteDuplicate: '重复支付，款项需原路退回',
  noteOrderCancelled: '订单已取消，款项需原路退回',
  noteOrderPaid: '订单已付款，重复支付款项需原路退回',
  notePaidOnline: (amount: string, providerRef: string) => `在线支付 ${amount}，交易号 ${providerRef}`,
  noteReceiptReplaced: '已上传新的回单替换',
  noteReceiptUploaded: '已上传转账回单，等待确认收款',
  noteReceiptReuploaded: '重新上传转账回单',
  transferConfirmed: (amount: string) => `已确认收到转账 ${amount}`,
  /** The status log's note of a receipt confirmed after 财务 checked a stated amount that differs (or is missing). */
  transferConfirmedChecked: (amount: string, statedFen: number | null, dueFen: number) =>
    statedFen === null
      ? `已确认收到转账 ${amount}（会员未填写转账金额，财务已核对银行流水）`
      : `已确认收到转账 ${amount}（会员填写 ${formatPrice(statedFen)}，${receiptDifferenceText(statedFen - dueFen)}，财务已核对银行流水）`,
  receiptRejected: (note: string) => `回单未通过：${note}`,
  /** A confirmation's log line followed by the reviewer's own note. */
  withStaffNote: (text: string, note: string) => `${text}；${note}`,

  /** The sandbox gateway's refusal pages. */
  sandboxBadLink: '支付链接无效或已被篡改（签名校验失败），请返回订单重新发起支付。',
  sandboxLinkMismatch: '支付单不存在或与链接不符，请返回订单重新发起支付。',
  sandboxPaid: '该支付单已支付成功，请勿重复付款。',
  sandboxExpired: '该支付单已失效，请返回订单重新发起支付。',
  sandboxNoNeed: (statusText: string) => `订单当前状态为「${statusText}」，无需付款。`,
  sandboxChoose: '请选择确认支付或取消支付。',
  sandboxNotifyFailed: '支付通知处理失败',
} as const;

/** The words of the sandbox gateway's pages (sandbox-page.ts). */
export const SANDBOX_TEXT = {
  siteTitle: '爱备客沙箱支付',
  footer: '爱备客本地沙箱支付网关 · 仅供开发与演示',
  notice: '这是爱备客的本地沙箱支付网关，用于开发与演示：不会产生任何真实扣款，也不会有资金流动。',
  cashier: '收银台',
  merchantLabel: '收款商户',
  merchant: '爱备客',
  orderNoLabel: '订单编号',
  subjectLabel: '商品说明',
  amountLabel: '支付金额',
  formLabel: '沙箱支付',
  pay: '确认支付',
  cancel: '取消支付',
  refusedTitle: '无法支付',
  back: '返回订单',
} as const;
