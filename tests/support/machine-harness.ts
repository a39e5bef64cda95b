// The one harness of the machine tests: start a machine with fakes for its actors (promise actors
// the test settles by id, stand-ins for child machines), generate its covering paths (the shortest
// paths that together reach every state, transition and guard outcome of the model:
// covering-paths.ts) with the test model of actor-test-model.ts, and declare one test per path
// that walks it on a fresh actor, checking the real snapshot against the model's and the test's
// own rules at every step, plus one test recording the model's coverage for the review site.
//
//   const start = (effects: Effects) =>
//     startMachine(fooMachine, {
//       input,
//       provide: (fake) => ({ actors: { save: fake.promise('save', effects.saves) }, actions: { ... } }),
//     });
//   const paths = shortestPaths(fooMachine, { events: EVENTS, input });
//   describePaths('foo, model-based', paths, { effects: fresh, start, check: (effects, h, event) => ... });
//   it('the shortest paths reach every state node', () => expectEveryStateReached(fooMachine, paths));
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { Actor, AnyActorLogic, AnyStateMachine, EventFromLogic, EventObject, InputFrom, PromiseActorLogic, SnapshotFrom } from 'xstate';
import type { TestPath } from 'xstate/graph';
import { createActorTestModel, deferred, reachedNodeIds, stateNodeIds, walkPath } from './actor-test-model.ts';
import type { Deferred, Harness } from './actor-test-model.ts';
import { coveringPaths } from './covering-paths.ts';
import type { ModelCoverage } from './covering-paths.ts';

/** The deferred of each invoked fake still under way, by the id the test settles it as. */
export type PendingMap = Map<string, Deferred<unknown>>;

/** Where a fake records what it was given: a list to push to, or a function to call. */
export type Recorder<T> = T[] | ((input: T) => void);

function record<T>(into: Recorder<T> | undefined, input: T): void {
  if (typeof into === 'function') into(input);
  else into?.push(input);
}

/** Makes the fakes a test provides for a machine's actors. */
export interface Fakes {
  pending: PendingMap;
  /**
   * A promise actor that records its input and waits for the test to settle it as `id`. Its
   * output is the test's to choose (any, unless given), as the model's done events carry it.
   */
  promise: <TOutput = any, TInput = any>(id: string, into?: Recorder<TInput>) => PromiseActorLogic<TOutput, TInput>;
  /**
   * Stands in for a child machine: completes with the output the test gives as `id`. Typed as
   * any: it fills the slot of the machine it stands in for.
   */
  child: (id: string, inputs?: unknown[]) => any;
  /** A child that never completes and records the type of each event it is sent (any, as child). */
  listening: (received?: string[], inputs?: unknown[]) => any;
}

/** The fakes behind `pending`. */
export function fakesFor(pending: PendingMap): Fakes {
  const promise = <TOutput, TInput>(id: string, into?: Recorder<TInput>) =>
    fromPromise<TOutput, TInput>(({ input }) => {
      record(into, input);
      const d = deferred<unknown>();
      pending.set(id, d);
      return d.promise as Promise<TOutput>;
    });
  return {
    pending,
    promise,
    child: (id, inputs) => promise<unknown, unknown>(id, inputs) as unknown as AnyActorLogic,
    listening: (received = [], inputs) =>
      fromCallback<{ type: string }, unknown>(({ receive, input }) => {
        inputs?.push(input);
        receive((event) => received.push(event.type));
      }) as unknown as AnyActorLogic,
  };
}

/** What `machine.provide` takes. */
export type Implementations<M extends AnyStateMachine> = Parameters<M['provide']>[0];

export interface StartOptions<M extends AnyStateMachine> {
  input?: InputFrom<M>;
  /** The test's actors and actions, made with the fakes. */
  provide?: (fake: Fakes) => Implementations<M>;
  /** Delayed transitions run on vitest's fake timers (see useFakeTimers): `advance` moves them. */
  timers?: boolean;
  /** Runs on the actor before it starts (to listen to what it emits, or keep a reference). */
  beforeStart?: (actor: Actor<M>) => void;
}

/** A started actor of the machine under test, behind the Harness walkPath drives. */
export interface MachineHarness<M extends AnyStateMachine> extends Harness {
  actor: Actor<M>;
  /** The snapshot with the machine's own types. */
  state: () => SnapshotFrom<M>;
}

/** Starts `machine` with the test's fakes. */
export function startMachine<M extends AnyStateMachine>(machine: M, options: StartOptions<M> = {}): MachineHarness<M> {
  const pending: PendingMap = new Map();
  const provided = options.provide ? (machine.provide(options.provide(fakesFor(pending)) as never) as M) : machine;
  const actor = createActor(provided, { input: options.input } as never) as Actor<M>;
  options.beforeStart?.(actor);
  actor.start();
  return {
    actor,
    state: () => actor.getSnapshot(),
    snapshot: () => actor.getSnapshot() as { value: unknown; context: unknown },
    send: (event) => actor.send(event as never),
    pending: (id) => pending.get(id),
    ...(options.timers
      ? {
          advance: async (ms: number) => {
            await vi.advanceTimersByTimeAsync(ms);
          },
        }
      : {}),
    stop: () => actor.stop(),
  };
}

/** Fake timers for every test of the file: installed before each, the real ones back after. */
export function useFakeTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export interface PathOptions<M extends AnyStateMachine> {
  /** The events the model sends, with their payloads (done/error events of invoked actors too). */
  events: ReadonlyArray<EventFromLogic<M>>;
  input?: InputFrom<M>;
  /** No events after a final state: an actor that is done accepts nothing more. */
  stopWhenDone?: boolean;
  /** Leaves out of the traversal the events this refuses. */
  filterEvents?: (state: SnapshotFrom<M>, event: EventFromLogic<M>) => boolean;
  /**
   * Extra goals for the covering paths, named from a reached state: a context facet the test wants
   * a path to reach on its own (e.g. `menu ${context.topHeaderCurrent}`), beyond every state,
   * transition and guard outcome.
   */
  cover?: (state: SnapshotFrom<M>) => ReadonlyArray<string>;
}

export type MachinePath<M extends AnyStateMachine> = TestPath<SnapshotFrom<M>, EventFromLogic<M>>;

/** The covering paths of a model, with what they cover (read by describePaths for the review site). */
export type CoveringPaths<M extends AnyStateMachine> = Array<MachinePath<M>> & { coverage?: ModelCoverage };

/**
 * The shortest paths from the start that together reach every state node, every transition and
 * every guard outcome the model reaches (covering-paths.ts), not one path per state and context:
 * each path is the shortest to the goal it was chosen for.
 */
export function shortestPaths<M extends AnyStateMachine>(machine: M, options: PathOptions<M>): CoveringPaths<M> {
  const model = createActorTestModel(machine, { events: options.events, input: options.input });
  const events = model.options.events;
  const eventsOf = (state: SnapshotFrom<M>): ReadonlyArray<EventFromLogic<M>> => {
    if (options.stopWhenDone && (state as { status?: string }).status === 'done') return [];
    return typeof events === 'function' ? events(state) : (events ?? []);
  };
  let coverage: ModelCoverage | undefined;
  const paths: CoveringPaths<M> = model.getPaths(() => {
    const made = coveringPaths(machine, {
      input: options.input,
      events: eventsOf as never,
      filterEvents: options.filterEvents as never,
      cover: options.cover as never,
    });
    coverage = made.paths.length ? made.coverage : undefined;
    return made.paths as never;
  });
  // Titles name the state reached and the events (small payloads whole), not the whole context.
  for (const path of paths) path.description = pathTitle(path);
  if (coverage) Object.defineProperty(paths, 'coverage', { value: { ...coverage, paths: paths.length }, enumerable: false });
  return paths;
}

function pathTitle(path: TestPath<any, any>): string {
  const event = (e: EventObject) => {
    const { type, ...rest } = e;
    const payload = JSON.stringify(rest);
    return payload !== '{}' && payload.length <= 60 ? `${type} ${payload}` : type;
  };
  const value = JSON.stringify((path.state as { value: unknown }).value);
  return `reaches ${value}: ${path.steps.map((s) => event(s.event as EventObject)).join(' → ')}`;
}

export interface PathWalk<E, H extends Harness = Harness> {
  /** Fresh records for one walk (what the fakes were given, what the actions did). */
  effects?: () => E;
  /** Starts the machine for one walk, its fakes writing into `effects`. */
  start: (effects: E) => H;
  /** Named delays in ms, for the after-events of the paths. */
  delays?: Readonly<{ [name: string]: number }>;
  /** The test's rules, checked after every step (the snapshot is already checked against the model). */
  check?: (effects: E, harness: H, event: EventObject) => void;
}

/**
 * One test per path, each walked on a fresh harness, under `describe('<title>: <n> covering paths')`,
 * and one recording the model's coverage (states, transitions, guard outcomes; the exhaustive
 * path count) for the review site.
 */
export function describePaths<E = undefined, H extends Harness = Harness>(
  title: string,
  paths: ReadonlyArray<TestPath<any, any>> & { coverage?: ModelCoverage },
  walk: PathWalk<E, H>,
): void {
  describe(`${title}: ${paths.length} covering paths`, () => {
    const coverage = paths.coverage;
    if (coverage) {
      it(`covers ${coverage.states.covered.length}/${coverage.states.total.length} states, ${coverage.transitions.covered.length}/${coverage.transitions.total.length} transitions (${coverage.fullPaths} paths in the exhaustive model)`, ({ task }) => {
        task.meta.modelCoverage = coverage;
        expect(coverage.paths).toBe(paths.length);
      });
    }
    for (const path of paths) {
      it(path.description, async ({ task }) => {
        // The review site (npm run report) shows this path in words and, on failure, the step reached.
        const record = pathRecord(path);
        task.meta.modelPath = record;
        const fresh = () => (walk.effects ? walk.effects() : (undefined as E));
        let effects = fresh();
        const check = walk.check;
        await walkPath(
          path as never,
          () => {
            effects = fresh();
            return walk.start(effects);
          },
          walk.delays ?? {},
          (_state, harness, event) => {
            check?.(effects, harness as H, event);
            record.passedSteps += 1;
          },
        );
      });
    }
  });
}

/** A path as the review site reads it from Vitest's JSON results (test meta). */
export interface ModelPathRecord {
  machine: string;
  steps: Array<{ event: Record<string, unknown>; state: unknown }>;
  /** Steps whose state matched the model and passed the test's rules (the first failing step is this index). */
  passedSteps: number;
  /** Goals of covering-paths.ts this path reaches first (`state:…`, `transition:…`, `guard:…`, or a test's own). */
  covers?: string[];
}

/** Small event payloads are kept whole; big ones (loaded records) keep their type and an error's message. */
function eventRecord(event: EventObject & { error?: unknown }): Record<string, unknown> {
  const text = JSON.stringify(event);
  if (text !== undefined && text.length <= 300) return JSON.parse(text) as Record<string, unknown>;
  const message = event.error instanceof Error ? event.error.message : undefined;
  return message === undefined ? { type: event.type } : { type: event.type, error: { message } };
}

function pathRecord(path: TestPath<any, any>): ModelPathRecord {
  const first = path.steps[0]?.state as { machine?: { id?: string } } | undefined;
  return {
    machine: first?.machine?.id ?? '',
    steps: path.steps.map((step) => ({ event: eventRecord(step.event as never), state: (step.state as { value: unknown }).value })),
    passedSteps: 0,
    ...((path as { covers?: string[] }).covers ? { covers: (path as { covers?: string[] }).covers } : {}),
  };
}

declare module 'vitest' {
  interface TaskMeta {
    modelPath?: ModelPathRecord;
    modelCoverage?: ModelCoverage;
  }
}

/** Every state node of `machine` is in some path, except eventless (transient) ones in `skip`. */
export function expectEveryStateReached(
  machine: AnyStateMachine,
  paths: ReadonlyArray<{ steps: ReadonlyArray<{ state: unknown }> }>,
  skip: readonly string[] = [],
): void {
  const reached = reachedNodeIds(paths);
  for (const id of stateNodeIds(machine, skip)) expect(reached, id).toContain(id);
}
