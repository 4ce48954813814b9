// Model-based testing support: paths from @xstate/graph replayed on a real actor whose
// promise actors are settled by the path's own done/error events and whose timers run on
// a SimulatedClock, so every state and transition is walked without sleeps or network.
import {
  getAdjacencyMap,
  getShortestPaths,
  getStateNodes,
  type SerializedEvent,
  type StatePath,
} from '@xstate/graph';
import {
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type NonReducibleUnknown,
  type TransitionDefinition,
} from 'xstate';
import { describe, expect, it } from 'vitest';

// The engine compiles without DOM or Node types; vitest's console is all the report needs.
declare const console: { log: (message: string) => void };

type Path = StatePath<AnyMachineSnapshot, EventObject>;
type AnyTransition = TransitionDefinition<NonReducibleUnknown & object, EventObject>;

export type ModelOptions = {
  /** The events offered in a state (xstate.done.actor.*, xstate.error.actor.* and xstate.after.* included). */
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  input?: unknown;
  /** Builds the actor under test from the fake promise actors and the simulated clock. */
  start: (fakes: FakePromises, clock: SimulatedClock) => ModelRun;
  /** What must hold in a state whatever the path (tags, context, injected storage). */
  invariant?: (snapshot: AnyMachineSnapshot, previous: AnyMachineSnapshot | undefined, run: ModelRun) => void;
};

/** The actor under test and whatever a test injected into it (storage, recorders). */
export type ModelRun = { actor: AnyActorRef; storage?: { read: () => string | null } };

/** Declares one test per generated path plus the coverage check, and prints the report line. */
export function describeModel(name: string, machine: AnyStateMachine, options: ModelOptions): void {
  const paths = transitionPaths(machine, options);
  describe(`${name} model`, () => {
    it('the generated paths reach every state node and take every transition', () => {
      const report = coverageOf(machine, paths);
      console.log(
        `[model] ${name}: ${paths.length} paths, states ${report.states.covered}/${report.states.total}, ` +
          `transitions ${report.transitions.covered}/${report.transitions.total}`,
      );
      expect(report.states.missing).toEqual([]);
      expect(report.transitions.missing).toEqual([]);
    });
    for (const path of paths) {
      it(`reaches ${describeState(path.state)} by ${describePath(path)}`, async () => {
        const fakes = fakePromises();
        const clock = new SimulatedClock();
        const run = options.start(fakes, clock);
        await replayPath(machine, path, run.actor, fakes, clock, (snapshot, previous) =>
          options.invariant?.(snapshot, previous, run),
        );
        run.actor.stop();
      });
    }
  });
}

/**
 * Transition coverage: for every reachable snapshot and every event that is enabled there,
 * the shortest path to the snapshot followed by that event.
 */
export function transitionPaths(machine: AnyStateMachine, options: Pick<ModelOptions, 'events' | 'input'>): Path[] {
  // Only enabled events: an unhandled xstate.error.actor.* would put the machine in status 'error'.
  const events = (snapshot: AnyMachineSnapshot) =>
    options.events(snapshot).filter((event) => machine.getTransitionData(snapshot, event).length > 0);
  // A model that grows without bound fails fast instead of exhausting memory.
  const traversal = { events, input: options.input, serializeState, serializeEvent, limit: 5000 };
  const shortest = new Map<string, Path>();
  for (const path of getShortestPaths(machine, traversal)) shortest.set(serializeState(path.state), path);
  const adjacency = getAdjacencyMap(machine, traversal);
  const paths: Path[] = [];
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const head = shortest.get(key);
    if (head === undefined) throw new Error(`no shortest path to ${key}`);
    const edges: Array<{ event: EventObject; state: AnyMachineSnapshot }> = Object.values(transitions);
    for (const { event, state: next } of edges) {
      paths.push({ state: next, steps: [...head.steps, { event, state: next }], weight: head.weight + 1 });
    }
  }
  return paths;
}

export type Coverage = { covered: number; total: number; missing: string[] };

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

/** Plays a path's events on the actor and checks value and context after every step. */
export async function replayPath(
  machine: AnyStateMachine,
  path: Path,
  actor: AnyActorRef,
  fakes: FakePromises,
  clock: SimulatedClock,
  invariant: (snapshot: AnyMachineSnapshot, previous: AnyMachineSnapshot | undefined) => void = () => {},
): Promise<void> {
  const [first, ...rest] = path.steps;
  let previous: AnyMachineSnapshot | undefined;
  if (first !== undefined) {
    expectSame(actor.getSnapshot(), first.state);
    previous = actor.getSnapshot() as AnyMachineSnapshot;
    invariant(previous, undefined);
  }
  for (const step of rest) {
    const { event } = step;
    if (event.type.startsWith(doneActor)) fakes.settle(event.type.slice(doneActor.length), 'done', field(event, 'output'));
    else if (event.type.startsWith(errorActor)) fakes.settle(event.type.slice(errorActor.length), 'error', field(event, 'error'));
    else if (event.type.startsWith(after)) clock.increment(delayMs(machine, event.type));
    else actor.send(event);
    await settled();
    expectSame(actor.getSnapshot(), step.state);
    const current = actor.getSnapshot() as AnyMachineSnapshot;
    invariant(current, previous);
    previous = current;
  }
}

/** Lets promise callbacks deliver their done/error events (no timers involved). */
export async function settled(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

const doneActor = 'xstate.done.actor.';
const errorActor = 'xstate.error.actor.';
const after = 'xstate.after.';

function expectSame(actual: unknown, expected: AnyMachineSnapshot): void {
  const snapshot = actual as AnyMachineSnapshot;
  expect({ value: snapshot.value, context: snapshot.context, status: snapshot.status }).toEqual({
    value: expected.value,
    context: expected.context,
    status: expected.status,
  });
}

function delayMs(machine: AnyStateMachine, eventType: string): number {
  const name = eventType.slice(after.length).split('.')[0] ?? '';
  const named: unknown = machine.implementations.delays[name];
  const ms = typeof named === 'number' ? named : Number(name);
  if (!Number.isFinite(ms)) throw new Error(`unknown delay ${name}`);
  return ms;
}

function field(event: EventObject, key: 'output' | 'error'): unknown {
  return (event as EventObject & Record<string, unknown>)[key];
}

function serializeState(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status });
}

/** Errors stringify as {} by default, which would merge events that differ only in their error. */
function serializeEvent(event: EventObject): SerializedEvent {
  return JSON.stringify(event, (_, value: unknown) =>
    value instanceof Error ? { ...value, name: value.name, message: value.message } : value,
  ) as SerializedEvent;
}

function describeState(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify(snapshot.value);
}

function describePath(path: Path): string {
  return path.steps.map((step) => step.event.type.replace(/^xstate\./, '')).join(' → ');
}

function describeTransition(t: AnyTransition): string {
  const targets = (t.target ?? []).map((node) => node.id).join(',');
  return `${t.source.id} --${t.eventType}--> ${targets || '(self)'}`;
}
