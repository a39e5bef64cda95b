// The approval rows and details the pages read (issue 38): an order's plan, its steps with who
// decided and how, whether the caller decides its current level now, its budget impact and history.
import type { Kysely, Transaction } from 'kysely';
import { APPROVAL_DECISION_TEXT, type ApprovalDecider, type ApprovalStatus } from '../../../domain/approvals/approval-rules.ts';
import type { ApprovalDetail, ApprovalRow, ApprovalStep } from '../../../domain/approvals/approval-views.ts';
import type { ApprovalPlanJson, Database } from '../../db/schema.ts';
import { activeColleagues, departmentNames, departmentOf, memberNames, type Colleague } from '../company/public.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { approvalLines, approvalTimeline, decisionsOf, type ApprovalOrder, type DecisionRecord } from './approval-repository.ts';
import { budgetStandings, levelDeciders } from './approval-planning.ts';
import { APPROVAL_MSG } from './messages.ts';

type Db = Kysely<Database> | Transaction<Database>;

const EMPTY_PLAN: ApprovalPlanJson = { ruleId: null, ruleName: null, reasons: [], levels: [] };

/** What the views of one company's approvals share: its members, their departments' parents. */
export interface ViewContext {
  colleagues: Colleague[];
  parents: Map<number, number | null>;
}

export async function viewContext(db: Db, companyId: number, orders: readonly ApprovalOrder[]): Promise<ViewContext> {
  const colleagues = await activeColleagues(db, companyId);
  const parents = new Map<number, number | null>();
  for (const id of new Set(orders.map((o) => o.departmentId).filter((d): d is number => d !== null))) parents.set(id, (await departmentOf(db, companyId, id))?.parentId ?? null);
  return { colleagues, parents };
}

/** Whether `memberId` decides the order's current level now. */
export function decidesNow(ctx: ViewContext, order: ApprovalOrder, decisions: readonly DecisionRecord[], memberId: number): boolean {
  if (order.status !== ORDER_STATUS.awaitingApproval || !order.approvalPlan || order.approvalLevel === null) return false;
  const earlier = decisions.filter((d) => d.orderId === order.id && d.level < order.approvalLevel!).map((d) => d.memberId);
  const parent = order.departmentId === null ? null : (ctx.parents.get(order.departmentId) ?? null);
  return levelDeciders(ctx.colleagues, order, parent, order.approvalPlan, order.approvalLevel, earlier).some((c) => c.memberId === memberId);
}

function stepsOf(order: ApprovalOrder, decisions: readonly DecisionRecord[], names: Map<number, string>): ApprovalStep[] {
  const plan = order.approvalPlan ?? EMPTY_PLAN;
  return plan.levels.map((decider, i) => {
    const d = decisions.find((x) => x.orderId === order.id && x.level === i + 1);
    return {
      level: i + 1, decider: decider as ApprovalDecider, decision: d?.decision ?? null, deciderName: d ? (names.get(d.memberId) ?? null) : null,
      comment: d?.comment ?? null, decidedAt: d ? d.decidedAt.toISOString() : null,
    };
  });
}

/** The rows of these orders for `memberId`. */
export async function approvalRows(db: Db, ctx: ViewContext, orders: readonly ApprovalOrder[], memberId: number): Promise<ApprovalRow[]> {
  const decisions = await decisionsOf(db, orders.map((o) => o.id));
  const names = await memberNames(db, [...orders.map((o) => o.memberId), ...decisions.map((d) => d.memberId)]);
  const depts = await departmentNames(db, orders.map((o) => o.departmentId).filter((d): d is number => d !== null));
  return orders.map((o) => {
    const plan = o.approvalPlan ?? EMPTY_PLAN;
    const pending = o.status === ORDER_STATUS.awaitingApproval;
    return {
      orderId: o.id, orderNo: o.orderNo, totalFen: o.totalFen, goodsCount: o.goodsCount, firstGoodsName: o.firstGoodsName,
      requesterName: names.get(o.memberId) ?? '', departmentName: o.departmentId === null ? null : (depts.get(o.departmentId) ?? null),
      poNumber: o.poNumber, costCentre: o.costCentre, approvalStatus: (o.approvalStatus ?? 'pending') as ApprovalStatus,
      currentLevel: pending ? o.approvalLevel : null,
      plan: { ruleName: plan.ruleName, reasons: plan.reasons, levels: plan.levels as ApprovalDecider[] },
      steps: stepsOf(o, decisions, names), createdAt: o.createdAt.toISOString(), holdUntil: pending && o.approvalHoldUntil ? o.approvalHoldUntil.toISOString() : null,
      canDecide: decidesNow(ctx, o, decisions, memberId),
    };
  });
}

/** One order's approval with its lines, the department's budgets now and after it, and its history. */
export async function approvalDetailOf(db: Db, ctx: ViewContext, order: ApprovalOrder, memberId: number, now: Date = new Date()): Promise<ApprovalDetail> {
  const [row] = await approvalRows(db, ctx, [order], memberId);
  const dept = order.departmentId === null ? undefined : await departmentOf(db, order.companyId!, order.departmentId);
  const standings = dept ? await budgetStandings(db, dept.id, dept.name, now) : [];
  const pending = order.status === ORDER_STATUS.awaitingApproval;
  const decisions = await decisionsOf(db, [order.id]);
  const names = await memberNames(db, [order.memberId, ...decisions.map((d) => d.memberId)]);
  const history = [{ at: order.createdAt.toISOString(), text: APPROVAL_MSG.historyPlaced(names.get(order.memberId) ?? '') }];
  for (const d of decisions) history.push({ at: d.decidedAt.toISOString(), text: APPROVAL_MSG.historyDecided(names.get(d.memberId) ?? '', d.level, APPROVAL_DECISION_TEXT[d.decision], d.comment) });
  // How it ended when no decision ended it: the buyer withdrew it, or the hold ran out.
  if (order.approvalStatus === 'withdrawn' || order.approvalStatus === 'expired') {
    const end = (await approvalTimeline(db, order.id)).filter((t) => t.toStatus === ORDER_STATUS.cancelled).at(-1);
    if (end) history.push({ at: end.createdAt.toISOString(), text: end.note ?? '' });
  }
  return {
    ...row!,
    lines: (await approvalLines(db, order.id)).map((l) => ({ ...l, buyerCode: l.buyerCode ?? null })),
    remark: order.remark,
    payMethod: order.payMethod ?? 1,
    budgets: standings.map((b) => ({ ...b, afterFen: pending ? b.remainingFen - order.totalFen : b.remainingFen })),
    history,
  };
}
