// Model-based testing for machines that invoke actors and use delayed transitions.
//
// `createTestModel` from xstate/graph refuses machines with `invoke` or `after` (it validates
// the machine first), yet our machines keep every side effect as an invoked actor. So this
// builds the same TestModel that createTestModel builds (same state serialisation, state
// matcher and event generation), without that check: the graph is traversed with
// `machine.transition`, which is pure, so invoked actors are represented by their done/error
// events (`xstate.done.actor.<id>`) and delays by `xstate.after.<delay>.<state>` events, each
// with the payload given in `events`.
//
// walkPath then replays one generated path on a real, started actor whose actors and actions
// are the test's fakes: user events are sent, done/error events settle the fake promise of
// that actor, after-events advance fake time; after every step the real snapshot must equal
// the model's (state value and context).
//
// Machine tests use these through machine-harness.ts (the one harness: fakes, starting a
// machine, one test per path), not directly.
import type { AnyStateMachine, EventObject, SnapshotFrom, EventFromLogic, InputFrom } from 'xstate';
import { TestModel, serializeSnapshot } from 'xstate/graph';
import type { TestPath } from 'xstate/graph';
import { expect } from 'vitest';

type Snap<M extends AnyStateMachine> = SnapshotFrom<M>;
type Ev<M extends AnyStateMachine> = EventFromLogic<M>;

function ownEventTypes(snapshot: { _nodes: ReadonlyArray<{ ownEvents: string[] }> }): string[] {
  return [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents))];
}

export function createActorTestModel<M extends AnyStateMachine>(
  machine: M,
  options: { events: ReadonlyArray<Ev<M>>; input?: InputFrom<M> },
): TestModel<Snap<M>, Ev<M>, unknown> {
  const serializeEvent = (event: EventObject) => JSON.stringify(event);
  return new TestModel<Snap<M>, Ev<M>, unknown>(machine as never, {
    input: options.input,
    // As createTestModel: the snapshot (value + context), and the transition that reached it.
    serializeState: (state, event, prevState) => {
      const value = (snapshot: unknown) => JSON.stringify((snapshot as { value: unknown }).value);
      const moved = event && !(prevState && value(prevState) === value(state));
      const via = moved ? ` via ${serializeEvent(event)}${prevState ? ` from ${value(prevState)}` : ''}` : '';
      return `${serializeSnapshot(state as never)}${via}`;
    },
    stateMatcher: (state, key) => (state as { matches: (k: string) => boolean }).matches(key),
    events: (state) => {
      const known = options.events;
      return ownEventTypes(state as never).flatMap((type) => {
        const matching = known.filter((e) => e.type === type);
        return matching.length ? matching : [{ type } as Ev<M>];
      });
    },
  });
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export async function flushMicrotasks(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}

/** The system under test: a started actor plus the fakes behind its actors. */
export interface Harness {
  snapshot: () => { value: unknown; context: unknown };
  send: (event: EventObject & Record<string, unknown>) => void;
  /** The pending promise of the invoked actor with this id. */
  pending: (actorId: string) => Deferred<unknown> | undefined;
  /** Moves fake time on by `ms` (after-events). */
  advance?: (ms: number) => Promise<void>;
  stop: () => void;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

/** Replays `path` on a harness made by `start`; `delays` resolves named delays to ms. */
export async function walkPath<M extends AnyStateMachine>(
  path: TestPath<Snap<M>, Ev<M>>,
  start: () => Harness,
  delays: Readonly<Record<string, number>> = {},
  checkState?: (model: Snap<M>, harness: Harness, event: EventObject) => void,
): Promise<void> {
  let harness: Harness | undefined;
  let lastEvent: EventObject = { type: 'xstate.init' };
  const need = (): Harness => {
    if (!harness) throw new Error('path does not start with xstate.init');
    return harness;
  };
  const exec = async (event: EventObject & { output?: unknown; error?: unknown }): Promise<void> => {
    lastEvent = event;
    if (event.type === 'xstate.init') {
      harness = start();
    } else if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) {
      const done = event.type.startsWith(DONE);
      const id = event.type.slice((done ? DONE : ERROR).length);
      const pending = need().pending(id);
      if (!pending) throw new Error(`no pending actor ${id}`);
      if (done) pending.resolve(event.output);
      else pending.reject(event.error ?? new Error('failed'));
      await flushMicrotasks();
    } else if (event.type.startsWith(AFTER)) {
      const delay = event.type.slice(AFTER.length).split('.')[0] ?? '';
      const ms = /^\d+$/.test(delay) ? Number(delay) : delays[delay];
      const h = need();
      if (ms === undefined || !h.advance) throw new Error(`cannot advance time for ${event.type}`);
      await h.advance(ms);
    } else {
      need().send(event);
      await flushMicrotasks();
    }
  };
  // One executor per event type on this path; the state check runs after every step.
  const events = Object.fromEntries(
    [...new Set(path.steps.map((step) => step.event.type))].map((type) => [
      type,
      (step: { event: EventObject }) => exec(step.event),
    ]),
  );
  try {
    await path.test({
      events: events as never,
      states: {
        '*': (state) => {
          const actual = need().snapshot();
          const model = state as unknown as { value: unknown; context: unknown };
          expect(actual.value).toEqual(model.value);
          expect(actual.context).toEqual(model.context);
          checkState?.(state, need(), lastEvent);
        },
      },
    });
  } finally {
    harness?.stop();
  }
}

/** Ids of every state node of `machine`, except eventless (transient) ones listed in `skip`. */
export function stateNodeIds(machine: AnyStateMachine, skip: readonly string[] = []): string[] {
  const ids: string[] = [];
  const visit = (node: { id: string; states: Record<string, unknown> }): void => {
    ids.push(node.id);
    for (const child of Object.values(node.states)) visit(child as never);
  };
  visit(machine.root as never);
  return ids.filter((id) => !skip.includes(id));
}

/** Ids of every state node some step of `paths` is in. */
export function reachedNodeIds(paths: ReadonlyArray<{ steps: ReadonlyArray<{ state: unknown }> }>): Set<string> {
  const reached = new Set<string>();
  for (const path of paths) {
    for (const step of path.steps) {
      for (const node of (step.state as { _nodes: Array<{ id: string }> })._nodes) reached.add(node.id);
    }
  }
  return reached;
}
