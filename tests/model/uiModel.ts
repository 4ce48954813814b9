// Model-based UI tests: the engine's machines are the model, @xstate/graph's paths (shortest path
// to every state plus every transition from every state, without paths another one starts with;
// joined into fewer, longer ones where the model says `chain`) are played as UI actions in the real app, and after every step the screen must show what the
// model's state says. The expected state of each step comes from the real machine replaying the
// path with fake actors, so the UI is held to the very machine the screens render.
import {
  chainedPaths,
  coverageOf,
  describePath,
  fakePromises,
  modelPaths,
  pathOfEvents,
  replay,
  serializeEvent,
  statePathOf,
  transitionPaths,
  type Coverage,
  type FakePromises,
  type Path,
  type Traversal,
} from '@proshno/engine/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';

export type UiModel<TDriver> = {
  name: string;
  machine: AnyStateMachine;
  /** The machine with its actors faked (the model's promise events settle them). */
  modelMachine: (fakes: FakePromises) => AnyStateMachine;
  input?: unknown;
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  /** Events the machine has no transition for that leave the model's state as it was (a reload), walked as loops. */
  loops?: readonly string[];
  /** Event sequences walked besides the generated paths (where a merged state hides what a later step must show). */
  sequences?: EventObject[][];
  /** What the screen can tell apart: snapshots with the same key are one state of the model. */
  key: (snapshot: AnyMachineSnapshot) => string;
  /**
   * Walk fewer, longer paths (engine/src/testing/modelPaths.ts chainedPaths): each path goes on to
   * transitions others would have walked from a fresh page. `kind` names what `open` prepares from
   * the whole path (a learner, a fixture), which a joined path must keep.
   */
  chain?: { kind?: (path: Path) => string; maxSteps?: number };
  /** Prepares the fixture and opens the screen for a path. */
  open: (path: Path) => Promise<TDriver>;
  /** Does in the UI (or in the outside world) what the event says; `before` is the model's state. */
  act: (driver: TDriver, event: EventObject, before: AnyMachineSnapshot, after: AnyMachineSnapshot) => Promise<void>;
  /** Fails unless the screen shows the model's state (polls until it does or times out). */
  check: (driver: TDriver, snapshot: AnyMachineSnapshot) => Promise<void>;
  close: (driver: TDriver) => Promise<void>;
};

/** A model without its driver: enough to compute its paths (for a coverage check in another file). */
export type ModelSpec = Omit<UiModel<unknown>, 'open' | 'act' | 'check' | 'close'>;

/** The paths describeUiModel walks for the model. */
export async function pathsOf(model: ModelSpec): Promise<Path[]> {
  const traversal = traversalOf(model);
  const sequences = (model.sequences ?? []).map((events) => pathOfEvents(model.machine, traversal, events));
  const paths = modelPaths(model.machine, traversal, sequences);
  if (model.chain === undefined) return paths;
  // A joined path is kept only where the machine with the model's fakes replays it as the graph says.
  const replays = (path: Path) =>
    concreteSnapshots(model, path).then(
      () => true,
      () => false,
    );
  return chainedPaths(model.machine, traversal, paths, { ...model.chain, replays });
}

/**
 * Declares one test per path and the check that the paths cover the model; returns the paths.
 * `shard` [k, n] plays only every n-th path from the k-th (1-based), so a model too long for one
 * file is played by n files side by side; the coverage check runs in shard 1.
 */
export async function describeUiModel<TDriver>(model: UiModel<TDriver>, shard: [number, number] = [1, 1]): Promise<Path[]> {
  const traversal = traversalOf(model);
  const paths = await pathsOf(model);
  const [k, n] = shard;
  const played = paths.filter((_, i) => i % n === k - 1);
  const adjacency = modelGraph(model.machine, traversal);
  describe(`${model.name} model in the real app${n === 1 ? '' : ` (part ${k} of ${n})`}`, () => {
    const started = Date.now();
    afterAll(() => console.log(`[model] ${model.name}: ${played.length} paths walked in ${((Date.now() - started) / 1000).toFixed(1)} s`));

    if (k === 1) it('its paths reach every state and take every transition of the model', () => {
      const walked = graphCoverage(paths, model.key);
      const machine = coverageOf(model.machine, paths);
      console.log(
        `[model] ${model.name}: ${paths.length} paths; model states ${walked.states.size}/${adjacency.states.size}, ` +
          `transitions ${walked.transitions.size}/${adjacency.transitions.size}; machine state nodes ${machine.states.covered}/${machine.states.total}, ` +
          `transitions ${machine.transitions.covered}/${machine.transitions.total}`,
      );
      expect([...adjacency.states].filter((state) => !walked.states.has(state))).toEqual([]);
      expect([...adjacency.transitions].filter((transition) => !walked.transitions.has(transition))).toEqual([]);
    });

    for (const path of played) {
      it(`reaches ${statePathOf(path.state.value)} by ${describePath(path) || 'opening the screen'}`, async () => {
        const expected = await concreteSnapshots(model, path);
        const driver = await model.open(path);
        try {
          const [first] = expected;
          if (first !== undefined) await model.check(driver, first);
          for (let i = 1; i < path.steps.length; i += 1) {
            const step = path.steps[i];
            const before = expected[i - 1];
            const after = expected[i];
            if (step === undefined || before === undefined || after === undefined) throw new Error('path and replay differ in length');
            await model.act(driver, step.event, before, after);
            await model.check(driver, after);
          }
        } finally {
          await model.close(driver);
        }
      });
    }
  });
  return paths;
}

/**
 * Declares the check that the models of one machine together visit every state node and take
 * every transition of it, but for those no UI control can reach (named with the reason).
 */
export function expectMachineCoverage(name: string, machine: AnyStateMachine, paths: Path[], noControl: Record<string, string> = {}): void {
  it(`the models of ${name} together cover it`, () => {
    const coverage = coverageOf(machine, paths);
    const excused = Object.keys(noControl);
    const states = coverage.states.missing.filter((id) => !excused.includes(id));
    const transitions = coverage.transitions.missing.filter((t) => !excused.includes(t));
    const note = excused.length === 0 ? '' : ` (left out, no UI control: ${Object.entries(noControl).map(([k, why]) => `${k}: ${why}`).join('; ')})`;
    console.log(
      `[model] ${name}: state nodes ${coverage.states.total - coverage.states.missing.length}/${coverage.states.total - excusedIn(excused, coverage.states)}, ` +
        `transitions ${coverage.transitions.total - coverage.transitions.missing.length}/${coverage.transitions.total - excusedIn(excused, coverage.transitions)}${note}`,
    );
    expect(states).toEqual([]);
    expect(transitions).toEqual([]);
    // An excuse for something the models do reach is stale.
    expect(excused.filter((k) => !coverage.states.missing.includes(k) && !coverage.transitions.missing.includes(k))).toEqual([]);
  });
}

function traversalOf(model: ModelSpec): Traversal & { serializeState: (snapshot: AnyMachineSnapshot) => string } {
  return { events: model.events, input: model.input, serializeState: model.key, ...(model.loops === undefined ? {} : { loops: model.loops }) };
}

function excusedIn(excused: string[], coverage: Coverage): number {
  return excused.filter((k) => coverage.missing.includes(k)).length;
}

/** The snapshots the real machine reaches on the path (the path itself may hold merged ones). */
async function concreteSnapshots(model: ModelSpec, path: Path): Promise<AnyMachineSnapshot[]> {
  const fakes = fakePromises();
  const clock = new SimulatedClock();
  const machine = model.modelMachine(fakes);
  const actor = createActor(machine, { input: model.input, clock }).start();
  const snapshots: AnyMachineSnapshot[] = [];
  await replay(machine, path, actor, fakes, clock, (actual, expected) => {
    if (model.key(actual) !== model.key(expected)) throw new Error(`the model replays to ${model.key(actual)}, its path says ${model.key(expected)}`);
    snapshots.push(actual);
  });
  actor.stop();
  return snapshots;
}

function graphCoverage(paths: Path[], key: (snapshot: AnyMachineSnapshot) => string): { states: Set<string>; transitions: Set<string> } {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      states.add(key(step.state));
      const before = path.steps[i - 1];
      if (before !== undefined) transitions.add(`${key(before.state)} ${serializeEvent(step.event)}`);
    });
  }
  return { states, transitions };
}

/** Every state and transition of the model's graph. */
function modelGraph(machine: AnyStateMachine, traversal: Traversal & { serializeState: (snapshot: AnyMachineSnapshot) => string }): { states: Set<string>; transitions: Set<string> } {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const path of transitionPaths(machine, traversal)) {
    const last = path.steps.at(-1);
    const before = path.steps.at(-2);
    for (const step of path.steps) states.add(traversal.serializeState(step.state));
    if (last !== undefined && before !== undefined) transitions.add(`${traversal.serializeState(before.state)} ${serializeEvent(last.event)}`);
  }
  return { states, transitions };
}
