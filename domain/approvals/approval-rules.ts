// Approvals, budgets, PO numbers and cost centres (issue 38): the constants and pure rules shared
// by the server and the SPA. A company's approval rule names a department (or all), an amount
// from which it applies, optionally categories, and one or two levels, each naming who decides.
// A department's budget is per China month or quarter, hard (refuses) or soft (sends to approval).
import { CHINA_OFFSET_MS } from '../shared/china-time.ts';

/** How long a 待审批 order holds its stock before the sweeper cancels it. */
export const APPROVAL_HOLD_HOURS = 48;
export const APPROVAL_LEVELS_MAX = 2;
export const APPROVAL_RULES_MAX = 50;
export const APPROVAL_RULE_NAME_MAX = 30;
export const APPROVAL_RULE_CATEGORIES_MAX = 20;
export const APPROVAL_COMMENT_MAX = 200;
export const PO_NUMBER_MAX = 40;
/** A PO number: printable, no control characters, no leading or trailing space (checked after trim). */
export const PO_NUMBER_PATTERN = '^[^\\u0000-\\u001f\\u007f]*$';
/** Budgets and rule thresholds: up to ¥1,000,000,000 in fen. */
export const APPROVAL_AMOUNT_MAX_FEN = 100_000_000_000;
/** How many periods the budget chart shows, the current one last. */
export const BUDGET_HISTORY_PERIODS = 6;

/** Who decides a level: the approver of the order's department (or its parent), any approver, finance, the admin. */
export const APPROVAL_DECIDERS = ['departmentApprover', 'anyApprover', 'finance', 'admin'] as const;
export type ApprovalDecider = (typeof APPROVAL_DECIDERS)[number];
export const APPROVAL_DECIDER_TEXT: Record<ApprovalDecider, string> = {
  departmentApprover: '本部门审批人',
  anyApprover: '任一审批人',
  finance: '财务',
  admin: '企业管理员',
};

/** Where an order stands in approval (null on the order: it needed none). */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_STATUS_TEXT: Record<ApprovalStatus, string> = {
  pending: '审批中',
  approved: '已通过',
  rejected: '已驳回',
  expired: '审批超时',
  withdrawn: '已撤回',
};

export const APPROVAL_DECISIONS = ['approve', 'reject'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];
export const APPROVAL_DECISION_TEXT: Record<ApprovalDecision, string> = { approve: '同意', reject: '驳回' };

/** The three views of /company/approvals: waiting on me, decided by me, asked by me. */
export const APPROVAL_LIST_VIEWS = ['waiting', 'decided', 'requested'] as const;
export type ApprovalListView = (typeof APPROVAL_LIST_VIEWS)[number];
export const APPROVAL_LIST_VIEW_TEXT: Record<ApprovalListView, string> = { waiting: '待我审批', decided: '我已审批', requested: '我提交的' };

export const BUDGET_PERIODS = ['month', 'quarter'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];
export const BUDGET_PERIOD_TEXT: Record<BudgetPeriod, string> = { month: '月度', quarter: '季度' };

export const BUDGET_MODES = ['hard', 'soft'] as const;
export type BudgetMode = (typeof BUDGET_MODES)[number];
export const BUDGET_MODE_TEXT: Record<BudgetMode, string> = { hard: '硬性（超出即拒绝）', soft: '柔性（超出转审批）' };

/** A budget period of the China calendar: [start, end) instants and its label. */
export interface BudgetWindow {
  start: Date;
  end: Date;
  label: string;
}

function chinaYearMonth(at: Date): { year: number; month: number } {
  const d = new Date(at.getTime() + CHINA_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
}

function chinaMonthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 1) - CHINA_OFFSET_MS);
}

/**
 * The period of `period` containing `at`, or `back` periods before it (China time: a month
 * starts at 00:00 on its 1st in Beijing, a quarter in January, April, July or October).
 */
export function budgetWindow(period: BudgetPeriod, at: Date, back = 0): BudgetWindow {
  const { year, month } = chinaYearMonth(at);
  const span = period === 'month' ? 1 : 3;
  const first = month - (month % span) - back * span;
  const start = chinaMonthStart(year, first);
  const end = chinaMonthStart(year, first + span);
  const s = chinaYearMonth(start);
  const label = period === 'month' ? `${s.year}年${s.month + 1}月` : `${s.year}年第${Math.floor(s.month / 3) + 1}季度`;
  return { start, end, label };
}

/** The PO number as stored: trimmed, empty as none. */
export function normalisePoNumber(value: string | null | undefined): string | null {
  const t = (value ?? '').trim();
  return t === '' ? null : t;
}
