// machines/approvals/budget-editor.ts: the budgets of /company/budgets, model-based (every state
// reached; every body sent passes BudgetSaveBody; deletions only after CONFIRM) and by example.
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { BudgetSaveBody } from '../../../domain/approvals/approval-payloads.ts';
import { budgetAmountOf, budgetEditorMachine, budgetErrors, formOfBudget, replacedBudget, EMPTY_BUDGET } from '../../../machines/approvals/budget-editor.ts';
import type { BudgetEditorContext, BudgetEditorEvent, BudgetPageData, BudgetRow } from '../../../machines/approvals/budget-editor.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const BUDGET: BudgetRow = {
  id: 5, departmentId: 3, departmentName: '采购部', period: 'month', mode: 'hard', amountFen: 1_000_000, periodLabel: '2026年11月', periodStart: '2026-10-31T16:00:00.000Z',
  spentFen: 400_000, remainingFen: 600_000, history: [{ label: '2026年11月', spentFen: 400_000 }],
};
const DATA: BudgetPageData = { budgets: [BUDGET], departments: [{ id: 3, name: '采购部' }, { id: 4, name: '财务部' }] };

const EVENTS = [
  { type: 'RETRY' },
  { type: 'NEW' },
  { type: 'EDIT_BUDGET', id: 5 },
  { type: 'EDIT_BUDGET', id: 99 },
  { type: 'SET_DEPARTMENT', departmentId: 4 },
  { type: 'SET_DEPARTMENT', departmentId: 99 },
  { type: 'SET_PERIOD', period: 'quarter' },
  { type: 'SET_MODE', mode: 'soft' },
  { type: 'EDIT_AMOUNT', value: '20,000' },
  { type: 'EDIT_AMOUNT', value: '0' },
  { type: 'SUBMIT' },
  { type: 'CLOSE' },
  { type: 'DELETE', id: 5 },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.page', output: DATA },
  { type: 'xstate.error.actor.page', error: new Error('网络异常') },
  { type: 'xstate.done.actor.save', output: { id: 6 } },
  { type: 'xstate.error.actor.save', error: { message: '部门不存在', status: 404 } },
  { type: 'xstate.done.actor.delete', output: null },
  { type: 'xstate.error.actor.delete', error: { message: '预算不存在', status: 404 } },
] as unknown as BudgetEditorEvent[];

interface Effects {
  fetches: number;
  saves: BudgetSaveBody[];
  deletes: { id: number }[];
  announced: string[];
}
const fresh = (): Effects => ({ fetches: 0, saves: [], deletes: [], announced: [] });

function startEditor(effects: Effects, admin = true): Harness {
  return startMachine(budgetEditorMachine, {
    input: { admin },
    provide: (fake) => ({
      actors: {
        fetchPage: fake.promise<BudgetPageData>('page', () => void (effects.fetches += 1)),
        saveBudget: fake.promise<{ id: number }, BudgetSaveBody>('save', effects.saves),
        deleteBudget: fake.promise<unknown, { id: number }>('delete', effects.deletes),
      },
      actions: { saved: (_, params) => void effects.announced.push(params.what) },
    }),
  });
}

const paths = shortestPaths(budgetEditorMachine, { events: EVENTS, input: { admin: true } });
type Snap = { value: unknown; context: BudgetEditorContext };

describePaths('budget editor, model-based', paths, {
  effects: fresh,
  start: (effects) => startEditor(effects),
  check: (effects, h) => {
    const { context } = h.snapshot() as unknown as Snap;
    for (const body of effects.saves) {
      expect(Value.Check(BudgetSaveBody, body)).toBe(true);
      expect([3, 4]).toContain(body.departmentId);
    }
    for (const sent of effects.deletes) expect(sent.id).toBe(5);
    // An existing budget keeps its department and period.
    if (context.form?.editing) expect([context.form.departmentId, context.form.period]).toEqual([3, 'month']);
    expect(effects.announced.length).toBeLessThanOrEqual(effects.saves.length + effects.deletes.length);
  },
});

async function loaded(effects: Effects, admin = true): Promise<Harness> {
  const h = startEditor(effects, admin);
  h.pending('page')!.resolve(DATA);
  await flushMicrotasks();
  return h;
}
const ctxOf = (h: Harness) => h.snapshot().context as BudgetEditorContext;

describe('budget editor rules', () => {
  it('the shortest paths reach every state node', () => expectEveryStateReached(budgetEditorMachine, paths));

  it('sets a quarter budget for a department in yuan, then reads the budgets again', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'NEW' });
    h.send({ type: 'SUBMIT' });
    expect(ctxOf(h).errors).toEqual({ departmentId: 'required', amount: 'required' });
    h.send({ type: 'SET_DEPARTMENT', departmentId: 3 });
    expect(replacedBudget(ctxOf(h).data, ctxOf(h).form)?.id).toBe(5);
    h.send({ type: 'SET_PERIOD', period: 'quarter' });
    expect(replacedBudget(ctxOf(h).data, ctxOf(h).form)).toBeNull();
    h.send({ type: 'SET_MODE', mode: 'soft' });
    h.send({ type: 'EDIT_AMOUNT', value: '30,000.50' });
    h.send({ type: 'SUBMIT' });
    expect(effects.saves).toEqual([{ departmentId: 3, period: 'quarter', amountFen: 3_000_050, mode: 'soft' }]);
    h.pending('save')!.reject({ message: '部门不存在', status: 404 });
    await flushMicrotasks();
    expect(ctxOf(h).formError).toBe('部门不存在');
    h.send({ type: 'SUBMIT' });
    h.pending('save')!.resolve({ id: 6 });
    await flushMicrotasks();
    expect(effects.announced).toEqual(['saved']);
    expect(effects.fetches).toBe(2);
    h.stop();
  });

  it('edits an existing budget: amount and mode change, department and period stay', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'EDIT_BUDGET', id: 5 });
    expect(ctxOf(h).form).toEqual({ editing: true, departmentId: 3, period: 'month', amount: '10000.00', mode: 'hard' });
    h.send({ type: 'SET_DEPARTMENT', departmentId: 4 });
    h.send({ type: 'SET_PERIOD', period: 'quarter' });
    h.send({ type: 'EDIT_AMOUNT', value: '12000' });
    h.send({ type: 'SUBMIT' });
    expect(effects.saves).toEqual([{ departmentId: 3, period: 'month', amountFen: 1_200_000, mode: 'hard' }]);
    h.stop();
  });

  it('deletes after a confirmation only; a member who is not the admin reads only', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'DELETE', id: 5 });
    h.send({ type: 'CANCEL' });
    expect(effects.deletes).toEqual([]);
    h.send({ type: 'DELETE', id: 5 });
    h.send({ type: 'CONFIRM' });
    expect(effects.deletes).toEqual([{ id: 5 }]);
    h.stop();
    const other = fresh();
    const r = await loaded(other, false);
    for (const event of [{ type: 'NEW' }, { type: 'EDIT_BUDGET', id: 5 }, { type: 'DELETE', id: 5 }] as BudgetEditorEvent[]) r.send(event);
    expect(r.snapshot().value).toEqual({ ready: 'viewing' });
    expect(other.saves).toEqual([]);
    r.stop();
  });

  it('checks the amount', () => {
    expect(budgetAmountOf('0')).toEqual({ problem: 'invalid' });
    expect(budgetAmountOf('abc')).toEqual({ problem: 'invalid' });
    expect(budgetAmountOf('2000000000')).toEqual({ problem: 'tooLarge' });
    expect(budgetAmountOf('0.01')).toEqual({ fen: 1 });
    expect(budgetErrors({ ...EMPTY_BUDGET, departmentId: 3, amount: '100' })).toEqual({});
    expect(formOfBudget(BUDGET).amount).toBe('10000.00');
  });
});
