// Model-based testing support: paths from @xstate/graph replayed on a real actor whose
// promise actors are settled by the path's own done/error events and whose timers run on
// a SimulatedClock, so every state and transition is walked without sleeps or network.
import { SimulatedClock, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { coverageOf, fakePromises, replay, transitionPaths, type FakePromises, type Path } from './modelPaths';

export { fakePromises, settled, type FakePromises } from './modelPaths';

// The engine compiles without DOM or Node types; vitest's console is all the report needs.
declare const console: { log: (message: string) => void };

export type ModelOptions = {
  /** The events offered in a state (xstate.done.actor.*, xstate.error.actor.* and xstate.after.* included). */
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  input?: unknown;
  /** Which snapshots count as the same state (modelPaths.ts Traversal); value, context and status unless said. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** How many steps the traversal may take before it fails as unbounded (5000 unless said). */
  limit?: number;
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
      it(`reaches ${describeState(path.state)} by ${describeSteps(path)}`, async () => {
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

/** Plays a path's events on the actor and checks value and context after every step. */
export async function replayPath(
  machine: AnyStateMachine,
  path: Path,
  actor: AnyActorRef,
  fakes: FakePromises,
  clock: SimulatedClock,
  invariant: (snapshot: AnyMachineSnapshot, previous: AnyMachineSnapshot | undefined) => void = () => {},
): Promise<void> {
  let previous: AnyMachineSnapshot | undefined;
  await replay(machine, path, actor, fakes, clock, (actual, expected) => {
    expectSame(actual, expected);
    invariant(actual, previous);
    previous = actual;
  });
}

function expectSame(actual: AnyMachineSnapshot, expected: AnyMachineSnapshot): void {
  expect({ value: actual.value, context: actual.context, status: actual.status }).toEqual({
    value: expected.value,
    context: expected.context,
    status: expected.status,
  });
}

function describeState(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify(snapshot.value);
}

function describeSteps(path: Path): string {
  return path.steps.map((step) => step.event.type.replace(/^xstate\./, '')).join(' → ');
}
