// company_approval_rule: a company's approval rules (issue 38).
import type { Kysely, Transaction } from 'kysely';
import type { ApprovalDecider } from '../../../domain/approvals/approval-rules.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface RuleRecord {
  id: number;
  name: string;
  departmentId: number | null;
  minAmountFen: number;
  categoryIds: number[];
  levels: ApprovalDecider[];
  updatedAt: Date;
}

/** The company's rules, oldest first. */
export async function companyRules(db: Db, companyId: number): Promise<RuleRecord[]> {
  const rows = await db
    .selectFrom('companyApprovalRule')
    .select(['id', 'name', 'departmentId', 'minAmountFen', 'categoryIds', 'levels', 'updatedAt'])
    .where('companyId', '=', companyId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), departmentId: r.departmentId === null ? null : Number(r.departmentId), minAmountFen: Number(r.minAmountFen), levels: r.levels as ApprovalDecider[] }));
}
