// The credit feature's tables (see server/db/schema.ts for the Database they make up).
import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './columns.ts';

export interface MemberCreditTable {
  memberId: number;
  limitFen: number;
  termDays: number;
  status: Generated<number>;
  createdAt: DefaultTimestamp;
}
