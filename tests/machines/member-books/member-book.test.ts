import { describe, expect, it } from 'vitest';
import { canAdd, memberBookMachine } from '../../../machines/member-books/member-book.ts';
import type { BookChange, BookRow, MemberBookContext, MemberBookEvent } from '../../../machines/member-books/member-book.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const LIMIT = 2;
const ONE: BookRow[] = [{ id: 1, isDefault: true }];
const FULL: BookRow[] = [
  { id: 1, isDefault: true },
  { id: 2, isDefault: false },
];

const EVENTS = [
  { type: 'ADD' },
  { type: 'EDIT', id: 2 },
  { type: 'EDIT', id: 9 },
  { type: 'CLOSE' },
  { type: 'SAVED' },
  { type: 'SET_DEFAULT', id: 2 },
  { type: 'SET_DEFAULT', id: 1 },
  { type: 'DELETE', id: 1 },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.list', output: ONE },
  { type: 'xstate.done.actor.list', output: FULL },
  { type: 'xstate.error.actor.list', error: new Error('网络异常') },
  { type: 'xstate.done.actor.change', output: null },
  { type: 'xstate.error.actor.change', error: new Error('地址不存在') },
] as unknown as MemberBookEvent[];

interface Effects {
  lists: number;
  changes: BookChange[];
  announced: BookChange[];
}

const fresh = (): Effects => ({ lists: 0, changes: [], announced: [] });

function startBook(effects: Effects): Harness {
  return startMachine(memberBookMachine, {
    input: { limit: LIMIT },
    provide: (fake) => ({
      actors: {
        fetchRows: fake.promise<BookRow[]>('list', () => void (effects.lists += 1)),
        changeRow: fake.promise<unknown, BookChange>('change', effects.changes),
      },
      actions: {
        changed: (_, params) => {
          effects.announced.push(params.change);
        },
      },
    }),
  });
}

const paths = shortestPaths(memberBookMachine, { events: EVENTS, input: { limit: LIMIT } });

describePaths('member book, model-based', paths, {
  effects: fresh,
  start: startBook,
  check: (effects, h) => {
    const snap = h.snapshot() as unknown as { value: unknown; context: MemberBookContext; matches: (v: unknown) => boolean };
    const { context } = snap;
    // The dialog shows a row of the book or a new one, and only within the limit.
    if (snap.matches({ ready: 'editing' }) && context.editing === null) expect(context.rows!.length).toBeLessThan(LIMIT);
    if (context.editing) expect(context.rows).toContainEqual(context.editing);
    // A deletion is sent only after CONFIRM; a default is never re-set on the default row.
    if (snap.value === 'changing') expect(effects.changes.at(-1)).toEqual(context.change);
    for (const change of effects.changes) {
      if (change.kind === 'default') expect(change.id).toBe(2);
      else expect(change.id).toBe(1);
    }
    if (snap.matches({ ready: 'confirming' })) expect(context.deleting).toBe(1);
    expect(effects.announced.length).toBeLessThanOrEqual(effects.changes.length);
  },
});

describe('member book rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(memberBookMachine, paths);
  });

  it('reads the list again after a save and after each change, and refuses to add past the limit', async () => {
    const effects = fresh();
    const h = startBook(effects);
    h.pending('list')!.resolve(FULL);
    await flushMicrotasks();
    expect(canAdd(h.snapshot().context as MemberBookContext)).toBe(false);
    h.send({ type: 'ADD' });
    expect(h.snapshot().value).toEqual({ ready: 'idle' });
    h.send({ type: 'EDIT', id: 2 });
    h.send({ type: 'SAVED' });
    expect(effects.lists).toBe(2);
    h.pending('list')!.resolve(FULL);
    await flushMicrotasks();
    h.send({ type: 'DELETE', id: 1 });
    h.send({ type: 'CONFIRM' });
    expect(effects.changes).toEqual([{ kind: 'delete', id: 1 }]);
    h.pending('change')!.resolve(null);
    await flushMicrotasks();
    expect(effects.announced).toEqual([{ kind: 'delete', id: 1 }]);
    expect(effects.lists).toBe(3);
    h.stop();
  });
});
