// machines/approvals/rule-editor.ts: the approval rules of /company/rules, model-based (every state
// reached; every body sent passes ApprovalRuleSaveBody; deletions only after CONFIRM; a non-admin
// sends nothing) and by example.
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ApprovalRuleSaveBody } from '../../../domain/approvals/approval-payloads.ts';
import { amountOf, formOfRule, ruleEditorMachine, ruleErrors, rulePayload, EMPTY_RULE } from '../../../machines/approvals/rule-editor.ts';
import type { ApprovalRuleRow, RuleEditorContext, RuleEditorEvent, RulePageData } from '../../../machines/approvals/rule-editor.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const RULE: ApprovalRuleRow = {
  id: 7, name: '大额采购', departmentId: 3, departmentName: '采购部', minAmountFen: 500_000, categoryIds: [11], categoryNames: ['轴承'], levels: ['departmentApprover', 'finance'], updatedAt: '2026-11-29T00:00:00.000Z',
};
const DATA: RulePageData = {
  rules: [RULE],
  departments: [{ id: 3, name: '采购部' }, { id: 4, name: '财务部' }],
  categories: [{ id: 11, name: '轴承' }, { id: 12, name: '气动元件' }],
  poRequired: false,
};
const REFUSED = { message: '部门不存在', code: 404, status: 404 };

const EVENTS = [
  { type: 'RETRY' },
  { type: 'NEW' },
  { type: 'EDIT_RULE', id: 7 },
  { type: 'EDIT_RULE', id: 99 },
  { type: 'EDIT', field: 'name', value: '全员下单' },
  { type: 'EDIT', field: 'name', value: ' ' },
  { type: 'EDIT', field: 'amount', value: '5,000' },
  { type: 'EDIT', field: 'amount', value: '5.001' },
  { type: 'SET_DEPARTMENT', departmentId: 4 },
  { type: 'TOGGLE_CATEGORY', categoryId: 12 },
  { type: 'TOGGLE_CATEGORY', categoryId: 99 },
  { type: 'SET_LEVEL_COUNT', count: 2 },
  { type: 'SET_LEVEL_COUNT', count: 3 },
  { type: 'SET_LEVEL', index: 0, decider: 'admin' },
  { type: 'SUBMIT' },
  { type: 'CLOSE' },
  { type: 'DELETE', id: 7 },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'SET_PO_REQUIRED', value: true },
  { type: 'xstate.done.actor.page', output: DATA },
  { type: 'xstate.error.actor.page', error: new Error('网络异常') },
  { type: 'xstate.done.actor.save', output: { id: 8 } },
  { type: 'xstate.error.actor.save', error: REFUSED },
  { type: 'xstate.done.actor.delete', output: null },
  { type: 'xstate.error.actor.delete', error: { message: '审批规则不存在', status: 404 } },
  { type: 'xstate.done.actor.settings', output: null },
  { type: 'xstate.error.actor.settings', error: { message: '网络异常' } },
] as unknown as RuleEditorEvent[];

interface Effects {
  fetches: number;
  saves: ApprovalRuleSaveBody[];
  deletes: { id: number }[];
  settings: { poRequired: boolean }[];
  announced: string[];
}
const fresh = (): Effects => ({ fetches: 0, saves: [], deletes: [], settings: [], announced: [] });

function startEditor(effects: Effects, admin = true): Harness {
  return startMachine(ruleEditorMachine, {
    input: { admin },
    provide: (fake) => ({
      actors: {
        fetchPage: fake.promise<RulePageData>('page', () => void (effects.fetches += 1)),
        saveRule: fake.promise<{ id: number }, ApprovalRuleSaveBody>('save', effects.saves),
        deleteRule: fake.promise<unknown, { id: number }>('delete', effects.deletes),
        saveSettings: fake.promise<unknown, { poRequired: boolean }>('settings', effects.settings),
      },
      actions: { saved: (_, params) => void effects.announced.push(params.what) },
    }),
  });
}

const paths = shortestPaths(ruleEditorMachine, { events: EVENTS, input: { admin: true } });
type Snap = { value: unknown; context: RuleEditorContext };

describePaths('rule editor, model-based', paths, {
  effects: fresh,
  start: (effects) => startEditor(effects),
  check: (effects, h) => {
    const { context } = h.snapshot() as unknown as Snap;
    for (const body of effects.saves) expect(Value.Check(ApprovalRuleSaveBody, body)).toBe(true);
    for (const sent of effects.deletes) expect(sent.id).toBe(7);
    for (const sent of effects.settings) expect(sent).toEqual({ poRequired: true });
    if (context.form) {
      expect(context.form.levels.length).toBeGreaterThanOrEqual(1);
      expect(context.form.levels.length).toBeLessThanOrEqual(2);
      for (const c of context.form.categoryIds) expect([11, 12]).toContain(c);
    }
    expect(effects.announced.length).toBeLessThanOrEqual(effects.saves.length + effects.deletes.length + effects.settings.length);
  },
});

async function loaded(effects: Effects, admin = true): Promise<Harness> {
  const h = startEditor(effects, admin);
  h.pending('page')!.resolve(DATA);
  await flushMicrotasks();
  return h;
}
const ctxOf = (h: Harness) => h.snapshot().context as RuleEditorContext;

describe('rule editor rules', () => {
  it('the shortest paths reach every state node', () => expectEveryStateReached(ruleEditorMachine, paths));

  it('adds a two-level rule for a department and a category, in yuan, then reads the rules again', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'NEW' });
    h.send({ type: 'SUBMIT' });
    expect(ctxOf(h).errors).toEqual({ name: 'required' });
    expect(effects.saves).toEqual([]);
    h.send({ type: 'EDIT', field: 'name', value: ' 大额设备 ' });
    h.send({ type: 'EDIT', field: 'amount', value: '¥12,000.5' });
    h.send({ type: 'SET_DEPARTMENT', departmentId: 3 });
    h.send({ type: 'TOGGLE_CATEGORY', categoryId: 12 });
    h.send({ type: 'SET_LEVEL_COUNT', count: 2 });
    h.send({ type: 'SET_LEVEL', index: 1, decider: 'admin' });
    h.send({ type: 'SUBMIT' });
    expect(effects.saves).toEqual([{ name: '大额设备', departmentId: 3, minAmountFen: 1_200_050, categoryIds: [12], levels: ['departmentApprover', 'admin'] }]);
    h.pending('save')!.reject(REFUSED);
    await flushMicrotasks();
    expect(h.snapshot().value).toEqual({ ready: 'editing' });
    expect(ctxOf(h).formError).toBe('部门不存在');
    h.send({ type: 'SUBMIT' });
    h.pending('save')!.resolve({ id: 8 });
    await flushMicrotasks();
    expect(effects.announced).toEqual(['saved']);
    expect(effects.fetches).toBe(2);
    expect(ctxOf(h).form).toBeNull();
    h.stop();
  });

  it('edits a rule with its values and id; one level drops the second', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'EDIT_RULE', id: 7 });
    expect(ctxOf(h).form).toEqual({ id: 7, name: '大额采购', departmentId: 3, amount: '5000.00', categoryIds: [11], levels: ['departmentApprover', 'finance'] });
    h.send({ type: 'SET_LEVEL_COUNT', count: 1 });
    h.send({ type: 'TOGGLE_CATEGORY', categoryId: 11 });
    h.send({ type: 'SET_DEPARTMENT', departmentId: null });
    h.send({ type: 'SUBMIT' });
    expect(effects.saves).toEqual([{ id: 7, name: '大额采购', departmentId: null, minAmountFen: 500_000, categoryIds: [], levels: ['departmentApprover'] }]);
    h.stop();
  });

  it('deletes after a confirmation only; switches the PO setting', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'DELETE', id: 7 });
    h.send({ type: 'CANCEL' });
    h.send({ type: 'DELETE', id: 7 });
    expect(effects.deletes).toEqual([]);
    h.send({ type: 'CONFIRM' });
    expect(effects.deletes).toEqual([{ id: 7 }]);
    h.pending('delete')!.resolve(null);
    await flushMicrotasks();
    h.pending('page')!.resolve(DATA);
    await flushMicrotasks();
    h.send({ type: 'SET_PO_REQUIRED', value: false });
    expect(effects.settings).toEqual([]);
    h.send({ type: 'SET_PO_REQUIRED', value: true });
    expect(effects.settings).toEqual([{ poRequired: true }]);
    h.stop();
  });

  it('a member who is not the admin reads only', async () => {
    const effects = fresh();
    const h = await loaded(effects, false);
    for (const event of [{ type: 'NEW' }, { type: 'EDIT_RULE', id: 7 }, { type: 'DELETE', id: 7 }, { type: 'SET_PO_REQUIRED', value: true }] as RuleEditorEvent[]) h.send(event);
    expect(h.snapshot().value).toEqual({ ready: 'viewing' });
    expect(effects).toMatchObject({ saves: [], deletes: [], settings: [] });
    h.stop();
  });

  it('checks the name and the amount', () => {
    expect(ruleErrors({ ...EMPTY_RULE, name: 'x'.repeat(31), amount: '1.234' })).toEqual({ name: 'tooLong', amount: 'invalid' });
    expect(ruleErrors({ ...EMPTY_RULE, name: '规则', amount: '-5' })).toEqual({ amount: 'invalid' });
    expect(ruleErrors({ ...EMPTY_RULE, name: '规则', amount: '2000000000' })).toEqual({ amount: 'tooLarge' });
    expect(amountOf('')).toEqual({ fen: 0 });
    expect(amountOf('5,000')).toEqual({ fen: 500_000 });
    expect(rulePayload(formOfRule(RULE))).toEqual({ id: 7, name: '大额采购', departmentId: 3, minAmountFen: 500_000, categoryIds: [11], levels: ['departmentApprover', 'finance'] });
  });
});
