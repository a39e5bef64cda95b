import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { canAdd, memberBookMachine } from '../../machines/member-book.ts';
import type { BookChange, BookRow, MemberBookContext, MemberBookEvent } from '../../machines/member-book.ts';
import { createActorTestModel, deferred, flushMicrotasks, reachedNodeIds, stateNodeIds, walkPath } from './actor-test-model.ts';
import type { Deferred, Harness } from './actor-test-model.ts';

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
  const pending = new Map<string, Deferred<unknown>>();
  const wait = <T>(id: string) => {
    const d = deferred<unknown>();
    pending.set(id, d);
    return d.promise as Promise<T>;
  };
  const machine = memberBookMachine.provide({
    actors: {
      fetchRows: fromPromise<BookRow[]>(() => {
        effects.lists += 1;
        return wait('list');
      }),
      changeRow: fromPromise<unknown, BookChange>(({ input }) => {
        effects.changes.push(input);
        return wait('change');
      }),
    },
    actions: {
      changed: (_, params) => {
        effects.announced.push(params.change);
      },
    },
  });
  const actor = createActor(machine, { input: { limit: LIMIT } }).start();
  return {
    snapshot: () => actor.getSnapshot(),
    send: (event) => actor.send(event as MemberBookEvent),
    pending: (id) => pending.get(id),
    stop: () => actor.stop(),
  };
}

const model = createActorTestModel(memberBookMachine, { events: EVENTS, input: { limit: LIMIT } });
const paths = model.getShortestPaths();

describe(`member book, model-based: ${paths.length} shortest paths`, () => {
  for (const path of paths) {
    it(path.description, async () => {
      let effects = fresh();
      await walkPath(
        path,
        () => {
          effects = fresh();
          return startBook(effects);
        },
        {},
        (_s, h) => {
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
      );
    });
  }
});

describe('member book rules', () => {
  it('the shortest paths reach every state node', () => {
    const reached = reachedNodeIds(paths);
    for (const id of stateNodeIds(memberBookMachine)) expect(reached, id).toContain(id);
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
