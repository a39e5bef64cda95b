// Covering paths for the model-based machine tests: instead of one path to every state the model
// can reach (every state value with every context, reached by every transition: 19,952 paths
// once, 1,653 for the address form alone), a small set of shortest paths that together cover
//   - every state node of the machine the model reaches (transient ones too),
//   - every transition the model takes (one per source state, event and candidate: a guarded
//     branch is its own transition; eventless `always`, delayed and done/error transitions too),
//   - every guard outcome: each guarded transition both taken and refused (when the model can
//     refuse it), and
//   - any extra facet a test names (`cover`, e.g. "each top-menu index 0..9").
// Each goal is reached by the shortest path that reaches it (breadth-first over the model's
// graph); paths whose goals a longer kept path already covers are dropped.
//
// The graph is the one xstate/graph's TestModel walks (same events, same pure `machine.transition`,
// same mock actor scope), with states told apart by value and context only. Which transitions a
// step took is read from the machine's own microstep inspection events (`@xstate.microstep`,
// `_transitions`), so eventless and raised steps count too.
//
// The result also says how much of the machine's definition the model covers (states and
// transitions covered / total) and how many paths the exhaustive model has (computed, not
// listed): the review site prints both.
import { createEmptyActor } from 'xstate';
import type { AnyStateMachine, EventObject } from 'xstate';
import { serializeSnapshot } from 'xstate/graph';
import type { StatePath } from 'xstate/graph';

/** Coverage of one machine's definition by one model (one input); merged by machine in the report. */
export interface ModelCoverage {
  machine: string;
  /** State node paths ('ready.idle'): all of the definition, and those the covering paths pass through. */
  states: { total: string[]; covered: string[] };
  /** Transition keys `<state path>|<event>|<candidate index>` (event `always` for eventless ones). */
  transitions: { total: string[]; covered: string[] };
  /** Outcomes of guarded transitions: `<transition key>|taken` and `<transition key>|refused`. */
  guards: { total: string[]; covered: string[] };
  /** States (value and context) the model reaches, and the transitions between them. */
  snapshots: number;
  edges: number;
  /** The exhaustive suite's size: one shortest path per state reached by each distinct transition (the old generation). */
  fullPaths: number;
  /** How many covering paths were chosen. */
  paths: number;
}

interface TransitionDef {
  source: { path: string[]; always?: TransitionDef[]; transitions: Map<string, TransitionDef[]> };
  eventType: string;
  guard?: unknown;
}
interface NodeLike {
  id: string;
  path: string[];
  type: string;
  parent?: NodeLike;
  always?: TransitionDef[];
  transitions: Map<string, TransitionDef[]>;
  states: Record<string, NodeLike>;
}
interface Snap {
  value: unknown;
  context: unknown;
  status?: string;
  _nodes: NodeLike[];
}
interface Microstep {
  event: EventObject;
  snapshot: Snap;
  _transitions: TransitionDef[];
}

const statePath = (node: { path: string[] }) => node.path.join('.');

function isAlways(t: TransitionDef): boolean {
  return !!t.source.always?.includes(t);
}

/** `<state path>|<event>|<candidate index>`: stable across runs, readable by the report. */
export function transitionKey(t: TransitionDef): string {
  if (isAlways(t)) return `${statePath(t.source)}|always|${t.source.always!.indexOf(t)}`;
  return `${statePath(t.source)}|${t.eventType}|${t.source.transitions.get(t.eventType)?.indexOf(t) ?? -1}`;
}

/** The definition's states and transitions (and the outcomes of its guarded ones). */
export function definitionGoals(machine: AnyStateMachine): { states: string[]; transitions: string[]; guards: string[] } {
  const states: string[] = [];
  const transitions: string[] = [];
  const guards: string[] = [];
  const visit = (node: NodeLike): void => {
    if (node.path.length) states.push(statePath(node));
    const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const t of all) {
      const key = transitionKey(t);
      transitions.push(key);
      if (t.guard) guards.push(`${key}|taken`, `${key}|refused`);
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root as unknown as NodeLike);
  return { states, transitions, guards };
}

function matchesDescriptor(descriptor: string, type: string): boolean {
  if (descriptor === type || descriptor === '*') return true;
  return descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1));
}

function chainOf(node: NodeLike): NodeLike[] {
  const out: NodeLike[] = [];
  for (let n: NodeLike | undefined = node; n; n = n.parent) out.push(n);
  return out;
}

/**
 * Guarded candidates refused before the chosen one (or all, when none was chosen), in the
 * order the machine tries them: from each active atomic state up to the root.
 */
function refusals(snapshot: Snap, chosen: readonly TransitionDef[], candidates: (node: NodeLike) => TransitionDef[]): string[] {
  const out: string[] = [];
  for (const atomic of snapshot._nodes.filter((n) => n.type === 'atomic' || n.type === 'final')) {
    chain: for (const node of chainOf(atomic)) {
      for (const t of candidates(node)) {
        if (chosen.includes(t)) break chain;
        if (t.guard) out.push(`${transitionKey(t)}|refused`);
      }
    }
  }
  return out;
}

/** Every goal one macrostep covers: its transitions, guard outcomes and the states it passes. */
function goalsOf(before: Snap | null, event: EventObject | null, steps: readonly Microstep[]): string[] {
  const goals: string[] = [];
  const stateGoals = (s: Snap) => {
    for (const n of s._nodes) if (n.path.length) goals.push(`state:${statePath(n)}`);
  };
  const transitionGoals = (ts: readonly TransitionDef[]) => {
    for (const t of ts) {
      goals.push(`transition:${transitionKey(t)}`);
      if (t.guard) goals.push(`guard:${transitionKey(t)}|taken`);
    }
  };
  const eventful = steps[0] && event && !steps[0]._transitions.some(isAlways) ? steps[0] : null;
  if (before && event) {
    const chosen = eventful?._transitions ?? [];
    const own = (node: NodeLike) => [...node.transitions.entries()].filter(([d]) => matchesDescriptor(d, event.type)).flatMap(([, ts]) => ts);
    for (const r of refusals(before, chosen, own)) goals.push(`guard:${r}`);
  }
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    transitionGoals(step._transitions);
    stateGoals(step.snapshot);
    // Eventless transitions are chosen on this microstep's result; those refused there count too.
    const next = steps[i + 1];
    const chosen = next && next._transitions.some(isAlways) ? next._transitions : [];
    for (const r of refusals(step.snapshot, chosen, (node) => node.always ?? [])) goals.push(`guard:${r}`);
  }
  return goals;
}

/** The mock actor scope of xstate/graph's traversal, with the machine's microsteps recorded. */
function recordingScope(into: Microstep[]) {
  const emptyActor = createEmptyActor();
  const system = Object.create(emptyActor.system) as typeof emptyActor.system & { _sendInspectionEvent: (e: unknown) => void };
  system._sendInspectionEvent = (e: unknown) => {
    const ev = e as { type: string } & Microstep;
    if (ev.type === '@xstate.microstep') into.push({ event: ev.event, snapshot: ev.snapshot, _transitions: ev._transitions });
  };
  return {
    self: emptyActor,
    logger: console.log,
    id: '',
    sessionId: Math.random().toString(32).slice(2),
    defer: () => {},
    system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
}

export interface CoveringOptions {
  input?: unknown;
  /** The events to try in a state (the TestModel's `events`). */
  events: (state: Snap) => ReadonlyArray<EventObject>;
  filterEvents?: (state: Snap, event: EventObject) => boolean;
  /** Extra goals a test names for a reached state (context facets worth a path of their own). */
  cover?: (state: Snap) => ReadonlyArray<string>;
}

interface Node {
  state: Snap;
  dist: number;
  parent: string | null;
  event: EventObject | null;
  /** Goals of the edge from the parent. */
  goals: string[];
}

const valueKey = (s: Snap) => JSON.stringify(s.value);

/** The covering paths (in xstate/graph's StatePath form, steps from `xstate.init`) and the coverage. */
export function coveringPaths(machine: AnyStateMachine, options: CoveringOptions): { paths: Array<StatePath<any, any> & { covers: string[] }>; coverage: ModelCoverage } {
  const recorded: Microstep[] = [];
  const scope = recordingScope(recorded);
  const initial = machine.getInitialSnapshot(scope as never, options.input) as unknown as Snap;
  const initialGoals = [...goalsOf(null, null, recorded), ...(options.cover?.(initial) ?? [])];
  const rootKey = serializeSnapshot(initial as never);
  const nodes = new Map<string, Node>([[rootKey, { state: initial, dist: 0, parent: null, event: null, goals: initialGoals }]]);
  /** The first (so shortest) edge reaching each goal. */
  const best = new Map<string, { from: string; event: EventObject; to: Snap; goals: string[] }>();
  const fullKeys = new Set<string>([rootKey]);
  let edges = 0;
  const queue = [rootKey];
  for (let head = 0; head < queue.length; head++) {
    const fromKey = queue[head]!;
    const from = nodes.get(fromKey)!;
    for (const event of options.events(from.state)) {
      if (options.filterEvents && !options.filterEvents(from.state, event)) continue;
      recorded.length = 0;
      const to = machine.transition(from.state as never, event as never, scope as never) as unknown as Snap;
      edges += 1;
      const goals = [...goalsOf(from.state, event, recorded), ...(options.cover?.(to) ?? [])];
      const toKey = serializeSnapshot(to as never);
      // The old generation told states apart by the transition that reached them as well.
      fullKeys.add(valueKey(from.state) === valueKey(to) ? toKey : `${toKey} via ${JSON.stringify(event)} from ${valueKey(from.state)}`);
      for (const goal of goals) if (!initialGoals.includes(goal) && !best.has(goal)) best.set(goal, { from: fromKey, event, to, goals });
      if (!nodes.has(toKey)) {
        nodes.set(toKey, { state: to, dist: from.dist + 1, parent: fromKey, event, goals });
        queue.push(toKey);
      }
    }
  }

  // One candidate path per goal: the shortest path to the edge's source, then the edge.
  const treePath = (key: string): Node[] => {
    const out: Node[] = [];
    for (let k: string | null = key; k !== null; k = nodes.get(k)!.parent) out.unshift(nodes.get(k)!);
    return out;
  };
  interface Candidate {
    steps: Array<{ state: Snap; event: EventObject }>;
    goals: Set<string>;
    id: string;
  }
  const candidates = new Map<string, Candidate>();
  for (const edge of best.values()) {
    const id = `${edge.from}\u0000${JSON.stringify(edge.event)}`;
    if (candidates.has(id)) continue;
    const tree = treePath(edge.from);
    const steps = [
      ...tree.map((n) => ({ state: n.state, event: n.event ?? { type: 'xstate.init' } })),
      { state: edge.to, event: edge.event },
    ];
    const goals = new Set([...tree.flatMap((n) => n.goals), ...edge.goals]);
    candidates.set(id, { steps, goals, id });
  }
  // Longest first: a shorter path whose goals are all covered already adds nothing.
  const sorted = [...candidates.values()].sort((a, b) => b.steps.length - a.steps.length || (a.id < b.id ? -1 : 1));
  const covered = new Set<string>(initialGoals);
  const kept: Candidate[] = [];
  for (const c of sorted) {
    if ([...c.goals].some((g) => !covered.has(g))) {
      kept.push(c);
      for (const g of c.goals) covered.add(g);
    }
  }
  if (kept.length === 0) kept.push({ steps: [{ state: initial, event: { type: 'xstate.init' } }], goals: new Set(initialGoals), id: rootKey });
  kept.sort((a, b) => a.steps.length - b.steps.length || (a.id < b.id ? -1 : 1));

  const def = definitionGoals(machine);
  const pick = (prefix: string) => [...covered].filter((g) => g.startsWith(prefix)).map((g) => g.slice(prefix.length)).sort();
  const coverage: ModelCoverage = {
    machine: machine.id,
    states: { total: def.states, covered: pick('state:') },
    transitions: { total: def.transitions, covered: pick('transition:') },
    guards: { total: def.guards, covered: pick('guard:') },
    snapshots: nodes.size,
    edges,
    fullPaths: fullKeys.size,
    paths: kept.length,
  };
  // What each path adds to the ones before it (the review site says it in words).
  const seen = new Set<string>();
  const paths = kept.map((c) => {
    const covers = [...c.goals].filter((g) => !seen.has(g)).sort();
    for (const g of covers) seen.add(g);
    return { state: c.steps.at(-1)!.state, steps: c.steps, weight: c.steps.length - 1, covers };
  });
  return { paths: paths as unknown as Array<StatePath<any, any> & { covers: string[] }>, coverage };
}
