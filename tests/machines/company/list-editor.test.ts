import { describe, expect, it } from 'vitest';
import { isDirty, listEditorMachine, listRightsOf, nameProblem, selectedList } from '../../../machines/company/list-editor.ts';
import type { FoundGoods, ListEditorContext, ListEditorEvent, ListRights, ListSaveBody, ListToCartResult, RequisitionLine, RequisitionListRow } from '../../../machines/company/list-editor.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const line = (goodsId: number, quantity: number, available = true): RequisitionLine => ({
  goodsId, goodsCode: `G${goodsId}`, goodsName: `商品${goodsId}`, model: `M-${goodsId}`, brandName: 'SKF', unit: '个', quantity, available,
});
const list = (id: number, name: string, lines: RequisitionLine[]): RequisitionListRow => ({
  id, name, note: null, lineCount: lines.length, createdByName: '陈刚', updatedAt: '2026-11-29T00:00:00.000Z', lines,
});
const LISTS: RequisitionListRow[] = [list(1, '设备部月度常购', [line(11, 2), line(12, 3, false)]), list(2, '空清单', [])];
const AFTER_SAVE: RequisitionListRow[] = [list(3, '新清单', []), ...LISTS];
const FOUND: FoundGoods[] = [{ id: 13, goodsCode: 'G13', name: '商品13', model: 'M-13', brandName: 'NSK', unit: '个', minOrderQty: 5 }];
const RESULT: ListToCartResult = { added: 1, skipped: [{ goodsId: 12, goodsCode: 'G12', goodsName: '商品12', reason: '商品已下架' }] };
const ALL: ListRights = { edit: true, order: true };

const EVENTS = [
  { type: 'SELECT', id: 2 },
  { type: 'SELECT', id: 1 },
  { type: 'SELECT', id: 9 },
  { type: 'SET_QTY', goodsId: 11, quantity: 5 },
  { type: 'SET_QTY', goodsId: 11, quantity: 0 },
  { type: 'REMOVE_LINE', goodsId: 12 },
  { type: 'REMOVE_LINE', goodsId: 99 },
  { type: 'SEARCH', keyword: 'G13' },
  { type: 'SEARCH', keyword: '  ' },
  { type: 'ADD_GOODS', goods: FOUND[0] },
  { type: 'ADD_GOODS', goods: { ...FOUND[0], id: 11 } },
  { type: 'CLEAR_FOUND' },
  { type: 'SAVE' },
  { type: 'DISCARD' },
  { type: 'NEW' },
  { type: 'RENAME' },
  { type: 'FROM_CART' },
  { type: 'SUBMIT_NAME', name: '新清单' },
  { type: 'SUBMIT_NAME', name: '   ' },
  { type: 'CLOSE' },
  { type: 'DELETE' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'TO_CART' },
  { type: 'DISMISS' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.lists', output: LISTS },
  { type: 'xstate.done.actor.lists', output: AFTER_SAVE },
  { type: 'xstate.error.actor.lists', error: new Error('网络异常') },
  { type: 'xstate.done.actor.search', output: FOUND },
  { type: 'xstate.error.actor.search', error: new Error('网络异常') },
  { type: 'xstate.done.actor.save', output: { id: 3 } },
  { type: 'xstate.error.actor.save', error: new Error('已有同名的常购清单') },
  { type: 'xstate.done.actor.delete', output: null },
  { type: 'xstate.error.actor.delete', error: new Error('常购清单不存在或已删除') },
  { type: 'xstate.done.actor.toCart', output: RESULT },
  { type: 'xstate.error.actor.toCart', error: new Error('您的企业角色不能下单') },
] as unknown as ListEditorEvent[];

interface Effects {
  fetches: number;
  searches: { keyword: string }[];
  saves: ListSaveBody[];
  deletes: { id: number }[];
  toCarts: { id: number }[];
  announced: string[];
}

const fresh = (): Effects => ({ fetches: 0, searches: [], saves: [], deletes: [], toCarts: [], announced: [] });

function startEditor(effects: Effects, rights: ListRights = ALL): Harness {
  return startMachine(listEditorMachine, {
    input: { rights },
    provide: (fake) => ({
      actors: {
        fetchLists: fake.promise<RequisitionListRow[]>('lists', () => void (effects.fetches += 1)),
        searchGoods: fake.promise<FoundGoods[], { keyword: string }>('search', effects.searches),
        saveList: fake.promise<{ id: number }, ListSaveBody>('save', effects.saves),
        deleteList: fake.promise<unknown, { id: number }>('delete', effects.deletes),
        listToCart: fake.promise<ListToCartResult, { id: number }>('toCart', effects.toCarts),
      },
      actions: {
        saved: (_, params) => {
          effects.announced.push(params.what);
        },
      },
    }),
  });
}

const paths = shortestPaths(listEditorMachine, { events: EVENTS, input: { rights: ALL } });

type Snap = { value: unknown; context: ListEditorContext; matches: (v: unknown) => boolean };

describePaths('list editor, model-based', paths, {
  effects: fresh,
  start: (effects) => startEditor(effects),
  check: (effects, h) => {
    const snap = h.snapshot() as unknown as Snap;
    const { context } = snap;
    // The selection is always one of the lists read; the draft holds each goods once, with valid quantities.
    if (snap.matches('ready') && context.lists && context.selectedId !== null) expect(context.lists.map((l) => l.id)).toContain(context.selectedId);
    const ids = context.draft.map((l) => l.goodsId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const l of context.draft) expect(l.quantity).toBeGreaterThanOrEqual(1);
    // A save sends the draft's lines (a line save) or the dialog's name; never a blank name.
    for (const body of effects.saves) {
      expect(body.name.trim()).not.toBe('');
      if (body.fromCart) expect(body.lines).toBeUndefined();
    }
    // Only a clean list with lines goes to the cart, and a deletion only after CONFIRM.
    for (const sent of effects.toCarts) expect(sent.id).toBeGreaterThan(0);
    for (const sent of effects.deletes) expect(sent.id).toBeGreaterThan(0);
    if (snap.value === 'saving') expect(effects.saves.at(-1)).toEqual(context.saving);
    expect(effects.announced.length).toBeLessThanOrEqual(effects.saves.length + effects.deletes.length);
  },
});

async function loaded(effects: Effects, rights: ListRights = ALL, lists = LISTS): Promise<Harness> {
  const h = startEditor(effects, rights);
  h.pending('lists')!.resolve(lists);
  await flushMicrotasks();
  return h;
}

const ctxOf = (h: Harness) => h.snapshot().context as ListEditorContext;

describe('list editor rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(listEditorMachine, paths);
  });

  it('edits the draft and saves its lines, then reads the lists again', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    expect(selectedList(ctxOf(h))?.id).toBe(1);
    h.send({ type: 'SET_QTY', goodsId: 11, quantity: 7 });
    h.send({ type: 'REMOVE_LINE', goodsId: 12 });
    h.send({ type: 'SEARCH', keyword: ' G13 ' });
    expect(effects.searches).toEqual([{ keyword: 'G13' }]);
    h.pending('search')!.resolve(FOUND);
    await flushMicrotasks();
    h.send({ type: 'ADD_GOODS', goods: FOUND[0]! });
    expect(isDirty(ctxOf(h))).toBe(true);
    // A dirty list does not go to the cart until saved or discarded.
    h.send({ type: 'TO_CART' });
    expect(effects.toCarts).toEqual([]);
    h.send({ type: 'SAVE' });
    expect(effects.saves).toEqual([{ id: 1, name: '设备部月度常购', note: null, lines: [{ goodsId: 11, quantity: 7 }, { goodsId: 13, quantity: 5 }] }]);
    h.pending('save')!.resolve({ id: 1 });
    await flushMicrotasks();
    expect(effects.announced).toEqual(['saved']);
    expect(effects.fetches).toBe(2);
    h.stop();
  });

  it('keeps the name dialog open when the server refuses the name, and saves the cart as a new list', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'FROM_CART' });
    h.send({ type: 'SUBMIT_NAME', name: ' 设备部月度常购 ' });
    expect(effects.saves.at(-1)).toEqual({ name: '设备部月度常购', note: null, fromCart: true });
    h.pending('save')!.reject(new Error('已有同名的常购清单'));
    await flushMicrotasks();
    expect(h.snapshot().value).toEqual({ ready: 'naming' });
    h.send({ type: 'SUBMIT_NAME', name: '新清单' });
    h.pending('save')!.resolve({ id: 3 });
    await flushMicrotasks();
    h.pending('lists')!.resolve(AFTER_SAVE);
    await flushMicrotasks();
    expect(ctxOf(h).selectedId).toBe(3);
    expect(ctxOf(h).nameMode).toBeNull();
    h.stop();
  });

  it('adds the whole list to the cart and keeps what was skipped until dismissed', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'TO_CART' });
    expect(effects.toCarts).toEqual([{ id: 1 }]);
    h.pending('toCart')!.resolve(RESULT);
    await flushMicrotasks();
    expect(ctxOf(h).cartResult).toEqual(RESULT);
    h.send({ type: 'DISMISS' });
    expect(ctxOf(h).cartResult).toBeNull();
    // An empty list has nothing to add.
    h.send({ type: 'SELECT', id: 2 });
    h.send({ type: 'TO_CART' });
    expect(effects.toCarts).toHaveLength(1);
    h.stop();
  });

  it('a read-only role reads but neither edits nor orders; finance may not order', async () => {
    const effects = fresh();
    const h = await loaded(effects, listRightsOf({ companyRole: 'viewer', companyMemberStatus: 'active' }));
    for (const event of [{ type: 'NEW' }, { type: 'FROM_CART' }, { type: 'RENAME' }, { type: 'DELETE' }, { type: 'TO_CART' }] as ListEditorEvent[]) h.send(event);
    h.send({ type: 'SET_QTY', goodsId: 11, quantity: 9 });
    h.send({ type: 'ADD_GOODS', goods: FOUND[0]! });
    h.send({ type: 'SAVE' });
    expect(h.snapshot().value).toEqual({ ready: 'viewing' });
    expect(ctxOf(h).draft).toEqual(LISTS[0]!.lines);
    expect(effects.saves).toEqual([]);
    expect(effects.toCarts).toEqual([]);
    h.stop();
    expect(listRightsOf({ companyRole: 'finance', companyMemberStatus: 'active' })).toEqual({ edit: false, order: false });
    expect(listRightsOf({ companyRole: 'buyer', companyMemberStatus: 'active' })).toEqual({ edit: true, order: true });
    expect(listRightsOf({ companyRole: 'buyer', companyMemberStatus: 'disabled' })).toEqual({ edit: false, order: false });
    expect(listRightsOf({ companyRole: null })).toEqual({ edit: true, order: true });
  });

  it('deletes after a confirmation only, and names are checked', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'DELETE' });
    h.send({ type: 'CANCEL' });
    expect(effects.deletes).toEqual([]);
    h.send({ type: 'DELETE' });
    h.send({ type: 'CONFIRM' });
    expect(effects.deletes).toEqual([{ id: 1 }]);
    h.stop();
    expect(nameProblem('  ')).toBe('empty');
    expect(nameProblem('x'.repeat(41))).toBe('tooLong');
    expect(nameProblem(' 常购 ')).toBeNull();
  });
});
