// Checkout drafts, orders and payments as the order service sends them (docs/api/orders.md) and
// the SPA shows them. Money is integer fen; times are ISO 8601 strings.
import type { OrderStatus, PayMethod } from './order-status.ts';
import type { DraftSource, DraftStatus, OrderType } from './order-rules.ts';
import type { PriceKind } from './pricing.ts';

export interface StatusCount {
  /** null is 全部. */
  status: number | null;
  text: string;
  count: number;
}

/** A line of a draft, priced now. */
export interface DraftLine {
  goodsId: number;
  goodsCode: string;
  model: string;
  name: string;
  brandName: string;
  unit: string;
  imageUrl: string;
  minOrderQty: number;
  num: number;
  unitPriceFen: number;
  lineFen: number;
  stockQty: number;
  /** Why the line cannot be ordered as it stands (下架, 库存不足, 低于起订量), or null. */
  problemText: string | null;
}

/** A checkout draft (tmp order), with prices re-read at the moment it is read. */
export interface DraftView {
  id: number;
  tmpNo: string;
  orderType: OrderType;
  source: DraftSource;
  status: DraftStatus;
  statusText: string;
  saleOrderId: number | null;
  priceKind: PriceKind;
  lines: DraftLine[];
  goodsAmountFen: number;
  freightFen: number;
  totalFen: number;
  totalNum: number;
  /** True when every line can be ordered now. */
  orderable: boolean;
  payMethods: PayMethod[];
  /** Credit terms of an enterprise with 账期, else null. */
  credit: CreditTerms | null;
  createdAt: string;
}

export interface CreditTerms {
  limitFen: number;
  /** Limit minus what its unpaid credit orders owe. */
  availableFen: number;
  termDays: number;
}

export interface DraftSummary {
  id: number;
  tmpNo: string;
  orderType: OrderType;
  source: DraftSource;
  status: DraftStatus;
  statusText: string;
  saleOrderId: number | null;
  lineCount: number;
  totalNum: number;
  /** At today's prices. */
  totalFen: number;
  previews: { goodsId: number; model: string; name: string; imageUrl: string; num: number }[];
  createdAt: string;
}

/** What unified/create answers (the same body again for a repeated client key). */
export interface SubmittedOrder {
  orderId: number;
  orderNo: string;
  status: OrderStatus;
  payMethod: PayMethod;
  totalFen: number;
  payDeadline: string | null;
  payDueAt: string | null;
}

export interface OrderLineView {
  id: number;
  goodsId: number;
  goodsCode: string;
  model: string;
  name: string;
  brandName: string;
  unit: string;
  imageUrl: string | null;
  num: number;
  unitPriceFen: number;
  lineFen: number;
}

export interface OrderSummary {
  id: number;
  orderNo: string;
  orderType: OrderType;
  status: OrderStatus;
  statusText: string;
  payMethod: PayMethod | null;
  payMethodText: string | null;
  totalFen: number;
  paidFen: number;
  lineCount: number;
  totalNum: number;
  /** The first three lines. */
  lines: OrderLineView[];
  payDeadline: string | null;
  payDueAt: string | null;
  createdAt: string;
  /** What the buyer may do now. */
  canPay: boolean;
  canUploadReceipt: boolean;
  canCancel: boolean;
}

export interface AddressSnapshot {
  consignee: string;
  mobile: string;
  regionText: string;
  detail: string;
  postcode?: string | null;
}

export interface InvoiceSnapshot {
  invoiceType: number;
  invoiceTypeText: string;
  titleType: number;
  title: string;
  taxNo: string | null;
  regAddress: string | null;
  regPhone: string | null;
  bankName: string | null;
  bankAccount: string | null;
}

export interface PaymentView {
  id: number;
  /** sandbox, bankTransfer or credit. */
  provider: string;
  purpose: 1 | 2;
  amountFen: number;
  status: 0 | 1 | 2;
  statusText: string;
  receiptUrl: string | null;
  receiptType: string | null;
  note: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

export interface StatusLogView {
  fromStatus: number | null;
  toStatus: number;
  text: string;
  actor: string;
  note: string | null;
  createdAt: string;
}

/** The shop's receiving account for bank transfers (site setting bankAccount). */
export interface BankAccount {
  accountName: string;
  bankName: string;
  accountNo: string;
}

export interface OrderDetail extends OrderSummary {
  lines: OrderLineView[];
  goodsAmountFen: number;
  freightFen: number;
  discountFen: number;
  address: AddressSnapshot;
  invoice: InvoiceSnapshot | null;
  remark: string | null;
  carrier: string | null;
  trackingNo: string | null;
  paidAt: string | null;
  shippedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  payments: PaymentView[];
  timeline: StatusLogView[];
  /** Shown for bank transfer and credit orders. */
  bankAccount: BankAccount | null;
}

export interface MemberStatistics {
  awaitingPayment: number;
  awaitingConfirmation: number;
  awaitingShipment: number;
  shipped: number;
  completed: number;
  cancelled: number;
  totalOrders: number;
  /** What the member has paid, all time and this calendar year (China time). */
  paidFen: number;
  paidThisYearFen: number;
  cartLines: number;
  favourites: number;
  openDrafts: number;
}

/** future/getRestPayInfo/{id}: what a credit order still owes. */
export interface RestPayInfo {
  orderId: number;
  orderNo: string;
  totalFen: number;
  paidFen: number;
  /** Receipts waiting for staff (not yet in paidFen). */
  pendingFen: number;
  restFen: number;
  payDueAt: string | null;
  overdue: boolean;
  bankAccount: BankAccount;
  payments: PaymentView[];
}

/** POST /common/api/pay answers where to send the buyer. */
export interface PayStart {
  paymentId: number;
  payUrl: string;
  amountFen: number;
}
