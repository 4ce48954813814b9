import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../access/serverError';
import { recordEffects } from '../testing/effects';
import { describeModel, fakePromises, settled, type FakePromises } from '../testing/modelTest';
import { progressMessages as m } from './messages';
import {
  canGoInRevision,
  currentRevision,
  isRevisionLevelEnabled,
  revisionCounts,
  revisionMachine,
  revisionViewOf,
  revisionPosition,
  type RevisionContext,
  type RevisionFilter,
  type RevisionItem,
} from './revisionMachine';

const text = (data: string) => [{ type: 'text' as const, data }];
const item = (id: number, topic: number, subtopic: number): RevisionItem => ({
  id,
  question: { id: id * 10, subject: 1, topic, subtopic, question_data: text(`q${id}`), explanation_data: text(`e${id}`) },
  options: [
    { id: id * 100, data: text('yes'), is_answer: true },
    { id: id * 100 + 1, data: text('no'), is_answer: false },
  ],
});
const items = [item(1, 10, 100), item(2, 10, 101)];

function provided(fakes: FakePromises) {
  return revisionMachine.provide({
    actors: {
      loadRevisions: fakes.promise<readonly RevisionItem[], RevisionFilter>('loadRevisions'),
      removeRevision: fakes.promise<unknown, { id: number }>('removeRevision'),
    },
  });
}

describeModel('revisionMachine', revisionMachine, {
  events: () => [
    { type: 'SELECT', level: 'subject', id: 1 },
    { type: 'SELECT', level: 'subject', id: null },
    { type: 'SELECT', level: 'topic', id: 10 },
    { type: 'SELECT', level: 'subtopic', id: 100 },
    { type: 'CANCEL' },
    { type: 'CONTINUE' },
    { type: 'xstate.done.actor.loadRevisions', output: items },
    { type: 'xstate.done.actor.loadRevisions', output: [] },
    { type: 'xstate.error.actor.loadRevisions', error: new Error('offline') },
    ...(['first', 'back', 'next', 'last'] as const).map((move) => ({ type: 'GO', move })),
    { type: 'TOGGLE_ANSWER' },
    { type: 'REMOVE' },
    { type: 'xstate.done.actor.removeRevision', output: undefined },
    { type: 'xstate.error.actor.removeRevision', error: new ServerError({ detail: 'Not found.' }) },
    { type: 'FINISHED' },
  ],
  start: (fakes, clock) => ({ actor: createActor(provided(fakes), { clock }).start() }),
  invariant: (snapshot) => {
    const context = snapshot.context as RevisionContext;
    // A level is never chosen without its parent.
    if (context.selection.topic !== null) expect(context.selection.subject).not.toBeNull();
    if (context.selection.subtopic !== null) expect(context.selection.topic).not.toBeNull();
    if (snapshot.matches('viewing')) expect(currentRevision(context)).toBeDefined();
    if (snapshot.matches('loading') || snapshot.matches('viewing')) expect(context.error).toBeNull();
  },
});

describe('revisionMachine', () => {
  function start() {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes));
    const effects = recordEffects(actor);
    actor.start();
    return { actor, fakes, effects };
  }

  async function viewing() {
    const started = start();
    started.actor.send({ type: 'SELECT', level: 'subject', id: 1 });
    started.actor.send({ type: 'SELECT', level: 'topic', id: 10 });
    started.actor.send({ type: 'CONTINUE' });
    started.fakes.settle('loadRevisions', 'done', items);
    await settled();
    return started;
  }

  it("Continue without a subject says 'Please select a subject' and loads nothing", () => {
    const { actor, fakes } = start();
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().context.error).toBe('Please select a subject');
    expect(fakes.calls).toEqual([]);
  });

  it('a topic needs a subject, a subtopic a topic; a new subject clears both', () => {
    const { actor } = start();
    actor.send({ type: 'SELECT', level: 'topic', id: 10 });
    expect(actor.getSnapshot().context.selection.topic).toBeNull();
    actor.send({ type: 'SELECT', level: 'subject', id: 1 });
    actor.send({ type: 'SELECT', level: 'topic', id: 10 });
    actor.send({ type: 'SELECT', level: 'subtopic', id: 100 });
    expect(actor.getSnapshot().context.selection).toEqual({ subject: 1, topic: 10, subtopic: 100 });
    actor.send({ type: 'SELECT', level: 'subject', id: 2 });
    expect(actor.getSnapshot().context.selection).toEqual({ subject: 2, topic: null, subtopic: null });
    expect(isRevisionLevelEnabled(actor.getSnapshot().context.selection, 'subtopic')).toBe(false);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context.selection).toEqual({ subject: null, topic: null, subtopic: null });
  });

  it('Continue loads the chosen filters and opens the viewer on the first item, answer hidden', async () => {
    const { actor, fakes } = await viewing();
    expect(fakes.calls[0]).toEqual({ name: 'loadRevisions', input: { subject: 1, topic: 10, subtopic: null } });
    expect(actor.getSnapshot().matches({ viewing: 'idle' })).toBe(true);
    expect(revisionPosition(actor.getSnapshot().context)).toBe('1 / 2');
    actor.send({ type: 'TOGGLE_ANSWER' });
    expect(actor.getSnapshot().context.answerShown).toBe(true);
    actor.send({ type: 'GO', move: 'next' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, answerShown: false });
    expect(canGoInRevision(actor.getSnapshot().context, 'next')).toBe(false);
  });

  it("an empty list keeps the picker with 'No revision data found'", async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'SELECT', level: 'subject', id: 1 });
    actor.send({ type: 'CONTINUE' });
    fakes.settle('loadRevisions', 'done', []);
    await settled();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.error).toBe('No revision data found');
  });

  it("removing updates the viewer, and removing the last closes it with 'No revision data found'", async () => {
    const { actor, fakes, effects } = await viewing();
    actor.send({ type: 'REMOVE' });
    expect(fakes.calls.at(-1)).toEqual({ name: 'removeRevision', input: { id: 1 } });
    fakes.settle('removeRevision', 'done', undefined);
    await settled();
    expect(effects.toasts.at(-1)).toEqual({ type: 'toast', message: 'Question removed from revision', kind: 'success' });
    expect(currentRevision(actor.getSnapshot().context)?.id).toBe(2);
    actor.send({ type: 'REMOVE' });
    fakes.settle('removeRevision', 'done', undefined);
    await settled();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.error).toBe(m.noRevisionData);
  });

  it("a failed removal keeps the item: 'Failed to remove question from revision'", async () => {
    const { actor, fakes, effects } = await viewing();
    actor.send({ type: 'REMOVE' });
    fakes.settle('removeRevision', 'error', new ServerError({ detail: 'Not found.' }));
    await settled();
    expect(actor.getSnapshot().context.items).toHaveLength(2);
    expect(effects.toasts.at(-1)).toEqual({ type: 'toast', message: 'Failed to remove question from revision', kind: 'error' });
  });

  it('Finished ends the machine and goes home', async () => {
    const { actor, effects } = await viewing();
    actor.send({ type: 'FINISHED' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.navigations).toEqual([{ type: 'navigate', to: '/home' }]);
  });

  it('counts saved questions per topic and subtopic', () => {
    expect(revisionCounts([...items, item(3, 11, 102)])).toEqual({ topics: { 10: 2, 11: 1 }, subtopics: { 100: 1, 101: 1, 102: 1 } });
  });
});

describe('revisionViewOf', () => {
  it('shows the picker, the picker waiting for the questions, a question while it is removed, and the way home', async () => {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes)).start();
    const view = () => revisionViewOf(actor.getSnapshot());
    expect(view()).toEqual({ screen: 'choosing', removing: false });
    actor.send({ type: 'SELECT', level: 'subject', id: 1 });
    actor.send({ type: 'CONTINUE' });
    expect(view()).toEqual({ screen: 'loading', removing: false });
    fakes.settle('loadRevisions', 'done', items);
    await settled();
    expect(view()).toEqual({ screen: 'viewing', removing: false });
    actor.send({ type: 'REMOVE' });
    expect(view()).toEqual({ screen: 'viewing', removing: true });
    fakes.settle('removeRevision', 'done', undefined);
    await settled();
    expect(view()).toEqual({ screen: 'viewing', removing: false });
    actor.send({ type: 'FINISHED' });
    expect(view()).toEqual({ screen: 'finished', removing: false });
  });
});
