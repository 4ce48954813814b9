// The model paths' loop events (Traversal.loops): an event the machine has no transition for is
// walked as a loop on the state when the model names it, and dropped otherwise.
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { describePath, modelPaths, transitionPaths } from './modelPaths';

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
