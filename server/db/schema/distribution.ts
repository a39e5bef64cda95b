// The distribution feature's tables (see server/db/schema.ts for the Database they make up).
import type { Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp } from './columns.ts';

// 0021-distribution
export interface DistributorApplicationTable {
  id: Generated<number>;
  memberId: number;
  realName: string;
  channel: string;
  status: Generated<number>;
  rejectReason: string | null;
  reviewedBy: number | null;
  reviewedAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
}

export interface CommissionRateTable {
  categoryId: number;
  rateBp: number;
  updatedAt: DefaultTimestamp;
}

export interface CommissionTable {
  id: Generated<number>;
  distributorId: number;
  buyerId: number;
  orderId: number;
  orderLineId: number;
  refundId: number | null;
  kind: 'earn' | 'clawback';
  baseFen: number;
  rateBp: number;
  commissionFen: number;
  status: Generated<number>;
  paidMonth: string;
  settleMonth: string | null;
  settledAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
}
