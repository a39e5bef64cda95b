// The services feature's tables (see server/db/schema.ts for the Database they make up).
import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, Json } from './columns.ts';

export interface ServiceItemTable {
  id: Generated<number>;
  name: string;
  category: string;
  summary: string;
  content: string;
  priceFen: number | null;
  unit: string | null;
  imageUrl: string | null;
  status: Generated<number>;
  sort: Generated<number>;
  // 0018-services
  serviceType: Generated<number>;
  cnas: Generated<boolean>;
  deliveryMode: Generated<number>;
  scope: Generated<string>;
  deliverables: Json<string[]>;
  leadDays: Generated<number>;
  turnaroundDays: Generated<number>;
  regionCodes: Json<string[]>;
}

export interface ServiceOrderTable {
  id: Generated<number>;
  serviceNo: string;
  memberId: number;
  /** The company the member bought for (issue 37), kept when the member leaves it; null for a personal member. */
  companyId: ColumnType<number | null, number | null | undefined, number | null>;
  /** The buyer's department in the company when the record was made. */
  departmentId: ColumnType<number | null, number | null | undefined, number | null>;
  serviceItemId: number;
  status: Generated<number>;
  contact: string;
  mobile: string;
  address: string | null;
  expectedDate: ColumnType<Date | null, string | null | undefined, string | null>;
  remark: string | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  // 0018-services
  itemName: Generated<string>;
  addressId: number | null;
  provinceCode: string | null;
  regionText: string | null;
  preferredDates: Json<string[]>;
  requestKey: string | null;
  quoteFen: number | null;
  quoteNote: string | null;
  plannedDate: ColumnType<Date | null, string | null | undefined, string | null>;
  quotedAt: NullableTimestamp;
  acceptedAt: NullableTimestamp;
  engineer: string | null;
  engineerMobile: string | null;
  scheduledAt: NullableTimestamp;
  startedAt: NullableTimestamp;
  deliveredAt: NullableTimestamp;
  completedAt: NullableTimestamp;
  cancelReason: string | null;
  cancelledBy: string | null;
  cancelledAt: NullableTimestamp;
  // 0022-service-payments
  paidAt: NullableTimestamp;
  paidFen: number | null;
  // 0024-service-transfer-credit: put on credit terms (账期) and when it falls due
  creditAt: NullableTimestamp;
  payDueAt: NullableTimestamp;
}

/** 0022: one attempt to pay a service order through the payment provider. */
export interface ServicePaymentTable {
  id: Generated<number>;
  serviceOrderId: number;
  memberId: number;
  tradeNo: string | null;
  amountFen: number;
  provider: string;
  status: Generated<number>;
  providerRef: string | null;
  note: string | null;
  createdAt: DefaultTimestamp;
  paidAt: NullableTimestamp;
  // 0024-service-transfer-credit: a bank-transfer receipt (provider 'bank_transfer') and its review
  receiptUrl: string | null;
  receiptType: string | null;
  reviewedBy: number | null;
  reviewedAt: NullableTimestamp;
}

/** 0022: a file the member attached to a booking (a private upload). */
export interface ServiceAttachmentTable {
  id: Generated<number>;
  serviceOrderId: number;
  url: string;
  fileName: string;
  mime: string;
  sizeBytes: number;
  createdAt: DefaultTimestamp;
}

export interface ServiceOrderInstrumentTable {
  id: Generated<number>;
  serviceOrderId: number;
  lineNo: number;
  maker: string;
  model: string;
  serialNo: string | null;
  assetTag: string | null;
  measuringRange: string | null;
  qty: number;
}

export interface ServiceCertificateTable {
  id: Generated<number>;
  serviceOrderId: number;
  url: string;
  fileName: string;
  mime: string;
  createdAt: DefaultTimestamp;
}

export interface ServiceOrderEventTable {
  id: Generated<number>;
  serviceOrderId: number;
  action: string;
  status: number;
  actor: string;
  note: string | null;
  createdAt: DefaultTimestamp;
}
