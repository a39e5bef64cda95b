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

export interface CompanyBudgetRecord extends BudgetRecord {
  departmentName: string;
}

/** The company's budgets with their department's name (by department, month first); with `departmentId`, that department's only. */
export async function companyBudgets(db: Db, companyId: number, departmentId?: number): Promise<CompanyBudgetRecord[]> {
  const rows = await db
    .selectFrom('companyBudget as b')
    // reads company_department of company: a budget's department name for the list (company's public.ts has no reader that joins)
    .innerJoin('companyDepartment as d', 'd.id', 'b.departmentId')
    .select(['b.id', 'b.departmentId', 'b.period', 'b.mode', 'b.amountFen', 'd.name as departmentName'])
    .where('b.companyId', '=', companyId)
    .$if(departmentId !== undefined, (q) => q.where('b.departmentId', '=', departmentId as number))
    .orderBy('b.departmentId')
    .orderBy('b.period')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id), departmentId: Number(r.departmentId), departmentName: r.departmentName, period: r.period as BudgetPeriod, mode: r.mode as BudgetMode, amountFen: Number(r.amountFen),
  }));
}

/** Sets the department's budget of the period (one per department and period); answers its id. */
export async function upsertBudget(trx: Db, companyId: number, row: { departmentId: number; period: BudgetPeriod; amountFen: number; mode: BudgetMode; now: Date }): Promise<number> {
  const made = await trx
    .insertInto('companyBudget')
    .values({ companyId, departmentId: row.departmentId, period: row.period, amountFen: row.amountFen, mode: row.mode, updatedAt: row.now })
    .onConflict((oc) => oc.columns(['departmentId', 'period']).doUpdateSet({ amountFen: row.amountFen, mode: row.mode, updatedAt: row.now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(made.id);
}

export async function deleteBudget(trx: Db, companyId: number, id: number): Promise<void> {
  await trx.deleteFrom('companyBudget').where('companyId', '=', companyId).where('id', '=', id).execute();
}
