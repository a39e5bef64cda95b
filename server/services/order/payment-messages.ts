// The Chinese messages of payments, receipts, credit repayments and the staff order actions.
import { formatPrice } from '../../../domain/money.ts';
import { RECEIPT_MAX_BYTES } from '../../../domain/order-rules.ts';

export const PAY_MSG = {
  orderNotFound: '订单不存在',
  paymentNotFound: '支付单不存在',
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
  receiptFields: '请提供订单编号和回单文件',
  creditAmount: (maxFen: number) => `还款金额须在 ¥0.01 至 ${formatPrice(maxFen)} 之间`,
  creditSettled: '该订单已无待还款金额（已付清或有回单待确认）',
  creditCancelled: '订单已取消，不能还款',
  paymentReviewed: '该付款已处理，不能重复审核',
  paymentNotReviewable: '只有对公转账回单需要人工审核',
  rejectNoteRequired: '驳回时请填写原因',
  noPendingPayment: '该订单没有待确认的付款',
  carrierRequired: '请填写物流公司',
  bankAccountMissing: '收款账户未设置，请联系客服',
} as const;
