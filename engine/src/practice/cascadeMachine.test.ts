import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from '../testing/modelTest';
import { cascadeMachine } from './cascadeMachine';

const input = { levels: ['exam', 'university', 'year'] };

describeModel('cascadeMachine', cascadeMachine, {
  input,
  events: () => [
    ...input.levels.flatMap((level) => [1, 2].map((id) => ({ type: 'SELECT', level, id }))),
    { type: 'SELECT', level: 'university', id: null },
    { type: 'CLEAR' },
  ],
  start: () => ({ actor: createActor(cascadeMachine, { input }).start() }),
  invariant: (snapshot) => {
    // No level is ever chosen below an unchosen parent.
    const chosen = snapshot.context.chosen as Record<string, number | null>;
    input.levels.forEach((level, i) => {
      const parent = input.levels[i - 1];
      if (parent !== undefined && chosen[parent] === null) expect(chosen[level]).toBeNull();
    });
  },
});

describe('cascadeMachine', () => {
  it('a change clears every level below and Clear empties them all', () => {
    const actor = createActor(cascadeMachine, { input: { levels: ['grade', 'subject', 'topic', 'subtopic'] } }).start();
    actor.send({ type: 'SELECT', level: 'grade', id: 1 });
    actor.send({ type: 'SELECT', level: 'subject', id: 2 });
    actor.send({ type: 'SELECT', level: 'topic', id: 3 });
    actor.send({ type: 'SELECT', level: 'subject', id: 4 });
    expect(actor.getSnapshot().context.chosen).toEqual({ grade: 1, subject: 4, topic: null, subtopic: null });
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context.chosen).toEqual({ grade: null, subject: null, topic: null, subtopic: null });
  });

  it('ignores a select on a level whose parent is unchosen', () => {
    const actor = createActor(cascadeMachine, { input }).start();
    actor.send({ type: 'SELECT', level: 'year', id: 2020 });
    expect(actor.getSnapshot().context.chosen).toEqual({ exam: null, university: null, year: null });
  });
});
