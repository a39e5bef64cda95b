// The orders feature's tables (see server/db/schema.ts for the Database they make up).
import type { Generated, ColumnType } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, Json } from './columns.ts';

export interface OrderAddressSnapshot {
  consignee: string;
  mobile: string;
  regionText: string;
  detail: string;
  postcode?: string | null;
}

export interface SaleOrderTable {
  id: Generated<number>;
  orderNo: string;
  memberId: number;
  /** The company the member bought for (issue 37), kept when the member leaves it; null for a personal member. */
  companyId: ColumnType<number | null, number | null | undefined, number | null>;
  /** The buyer's department in the company when the record was made. */
  departmentId: ColumnType<number | null, number | null | undefined, number | null>;
  orderType: number;
  source: Generated<number>;
  status: Generated<number>;
  payMethod: number | null;
  clientKey: string | null;
  goodsAmountFen: number;
  freightFen: Generated<number>;
  discountFen: Generated<number>;
  totalFen: number;
  paidFen: Generated<number>;
  address: Json<OrderAddressSnapshot>;
  invoice: Json<Record<string, unknown>> | null;
  remark: string | null;
  carrier: string | null;
  trackingNo: string | null;
  payDeadline: NullableTimestamp;
  paidAt: NullableTimestamp;
  confirmedAt: NullableTimestamp;
  shippedAt: NullableTimestamp;
  completedAt: NullableTimestamp;
  cancelledAt: NullableTimestamp;
  cancelReason: string | null;
  deletedByMember: Generated<boolean>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  /** 0007: the checkout draft it was submitted from (unique). */
  tmpOrderId: number | null;
  /** 0007: credit terms, the day the payment is due. */
  payDueAt: NullableTimestamp;
  /** 0017: money given back by after-sales refunds (never more than paidFen). */
  refundedFen: Generated<number>;
  /** 0017: what a credit-terms order no longer owes after after-sales refunds. */
  creditReliefFen: Generated<number>;
  /** 0037: the buyer's PO number (采购单号) and cost centre. */
  poNumber: ColumnType<string | null, string | null | undefined, string | null>;
  costCentre: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0037: approval (null: none needed), the plan it follows, the level waiting, the stock hold's end. */
  approvalStatus: ColumnType<string | null, string | null | undefined, string | null>;
  approvalPlan: ColumnType<ApprovalPlanJson | null, string | null | undefined, string | null>;
  approvalLevel: ColumnType<number | null, number | null | undefined, number | null>;
  approvalHoldUntil: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** 0037: when the order committed company money (placed without approval, or approved): budgets count it. */
  committedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** sale_order.approval_plan as stored. */
export interface ApprovalPlanJson {
  ruleId: number | null;
  ruleName: string | null;
  reasons: string[];
  levels: string[];
}

export interface SaleOrderLineTable {
  id: Generated<number>;
  orderId: number;
  goodsId: number;
  warehouseId: number | null;
  goodsCode: string;
  model: string;
  name: string;
  brandName: string;
  unit: string;
  imageUrl: string | null;
  taxClassCode: string;
  num: number;
  unitPriceFen: number;
  lineFen: number;
  /** 0030: the buyer's 物料编码 and 备注 and the quote the line was bought at (null: none). */
  buyerCode: Generated<string | null>;
  buyerRemark: Generated<string | null>;
  quoteEnquiryId: Generated<number | null>;
  quoteLineNo: Generated<number | null>;
  /** 0038: the formal quote line the line was bought at, and the source of its price (list, member, vip, tier, contract, quote; null before 0038). */
  formalQuoteId: Generated<number | null>;
  formalQuoteLineNo: Generated<number | null>;
  priceSource: Generated<string | null>;
}

export interface OrderAllocationTable {
  orderId: number;
  goodsId: number;
  warehouseId: number;
  qty: number;
  released: Generated<boolean>;
}

export interface OrderStatusLogTable {
  id: Generated<number>;
  orderId: number;
  fromStatus: number | null;
  toStatus: number;
  actor: string;
  note: string | null;
  createdAt: DefaultTimestamp;
}

/** A payment of an order (online, a transfer receipt, a credit repayment): owned by orders, which
 * shows, cancels and counts them; the payments module writes them through orders/public.ts. */
export interface OrderPaymentTable {
  id: Generated<number>;
  orderId: number;
  provider: string;
  amountFen: number;
  status: Generated<number>;
  providerRef: string | null;
  receiptUrl: string | null;
  receiptType: string | null;
  reviewedBy: number | null;
  reviewedAt: NullableTimestamp;
  notifiedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
  /** 0007: 1 pays the order, 2 repays credit (账期). */
  purpose: Generated<number>;
  /** 0007: the reviewer's note (why a receipt was refused). */
  note: string | null;
  paidAt: NullableTimestamp;
  /** 0031: the amount the member says was transferred with a receipt (fen; null: not stated, an older receipt or an online payment). */
  statedAmountFen: number | null;
  /** 0031: the payer account's name the member gave with a receipt (null: not stated). */
  payerName: string | null;
}
