import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DRAFT_PAGE_SIZE, draftActions, draftDetailMachine, draftListMachine, parseTab } from '../../machines/draft-list.ts';
import type { DraftAsk, DraftDetailEvent, DraftListEvent, DraftListInput, DraftTab } from '../../machines/draft-list.ts';
import type { Page } from '../../domain/envelope.ts';
import type { DraftSummary, DraftView, StatusCount } from '../../domain/orders.ts';
import type { DraftListBody } from '../../domain/schemas/order-payloads.ts';
import { createActorTestModel, deferred, flushMicrotasks, reachedNodeIds, stateNodeIds, walkPath } from './actor-test-model.ts';
import type { Deferred, Harness } from './actor-test-model.ts';

function apiError(message: string, code: number, status: number | null) {
  return Object.assign(new Error(message), { code, status, data: null });
}

function summary(id: number, status: 0 | 1 | 2): DraftSummary {
  return {
    id,
    tmpNo: `TO2611210000${id}`,
    orderType: 1,
    source: 1,
    status,
    statusText: ['待确认', '已提交', '已取消'][status]!,
    saleOrderId: status === 1 ? 900 + id : null,
    lineCount: 1,
    totalNum: 2,
    totalFen: 8140,
    previews: [{ goodsId: 7, model: '6205-2RSH', name: '深沟球轴承', imageUrl: '/img/7.png', num: 2 }],
    createdAt: '2026-11-21T08:00:00.000Z',
  };
}

function page(records: DraftSummary[], current: number, total: number): Page<DraftSummary> {
  return { records, total, size: DRAFT_PAGE_SIZE, current, pages: Math.max(1, Math.ceil(total / DRAFT_PAGE_SIZE)) };
}

const COUNTS: StatusCount[] = [
  { status: null, text: '全部', count: 12 },
  { status: 0, text: '待确认', count: 10 },
  { status: 1, text: '已提交', count: 1 },
  { status: 2, text: '已取消', count: 1 },
];

const LIST_EVENTS = [
  { type: 'xstate.done.actor.loadList', output: page([summary(1, 0), summary(2, 2)], 1, 12) },
  { type: 'xstate.done.actor.loadList', output: page([], 2, 10) },
  { type: 'xstate.error.actor.loadList', error: apiError('服务器错误', 500, 500) },
  { type: 'xstate.done.actor.loadCounts', output: COUNTS },
  { type: 'xstate.error.actor.loadCounts', error: apiError('服务器错误', 500, 500) },
  { type: 'TAB', tab: 0 },
  { type: 'TAB', tab: null },
  { type: 'PAGE', current: 2 },
  { type: 'PAGE', current: 9 },
  { type: 'RETRY' },
  { type: 'ASK', action: 'cancel', id: 1 },
  { type: 'ASK', action: 'delete', id: 2 },
  { type: 'CONFIRM' },
  { type: 'DISMISS' },
  { type: 'xstate.done.actor.act', output: null },
  { type: 'xstate.error.actor.act', error: apiError('请先取消该订单', 2003, 409) },
] as unknown as DraftListEvent[];

interface ListEffects {
  lists: DraftListBody[];
  counts: number;
  acts: DraftAsk[];
  done: DraftAsk[];
  urls: { tab: DraftTab; current: number }[];
}

function startList(input: DraftListInput, effects: ListEffects): Harness {
  const pending = new Map<string, Deferred<unknown>>();
  const fake = <I,>(id: string, record: (input: I) => void) =>
    fromPromise<never, I>(({ input: i }) => {
      record(i);
      const d = deferred<unknown>();
      pending.set(id, d);
      return d.promise as Promise<never>;
    });
  const machine = draftListMachine.provide({
    actors: {
      loadList: fake<DraftListBody>('loadList', (body) => effects.lists.push(body)) as never,
      loadCounts: fake<void>('loadCounts', () => void (effects.counts += 1)) as never,
      act: fake<DraftAsk>('act', (ask) => effects.acts.push(ask)) as never,
    },
    actions: {
      notifyDone: (_, params) => void effects.done.push(params),
      syncUrl: (_, params) => void effects.urls.push(params),
    },
  });
  const actor = createActor(machine, { input }).start();
  return {
    snapshot: () => actor.getSnapshot(),
    send: (event) => actor.send(event as DraftListEvent),
    pending: (id) => pending.get(id),
    stop: () => actor.stop(),
  };
}

/** The list's shortest paths; `xstate.done.state.*` is raised by the machine itself, never sent. */
function listPaths(input: DraftListInput) {
  return createActorTestModel(draftListMachine, { events: LIST_EVENTS, input }).getShortestPaths({
    filterEvents: (_state: unknown, event: { type: string }) => !event.type.startsWith('xstate.done.state.'),
  } as never);
}

const freshList = (): ListEffects => ({ lists: [], counts: 0, acts: [], done: [], urls: [] });
const INPUTS: DraftListInput[] = [{ tab: null }, { tab: 2, current: 2 }];

for (const input of INPUTS) {
  const paths = listPaths(input);
  describe(`drafts list, model-based (tab ${String(input.tab)}, page ${input.current ?? 1}): ${paths.length} shortest paths`, () => {
    for (const path of paths) {
      it(path.description, async () => {
        let effects = freshList();
        await walkPath(
          path,
          () => {
            effects = freshList();
            return startList(input, effects);
          },
          {},
          (_s, h) => {
            const snap = h.snapshot() as { value: unknown; context: { tab: DraftTab; current: number; ask: DraftAsk | null; page: unknown } };
            // Every list call asks for the tab and page the machine shows, 10 a page.
            const last = effects.lists.at(-1);
            expect(last).toEqual({ current: snap.context.current, size: DRAFT_PAGE_SIZE, status: snap.context.tab });
            // The counts reload with every list.
            expect(effects.counts).toBe(effects.lists.length);
            // Nothing is cancelled or deleted without a confirm, and only what was asked.
            if (snap.value === 'confirming') expect(snap.context.ask).not.toBeNull();
            for (const act of effects.acts) expect([{ action: 'cancel', id: 1 }, { action: 'delete', id: 2 }]).toContainEqual(act);
            expect(effects.done.length).toBeLessThanOrEqual(effects.acts.length);
            // Ready only when the list and the counts have both answered.
            if (snap.value === 'ready') expect(snap.context.page).not.toBeNull();
            // The URL follows the list.
            const url = effects.urls.at(-1);
            if (url) expect(url).toEqual({ tab: snap.context.tab, current: snap.context.current });
          },
        );
      });
    }
  });
}

describe('drafts list rules', () => {
  it('the shortest paths reach every state node', () => {
    const reached = reachedNodeIds(INPUTS.flatMap((input) => listPaths(input)));
    for (const id of stateNodeIds(draftListMachine)) expect(reached, id).toContain(id);
  });

  it('delete asks first, then deletes and reloads list and counts; a page left empty steps back', async () => {
    const effects = freshList();
    const h = startList({ tab: 2, current: 2 }, effects);
    h.pending('loadList')!.resolve(page([summary(2, 2)], 2, 11));
    h.pending('loadCounts')!.resolve(COUNTS);
    await flushMicrotasks();
    h.send({ type: 'ASK', action: 'delete', id: 2 });
    expect(effects.acts).toEqual([]);
    h.send({ type: 'CONFIRM' });
    h.send({ type: 'CONFIRM' });
    expect(effects.acts).toEqual([{ action: 'delete', id: 2 }]);
    h.pending('act')!.resolve(null);
    await flushMicrotasks();
    expect(effects.done).toEqual([{ action: 'delete', id: 2 }]);
    h.pending('loadList')!.resolve(page([], 2, 10));
    await flushMicrotasks();
    expect(effects.lists.map((l) => l.current)).toEqual([2, 2, 1]);
    expect(effects.urls.at(-1)).toEqual({ tab: 2, current: 1 });
    h.stop();
  });

  it('the counts are kept when the list answers first', async () => {
    const effects = freshList();
    const h = startList({ tab: null }, effects);
    h.pending('loadList')!.resolve(page([summary(1, 0)], 1, 1));
    await flushMicrotasks();
    expect(h.snapshot().value).toEqual({ loading: { list: 'fetched', counts: 'fetching' } });
    h.pending('loadCounts')!.resolve(COUNTS);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('ready');
    expect((h.snapshot().context as { counts: StatusCount[] }).counts).toEqual(COUNTS);
    h.stop();
  });

  it('the actions by status and the tab of the query', () => {
    expect(draftActions(0)).toEqual({ checkout: true, cancel: true, remove: false });
    expect(draftActions(1)).toEqual({ checkout: false, cancel: false, remove: true });
    expect(draftActions(2)).toEqual({ checkout: false, cancel: false, remove: true });
    expect([parseTab('0'), parseTab('2'), parseTab(null), parseTab('7'), parseTab('x')]).toEqual([0, 2, null, null, null]);
  });
});

function view(status: 0 | 1 | 2): DraftView {
  return {
    id: 31,
    tmpNo: 'TO261121000031',
    orderType: 1,
    source: 2,
    status,
    statusText: ['待确认', '已提交', '已取消'][status]!,
    saleOrderId: null,
    priceKind: 'member',
    lines: [],
    goodsAmountFen: 0,
    freightFen: 0,
    totalFen: 0,
    totalNum: 0,
    orderable: true,
    payMethods: [1, 2],
    credit: null,
    createdAt: '2026-11-21T08:00:00.000Z',
  };
}

const DETAIL_EVENTS = [
  { type: 'xstate.done.actor.loadDraft', output: view(0) },
  { type: 'xstate.done.actor.loadDraft', output: view(2) },
  { type: 'xstate.error.actor.loadDraft', error: apiError('订单不存在', 404, 404) },
  { type: 'xstate.error.actor.loadDraft', error: apiError('服务器错误', 500, 500) },
  { type: 'RETRY' },
  { type: 'ASK', action: 'cancel' },
  { type: 'ASK', action: 'delete' },
  { type: 'CONFIRM' },
  { type: 'DISMISS' },
  { type: 'xstate.done.actor.act', output: null },
  { type: 'xstate.error.actor.act', error: apiError('订单状态已变更', 2003, 409) },
] as unknown as DraftDetailEvent[];

interface DetailEffects {
  loads: number[];
  acts: DraftAsk[];
  lists: number;
}

function startDetail(id: string | null, effects: DetailEffects): Harness {
  const pending = new Map<string, Deferred<unknown>>();
  const machine = draftDetailMachine.provide({
    actors: {
      loadDraft: fromPromise<DraftView, { id: number }>(({ input }) => {
        effects.loads.push(input.id);
        const d = deferred<unknown>();
        pending.set('loadDraft', d);
        return d.promise as Promise<DraftView>;
      }),
      act: fromPromise<unknown, DraftAsk>(({ input }) => {
        effects.acts.push(input);
        const d = deferred<unknown>();
        pending.set('act', d);
        return d.promise;
      }),
    },
    actions: { goToList: () => void (effects.lists += 1) },
  });
  const actor = createActor(machine, { input: { id } }).start();
  return {
    snapshot: () => actor.getSnapshot(),
    send: (event) => actor.send(event as DraftDetailEvent),
    pending: (key) => pending.get(key),
    stop: () => actor.stop(),
  };
}

{
  const paths = createActorTestModel(draftDetailMachine, { events: DETAIL_EVENTS, input: { id: '31' } }).getShortestPaths();
  describe(`draft detail, model-based: ${paths.length} shortest paths`, () => {
    for (const path of paths) {
      it(path.description, async () => {
        let effects: DetailEffects = { loads: [], acts: [], lists: 0 };
        await walkPath(
          path,
          () => {
            effects = { loads: [], acts: [], lists: 0 };
            return startDetail('31', effects);
          },
          {},
          (_s, h) => {
            const snap = h.snapshot() as { value: string; context: { draft: DraftView | null } };
            expect(effects.loads.every((id) => id === 31)).toBe(true);
            // An open draft is only cancelled, a closed one only deleted.
            for (const act of effects.acts) expect(act.id).toBe(31);
            if (snap.value === 'gone') expect(effects.lists).toBe(1);
            else expect(effects.lists).toBe(0);
          },
        );
      });
    }
  });

  it('draft detail: every state is reached; a bad id loads nothing; actions follow the status', async () => {
    const reached = reachedNodeIds(createActorTestModel(draftDetailMachine, { events: DETAIL_EVENTS, input: { id: '31' } }).getShortestPaths());
    for (const id of stateNodeIds(draftDetailMachine, ['draftDetail.starting'])) expect(reached, id).toContain(id);
    const effects: DetailEffects = { loads: [], acts: [], lists: 0 };
    expect(startDetail('abc', effects).snapshot().value).toBe('missing');
    expect(effects.loads).toEqual([]);
    const h = startDetail('31', effects);
    h.pending('loadDraft')!.resolve(view(0));
    await flushMicrotasks();
    h.send({ type: 'ASK', action: 'delete' });
    expect(h.snapshot().value).toBe('ready');
    h.send({ type: 'ASK', action: 'cancel' });
    h.send({ type: 'CONFIRM' });
    expect(effects.acts).toEqual([{ action: 'cancel', id: 31 }]);
    h.stop();
  });
}
