// The payments feature's tables (see server/db/schema.ts for the Database they make up).
import type { Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp } from './columns.ts';

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
