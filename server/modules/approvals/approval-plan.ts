// Whether a company order needs approval, or is refused by a hard budget (issue 38): a pure
// function of the company's rules, the department's budgets with their spend, and the order.
// A rule applies when its department is the order's, or the parent of it, or it names none; when
// the total reaches its amount; and when it names no categories or a line falls in one of them
// (or below one). Of the rules that apply, the one with the most levels wins, then the higher
// amount, then the older rule. A budget the order would exceed refuses it (hard) or adds a reason
// to approve it (soft; with no rule, the department's approver decides).
import { budgetWindow, type ApprovalDecider, type BudgetMode, type BudgetPeriod } from '../../../domain/approvals/approval-rules.ts';
import type { ApprovalPlanJson } from '../../db/schema.ts';
import { APPROVAL_MSG } from './messages.ts';

export interface RuleInput {
  id: number;
  name: string;
  departmentId: number | null;
  minAmountFen: number;
  categoryIds: number[];
  levels: ApprovalDecider[];
}

export interface BudgetInput {
  departmentName: string;
  period: BudgetPeriod;
  mode: BudgetMode;
  amountFen: number;
  spentFen: number;
}

export interface OrderInput {
  departmentId: number | null;
  parentDepartmentId: number | null;
  totalFen: number;
  /** The categories of the order's lines with all their ancestors. */
  categoryIds: ReadonlySet<number>;
}

export interface PlanOutcome {
  /** The sentence a hard budget refuses the order with, or null. */
  refusal: string | null;
  /** The approval the order needs, or null. */
  plan: ApprovalPlanJson | null;
}

export function ruleApplies(rule: RuleInput, order: OrderInput): boolean {
  if (rule.departmentId !== null && rule.departmentId !== order.departmentId && rule.departmentId !== order.parentDepartmentId) return false;
  if (order.totalFen < rule.minAmountFen) return false;
  return rule.categoryIds.length === 0 || rule.categoryIds.some((c) => order.categoryIds.has(c));
}

/** The rule that decides the order's approval, or null. */
export function winningRule(rules: readonly RuleInput[], order: OrderInput): RuleInput | null {
  const applying = rules.filter((r) => ruleApplies(r, order));
  applying.sort((a, b) => b.levels.length - a.levels.length || b.minAmountFen - a.minAmountFen || a.id - b.id);
  return applying[0] ?? null;
}

export function planOrder(rules: readonly RuleInput[], budgets: readonly BudgetInput[], order: OrderInput, now: Date): PlanOutcome {
  const rule = winningRule(rules, order);
  const reasons: string[] = rule ? [APPROVAL_MSG.ruleReason(rule.name, order.totalFen, rule.minAmountFen)] : [];
  for (const b of budgets) {
    const remaining = b.amountFen - b.spentFen;
    if (order.totalFen <= remaining) continue;
    const label = budgetWindow(b.period, now).label;
    if (b.mode === 'hard') return { refusal: APPROVAL_MSG.hardBudget(b.departmentName, label, b.amountFen, b.spentFen, order.totalFen), plan: null };
    reasons.push(APPROVAL_MSG.softBudgetReason(b.departmentName, label, remaining));
  }
  if (reasons.length === 0) return { refusal: null, plan: null };
  const levels: ApprovalDecider[] = rule ? rule.levels : ['departmentApprover'];
  return { refusal: null, plan: { ruleId: rule?.id ?? null, ruleName: rule?.name ?? null, reasons, levels } };
}
