// The model paths' loop events (Traversal.loops): an event the machine has no transition for is
// walked as a loop on the state when the model names it, and dropped otherwise.
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { chainedPaths, describePath, modelPaths, serializeEvent, transitionPaths, type Path } from './modelPaths';

const lamp = createMachine({
  id: 'lamp',
  initial: 'off',
  states: { off: { on: { SWITCH: 'on' } }, on: { on: { SWITCH: 'off' } } },
});
const events = () => [{ type: 'SWITCH' }, { type: 'RELOAD' }];

describe('loop events', () => {
  it('walks a named event the machine does not take as a loop on each state', () => {
    const paths = transitionPaths(lamp, { events, loops: ['RELOAD'] });
    const loops = paths.filter((path) => path.steps.at(-1)?.event.type === 'RELOAD');
    expect(loops.map((path) => [describePath(path), path.state.value])).toEqual([
      ['RELOAD', 'off'],
      ['SWITCH → RELOAD', 'on'],
    ]);
    expect(modelPaths(lamp, { events, loops: ['RELOAD'] }).map(describePath)).toEqual(['RELOAD', 'SWITCH → SWITCH', 'SWITCH → RELOAD']);
  });

  it('drops an event the machine does not take unless the model names it', () => {
    expect(transitionPaths(lamp, { events }).map(describePath)).toEqual(['SWITCH', 'SWITCH → SWITCH']);
  });
});

// chainedPaths: a browser model's paths joined where one can go on to what another walks.
const door = createMachine({
  id: 'door',
  initial: 'shut',
  states: {
    shut: { on: { OPEN: 'open', LOCK: 'locked' } },
    open: { on: { SHUT: 'shut', WEDGE: 'wedged' } },
    locked: { on: { UNLOCK: 'shut' } },
    wedged: {},
  },
});
const doorEvents = () => ['OPEN', 'SHUT', 'LOCK', 'UNLOCK', 'WEDGE'].map((type) => ({ type }));
const edges = (paths: Path[]) =>
  new Set(paths.flatMap((path) => path.steps.slice(1).map((step, i) => `${JSON.stringify(path.steps[i]?.state.value)} ${serializeEvent(step.event)}`)));

describe('chained paths', () => {
  const traversal = { events: doorEvents };
  const plain = modelPaths(door, traversal);

  it('take every transition the plain paths take, in fewer walks', async () => {
    const chained = await chainedPaths(door, traversal, plain);
    expect(chained.length).toBeLessThan(plain.length);
    expect([...edges(plain)].filter((edge) => !edges(chained).has(edge))).toEqual([]);
    // Each chained path is a walk the machine takes, step after step.
    for (const path of chained) expect(path.steps[0]?.state.value).toBe('shut');
  });

  it('never joins paths of different kinds, nor beyond the step limit, nor where the test machine would walk otherwise', async () => {
    const locks = (path: Path) => (path.steps.some((step) => step.event.type === 'LOCK') ? 'locks' : 'plain');
    const chained = await chainedPaths(door, traversal, plain, { kind: locks });
    // The walk to the wedged door ends there; the one that shuts it again may not go on to lock it.
    expect(chained.map(locks).sort()).toEqual(['locks', 'plain', 'plain']);
    expect([...edges(plain)].filter((edge) => !edges(chained).has(edge))).toEqual([]);
    // Three steps (two events) each: no plain path may grow, so none is joined.
    expect((await chainedPaths(door, traversal, plain, { maxSteps: 3 })).map(describePath)).toEqual(plain.map(describePath));
    // A test machine that walks no longer path: the plain ones, unjoined.
    expect((await chainedPaths(door, traversal, plain, { replays: () => Promise.resolve(false) })).map(describePath)).toEqual(plain.map(describePath));
  });
});
