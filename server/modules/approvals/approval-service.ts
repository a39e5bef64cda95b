// Order approvals (issue 38): the lists of /company/approvals (waiting on me, decided by me, asked
// by me), one approval's detail, and the decision. A decision runs in one transaction on the
// locked order: the level the decider saw must still be the current one, the requester and an
// earlier level's decider never decide, and the (order, level) row is unique, so two approvers
// deciding at once make one decision and the other is told it was already decided. A rejection
// cancels the order and gives its stock back; an approval moves to the next level (its deciders
// are told) or, at the last level, re-checks the hard budgets under their lock and moves the order
// to 待付款 with a payment deadline from now (or 待发货 on credit terms, due from now).
import type { Kysely, Transaction } from 'kysely';
import { APPROVAL_LIST_VIEWS, type ApprovalDecider } from '../../../domain/approvals/approval-rules.ts';
import type { ApprovalDecideBody, ApprovalListBody } from '../../../domain/approvals/approval-payloads.ts';
import type { ApprovalDetail, ApprovalRow } from '../../../domain/approvals/approval-views.ts';
import { ONLINE_PAY_MINUTES, TRANSFER_PAY_HOURS } from '../../../domain/orders/order-rules.ts';
import { ORDER_STATUS, PAY_METHOD } from '../../../domain/orders/order-status.ts';
import { offsetOf } from '../../../domain/shared/page-query.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { actingOf, activeColleagues, assertRecordAccess, departmentOf, memberNames, type Acting } from '../company/public.ts';
import { creditHolderOf, creditTerms } from '../credit/public.ts';
import { notifyMember } from '../messages/public.ts';
import { cancelOrderIn, lockOrder, moveOrder, noteOrder, setApprovalLevel } from '../orders/public.ts';
import { announceLevel, budgetStandings, levelDeciders, sendApprovalSms, type SmsToSend } from './approval-planning.ts';
import { approvalOrderOf, decidedByPage, decisionsOf, insertDecision, pendingApprovalOrders, requestedByPage, type ApprovalOrder } from './approval-repository.ts';
import { approvalDetailOf, approvalRows, decidesNow, viewContext } from './approval-views.ts';
import { APPROVAL_MSG } from './messages.ts';

type Db = Kysely<Database> | Transaction<Database>;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** The caller's company (403 for a personal member or a disabled one). */
function companyOf(acting: Acting): number {
  if (!acting.company) throw forbidden(APPROVAL_MSG.notInCompany);
  if (!acting.active) throw forbidden(APPROVAL_MSG.memberDisabled);
  return acting.company.companyId;
}

/** One of the three lists of /company/approvals. */
export async function listApprovals(db: Kysely<Database>, memberId: number, q: ApprovalListBody): Promise<Page<ApprovalRow>> {
  const acting = await actingOf(db, memberId);
  const companyId = companyOf(acting);
  const view = q.status ?? APPROVAL_LIST_VIEWS[0];
  const offset = offsetOf(q);
  let orders: ApprovalOrder[];
  let total: number;
  if (view === 'waiting') {
    const pending = await pendingApprovalOrders(db, companyId);
    const ctx = await viewContext(db, companyId, pending);
    const decisions = await decisionsOf(db, pending.map((o) => o.id));
    const mine = pending.filter((o) => decidesNow(ctx, o, decisions, memberId));
    total = mine.length;
    orders = mine.slice(offset, offset + q.size);
  } else {
    const page = view === 'decided' ? await decidedByPage(db, companyId, memberId, offset, q.size) : await requestedByPage(db, memberId, offset, q.size);
    orders = page.rows;
    total = page.total;
  }
  const records = await approvalRows(db, await viewContext(db, companyId, orders), orders, memberId);
  return { records, total, size: q.size, current: q.current, pages: Math.ceil(total / q.size) };
}

/** Whether the caller may read the order's approval: its requester, a decider (now or before), or a member whose role reaches it. */
async function assertReadable(db: Db, acting: Acting, order: ApprovalOrder | undefined): Promise<ApprovalOrder> {
  if (!order) throw notFound(APPROVAL_MSG.orderNotFound);
  if (order.memberId === acting.memberId) return order;
  const decisions = await decisionsOf(db, [order.id]);
  if (decisions.some((d) => d.memberId === acting.memberId)) return order;
  const ctx = await viewContext(db, order.companyId!, [order]);
  if (decidesNow(ctx, order, decisions, acting.memberId)) return order;
  await assertRecordAccess(db, acting, order, { missing: APPROVAL_MSG.orderNotFound, forbidden: APPROVAL_MSG.notYours });
  return order;
}

export async function approvalDetail(db: Kysely<Database>, memberId: number, orderId: number): Promise<ApprovalDetail> {
  const acting = await actingOf(db, memberId);
  const companyId = companyOf(acting);
  const order = await assertReadable(db, acting, await approvalOrderOf(db, companyId, orderId));
  return approvalDetailOf(db, await viewContext(db, companyId, [order]), order, memberId);
}

export interface DecideDeps {
  sms?: SmsProvider;
  log?: { warn: (obj: object, msg: string) => void };
  now?: Date;
}

/** Decides the current level of an order; answers the approval as it stands after. */
export async function decideApproval(db: Kysely<Database>, memberId: number, body: ApprovalDecideBody, deps: DecideDeps = {}): Promise<ApprovalDetail> {
  const now = deps.now ?? new Date();
  const comment = body.comment?.trim() || null;
  if (body.decision === 'reject' && !comment) throw badRequest(APPROVAL_MSG.commentRequired);
  const acting = await actingOf(db, memberId);
  const companyId = companyOf(acting);
  const sms = await db.transaction().execute((trx) => decideInTransaction(trx, acting, companyId, body, comment, now));
  await sendApprovalSms(deps.sms, sms, deps.log);
  return approvalDetail(db, memberId, body.orderId);
}

async function decideInTransaction(trx: Transaction<Database>, acting: Acting, companyId: number, body: ApprovalDecideBody, comment: string | null, now: Date): Promise<SmsToSend> {
  const locked = await lockOrder(trx, body.orderId);
  const order = locked && Number(locked.companyId) === companyId ? await approvalOrderOf(trx, companyId, body.orderId) : undefined;
  if (!order) throw notFound(APPROVAL_MSG.orderNotFound);
  // Decided meanwhile (a colleague of the same company): told so, before the reach check, which a decider out of the department's reach would fail once the order is no longer theirs to decide.
  if (order.status !== ORDER_STATUS.awaitingApproval || order.approvalLevel === null || !order.approvalPlan) {
    throw new AppError(409, order.approvalStatus && order.approvalStatus !== 'pending' ? APPROVAL_MSG.alreadyDecided : APPROVAL_MSG.notPending, 409);
  }
  await assertReadable(trx, acting, order);
  const o = order;
  const plan = order.approvalPlan;
  const level = order.approvalLevel;
  if (body.level !== undefined && body.level !== level) throw new AppError(409, APPROVAL_MSG.alreadyDecided, 409);
  if (o.memberId === acting.memberId) throw forbidden(APPROVAL_MSG.selfApproval);
  const decisions = await decisionsOf(trx, [o.id]);
  const earlier = decisions.filter((d) => d.level < level).map((d) => d.memberId);
  if (earlier.includes(acting.memberId)) throw forbidden(APPROVAL_MSG.decidedEarlier);
  const colleagues = await activeColleagues(trx, companyId);
  const dept = o.departmentId === null ? undefined : await departmentOf(trx, companyId, o.departmentId);
  const deciders = levelDeciders(colleagues, o, dept?.parentId ?? null, plan, level, earlier);
  if (!deciders.some((c) => c.memberId === acting.memberId)) throw forbidden(APPROVAL_MSG.notYourLevel(plan.levels[level - 1] as ApprovalDecider));
  if (!(await insertDecision(trx, { orderId: o.id, level, memberId: acting.memberId, decision: body.decision, comment }))) throw new AppError(409, APPROVAL_MSG.alreadyDecided, 409);
  const name = (await memberNames(trx, [acting.memberId])).get(acting.memberId) ?? '';
  const actor = `approver:${acting.memberId}`;
  const base = { memberId: o.memberId, kind: 'order' as const, link: `/myOrderDetail/${o.id}` };
  if (body.decision === 'reject') {
    await cancelOrderIn(trx, o.id, { actor, reason: APPROVAL_MSG.rejectReason(comment!), transition: 'rejectApproval' });
    await notifyMember(trx, { ...base, title: APPROVAL_MSG.rejectedTitle(o.orderNo), body: APPROVAL_MSG.rejectedBody(name, comment!), eventKey: `approval:${o.id}:rejected` });
    return [];
  }
  const note = APPROVAL_MSG.historyDecided(name, level, APPROVAL_MSG.approved, comment);
  if (level < plan.levels.length) {
    await setApprovalLevel(trx, o.id, level + 1);
    await noteOrder(trx, { id: o.id, status: o.status }, actor, note);
    await notifyMember(trx, { ...base, title: APPROVAL_MSG.levelApprovedTitle(o.orderNo), body: APPROVAL_MSG.levelApprovedBody(name), eventKey: `approval:${o.id}:level:${level}` });
    return announceLevel(trx, { ...o, companyId }, plan, level + 1, [...earlier, acting.memberId]);
  }
  await finalApproval(trx, o, dept, { actor, note, now });
  const onCredit = o.payMethod === PAY_METHOD.credit;
  await notifyMember(trx, { ...base, title: APPROVAL_MSG.approvedTitle(o.orderNo), body: APPROVAL_MSG.approvedBody(name, onCredit), eventKey: `approval:${o.id}:approved` });
  return [];
}

/** The last level agreed: the hard budgets (locked) must still hold the order; it commits and moves on with its deadlines from now. */
async function finalApproval(trx: Transaction<Database>, o: ApprovalOrder, dept: { id: number; name: string } | undefined, at: { actor: string; note: string; now: Date }): Promise<void> {
  if (dept) {
    for (const b of await budgetStandings(trx, dept.id, dept.name, at.now, true)) {
      if (b.mode === 'hard' && o.totalFen > b.remainingFen) throw new AppError(409, APPROVAL_MSG.hardBudgetAtApproval(b.departmentName, b.periodLabel, b.amountFen, b.spentFen, o.totalFen), 409);
    }
  }
  const at0 = at.now.getTime();
  if (o.payMethod === PAY_METHOD.credit) {
    const terms = await creditTerms(trx, await creditHolderOf(trx, o.memberId));
    const payDueAt = new Date(at0 + (terms?.termDays ?? 0) * DAY_MS);
    await moveOrder(trx, o.id, 'approveOnCredit', { actor: at.actor, note: at.note, set: { payDueAt, committedAt: at.now } });
    return;
  }
  const payDeadline = new Date(at0 + (o.payMethod === PAY_METHOD.bankTransfer ? TRANSFER_PAY_HOURS * HOUR_MS : ONLINE_PAY_MINUTES * MINUTE_MS));
  await moveOrder(trx, o.id, 'approve', { actor: at.actor, note: at.note, set: { payDeadline, committedAt: at.now } });
}
