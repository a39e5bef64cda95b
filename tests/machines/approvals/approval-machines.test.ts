// Model-based tests of the approval machines (issue 38 item 4): the list of /company/approvals
// (views, pages, counts, the selection, the refresh after a decision) and one order's decision
// (同意, 驳回 with its comment, already decided 409, forbidden 403, comment missing 400, no answer
// and its retry). Every shortest path is walked with fake actors; after each step the rules are
// checked: only a body the server's schema accepts is sent, never a rejection without a comment,
// never a decision on an order the caller may not decide, and the app hears of each change.
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ApprovalDecideBody } from '../../../domain/approvals/approval-payloads.ts';
import type { ApprovalDetail, ApprovalRow } from '../../../domain/approvals/approval-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { approvalDecisionMachine, commentProblem, decideBody } from '../../../machines/approvals/approval-decision.ts';
import type { ApprovalDecisionContext, ApprovalDecisionEvent } from '../../../machines/approvals/approval-decision.ts';
import { APPROVAL_PAGE_SIZE, approvalListMachine, approvalsHref, orderIdOf, viewOf } from '../../../machines/approvals/approval-list.ts';
import type { ApprovalListAnswer, ApprovalListContext, ApprovalListEvent, ApprovalListQuery } from '../../../machines/approvals/approval-list.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

function apiError(message: string, status: number | null) {
  return Object.assign(new Error(message), { code: status ?? 0, status, data: null });
}

const row = (orderId: number, patch: Partial<ApprovalRow> = {}): ApprovalRow => ({
  orderId,
  orderNo: `SO2611290000${orderId}`,
  totalFen: 680_000,
  goodsCount: 2,
  firstGoodsName: '深沟球轴承',
  requesterName: '陈刚',
  departmentName: '设备部',
  poNumber: 'PO-2026-118',
  costCentre: 'CC-EQ-01',
  approvalStatus: 'pending',
  currentLevel: 1,
  plan: { ruleName: '五千元以上订单', reasons: ['订单金额 ¥6,800.00 达到 ¥5,000.00'], levels: ['departmentApprover'] },
  steps: [{ level: 1, decider: 'departmentApprover', decision: null, deciderName: null, comment: null, decidedAt: null }],
  createdAt: '2026-11-29T02:00:00.000Z',
  holdUntil: '2026-12-01T02:00:00.000Z',
  canDecide: true,
  ...patch,
});

const detail = (patch: Partial<ApprovalDetail> = {}): ApprovalDetail => ({
  ...row(41),
  lines: [{ goodsId: 7, goodsCode: 'G0007', model: '6205-2RSH', name: '深沟球轴承', brandName: 'SKF', unit: '个', num: 100, unitPriceFen: 6800, lineFen: 680_000, buyerCode: null }],
  remark: null,
  payMethod: 1,
  budgets: [{ departmentName: '设备部', period: 'month', mode: 'soft', periodLabel: '2026年11月', amountFen: 2_000_000, spentFen: 500_000, remainingFen: 1_500_000, afterFen: 820_000 }],
  history: [{ at: '2026-11-29T02:00:00.000Z', text: '陈刚 提交订单，等待审批' }],
  ...patch,
});

// --- the list ---

const pageOf = (records: ApprovalRow[], total: number, current: number): Page<ApprovalRow> => ({
  records, total, size: APPROVAL_PAGE_SIZE, current, pages: Math.ceil(total / APPROVAL_PAGE_SIZE),
});
const FIRST: ApprovalListAnswer = { page: pageOf([row(41), row(42)], 12, 1), counts: { waiting: 12, decided: 3, requested: 0 } };
const SHRUNK: ApprovalListAnswer = { page: pageOf([], 10, 2), counts: { waiting: 10, decided: 5, requested: 0 } };

describe('approval list', () => {
  const EVENTS = [
    { type: 'SWITCH_VIEW', view: 'decided' },
    { type: 'SWITCH_VIEW', view: 'waiting' },
    { type: 'PAGE', current: 2 },
    { type: 'PAGE', current: 9 },
    { type: 'SELECT', orderId: 41 },
    { type: 'CLOSE' },
    { type: 'REFRESH' },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.list', output: FIRST },
    { type: 'xstate.done.actor.list', output: SHRUNK },
    { type: 'xstate.error.actor.list', error: apiError('网络异常', null) },
  ] as unknown as ApprovalListEvent[];

  interface Effects { queries: ApprovalListQuery[] }
  const start = (effects: Effects, input = { view: null, orderId: null }): Harness =>
    startMachine(approvalListMachine, { input, provide: (fake) => ({ actors: { fetchList: fake.promise('list', effects.queries) } }) });
  const paths = shortestPaths(approvalListMachine, { events: EVENTS, input: { view: null, orderId: null } });

  describePaths('approval list, model-based', paths, {
    effects: (): Effects => ({ queries: [] }),
    start: (effects) => start(effects),
    check: (effects, h) => {
      const { value, context } = h.snapshot() as { value: string; context: ApprovalListContext };
      // Every read asks for a page in range of the view shown, at the page size.
      for (const q of effects.queries) {
        expect(q.size).toBe(APPROVAL_PAGE_SIZE);
        expect(q.current).toBeGreaterThanOrEqual(1);
      }
      if (value === 'loading') expect(effects.queries.at(-1)).toEqual({ view: context.view, current: context.current, size: APPROVAL_PAGE_SIZE });
      // The page shown is never past its last page.
      if (value === 'ready' && context.page) expect(context.current).toBeLessThanOrEqual(Math.max(1, context.page.pages));
    },
  });

  it('reaches every state', () => expectEveryStateReached(approvalListMachine, paths));

  it('switches views from page 1, steps back from a page a decision emptied, and keeps the selection over a refresh', async () => {
    const effects: Effects = { queries: [] };
    const h = start(effects, { view: 'decided', orderId: '41' } as never);
    expect((h.snapshot().context as ApprovalListContext).selectedId).toBe(41);
    h.pending('list')!.resolve(FIRST);
    await flushMicrotasks();
    h.send({ type: 'PAGE', current: 2 });
    h.pending('list')!.resolve({ page: pageOf([row(51)], 12, 2), counts: FIRST.counts });
    await flushMicrotasks();
    h.send({ type: 'REFRESH' });
    h.pending('list')!.resolve(SHRUNK);
    await flushMicrotasks();
    h.pending('list')!.resolve({ page: pageOf([row(42)], 10, 1), counts: SHRUNK.counts });
    await flushMicrotasks();
    expect(effects.queries.map((q) => [q.view, q.current])).toEqual([['decided', 1], ['decided', 2], ['decided', 2], ['decided', 1]]);
    const ctx = h.snapshot().context as ApprovalListContext;
    expect(ctx.selectedId).toBe(41);
    expect(ctx.counts).toEqual(SHRUNK.counts);
    h.send({ type: 'SWITCH_VIEW', view: 'requested' });
    expect(effects.queries.at(-1)).toEqual({ view: 'requested', current: 1, size: APPROVAL_PAGE_SIZE });
    h.stop();
  });

  it('reads the query and writes the address', () => {
    expect(viewOf('requested')).toBe('requested');
    expect(viewOf('x')).toBe('waiting');
    expect(viewOf(null)).toBe('waiting');
    expect(orderIdOf('41')).toBe(41);
    for (const bad of ['', '0', '-1', '1.5', 'abc', '99999999999', null]) expect(orderIdOf(bad)).toBeNull();
    expect(approvalsHref('waiting', null)).toBe('/company/approvals');
    expect(approvalsHref('requested', 41)).toBe('/company/approvals?view=requested&orderId=41');
  });
});

// --- the decision ---

const APPROVED = detail({ approvalStatus: 'approved', currentLevel: null, canDecide: false, steps: [{ level: 1, decider: 'departmentApprover', decision: 'approve', deciderName: '林娜', comment: null, decidedAt: '2026-11-29T03:00:00.000Z' }] });
const OTHERS = detail({ approvalStatus: 'approved', currentLevel: null, canDecide: false });

describe('approval decision', () => {
  const EVENTS = [
    { type: 'SET_COMMENT', comment: '数量过多，请拆分' },
    { type: 'SET_COMMENT', comment: '   ' },
    { type: 'APPROVE' },
    { type: 'REJECT' },
    { type: 'RETRY' },
    { type: 'RELOAD' },
    { type: 'xstate.done.actor.detail', output: detail() },
    { type: 'xstate.done.actor.detail', output: OTHERS },
    { type: 'xstate.error.actor.detail', error: apiError('订单不存在', 404) },
    { type: 'xstate.error.actor.detail', error: apiError('网络异常', null) },
    { type: 'xstate.done.actor.decide', output: APPROVED },
    { type: 'xstate.error.actor.decide', error: apiError('该级审批已由 王强 处理', 409) },
    { type: 'xstate.error.actor.decide', error: apiError('不能审批自己提交的订单', 403) },
    { type: 'xstate.error.actor.decide', error: apiError('驳回时请填写审批意见', 400) },
    { type: 'xstate.error.actor.decide', error: apiError('网络异常', null) },
    { type: 'xstate.error.actor.decide', error: apiError('服务器错误', 500) },
  ] as unknown as ApprovalDecisionEvent[];

  interface Effects { reads: { orderId: number }[]; bodies: ApprovalDecideBody[]; decided: number; decisions: number }
  const fresh = (): Effects => ({ reads: [], bodies: [], decided: 0, decisions: 0 });
  const start = (effects: Effects): Harness =>
    startMachine(approvalDecisionMachine, {
      input: { orderId: 41 },
      provide: (fake) => ({
        actors: { fetchDetail: fake.promise('detail', effects.reads), decide: fake.promise('decide', effects.bodies) },
        actions: { decided: () => void (effects.decided += 1) },
      }),
    });
  const paths = shortestPaths(approvalDecisionMachine, { events: EVENTS, input: { orderId: 41 } });

  describePaths('approval decision, model-based', paths, {
    effects: fresh,
    start,
    check: (effects, h, event) => {
      const { value, context } = h.snapshot() as { value: string; context: ApprovalDecisionContext };
      if (value === 'deciding' && (event.type === 'APPROVE' || event.type === 'REJECT' || event.type === 'RETRY')) effects.decisions += 1;
      // One call per decision the approver made (a retry sends the same body again).
      expect(effects.bodies).toHaveLength(effects.decisions);
      for (const body of effects.bodies) {
        expect(Value.Check(ApprovalDecideBody, body)).toBe(true);
        expect(body.orderId).toBe(41);
        // Never a rejection without a comment.
        if (body.decision === 'reject') expect(body.comment?.trim()).toBeTruthy();
      }
      if (event.type === 'RETRY' && value === 'deciding') expect(effects.bodies.at(-1)).toEqual(effects.bodies.at(-2));
      // Only an order the caller decides is decided.
      if (value === 'deciding') expect(context.detail?.canDecide).toBe(true);
      for (const read of effects.reads) expect(read.orderId).toBe(41);
      // The app refreshes its list only after a call that may have changed it.
      expect(effects.decided).toBeLessThanOrEqual(effects.bodies.length);
      if (value === 'uncertain') expect(context.notice).toEqual({ kind: 'uncertain' });
    },
  });

  it('reaches every state', () => expectEveryStateReached(approvalDecisionMachine, paths));

  async function ready(effects: Effects, d = detail()): Promise<Harness> {
    const h = start(effects);
    h.pending('detail')!.resolve(d);
    await flushMicrotasks();
    return h;
  }
  const ctxOf = (h: Harness) => h.snapshot().context as ApprovalDecisionContext;

  it('approves: the answer replaces the detail, the comment is cleared and the list is told', async () => {
    const effects = fresh();
    const h = await ready(effects);
    h.send({ type: 'SET_COMMENT', comment: '  同意采购  ' });
    h.send({ type: 'APPROVE' });
    h.send({ type: 'APPROVE' });
    expect(effects.bodies).toEqual([{ orderId: 41, decision: 'approve', comment: '同意采购' }]);
    h.pending('decide')!.resolve(APPROVED);
    await flushMicrotasks();
    expect(ctxOf(h)).toMatchObject({ detail: APPROVED, comment: '', notice: { kind: 'decided', decision: 'approve' } });
    expect(effects.decided).toBe(1);
    // Decided: no second decision.
    h.send({ type: 'REJECT' });
    expect(effects.bodies).toHaveLength(1);
    h.stop();
  });

  it('a rejection needs a comment; the server\'s 400 keeps the comment for another try', async () => {
    const effects = fresh();
    const h = await ready(effects);
    h.send({ type: 'REJECT' });
    expect(effects.bodies).toEqual([]);
    expect(ctxOf(h).commentProblem).toBe('required');
    h.send({ type: 'SET_COMMENT', comment: '数量过多' });
    expect(ctxOf(h).commentProblem).toBeNull();
    h.send({ type: 'REJECT' });
    expect(effects.bodies).toEqual([{ orderId: 41, decision: 'reject', comment: '数量过多' }]);
    h.pending('decide')!.reject(apiError('驳回时请填写审批意见', 400));
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('ready');
    expect(ctxOf(h)).toMatchObject({ comment: '数量过多', notice: { kind: 'refused', text: '驳回时请填写审批意见' } });
    expect(effects.decided).toBe(0);
    h.stop();
    expect(commentProblem('reject', ' ')).toBe('required');
    expect(commentProblem('approve', '')).toBeNull();
    expect(commentProblem('approve', 'x'.repeat(201))).toBe('tooLong');
    expect(decideBody({ orderId: 5, decision: 'approve', comment: '  ' })).toEqual({ orderId: 5, decision: 'approve', comment: null });
  });

  it('already decided by someone else (409): says so and reads the order again; forbidden (403) changes nothing', async () => {
    const effects = fresh();
    const h = await ready(effects);
    h.send({ type: 'APPROVE' });
    h.pending('decide')!.reject(apiError('该级审批已由 王强 处理', 409));
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('loading');
    expect(effects.reads).toHaveLength(2);
    expect(effects.decided).toBe(1);
    h.pending('detail')!.resolve(OTHERS);
    await flushMicrotasks();
    expect(ctxOf(h)).toMatchObject({ detail: OTHERS, notice: { kind: 'conflict', text: '该级审批已由 王强 处理' } });
    h.send({ type: 'APPROVE' });
    expect(effects.bodies).toHaveLength(1);
    h.stop();

    const e2 = fresh();
    const h2 = await ready(e2);
    h2.send({ type: 'APPROVE' });
    h2.pending('decide')!.reject(apiError('不能审批自己提交的订单', 403));
    await flushMicrotasks();
    expect(ctxOf(h2).notice).toEqual({ kind: 'forbidden', text: '不能审批自己提交的订单' });
    expect(e2.decided).toBe(0);
    h2.stop();
  });

  it('no answer: RETRY sends the same decision again; RELOAD reads the order', async () => {
    const effects = fresh();
    const h = await ready(effects);
    h.send({ type: 'SET_COMMENT', comment: '请拆分订单' });
    h.send({ type: 'REJECT' });
    h.pending('decide')!.reject(apiError('网络异常', null));
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('uncertain');
    h.send({ type: 'SET_COMMENT', comment: '别的' });
    h.send({ type: 'RETRY' });
    expect(effects.bodies).toEqual([
      { orderId: 41, decision: 'reject', comment: '请拆分订单' },
      { orderId: 41, decision: 'reject', comment: '请拆分订单' },
    ]);
    h.pending('decide')!.reject(apiError('网络异常', null));
    await flushMicrotasks();
    h.send({ type: 'RELOAD' });
    expect(effects.reads).toHaveLength(2);
    expect(effects.decided).toBe(1);
    h.stop();
  });

  it('an order the caller may not see is missing; a failed read is retried', async () => {
    const effects = fresh();
    const h = start(effects);
    h.pending('detail')!.reject(apiError('网络异常', null));
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('failure');
    h.send({ type: 'RETRY' });
    h.pending('detail')!.reject(apiError('订单不存在', 404));
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('missing');
    h.stop();
  });
});
