// The after-sales feature's tables (see server/db/schema.ts for the Database they make up).
import type { Generated, ColumnType } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, Json } from './columns.ts';

export interface RefundOrderTable {
  id: Generated<number>;
  refundNo: string;
  orderId: number;
  memberId: number;
  /** The company the member bought for (issue 37), kept when the member leaves it; null for a personal member. */
  companyId: ColumnType<number | null, number | null | undefined, number | null>;
  /** The buyer's department in the company when the record was made. */
  departmentId: ColumnType<number | null, number | null | undefined, number | null>;
  status: Generated<number>;
  refundType: Generated<number>;
  reason: string;
  description: string | null;
  images: Json<string[]>;
  amountFen: number;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  /** 0017: the freight included in amountFen (a full refund of an unshipped order). */
  freightFen: Generated<number>;
  clientKey: string | null;
  refuseReason: string | null;
  returnCarrier: string | null;
  returnTrackingNo: string | null;
  returnShippedAt: NullableTimestamp;
  receivedAt: NullableTimestamp;
  refundedAt: NullableTimestamp;
  cancelledAt: NullableTimestamp;
}

export interface RefundLineTable {
  refundId: number;
  orderLineId: number;
  num: number;
  amountFen: number;
  /** 0017: units staff received back, and of those damaged. */
  receivedNum: number | null;
  damagedNum: number | null;
}

export interface RefundTraceTable {
  id: Generated<number>;
  refundId: number;
  status: number;
  note: string;
  createdAt: DefaultTimestamp;
  /** 0017: the status before, and who moved it (member:<id>, staff:<id>, gateway:<provider>, cli). */
  fromStatus: number | null;
  actor: Generated<string>;
}

/** 0017: money going back for one refund request: 1 original online payment, 2 transfer back, 3 credit relief; 0 pending, 1 done. */
export interface RefundPaymentTable {
  id: Generated<number>;
  refundId: number;
  orderId: number;
  method: number;
  amountFen: number;
  status: Generated<number>;
  provider: string | null;
  providerRef: string | null;
  transferRef: string | null;
  actor: string;
  createdAt: DefaultTimestamp;
  settledAt: NullableTimestamp;
}
