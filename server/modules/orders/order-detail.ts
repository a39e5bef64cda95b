// How a sales order reads to the buyer (and to staff): the summary rows of the lists (with what
// was refunded and the net paid) and the full detail with address and invoice snapshots, payments,
// refunds, the status timeline (who did each step, in Chinese) and — for bank
// transfers and credit orders — the shop's receiving account (site setting 'bankAccount').
import type { Kysely } from 'kysely';
import type { OrderType } from '../../../domain/orders/order-rules.ts';
import { ORDER_STATUS, ORDER_STATUS_TEXT, PAY_METHOD, PAY_METHOD_TEXT, type OrderStatus, type PayMethod } from '../../../domain/orders/order-status.ts';
import { refundStateOf, type AddressSnapshot, type InvoiceSnapshot, type OrderDetail, type OrderLineView, type OrderRefundView, type OrderSummary, type StatusLogView } from '../../../domain/orders/orders.ts';
import { type BankAccount } from '../../../domain/shared/bank-account.ts';
import { REFUND_METHOD_TEXT, REFUND_PAYMENT_STATUS, type RefundMethod } from '../../../domain/after-sales/refund-rules.ts';
import { REFUND_STATUS, REFUND_STATUS_TEXT } from '../../../domain/after-sales/refund-status.ts';
import { APPROVAL_STATUS_TEXT, APPROVAL_STATUSES, type ApprovalStatus } from '../../../domain/approvals/approval-rules.ts';
import type { Database } from '../../db/schema.ts';
import { memberNames } from '../company/public.ts';
import { ORDER_MSG } from './messages.ts';
import { paymentView } from './payment-view.ts';
import { actorTexts } from './order-actors.ts';
import { bankAccountSetting, refundPaymentsOfOrder } from './order-detail-repository.ts';
import { paymentsOfOrder } from './order-payment-repository.ts';
import { findOrder, linesOfOrders, statusLogOf, type OrderLineRow, type OrderRow } from './sale-order-repository.ts';

export type { OrderLineRow, OrderRow };

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function lineView(l: OrderLineRow): OrderLineView {
  return {
    id: l.id, goodsId: l.goodsId, goodsCode: l.goodsCode, model: l.model, name: l.name, brandName: l.brandName, unit: l.unit,
    imageUrl: l.imageUrl, num: l.num, unitPriceFen: Number(l.unitPriceFen), lineFen: Number(l.lineFen), buyerCode: l.buyerCode, buyerRemark: l.buyerRemark,
  };
}

/**
 * The invoice's remarks: the order's PO number and cost centre when it has them (issue 38:
 * "采购单号：X；成本中心：Y", either part alone), then the lines that carry the buyer's 物料编码:
 * "型号 物料编码 X" per line.
 */
export function invoiceRemarksOf(order: Pick<OrderRow, 'poNumber' | 'costCentre'>, lines: readonly Pick<OrderLineRow, 'model' | 'buyerCode'>[]): string[] {
  const po = ORDER_MSG.invoicePurchase(order.poNumber, order.costCentre);
  return [...(po ? [po] : []), ...lines.flatMap((l) => (l.buyerCode ? [ORDER_MSG.invoiceBuyerCode(l.model, l.buyerCode)] : []))];
}

/** sale_order.approval_status as the views answer it (issue 38): the status and its name, both null when the order needed no approval. */
export function approvalOf(stored: string | null): { approvalStatus: ApprovalStatus | null; approvalStatusText: string | null } {
  const status = APPROVAL_STATUSES.find((s) => s === stored) ?? null;
  return { approvalStatus: status, approvalStatusText: status ? APPROVAL_STATUS_TEXT[status] : null };
}

/**
 * Who reads the order (issue 37): `mayAct` false on a colleague's order (the can* flags are the
 * placer's only); `buyerName` the placer's name on a company's order.
 */
export interface OrderReader {
  mayAct: boolean;
  /** Pay (online, transfer receipt): the placer, or a company's admin or finance. */
  mayPay: boolean;
  buyerName: string | null;
}

const AS_BUYER: OrderReader = { mayAct: true, mayPay: true, buyerName: null };

/** A list row: the order with its first three lines and what the buyer may do now. */
export function toOrderSummary(order: OrderRow, lines: OrderLineRow[], reader: OrderReader = AS_BUYER): OrderSummary {
  const status = order.status as OrderStatus;
  const payMethod = (order.payMethod ?? null) as PayMethod | null;
  const open = reader.mayPay && status === ORDER_STATUS.awaitingPayment;
  return {
    id: order.id,
    orderNo: order.orderNo,
    orderType: order.orderType as OrderType,
    status,
    statusText: ORDER_STATUS_TEXT[status],
    payMethod,
    payMethodText: payMethod ? PAY_METHOD_TEXT[payMethod] : null,
    totalFen: Number(order.totalFen),
    paidFen: Number(order.paidFen),
    lineCount: lines.length,
    totalNum: lines.reduce((s, l) => s + l.num, 0),
    lines: lines.slice(0, 3).map(lineView),
    payDeadline: iso(order.payDeadline),
    payDueAt: iso(order.payDueAt),
    createdAt: order.createdAt.toISOString(),
    canPay: payMethod === PAY_METHOD.online && open,
    // A refused receipt sends the order back to 待付款, so status 0 covers the second try too.
    canUploadReceipt: payMethod === PAY_METHOD.bankTransfer && open,
    // A 待审批 order (issue 38) is not paid until approved (open is false), but its placer may cancel it.
    canCancel: reader.mayAct && (status === ORDER_STATUS.awaitingPayment || status === ORDER_STATUS.awaitingConfirmation || status === ORDER_STATUS.awaitingApproval),
    canConfirmReceipt: reader.mayAct && status === ORDER_STATUS.shipped,
    canReorder: reader.mayAct,
    refundedFen: Number(order.refundedFen),
    netPaidFen: Number(order.paidFen) - Number(order.refundedFen),
    refundState: refundStateOf({ totalFen: Number(order.totalFen), refundedFen: Number(order.refundedFen), creditReliefFen: Number(order.creditReliefFen) }),
    buyerName: reader.buyerName,
    poNumber: order.poNumber,
    costCentre: order.costCentre,
    ...approvalOf(order.approvalStatus),
  };
}

/**
 * The order's refunds (issue 34): the money of each after-sales request on its way back or back,
 * with the request's number for the link. Read-only from the after-sales tables (refund_payment,
 * refund_order): after-sales depends on orders, so orders reads rather than imports.
 */
async function refundsOf(db: Kysely<Database>, orderId: number): Promise<OrderRefundView[]> {
  const rows = await refundPaymentsOfOrder(db, orderId);
  return rows.map((r) => {
    const settled = r.status === REFUND_PAYMENT_STATUS.settled;
    return {
      refundId: r.refundId,
      refundNo: r.refundNo,
      amountFen: Number(r.amountFen),
      methodText: REFUND_METHOD_TEXT[r.method as RefundMethod] ?? '',
      settled,
      statusText: settled ? REFUND_STATUS_TEXT[REFUND_STATUS.refunded] : REFUND_STATUS_TEXT[REFUND_STATUS.refunding],
      settledAt: iso(r.settledAt),
    };
  });
}

/** The shop's receiving account, or null while the setting is missing or incomplete. */
export async function readBankAccount(db: Kysely<Database>): Promise<BankAccount | null> {
  const v = await bankAccountSetting(db);
  if (!v || typeof v !== 'object') return null;
  const fields = new Map<string, unknown>(Object.entries(v));
  const [accountName, bankName, accountNo] = [fields.get('accountName'), fields.get('bankName'), fields.get('accountNo')];
  if (typeof accountName !== 'string' || typeof bankName !== 'string' || typeof accountNo !== 'string') return null;
  if (!accountName || !bankName || !accountNo) return null;
  return { accountName, bankName, accountNo };
}

/** What a status change meant, as the timeline shows it. */
export function timelineText(from: number | null, to: number): string {
  const t = ORDER_MSG.timeline;
  if (from === null) return to === ORDER_STATUS.awaitingShipment ? t.submittedOnCredit : to === ORDER_STATUS.awaitingApproval ? t.submittedForApproval : t.submitted;
  // Issue 38: out of 待审批, 待付款 and 待发货 are the approval (not a refused receipt or a payment).
  if (from === ORDER_STATUS.awaitingApproval && to === ORDER_STATUS.awaitingPayment) return t.approved;
  if (from === ORDER_STATUS.awaitingApproval && to === ORDER_STATUS.awaitingShipment) return t.approvedOnCredit;
  if (to === ORDER_STATUS.awaitingConfirmation) return t.receiptUploaded;
  if (to === ORDER_STATUS.awaitingPayment) return t.receiptRejected;
  if (to === ORDER_STATUS.awaitingShipment) return t.paymentConfirmed;
  if (to === ORDER_STATUS.shipped) return t.shipped;
  if (to === ORDER_STATUS.completed) return t.completed;
  if (to === ORDER_STATUS.cancelled) return t.cancelled;
  return ORDER_STATUS_TEXT[to as OrderStatus] ?? t.changed;
}

/**
 * The full order. memberId scopes it to the buyer (another member's order reads as missing);
 * null is the staff view of any order.
 */
export async function loadOrderDetail(db: Kysely<Database>, orderId: number, memberId: number | null): Promise<OrderDetail | null> {
  const order = await findOrder(db, orderId, memberId);
  if (!order) return null;
  const buyerName = order.companyId === null ? null : ((await memberNames(db, [order.memberId])).get(order.memberId) ?? null);
  return detailOf(db, order, { ...AS_BUYER, buyerName });
}

export async function detailOf(db: Kysely<Database>, order: OrderRow, reader: OrderReader = AS_BUYER): Promise<OrderDetail> {
  const [lines, payments, logs, refunds] = await Promise.all([
    linesOfOrders(db, [order.id]),
    paymentsOfOrder(db, order.id),
    statusLogOf(db, order.id),
    refundsOf(db, order.id),
  ]);
  const actors = await actorTexts(db, logs.map((l) => l.actor));
  const showBank = order.payMethod === PAY_METHOD.bankTransfer || order.payMethod === PAY_METHOD.credit;
  const bankAccount = showBank ? await readBankAccount(db) : null;
  const timeline: StatusLogView[] = logs.map((l) => ({
    fromStatus: l.fromStatus,
    toStatus: l.toStatus,
    text: timelineText(l.fromStatus, l.toStatus),
    actor: l.actor,
    actorText: actors.get(l.actor) ?? ORDER_MSG.actors.system,
    note: l.note,
    createdAt: l.createdAt.toISOString(),
  }));
  return {
    ...toOrderSummary(order, lines, reader),
    lines: lines.map(lineView),
    goodsAmountFen: Number(order.goodsAmountFen),
    freightFen: Number(order.freightFen),
    discountFen: Number(order.discountFen),
    address: order.address as AddressSnapshot,
    invoice: (order.invoice as InvoiceSnapshot | null) ?? null,
    invoiceRemarks: invoiceRemarksOf(order, lines),
    remark: order.remark,
    carrier: order.carrier,
    trackingNo: order.trackingNo,
    paidAt: iso(order.paidAt),
    shippedAt: iso(order.shippedAt),
    completedAt: iso(order.completedAt),
    cancelledAt: iso(order.cancelledAt),
    cancelReason: order.cancelReason,
    payments: payments.map(paymentView),
    timeline,
    refunds,
    bankAccount,
  };
}
