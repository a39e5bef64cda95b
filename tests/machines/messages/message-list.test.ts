import { describe, expect, it } from 'vitest';
import type { MessageKind } from '../../../domain/messages/message-kinds.ts';
import type { MessageView, UnreadCount } from '../../../domain/messages/message-payloads.ts';
import { messageListMachine, unreadInTab } from '../../../machines/messages/message-list.ts';
import type { ListData, ListQuery, MessageListContext, MessageListEvent } from '../../../machines/messages/message-list.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const message = (id: number, kind: MessageKind, link: string | null, read: boolean): MessageView => ({
  id,
  kind,
  kindLabel: kind,
  title: `消息 ${id}`,
  body: '内容',
  link,
  read,
  createdAt: '2026-11-20T02:00:00.000Z',
});

const counts = (order: number, system: number): UnreadCount => ({
  total: order + system,
  byKind: { order, afterSales: 0, certification: 0, enquiry: 0, points: 0, service: 0, system },
});

/** Two pages, two unread messages: one linking to an order, one without a link. */
const UNREAD: ListData = {
  page: { records: [message(1, 'order', '/myOrderDetail/5', false), message(2, 'system', null, false)], total: 12, size: 10, current: 1, pages: 2 },
  counts: counts(1, 1),
};
/** Everything read, one page. */
const ALL_READ: ListData = { page: { records: [message(1, 'order', '/myOrderDetail/5', true)], total: 1, size: 10, current: 1, pages: 1 }, counts: counts(0, 0) };
const EMPTY: ListData = { page: { records: [], total: 0, size: 10, current: 1, pages: 0 }, counts: counts(0, 0) };

const EVENTS = [
  { type: 'SELECT_KIND', kind: 'order' },
  { type: 'SELECT_KIND', kind: null },
  { type: 'PAGE', current: 2 },
  { type: 'PAGE', current: 7 },
  { type: 'OPEN', id: 1 },
  { type: 'OPEN', id: 2 },
  { type: 'OPEN', id: 99 },
  { type: 'MARK_ALL' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.load', output: UNREAD },
  { type: 'xstate.done.actor.load', output: ALL_READ },
  { type: 'xstate.done.actor.load', output: EMPTY },
  { type: 'xstate.error.actor.load', error: new Error('网络异常') },
  { type: 'xstate.done.actor.read', output: null },
  { type: 'xstate.error.actor.read', error: new Error('消息不存在或已删除') },
  { type: 'xstate.done.actor.readAll', output: null },
  { type: 'xstate.error.actor.readAll', error: new Error('网络异常') },
] as unknown as MessageListEvent[];

interface Effects {
  loads: ListQuery[];
  reads: number[];
  readAlls: (MessageKind | null)[];
  followed: string[];
  countsChanged: number;
}

const fresh = (): Effects => ({ loads: [], reads: [], readAlls: [], followed: [], countsChanged: 0 });

function startList(effects: Effects): Harness {
  return startMachine(messageListMachine, {
    input: {},
    provide: (fake) => ({
      actors: {
        loadPage: fake.promise<ListData, ListQuery>('load', effects.loads),
        markRead: fake.promise<unknown, { id: number }>('read', (input) => effects.reads.push(input.id)),
        markAll: fake.promise<unknown, { kind: MessageKind | null }>('readAll', (input) => effects.readAlls.push(input.kind)),
      },
      actions: {
        follow: (_, params) => {
          effects.followed.push(params.link);
        },
        countsChanged: () => {
          effects.countsChanged += 1;
        },
      },
    }),
  });
}

const paths = shortestPaths(messageListMachine, { events: EVENTS, input: {}, stopWhenDone: true });

describePaths('message list, model-based', paths, {
  effects: fresh,
  start: startList,
  check: (effects, h) => {
    const snap = h.snapshot() as unknown as { value: unknown; context: MessageListContext };
    const { context } = snap;
    // Every load asks for the tab and page in context, within the pages the server has.
    if (snap.value === 'loading') expect(effects.loads.at(-1)).toEqual({ kind: context.kind, current: context.current, size: 10 });
    for (const q of effects.loads) expect(q.current === 1 || q.current === 2).toBe(true);
    // Only messages of the list are marked; only the one with a link is followed, after its mark.
    for (const id of effects.reads) expect([1, 2]).toContain(id);
    expect(effects.followed.every((l) => l === '/myOrderDetail/5')).toBe(true);
    if (snap.value === 'followed') expect(effects.reads.at(-1)).toBe(1);
    // Mark all is only asked when the tab has unread messages, for the tab shown.
    for (const kind of effects.readAlls) expect(kind === null || kind === 'order').toBe(true);
    if (snap.value === 'failed') expect(context.error).toBe('网络异常');
  },
});

describe('message list rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(messageListMachine, paths);
  });

  it('counts the unread of the tab shown', () => {
    expect(unreadInTab({ kind: null, counts: counts(2, 3) })).toBe(5);
    expect(unreadInTab({ kind: 'order', counts: counts(2, 3) })).toBe(2);
    expect(unreadInTab({ kind: 'points', counts: null })).toBe(0);
  });

  it('opening a message with a link marks it read, tells the top bar and follows the link', async () => {
    const effects = fresh();
    const h = startList(effects);
    h.pending('load')!.resolve(UNREAD);
    await flushMicrotasks();
    h.send({ type: 'OPEN', id: 1 });
    expect(effects.reads).toEqual([1]);
    expect(effects.followed).toEqual([]);
    h.pending('read')!.resolve(null);
    await flushMicrotasks();
    expect(effects.followed).toEqual(['/myOrderDetail/5']);
    expect(effects.countsChanged).toBe(1);
    expect(h.snapshot().value).toBe('followed');
    h.stop();
  });

  it('a tab change starts at page 1; mark all marks the tab shown then reloads it', async () => {
    const effects = fresh();
    const h = startList(effects);
    h.pending('load')!.resolve(UNREAD);
    await flushMicrotasks();
    h.send({ type: 'PAGE', current: 2 });
    h.pending('load')!.resolve(UNREAD);
    await flushMicrotasks();
    h.send({ type: 'SELECT_KIND', kind: 'order' });
    expect(effects.loads.at(-1)).toEqual({ kind: 'order', current: 1, size: 10 });
    h.pending('load')!.resolve(UNREAD);
    await flushMicrotasks();
    h.send({ type: 'MARK_ALL' });
    expect(effects.readAlls).toEqual(['order']);
    h.pending('readAll')!.resolve(null);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('loading');
    h.pending('load')!.resolve(ALL_READ);
    await flushMicrotasks();
    h.send({ type: 'MARK_ALL' });
    expect(effects.readAlls).toEqual(['order']);
    h.stop();
  });
});
