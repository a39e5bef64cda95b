// The approvals feature's tables (issue 38; see server/db/schema.ts for the Database they make up).
import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './columns.ts';

export interface CompanyApprovalRuleTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  departmentId: number | null;
  minAmountFen: ColumnType<number, number, number>;
  categoryIds: ColumnType<number[], number[] | undefined, number[]>;
  levels: ColumnType<string[], string[], string[]>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface CompanyBudgetTable {
  id: Generated<number>;
  companyId: number;
  departmentId: number;
  period: string;
  amountFen: number;
  mode: string;
  updatedAt: DefaultTimestamp;
}

export interface OrderApprovalTable {
  id: Generated<number>;
  orderId: number;
  level: number;
  memberId: number;
  decision: string;
  comment: string | null;
  decidedAt: DefaultTimestamp;
}
