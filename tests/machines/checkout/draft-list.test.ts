import { describe, expect, it } from 'vitest';
import { DRAFT_PAGE_SIZE, draftActions, draftListMachine, parseTab } from '../../../machines/checkout/draft-list.ts';
import type { DraftAsk, DraftListEvent, DraftListInput, DraftTab } from '../../../machines/checkout/draft-list.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { DraftSummary, StatusCount } from '../../../domain/orders/orders.ts';
import type { DraftListBody } from '../../../domain/orders/order-payloads.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

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
  return startMachine(draftListMachine, {
    input,
    provide: (fake) => ({
      actors: {
        loadList: fake.promise('loadList', effects.lists),
        loadCounts: fake.promise('loadCounts', () => void (effects.counts += 1)),
        act: fake.promise('act', effects.acts),
      },
      actions: {
        notifyDone: (_, params) => void effects.done.push(params),
        syncUrl: (_, params) => void effects.urls.push(params),
      },
    }),
  });
}

/** The list's shortest paths; `xstate.done.state.*` is raised by the machine itself, never sent. */
function listPaths(input: DraftListInput) {
  return shortestPaths(draftListMachine, {
    events: LIST_EVENTS,
    input,
    filterEvents: (_state, event) => !event.type.startsWith('xstate.done.state.'),
  });
}

const freshList = (): ListEffects => ({ lists: [], counts: 0, acts: [], done: [], urls: [] });
const INPUTS: DraftListInput[] = [{ tab: null }, { tab: 2, current: 2 }];

for (const input of INPUTS) {
  const paths = listPaths(input);
  describePaths(`drafts list, model-based (tab ${String(input.tab)}, page ${input.current ?? 1})`, paths, {
    effects: freshList,
    start: (effects) => startList(input, effects),
    check: (effects, h) => {
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
  });
}

describe('drafts list rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(draftListMachine, INPUTS.flatMap((input) => listPaths(input)));
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

