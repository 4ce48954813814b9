// Path generation and replay for model-based tests, free of any test runner so the same paths
// drive the engine's own tests (./modelTest.ts), the UI model tests (tests/model) and the state
// gallery (web/src/gallery), which resolves a real actor to each state in the browser.
import {
  getAdjacencyMap,
  type AdjacencyMap,
  getPathsFromEvents,
  getShortestPaths,
  getStateNodes,
  type SerializedEvent,
  type SerializedSnapshot,
  type StatePath,
} from '@xstate/graph';
import {
  fromPromise,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type NonReducibleUnknown,
  type SimulatedClock,
  type TransitionDefinition,
} from 'xstate';

export type Path = StatePath<AnyMachineSnapshot, EventObject>;
type AnyTransition = TransitionDefinition<NonReducibleUnknown & object, EventObject>;

export type Traversal = {
  /** The events offered in a state (xstate.done.actor.*, xstate.error.actor.* and xstate.after.* included). */
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  input?: unknown;
  /**
   * Which snapshots count as the same state of the model; by default value, context and status.
   * A coarser key (a UI model's or the gallery's view of the context) keeps the graph small.
   */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** How many steps the traversal may take before it fails as unbounded (5000 unless said). */
  limit?: number;
  /**
   * Event types the model takes although the machine has no transition for them: a change in the
   * world that leaves the machine's state as it was (a page reload that restores it), walked as a
   * loop on the state. Any other event the machine does not take is dropped.
   */
  loops?: readonly string[];
};

/** The shortest path to every state of the model, keyed by the state's serialization. */
export function shortestPaths(machine: AnyStateMachine, traversal: Traversal): Map<string, Path> {
  const options = optionsOf(machine, traversal);
  const paths = new Map<string, Path>();
  for (const path of getShortestPaths(machine, options)) paths.set(options.serializeState(path.state), path);
  return paths;
}

/**
 * Transition coverage: for every reachable state and every event that is enabled there, the
 * shortest path to the state followed by that event.
 */
export function transitionPaths(machine: AnyStateMachine, traversal: Traversal): Path[] {
  const options = optionsOf(machine, traversal);
  const shortest = shortestPaths(machine, traversal);
  const adjacency = getAdjacencyMap(machine, options);
  const paths: Path[] = [];
  for (const [key, { transitions }] of Object.entries(adjacency)) {
    const head = shortest.get(key);
    if (head === undefined) throw new Error(`no shortest path to ${key}`);
    const edges: Array<{ event: EventObject; state: AnyMachineSnapshot }> = Object.values(transitions);
    for (const { event, state: next } of edges) {
      paths.push({ state: next, steps: [...head.steps, { event, state: next }], weight: head.weight + 1 });
    }
  }
  return paths;
}

/**
 * What a model test walks: the shortest path to every state plus the transition paths (and any
 * `extra` ones), without the paths that another one starts with (its steps and checks are all
 * walked there).
 */
export function modelPaths(machine: AnyStateMachine, traversal: Traversal, extra: Path[] = []): Path[] {
  const all = [...shortestPaths(machine, traversal).values(), ...transitionPaths(machine, traversal), ...extra];
  const keys = all.map((path) => path.steps.map((step) => serializeEvent(step.event)));
  const kept: Path[] = [];
  const seen = new Set<string>();
  all.forEach((path, i) => {
    const own = keys[i] ?? [];
    const id = own.join('\n');
    if (seen.has(id)) return;
    const prefixOfAnother = keys.some((other, j) => j !== i && other.length > own.length && own.every((key, k) => other[k] === key));
    if (prefixOfAnother) return;
    seen.add(id);
    kept.push(path);
  });
  return kept;
}

/**
 * Fewer, longer paths for a model played in a browser, where each path pays for a page, a sign-in
 * and its fixtures before its first step (docs/architecture.md#test-time). The paths, longest
 * first, each go on from where they end along the shortest way to a transition no kept path has
 * taken yet, and again from there, as long as the longer path keeps the path's `kind` (what the
 * driver prepares from the whole path, e.g. which learner walks it) and `maxSteps`; a path whose
 * every transition a kept path has taken is dropped. Every state and transition the paths took
 * is still taken, now by fewer walks; a join that `replays` says the test's machine walks otherwise
 * (a key that merges what a later step tells apart) is not made.
 */
export async function chainedPaths(
  machine: AnyStateMachine,
  traversal: Traversal,
  paths: Path[],
  {
    kind = () => '',
    maxSteps = 24,
    replays = () => Promise.resolve(true),
  }: {
    kind?: (path: Path) => string;
    maxSteps?: number;
    /** Whether the machine as the test plays it (its fake actors, a simulated clock) walks the longer path as it says. */
    replays?: (path: Path) => Promise<boolean>;
  } = {},
): Promise<Path[]> {
  const options = optionsOf(machine, traversal);
  const adjacency = getAdjacencyMap(machine, options);
  const keyOf = options.serializeState;
  const edgeOf = (from: AnyMachineSnapshot, event: EventObject) => `${keyOf(from)} ${serializeEvent(event)}`;
  const edgesOf = (path: Path) => path.steps.slice(1).map((step, i) => edgeOf((path.steps[i] ?? step).state, step.event));
  const taken = new Set<string>();
  const kept: Path[] = [];
  for (const path of [...paths].sort((a, b) => b.steps.length - a.steps.length)) {
    const own = edgesOf(path);
    if (own.length > 0 && own.every((edge) => taken.has(edge))) continue;
    own.forEach((edge) => taken.add(edge));
    let walked = path;
    const refused = new Set<string>();
    for (;;) {
      const next = nearestUntaken(adjacency, keyOf(walked.state), (edge) => taken.has(edge) || refused.has(edge), keyOf);
      if (next === null) break;
      if (walked.steps.length + next.route.length > maxSteps) break;
      const longer: Path = { state: next.route[next.route.length - 1]?.state ?? walked.state, steps: [...walked.steps, ...next.route], weight: walked.weight + next.route.length };
      // The graph's states are its first snapshot of each key: the test's replay of the whole walk
      // must reach the same keys, or a key merges what a later step tells apart, and no join is made.
      if (kind(longer) !== kind(path) || !(await replays(longer))) {
        refused.add(next.edge);
        continue;
      }
      edgesOf(longer).forEach((edge) => taken.add(edge));
      walked = longer;
    }
    kept.push(walked);
  }
  return kept;
}

type Adjacency = AdjacencyMap<AnyMachineSnapshot, EventObject>;

/** The shortest way from the state `from` through the model's graph to an edge `done` says is not yet taken. */
function nearestUntaken(
  adjacency: Adjacency,
  from: SerializedSnapshot,
  done: (edge: string) => boolean,
  keyOf: (snapshot: AnyMachineSnapshot) => SerializedSnapshot,
): { route: Array<{ event: EventObject; state: AnyMachineSnapshot }>; edge: string } | null {
  const seen = new Set([from]);
  let frontier: Array<{ key: SerializedSnapshot; route: Array<{ event: EventObject; state: AnyMachineSnapshot }> }> = [{ key: from, route: [] }];
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const { key, route } of frontier) {
      const edges: Array<{ event: EventObject; state: AnyMachineSnapshot }> = Object.values(adjacency[key]?.transitions ?? {});
      for (const { event, state } of edges) {
        const edge = `${key} ${serializeEvent(event)}`;
        if (!done(edge)) return { route: [...route, { event, state }], edge };
        const to = keyOf(state);
        if (!seen.has(to)) {
          seen.add(to);
          next.push({ key: to, route: [...route, { event, state }] });
        }
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * The path of an event sequence from the initial state, for a sequence the generated paths do not
 * walk whole: a state the model merges (e.g. a dialog closed before and after Cancel) can hide
 * what a later step must show.
 */
export function pathOfEvents(machine: AnyStateMachine, traversal: Traversal, events: EventObject[]): Path {
  const [path] = getPathsFromEvents(machine, events, optionsOf(machine, traversal));
  if (path === undefined || path.steps.length !== events.length + 1) {
    throw new Error(`the machine does not take every event of ${events.map((e) => e.type).join(' → ')}`);
  }
  return path;
}

export type Coverage = { covered: number; total: number; missing: string[] };

/** The machine's state nodes and transition definitions that the paths visit and take. */
export function coverageOf(machine: AnyStateMachine, paths: Path[]): { states: Coverage; transitions: Coverage } {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)];
  const defined: AnyTransition[] = nodes.flatMap((node) => [...node.transitions.values()].flat());
  const seenNodes = new Set<string>();
  const seenTransitions = new Set<AnyTransition>();
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      for (const node of step.state._nodes) seenNodes.add(node.id);
      const before = path.steps[i - 1];
      if (before !== undefined) for (const t of machine.getTransitionData(before.state, step.event)) seenTransitions.add(t);
    });
  }
  const missingNodes = nodes.filter((node) => !seenNodes.has(node.id)).map((node) => node.id);
  const missingTransitions = defined.filter((t) => !seenTransitions.has(t)).map(describeTransition);
  return {
    states: { covered: nodes.length - missingNodes.length, total: nodes.length, missing: missingNodes },
    transitions: {
      covered: defined.length - missingTransitions.length,
      total: defined.length,
      missing: missingTransitions,
    },
  };
}

/** Promise actors that stay pending until a test settles them by name. */
export type FakePromises = {
  promise: <TOutput, TInput = NonReducibleUnknown>(name: string) => ReturnType<typeof fromPromise<TOutput, TInput>>;
  settle: (name: string, outcome: 'done' | 'error', value: unknown) => void;
  calls: Array<{ name: string; input: unknown }>;
};

export function fakePromises(): FakePromises {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const calls: Array<{ name: string; input: unknown }> = [];
  return {
    calls,
    promise: <TOutput, TInput = NonReducibleUnknown>(name: string) =>
      fromPromise<TOutput, TInput>(({ input }) => {
        calls.push({ name, input });
        return new Promise<TOutput>((resolve, reject) => {
          pending.set(name, { resolve: (value) => resolve(value as TOutput), reject });
        });
      }),
    settle: (name, outcome, value) => {
      const deferred = pending.get(name);
      if (deferred === undefined) throw new Error(`${name} is not running`);
      pending.delete(name);
      if (outcome === 'done') deferred.resolve(value);
      else deferred.reject(value);
    },
  };
}

/**
 * Plays a path's events on the actor: done/error events settle the fake promise actors, after
 * events advance the simulated clock, the rest are sent. `onStep` sees each snapshot reached
 * beside the one the path expects there.
 */
export async function replay(
  machine: AnyStateMachine,
  path: Path,
  actor: AnyActorRef,
  fakes: FakePromises,
  clock: SimulatedClock,
  onStep: (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot) => void = expectSameState,
): Promise<void> {
  const [first, ...rest] = path.steps;
  if (first !== undefined) onStep(actor.getSnapshot() as AnyMachineSnapshot, first.state);
  for (const step of rest) {
    const { event } = step;
    if (event.type.startsWith(doneActor)) fakes.settle(event.type.slice(doneActor.length), 'done', field(event, 'output'));
    else if (event.type.startsWith(errorActor)) fakes.settle(event.type.slice(errorActor.length), 'error', field(event, 'error'));
    else if (event.type.startsWith(after)) clock.increment(delayMs(machine, event.type, actor.getSnapshot() as AnyMachineSnapshot));
    else actor.send(event);
    await settled();
    onStep(actor.getSnapshot() as AnyMachineSnapshot, step.state);
  }
}

/** Throws when a replayed snapshot is not the one the path reached (value, context, status). */
export function expectSameState(actual: AnyMachineSnapshot, expected: AnyMachineSnapshot): void {
  const a = serializeState(actual);
  const e = serializeState(expected);
  if (a !== e) throw new Error(`replay reached ${a}\nbut the path expects ${e}`);
}

/** Lets promise callbacks deliver their done/error events (no timers involved). */
export async function settled(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

export function serializeState(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status });
}

/** Errors stringify as {} by default, which would merge events that differ only in their error. */
export function serializeEvent(event: EventObject): SerializedEvent {
  return JSON.stringify(event, (_, value: unknown) =>
    value instanceof Error ? { ...value, name: value.name, message: value.message } : value,
  ) as SerializedEvent;
}

/** A state value as a dotted path: 'running.answering', or 'a.b + c.d' for parallel regions. */
export function statePathOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return String(value);
  return Object.entries(value)
    .map(([key, child]) => {
      const inner = statePathOf(child);
      return typeof child === 'object' && child !== null && Object.keys(child).length === 0 ? key : `${key}.${inner}`;
    })
    .join(' + ');
}

export function describePath(path: Path): string {
  return path.steps
    .slice(1)
    .map((step) => step.event.type.replace(/^xstate\./, ''))
    .join(' → ');
}

export function describeTransition(t: AnyTransition): string {
  const targets = (t.target ?? []).map((node) => node.id).join(',');
  return `${t.source.id} --${t.eventType}--> ${targets || '(self)'}`;
}

const doneActor = 'xstate.done.actor.';
const errorActor = 'xstate.error.actor.';
const after = 'xstate.after.';

function optionsOf(machine: AnyStateMachine, traversal: Traversal) {
  // Only enabled events: an unhandled xstate.error.actor.* would put the machine in status 'error'.
  // A loop event is kept: the machine's state stays, which is what the model says of it.
  const loops = traversal.loops ?? [];
  const events = (snapshot: AnyMachineSnapshot) =>
    traversal.events(snapshot).filter((event) => loops.includes(event.type) || machine.getTransitionData(snapshot, event).length > 0);
  const serialize = traversal.serializeState ?? serializeState;
  // A model that grows without bound fails fast instead of exhausting memory.
  return {
    events,
    input: traversal.input,
    serializeState: (snapshot: AnyMachineSnapshot) => serialize(snapshot) as SerializedSnapshot,
    serializeEvent,
    limit: traversal.limit ?? 5000,
  };
}

/** A named delay's milliseconds; one computed from context (a backoff) from the actor's context now. */
function delayMs(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot): number {
  const name = eventType.slice(after.length).split('.')[0] ?? '';
  const named: unknown = machine.implementations.delays[name];
  const ms =
    typeof named === 'number'
      ? named
      : typeof named === 'function'
        ? Number((named as (args: { context: unknown }) => unknown)({ context: snapshot.context }))
        : Number(name);
  if (!Number.isFinite(ms)) throw new Error(`unknown delay ${name}`);
  return ms;
}

function field(event: EventObject, key: 'output' | 'error'): unknown {
  return (event as EventObject & Record<string, unknown>)[key];
}
// The fakes shared by the engine's tests, the model tests and the gallery.
export { silentAutosave } from './fakes';
