// Fakes shared by the account machines' model-based tests: promise actors whose result the
// test decides (one pending deferred per invoke id), and children that only record what they
// are sent.
import { fromCallback, fromPromise } from 'xstate';
import type { AnyActorLogic, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { createActorTestModel, deferred } from './actor-test-model.ts';
import type { Deferred } from './actor-test-model.ts';

export type PendingMap = Map<string, Deferred<unknown>>;

/** A promise actor that records its input and waits for the test to settle it (as `id`). */
export function pendingActor<TOutput, TInput>(pending: PendingMap, id: string, inputs?: TInput[]) {
  return fromPromise<TOutput, TInput>(({ input }) => {
    inputs?.push(input);
    const d = deferred<unknown>();
    pending.set(id, d);
    return d.promise as Promise<TOutput>;
  });
}

/**
 * Stands in for a child machine: completes with the output the test gives (as `id`) and
 * records its input.
 */
export function fakeChild(pending: PendingMap, id: string, inputs?: unknown[]): AnyActorLogic {
  return fromPromise<unknown, unknown>(({ input }) => {
    inputs?.push(input);
    const d = deferred<unknown>();
    pending.set(id, d);
    return d.promise;
  }) as unknown as AnyActorLogic;
}

/** A child that never completes and records the events it receives (the smsCode child). */
export function listeningChild(received: string[], inputs?: unknown[]): AnyActorLogic {
  return fromCallback<{ type: string }, unknown>(({ receive, input }) => {
    inputs?.push(input);
    receive((event) => received.push(event.type));
  }) as unknown as AnyActorLogic;
}

/**
 * createActorTestModel, with no events after a final state: an actor that is done accepts
 * nothing more (the pure traversal would otherwise keep sending it events).
 */
export function createAccountTestModel<M extends AnyStateMachine>(
  machine: M,
  options: { events: ReadonlyArray<EventFromLogic<M>>; input?: InputFrom<M> },
): TestModel<SnapshotFrom<M>, EventFromLogic<M>, unknown> {
  const base = createActorTestModel(machine, options);
  const events = base.options.events;
  return new TestModel<SnapshotFrom<M>, EventFromLogic<M>, unknown>(machine as never, {
    ...base.options,
    events: (state) => {
      if ((state as { status?: string }).status === 'done') return [];
      return typeof events === 'function' ? events(state) : (events ?? []);
    },
  });
}
