// The approval side of a checkout (issue 38): what the company's rules and the department's
// budgets make of an order before it is placed (the draft view's preview, and the submission,
// where the budgets are locked so two buyers take turns on the last of a budget), and the
// messages of an order placed into 待审批: its first level's deciders (站内消息 and an SMS after
// the commit) and its requester.
import type { Kysely, Transaction } from 'kysely';
import { budgetWindow, type ApprovalDecider } from '../../../domain/approvals/approval-rules.ts';
import type { BudgetStanding, CheckoutCompany } from '../../../domain/approvals/approval-views.ts';
import type { ApprovalPlanJson, Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { activeColleagues, companyPoRequired, departmentOf, type Colleague } from '../company/public.ts';
import { notifyMember } from '../messages/public.ts';
import { decidersOf } from './approval-deciders.ts';
import { categoriesWithAncestors } from './approval-repository.ts';
import { planOrder, type BudgetInput } from './approval-plan.ts';
import { departmentBudgets } from './budget-repository.ts';
import { departmentSpend } from './budget-spend-repository.ts';
import { APPROVAL_MSG } from './messages.ts';
import { companyRules } from './rule-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface OrderFacts {
  memberId: number;
  companyId: number;
  departmentId: number | null;
  totalFen: number;
  goodsIds: readonly number[];
}

export interface Planned {
  plan: ApprovalPlanJson | null;
  refusal: string | null;
  budgets: BudgetStanding[];
  departmentName: string | null;
  departmentCode: string | null;
  parentDepartmentId: number | null;
}

/** The department's budgets with what they spent in their current period (locked with `lock`). */
export async function budgetStandings(db: Db, departmentId: number, departmentName: string, now: Date, lock = false): Promise<BudgetStanding[]> {
  const budgets = await departmentBudgets(db, departmentId, { lock });
  const out: BudgetStanding[] = [];
  for (const b of budgets) {
    const w = budgetWindow(b.period, now);
    const spentFen = await departmentSpend(db, departmentId, w.start, w.end);
    out.push({ departmentName, period: b.period, mode: b.mode, periodLabel: w.label, amountFen: b.amountFen, spentFen, remainingFen: b.amountFen - spentFen });
  }
  return out;
}

/** What the rules and budgets make of the order now; `lock` (the submission) locks the department's budgets. */
export async function planFor(db: Db, facts: OrderFacts, now: Date, lock: boolean): Promise<Planned> {
  const dept = facts.departmentId === null ? undefined : await departmentOf(db, facts.companyId, facts.departmentId);
  const budgets = dept ? await budgetStandings(db, dept.id, dept.name, now, lock) : [];
  const rules = await companyRules(db, facts.companyId);
  const categoryIds = rules.some((r) => r.categoryIds.length > 0) ? await categoriesWithAncestors(db, facts.goodsIds) : new Set<number>();
  const inputs: BudgetInput[] = budgets.map((b) => ({ departmentName: b.departmentName, period: b.period, mode: b.mode, amountFen: b.amountFen, spentFen: b.spentFen }));
  const outcome = planOrder(rules, inputs, { departmentId: dept?.id ?? null, parentDepartmentId: dept?.parentId ?? null, totalFen: facts.totalFen, categoryIds }, now);
  return { ...outcome, budgets, departmentName: dept?.name ?? null, departmentCode: dept?.code ?? null, parentDepartmentId: dept?.parentId ?? null };
}

/** The draft view's company part: the PO setting, the default cost centre, the budgets, the approval the draft would need. */
export async function checkoutCompany(db: Db, facts: OrderFacts, now: Date = new Date()): Promise<CheckoutCompany> {
  const planned = await planFor(db, facts, now, false);
  return {
    poRequired: await companyPoRequired(db, facts.companyId),
    costCentre: planned.departmentCode,
    departmentName: planned.departmentName,
    budgets: planned.budgets,
    approval: planned.plan ? { ruleName: planned.plan.ruleName, reasons: planned.plan.reasons, levels: planned.plan.levels as ApprovalDecider[] } : null,
    budgetRefusal: planned.refusal,
  };
}

/** Refuses (400) an order without the PO number the company requires. */
export async function assertPoNumber(db: Db, companyId: number, poNumber: string | null): Promise<void> {
  if (poNumber === null && (await companyPoRequired(db, companyId))) throw new AppError(400, APPROVAL_MSG.poRequired, 400);
}

/** Who decides `level` (1-based) of the order's plan now, given the decisions so far. */
export function levelDeciders(colleagues: readonly Colleague[], order: { memberId: number; departmentId: number | null }, parentDepartmentId: number | null, plan: ApprovalPlanJson, level: number, earlier: readonly number[]): Colleague[] {
  const decider = plan.levels[level - 1] as ApprovalDecider;
  return decidersOf(decider, { colleagues, departmentId: order.departmentId, parentDepartmentId, excluded: new Set([order.memberId, ...earlier]) });
}

/** The mobiles to text once the transaction commits. */
export type SmsToSend = { mobile: string; content: string }[];

/**
 * Tells a level's deciders that the order waits for them (a message now, an SMS after the commit);
 * refuses (409) when nobody can decide it.
 */
export async function announceLevel(
  trx: Transaction<Database>,
  order: { id: number; orderNo: string; memberId: number; companyId: number; departmentId: number | null; totalFen: number },
  plan: ApprovalPlanJson,
  level: number,
  earlier: readonly number[],
): Promise<SmsToSend> {
  const colleagues = await activeColleagues(trx, order.companyId);
  const dept = order.departmentId === null ? undefined : await departmentOf(trx, order.companyId, order.departmentId);
  const deciders = levelDeciders(colleagues, order, dept?.parentId ?? null, plan, level, earlier);
  if (deciders.length === 0) throw new AppError(409, APPROVAL_MSG.noDecider(plan.levels[level - 1] as ApprovalDecider), 409);
  const requester = colleagues.find((c) => c.memberId === order.memberId)?.name ?? '';
  const sms: SmsToSend = [];
  for (const d of deciders) {
    await notifyMember(trx, {
      memberId: d.memberId, kind: 'order', link: `/company/approvals?orderId=${order.id}`,
      title: APPROVAL_MSG.waitingTitle(order.orderNo), body: APPROVAL_MSG.waitingBody(requester, order.totalFen, level, plan.levels.length),
      eventKey: `approval:${order.id}:${level}:${d.memberId}`,
    });
    if (d.mobile) sms.push({ mobile: d.mobile, content: APPROVAL_MSG.waitingSms(order.orderNo, requester, order.totalFen) });
  }
  return sms;
}

/** Sends the SMS of an announcement (after the commit; a failed SMS never undoes the order, the message is there). */
export async function sendApprovalSms(sms: SmsProvider | undefined, list: SmsToSend, log?: { warn: (obj: object, msg: string) => void }): Promise<void> {
  if (!sms) return;
  for (const m of list) {
    try {
      await sms.send({ mobile: m.mobile, purpose: 'approval', content: m.content, ip: null });
    } catch (err) {
      log?.warn({ err }, 'approval SMS failed');
    }
  }
}

/** The requester's message that the order went to approval. */
export async function notifySubmitted(trx: Transaction<Database>, order: { id: number; orderNo: string; memberId: number }, plan: ApprovalPlanJson, holdHours: number): Promise<void> {
  await notifyMember(trx, {
    memberId: order.memberId, kind: 'order', link: `/company/approvals?view=requested&orderId=${order.id}`,
    title: APPROVAL_MSG.submittedTitle(order.orderNo), body: APPROVAL_MSG.submittedBody(plan.reasons, holdHours), eventKey: `approval:${order.id}:submitted`,
  });
}

