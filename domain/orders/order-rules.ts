// The constants of checkout and payment, shared by the order service and the SPA.
import { IntEnum } from '../shared/int-enum.ts';
import { PAY_METHOD, type PayMethod } from './order-status.ts';

export const ORDER_TYPE = { personal: 1, enterprise: 2 } as const;
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];
export const OrderTypeSchema = IntEnum<OrderType>([1, 2], '订单类型（1 个人，2 企业）');

/** Where a checkout draft came from. */
/** 5 (issue 40): placed by the company's ERP or SRM through the integration API or a cXML OrderRequest. */
export const DRAFT_SOURCE = { quickBuy: 1, cart: 2, reorder: 3, quote: 4, integration: 5 } as const;
export type DraftSource = (typeof DRAFT_SOURCE)[keyof typeof DRAFT_SOURCE];
export const DraftSourceSchema = IntEnum<DraftSource>([1, 2, 3, 4, 5], '来源（1 立即购买，2 购物车，3 再次购买，4 报价单，5 系统对接）');

/** Checkout drafts (the spec's temporary orders): 0 待确认, 1 已提交, 2 已取消. */
export const DRAFT_STATUS = { open: 0, submitted: 1, cancelled: 2 } as const;
export type DraftStatus = (typeof DRAFT_STATUS)[keyof typeof DRAFT_STATUS];
export const DRAFT_STATUS_TEXT: Record<DraftStatus, string> = { 0: '待确认', 1: '已提交', 2: '已取消' };
export const DraftStatusSchema = IntEnum<DraftStatus>([0, 1, 2], '状态（0 待确认，1 已提交，2 已取消）');

/** Payments: 0 waiting (a receipt for staff, or a gateway page not yet paid), 1 succeeded, 2 failed or refused. */
export const PAYMENT_STATUS = { pending: 0, succeeded: 1, failed: 2 } as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
export const PAYMENT_STATUS_TEXT = { 0: '待确认', 1: '已到账', 2: '未通过' } as const;
export const PaymentStatusSchema = IntEnum<PaymentStatus>([0, 1, 2], '付款状态（0 待确认，1 已到账，2 未通过；在线支付未成功为已放弃）');
/**
 * How one payment's state reads (issue 34): a gateway payment that did not succeed was left by the
 * buyer (取消支付 on the gateway page, or a new payment started instead), so it reads 已放弃; only
 * a bank-transfer receipt is 未通过 (refused by 财务, or replaced by a newer receipt).
 */
export function paymentStatusText(provider: string, status: PaymentStatus): string {
  return status === PAYMENT_STATUS.failed && provider !== BANK_TRANSFER ? '已放弃' : PAYMENT_STATUS_TEXT[status];
}

/** What a payment pays: 1 the order itself, 2 a repayment of a credit (账期) order. */
export const PAYMENT_PURPOSE = { order: 1, creditRepayment: 2 } as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSE)[keyof typeof PAYMENT_PURPOSE];
export const PaymentPurposeSchema = IntEnum<PaymentPurpose>([1, 2], '用途（1 订单付款，2 账期还款）');
/** order_payment.provider of the bank-transfer receipts that staff review. */
export const BANK_TRANSFER = 'bankTransfer';

/** An unpaid online order is cancelled (and its stock released) after this long. */
export const ONLINE_PAY_MINUTES = 30;
/** A bank-transfer order waits this long for its receipt before it is cancelled. */
export const TRANSFER_PAY_HOURS = 72;

/** Which payment methods a member type may choose (credit also needs active credit terms). */
export function payMethodsFor(orderType: OrderType, hasCredit: boolean): PayMethod[] {
  if (orderType === ORDER_TYPE.personal) return [PAY_METHOD.online, PAY_METHOD.bankTransfer];
  return hasCredit ? [PAY_METHOD.online, PAY_METHOD.bankTransfer, PAY_METHOD.credit] : [PAY_METHOD.online, PAY_METHOD.bankTransfer];
}

/** Receipts of bank transfers: images or a PDF, at most this many bytes. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;

/** Order numbers: SO + yymmdd (China time) + 6 digits; drafts: TO + the same. */
export const ORDER_NO_PATTERN = /^SO\d{12}$/;
export const DRAFT_NO_PATTERN = /^TO\d{12}$/;

/** The envelope codes of order refusals the SPA acts on (beside the HTTP status). */
export const ORDER_CODE = {
  /** unified/create: the server's total differs from expectedTotalFen; data is the fresh DraftView. */
  priceChanged: 2001,
  /** A line is short of stock; data is { goodsId, available }. */
  outOfStock: 2002,
  /** The order is not in a status that allows the action; data is { status }. */
  orderStatus: 2003,
  /** The draft was already submitted (with another client key); data is { orderId, orderNo }. */
  draftSubmitted: 2004,
  /** Issue 38: the order would exceed a department's hard budget; msg names the department, the period and the amounts. */
  budgetExceeded: 2005,
} as const;
