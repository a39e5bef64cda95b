// The departments' budgets (issue 38 item 2): one per department and period (month or quarter,
// China time), hard or soft, set and deleted by the company's admin (each change in the company's
// audit log). The list gives each budget's current period, what it has spent (budget-spend) and
// what remains, and the spend of the last BUDGET_HISTORY_PERIODS periods for the chart.
// Who reads: the admin, finance, approvers and viewers read every department's budgets (they
// decide or account for the company's spending); a buyer reads only their own department's (what
// checkout will hold them to), and none while in no department.
import type { Kysely } from 'kysely';
import { BUDGET_HISTORY_PERIODS, BUDGET_PERIOD_TEXT, budgetWindow } from '../../../domain/approvals/approval-rules.ts';
import type { BudgetSaveBody } from '../../../domain/approvals/approval-payloads.ts';
import type { BudgetRow } from '../../../domain/approvals/approval-views.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { insertCompanyAudit } from '../company/public.ts';
import { adminActing, memberActing } from './admin-acting.ts';
import { companyBudgets, deleteBudget, upsertBudget } from './budget-repository.ts';
import { departmentSpend } from './budget-spend-repository.ts';
import { companyDepartmentNames } from './department-repository.ts';
import { APPROVAL_ADMIN_MSG, APPROVAL_AUDIT, APPROVAL_MSG } from './messages.ts';

/** GET budget/list: the budgets the caller reads, each with its current period's spend and its history (oldest first). */
export async function listBudgets(db: Kysely<Database>, memberId: number, now = new Date()): Promise<BudgetRow[]> {
  const acting = await memberActing(db, memberId);
  const { companyId, role, departmentId } = acting.company;
  if (role === 'buyer' && departmentId === null) return [];
  const budgets = await companyBudgets(db, companyId, role === 'buyer' ? (departmentId ?? undefined) : undefined);
  return Promise.all(
    budgets.map(async (b) => {
      const history = await Promise.all(
        Array.from({ length: BUDGET_HISTORY_PERIODS }, async (_, i) => {
          const w = budgetWindow(b.period, now, BUDGET_HISTORY_PERIODS - 1 - i);
          return { label: w.label, spentFen: await departmentSpend(db, b.departmentId, w.start, w.end) };
        }),
      );
      const current = budgetWindow(b.period, now);
      const spentFen = history[history.length - 1]?.spentFen ?? 0;
      return {
        id: b.id,
        departmentId: b.departmentId,
        departmentName: b.departmentName,
        period: b.period,
        mode: b.mode,
        amountFen: b.amountFen,
        periodLabel: current.label,
        periodStart: current.start.toISOString(),
        spentFen,
        remainingFen: b.amountFen - spentFen,
        history,
      };
    }),
  );
}

/** POST budget/save: sets a department's budget of a period (replacing the one it had); answers its id. */
export async function saveBudget(db: Kysely<Database>, memberId: number, body: BudgetSaveBody, now = new Date()): Promise<number> {
  const admin = await adminActing(db, memberId);
  const companyId = admin.company.companyId;
  const departments = await companyDepartmentNames(db, companyId);
  const departmentName = departments.get(body.departmentId);
  if (departmentName === undefined) throw notFound(APPROVAL_ADMIN_MSG.departmentNotFound);
  return db.transaction().execute(async (trx) => {
    const id = await upsertBudget(trx, companyId, { ...body, now });
    const summary = APPROVAL_AUDIT.budget(departmentName, BUDGET_PERIOD_TEXT[body.period], body.amountFen, body.mode === 'hard');
    await insertCompanyAudit(trx, { companyId, actor: { memberId }, action: APPROVAL_AUDIT.budgetSaved, summary, now });
    return id;
  });
}

/** POST budget/delete/{id}: removes one of the company's budgets. */
export async function removeBudget(db: Kysely<Database>, memberId: number, id: number, now = new Date()): Promise<void> {
  const admin = await adminActing(db, memberId);
  const companyId = admin.company.companyId;
  await db.transaction().execute(async (trx) => {
    const budget = (await companyBudgets(trx, companyId)).find((b) => b.id === id);
    if (!budget) throw notFound(APPROVAL_MSG.budgetNotFound);
    await deleteBudget(trx, companyId, id);
    const summary = APPROVAL_AUDIT.budget(budget.departmentName, BUDGET_PERIOD_TEXT[budget.period], budget.amountFen, budget.mode === 'hard');
    await insertCompanyAudit(trx, { companyId, actor: { memberId }, action: APPROVAL_AUDIT.budgetDeleted, summary, now });
  });
}
