// company_budget: a department's budget per month or quarter (issue 38).
import type { Kysely, Transaction } from 'kysely';
import type { BudgetMode, BudgetPeriod } from '../../../domain/approvals/approval-rules.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface BudgetRecord {
  id: number;
  departmentId: number;
  period: BudgetPeriod;
  mode: BudgetMode;
  amountFen: number;
}

/**
 * The department's budgets (month first). With `lock`, the rows are locked for the transaction:
 * orders drawing on one budget take turns, so two buyers cannot both spend its last yuan.
 */
export async function departmentBudgets(db: Db, departmentId: number, opts: { lock?: boolean } = {}): Promise<BudgetRecord[]> {
  const rows = await db
    .selectFrom('companyBudget')
    .select(['id', 'departmentId', 'period', 'mode', 'amountFen'])
    .where('departmentId', '=', departmentId)
    .orderBy('period')
    .$if(opts.lock === true, (q) => q.forUpdate())
    .execute();
  return rows.map((r) => ({ id: Number(r.id), departmentId: Number(r.departmentId), period: r.period as BudgetPeriod, mode: r.mode as BudgetMode, amountFen: Number(r.amountFen) }));
}
