import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../access/serverError';
import { describeModel, fakePromises, settled, type FakePromises } from '../testing/modelTest';
import type { Card, FlashcardRequest } from './flashcardMachine';
import { flashcardMessages } from './flashcardMessages';
import {
  availableCount,
  FLASHCARD_LEVELS,
  flashcardCountCheck,
  flashcardPresets,
  flashcardRequestOf,
  flashcardSetupMachine,
  type FlashcardSetupContext,
  type SetupOption,
} from './flashcardSetupMachine';
import { availableQuestionsOnly } from './messages';

const option = (id: number, questions_available: number): SetupOption => ({ id, name: `entry ${id}`, questions_available });
const grades = [option(1, 20), option(9, 0)];
const subjects = [option(2, 12), option(8, 0)];
const topics = [option(3, 4)];
const card: Card = { id: 1, question: [{ id: 1, type: 'text', data: 'Speed of light?' }], options: [] };

function start(fakes: FakePromises) {
  const machine = flashcardSetupMachine.provide({
    actors: { loadFlashcards: fakes.promise<Card[], FlashcardRequest>('loadFlashcards') },
  });
  return createActor(machine).start();
}

describeModel('flashcardSetupMachine', flashcardSetupMachine, {
  events: () => [
    { type: 'OPTIONS', level: 'grade', parent: null, options: grades },
    { type: 'OPTIONS', level: 'subject', parent: 1, options: subjects },
    { type: 'OPTIONS', level: 'topic', parent: 2, options: topics },
    { type: 'SELECT', level: 'grade', id: 1 },
    { type: 'SELECT', level: 'subject', id: 2 },
    { type: 'SELECT', level: 'subject', id: null },
    { type: 'SELECT', level: 'topic', id: 3 },
    { type: 'CHOOSE_PRESET', value: 5 },
    { type: 'CHOOSE_PRESET', value: 15 },
    { type: 'CHOOSE_OTHERS' },
    { type: 'TYPE_COUNT', text: '3' },
    { type: 'TYPE_COUNT', text: '13' },
    { type: 'START' },
    { type: 'xstate.done.actor.loadFlashcards', output: [card] },
    { type: 'xstate.done.actor.loadFlashcards', output: [] },
    { type: 'xstate.error.actor.loadFlashcards', error: new ServerError({ detail: 'Subject not found' }) },
    { type: 'xstate.error.actor.loadFlashcards', error: new Error('') },
  ],
  start: (fakes) => ({ actor: start(fakes) }),
  invariant: (snapshot) => {
    const context = snapshot.context as FlashcardSetupContext;
    FLASHCARD_LEVELS.forEach((level, i) => {
      const parent = FLASHCARD_LEVELS[i - 1];
      // No level is chosen (or listed) below an unchosen parent, and a choice is always a listed entry.
      if (parent !== undefined && context.cascade.chosen[parent] === null) {
        expect(context.cascade.chosen[level]).toBeNull();
        expect(context.options[level]).toEqual([]);
      }
      const chosen = context.cascade.chosen[level];
      if (chosen !== null) expect(context.options[level].map((entry) => entry.id)).toContain(chosen);
      for (const entry of context.options[level]) expect(entry.questions_available).toBeGreaterThan(0);
    });
    // Only a valid request is ever sent, and it is what the form shows.
    if (snapshot.matches('loading') || snapshot.matches('started')) {
      expect(context.request).not.toBeNull();
      expect(context.request).toEqual(flashcardRequestOf(context));
    }
  },
});

/** A setup with grade 1 and subject 2 (12 available) chosen and the topic list loaded. */
function chosenSubject() {
  const fakes = fakePromises();
  const actor = start(fakes);
  actor.send({ type: 'OPTIONS', level: 'grade', parent: null, options: grades });
  actor.send({ type: 'SELECT', level: 'grade', id: 1 });
  actor.send({ type: 'OPTIONS', level: 'subject', parent: 1, options: subjects });
  actor.send({ type: 'SELECT', level: 'subject', id: 2 });
  actor.send({ type: 'OPTIONS', level: 'topic', parent: 2, options: topics });
  return { actor, fakes };
}

describe('flashcardSetupMachine', () => {
  it('lists only entries with questions available, and selects wait for their parent', () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    actor.send({ type: 'OPTIONS', level: 'grade', parent: null, options: grades });
    expect(actor.getSnapshot().context.options.grade).toEqual([option(1, 20)]);
    actor.send({ type: 'SELECT', level: 'subject', id: 2 });
    actor.send({ type: 'SELECT', level: 'grade', id: 9 });
    expect(actor.getSnapshot().context.cascade.chosen).toEqual({ grade: null, subject: null, topic: null, subtopic: null });
  });

  it('ignores a list that arrives for a parent no longer chosen', () => {
    const { actor } = chosenSubject();
    actor.send({ type: 'OPTIONS', level: 'topic', parent: 7, options: [option(70, 9)] });
    expect(actor.getSnapshot().context.options.topic).toEqual(topics);
  });

  it('choosing another subject clears topic and subtopic with their lists', () => {
    const { actor } = chosenSubject();
    actor.send({ type: 'SELECT', level: 'topic', id: 3 });
    actor.send({ type: 'OPTIONS', level: 'subject', parent: 1, options: [...subjects, option(5, 30)] });
    actor.send({ type: 'SELECT', level: 'subject', id: 5 });
    const { cascade, options } = actor.getSnapshot().context;
    expect(cascade.chosen).toEqual({ grade: 1, subject: 5, topic: null, subtopic: null });
    expect([options.topic, options.subtopic]).toEqual([[], []]);
  });

  it('takes the available count from the deepest chosen level and disables presets above it', () => {
    const { actor } = chosenSubject();
    expect(availableCount(actor.getSnapshot().context)).toBe(12);
    expect(flashcardPresets(actor.getSnapshot().context).map((p) => p.disabled)).toEqual([false, false, true]);
    actor.send({ type: 'CHOOSE_PRESET', value: 15 });
    expect(actor.getSnapshot().context.count).toBeNull();
    actor.send({ type: 'SELECT', level: 'topic', id: 3 });
    expect(availableCount(actor.getSnapshot().context)).toBe(4);
    expect(flashcardPresets(actor.getSnapshot().context).every((p) => p.disabled)).toBe(true);
  });

  it("'Others' above the available count says 'Your available questions are only {n}.' and cannot start", () => {
    const { actor, fakes } = chosenSubject();
    actor.send({ type: 'CHOOSE_OTHERS' });
    actor.send({ type: 'TYPE_COUNT', text: '13' });
    expect(flashcardCountCheck(actor.getSnapshot().context)).toEqual({ valid: false, error: availableQuestionsOnly(12) });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toEqual({ choosing: 'editing' });
    expect(fakes.calls).toEqual([]);
  });

  it('cannot start without a subject even with a count', () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    actor.send({ type: 'OPTIONS', level: 'grade', parent: null, options: grades });
    actor.send({ type: 'SELECT', level: 'grade', id: 1 });
    actor.send({ type: 'CHOOSE_PRESET', value: 5 });
    actor.send({ type: 'START' });
    expect(fakes.calls).toEqual([]);
  });

  it('Start loads the chosen subject, topic, subtopic and count and outputs the questions', async () => {
    const { actor, fakes } = chosenSubject();
    actor.send({ type: 'SELECT', level: 'topic', id: 3 });
    actor.send({ type: 'CHOOSE_OTHERS' });
    actor.send({ type: 'TYPE_COUNT', text: ' 4 ' });
    actor.send({ type: 'START' });
    const request = { subject: 2, topic: 3, subtopic: null, noOfQuestion: 4 };
    expect(fakes.calls).toEqual([{ name: 'loadFlashcards', input: request }]);
    fakes.settle('loadFlashcards', 'done', [card]);
    await settled();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ request, cards: [card] });
  });

  it('a failed load shows the server detail, else the load failure message, and Start tries again', async () => {
    const { actor, fakes } = chosenSubject();
    actor.send({ type: 'CHOOSE_PRESET', value: 10 });
    actor.send({ type: 'START' });
    fakes.settle('loadFlashcards', 'error', new ServerError({ detail: 'Subject not found' }));
    await settled();
    expect(actor.getSnapshot().value).toEqual({ choosing: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('Subject not found');
    actor.send({ type: 'START' });
    fakes.settle('loadFlashcards', 'error', new Error(''));
    await settled();
    expect(actor.getSnapshot().context.error).toBe(flashcardMessages.loadFailed);
    actor.send({ type: 'CHOOSE_PRESET', value: 5 });
    expect(actor.getSnapshot().value).toEqual({ choosing: 'editing' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("questions that load empty say 'No Exam Question Found'", async () => {
    const { actor, fakes } = chosenSubject();
    actor.send({ type: 'CHOOSE_PRESET', value: 5 });
    actor.send({ type: 'START' });
    fakes.settle('loadFlashcards', 'done', []);
    await settled();
    expect(actor.getSnapshot().value).toEqual({ choosing: 'failed' });
    expect(actor.getSnapshot().context.error).toBe(flashcardMessages.noQuestions);
  });
});
