import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../access/serverError';
import { recordEffects } from '../testing/effects';
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
  optionsRequestOf,
  type FlashcardLevel,
  type FlashcardSetupContext,
  type OptionsRequest,
  type SetupOption,
} from './flashcardSetupMachine';
import { flashcardSetupViewOf } from './flashcardSetupView';
import { availableQuestionsOnly } from './messages';

const option = (id: number, questions_available: number): SetupOption => ({ id, name: `entry ${id}`, questions_available });
const grades = [option(1, 20), option(9, 0)];
const subjects = [option(2, 12), option(8, 0), option(5, 30)];
const topics = [option(3, 4)];
/** What loadOptions answers for each level (a subtopic list is empty here). */
const lists: Record<FlashcardLevel, SetupOption[]> = { grade: grades, subject: subjects, topic: topics, subtopic: [] };
const card: Card = { id: 1, question: [{ id: 1, type: 'text', data: 'Speed of light?' }], options: [] };

function start(fakes: FakePromises) {
  const machine = flashcardSetupMachine.provide({
    actors: {
      loadOptions: fakes.promise<SetupOption[], OptionsRequest>('loadOptions'),
      loadFlashcards: fakes.promise<Card[], FlashcardRequest>('loadFlashcards'),
    },
  });
  return createActor(machine).start();
}

describeModel('flashcardSetupMachine', flashcardSetupMachine, {
  events: (snapshot) => [
    { type: 'xstate.done.actor.loadOptions', output: lists[optionsRequestOf(snapshot.context as FlashcardSetupContext)?.level ?? 'subtopic'] },
    { type: 'xstate.error.actor.loadOptions', error: new Error('offline') },
    { type: 'RETRY' },
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

/** Answers the list being loaded with `options`. */
async function list(fakes: FakePromises, options: SetupOption[]) {
  fakes.settle('loadOptions', 'done', options);
  await settled();
}

/** A setup with the grades listed. */
async function listedGrades() {
  const fakes = fakePromises();
  const actor = start(fakes);
  await list(fakes, grades);
  return { actor, fakes };
}

/** A setup with grade 1 and subject 2 (12 available) chosen and the topic list loaded. */
async function chosenSubject() {
  const { actor, fakes } = await listedGrades();
  actor.send({ type: 'SELECT', level: 'grade', id: 1 });
  await list(fakes, subjects);
  actor.send({ type: 'SELECT', level: 'subject', id: 2 });
  await list(fakes, topics);
  fakes.calls.length = 0;
  return { actor, fakes };
}

describe('flashcardSetupMachine', () => {
  it('loads the grades, then the list below each entry chosen, for the parent chosen', async () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    expect(actor.getSnapshot().value).toBe('listingGrades');
    await list(fakes, grades);
    actor.send({ type: 'SELECT', level: 'grade', id: 1 });
    expect(actor.getSnapshot().value).toEqual({ choosing: 'listing' });
    await list(fakes, subjects);
    actor.send({ type: 'SELECT', level: 'subject', id: 2 });
    await list(fakes, topics);
    actor.send({ type: 'SELECT', level: 'topic', id: 3 });
    await list(fakes, [option(4, 2)]);
    // A subtopic has nothing below it, and unchoosing lists nothing new.
    actor.send({ type: 'SELECT', level: 'subtopic', id: 4 });
    actor.send({ type: 'SELECT', level: 'topic', id: null });
    expect(actor.getSnapshot().value).toEqual({ choosing: 'editing' });
    expect(fakes.calls.map((call) => call.input)).toEqual([
      { level: 'grade', parent: null },
      { level: 'subject', parent: 1 },
      { level: 'topic', parent: 2 },
      { level: 'subtopic', parent: 3 },
    ]);
    expect(actor.getSnapshot().context.options).toEqual({ grade: [option(1, 20)], subject: [option(2, 12), option(5, 30)], topic: topics, subtopic: [] });
  });

  it('a list that fails to load offers Reload, which asks again', async () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    fakes.settle('loadOptions', 'error', new Error('offline'));
    await settled();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'RETRY' });
    await list(fakes, grades);
    actor.send({ type: 'SELECT', level: 'grade', id: 1 });
    fakes.settle('loadOptions', 'error', new Error('offline'));
    await settled();
    expect(actor.getSnapshot().value).toEqual({ choosing: 'listFailed' });
    actor.send({ type: 'RETRY' });
    await list(fakes, subjects);
    expect(actor.getSnapshot().value).toEqual({ choosing: 'editing' });
    expect(fakes.calls.map((call) => call.input)).toEqual([
      { level: 'grade', parent: null },
      { level: 'grade', parent: null },
      { level: 'subject', parent: 1 },
      { level: 'subject', parent: 1 },
    ]);
  });

  it('lists only entries with questions available, and selects wait for their parent', async () => {
    const { actor } = await listedGrades();
    expect(actor.getSnapshot().context.options.grade).toEqual([option(1, 20)]);
    actor.send({ type: 'SELECT', level: 'subject', id: 2 });
    actor.send({ type: 'SELECT', level: 'grade', id: 9 });
    expect(actor.getSnapshot().context.cascade.chosen).toEqual({ grade: null, subject: null, topic: null, subtopic: null });
  });

  it('choosing again while a list loads asks for the new parent’s list; a count leaves the load alone', async () => {
    const { actor, fakes } = await chosenSubject();
    actor.send({ type: 'SELECT', level: 'subject', id: 5 });
    actor.send({ type: 'CHOOSE_PRESET', value: 5 });
    actor.send({ type: 'SELECT', level: 'subject', id: 2 });
    expect(fakes.calls.map((call) => call.input)).toEqual([
      { level: 'topic', parent: 5 },
      { level: 'topic', parent: 2 },
    ]);
    await list(fakes, topics);
    expect(actor.getSnapshot().value).toEqual({ choosing: 'editing' });
    expect(actor.getSnapshot().context.options.topic).toEqual(topics);
  });

  it('choosing another subject clears topic and subtopic with their lists', async () => {
    const { actor } = await chosenSubject();
    actor.send({ type: 'SELECT', level: 'topic', id: 3 });
    actor.send({ type: 'SELECT', level: 'subject', id: 5 });
    const { cascade, options } = actor.getSnapshot().context;
    expect(cascade.chosen).toEqual({ grade: 1, subject: 5, topic: null, subtopic: null });
    expect([options.topic, options.subtopic]).toEqual([[], []]);
  });

  it('takes the available count from the deepest chosen level and disables presets above it', async () => {
    const { actor } = await chosenSubject();
    expect(availableCount(actor.getSnapshot().context)).toBe(12);
    expect(flashcardPresets(actor.getSnapshot().context).map((p) => p.disabled)).toEqual([false, false, true]);
    actor.send({ type: 'CHOOSE_PRESET', value: 15 });
    expect(actor.getSnapshot().context.count).toBeNull();
    actor.send({ type: 'SELECT', level: 'topic', id: 3 });
    expect(availableCount(actor.getSnapshot().context)).toBe(4);
    expect(flashcardPresets(actor.getSnapshot().context).every((p) => p.disabled)).toBe(true);
  });

  it("'Others' above the available count says 'Your available questions are only {n}.' and cannot start", async () => {
    const { actor, fakes } = await chosenSubject();
    actor.send({ type: 'CHOOSE_OTHERS' });
    actor.send({ type: 'TYPE_COUNT', text: '13' });
    expect(flashcardCountCheck(actor.getSnapshot().context)).toEqual({ valid: false, error: availableQuestionsOnly(12) });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toEqual({ choosing: 'editing' });
    expect(fakes.calls).toEqual([]);
  });

  it('cannot start without a subject even with a count', async () => {
    const { actor, fakes } = await listedGrades();
    actor.send({ type: 'SELECT', level: 'grade', id: 1 });
    await list(fakes, subjects);
    actor.send({ type: 'CHOOSE_PRESET', value: 5 });
    actor.send({ type: 'START' });
    expect(fakes.calls.map((call) => call.name)).not.toContain('loadFlashcards');
  });

  it('Start loads the chosen subject, topic, subtopic and count and opens the session with the questions', async () => {
    const { actor, fakes } = await chosenSubject();
    const effects = recordEffects(actor);
    actor.send({ type: 'SELECT', level: 'topic', id: 3 });
    await list(fakes, []);
    fakes.calls.length = 0;
    actor.send({ type: 'CHOOSE_OTHERS' });
    actor.send({ type: 'TYPE_COUNT', text: ' 4 ' });
    actor.send({ type: 'START' });
    const request = { subject: 2, topic: 3, subtopic: null, noOfQuestion: 4 };
    expect(fakes.calls).toEqual([{ name: 'loadFlashcards', input: request }]);
    fakes.settle('loadFlashcards', 'done', [card]);
    await settled();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ request, cards: [card] });
    // The session's page, with the cards in its history entry so it does not draw them again.
    expect(effects.all).toEqual([
      { type: 'navigate', to: '/flashcard/exam/?noOfQuestion=4&subject=2&topic=3&subtopic=', state: { flashcards: { request, cards: [card] } } },
    ]);
  });

  it('opens nothing when the questions fail to load or load empty', async () => {
    const { actor, fakes } = await chosenSubject();
    const effects = recordEffects(actor);
    actor.send({ type: 'CHOOSE_PRESET', value: 5 });
    actor.send({ type: 'START' });
    fakes.settle('loadFlashcards', 'done', []);
    await settled();
    actor.send({ type: 'START' });
    fakes.settle('loadFlashcards', 'error', new Error('offline'));
    await settled();
    expect(actor.getSnapshot().value).toEqual({ choosing: 'failed' });
    expect(effects.all).toEqual([]);
  });

  it('a failed load shows the server detail, else the load failure message, and Start tries again', async () => {
    const { actor, fakes } = await chosenSubject();
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
    const { actor, fakes } = await chosenSubject();
    actor.send({ type: 'CHOOSE_PRESET', value: 5 });
    actor.send({ type: 'START' });
    fakes.settle('loadFlashcards', 'done', []);
    await settled();
    expect(actor.getSnapshot().value).toEqual({ choosing: 'failed' });
    expect(actor.getSnapshot().context.error).toBe(flashcardMessages.noQuestions);
  });
});

describe('flashcardSetupViewOf', () => {
  it('lists the grades, shows the form, waits for a list below the choice, and shows progress while the cards load', async () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    const view = () => flashcardSetupViewOf(actor.getSnapshot());
    expect(view()).toEqual({ screen: 'listing', listingBelow: false, starting: false });
    fakes.settle('loadOptions', 'done', [option(1, 20)]);
    await settled();
    expect(view()).toEqual({ screen: 'form', listingBelow: false, starting: false });
    actor.send({ type: 'SELECT', level: 'grade', id: 1 });
    expect(view()).toEqual({ screen: 'form', listingBelow: true, starting: false });
    fakes.settle('loadOptions', 'done', [option(2, 12)]);
    await settled();
    actor.send({ type: 'SELECT', level: 'subject', id: 2 });
    fakes.settle('loadOptions', 'done', []);
    await settled();
    actor.send({ type: 'CHOOSE_PRESET', value: 5 });
    actor.send({ type: 'START' });
    expect(view()).toEqual({ screen: 'form', listingBelow: false, starting: true });
    fakes.settle('loadFlashcards', 'error', new Error('offline'));
    await settled();
    expect(view()).toEqual({ screen: 'form', listingBelow: false, starting: false });
  });

  it('shows the load failure for the grades and for a list below the choice', async () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    fakes.settle('loadOptions', 'error', new Error('offline'));
    await settled();
    expect(flashcardSetupViewOf(actor.getSnapshot()).screen).toBe('failed');
    actor.send({ type: 'RETRY' });
    fakes.settle('loadOptions', 'done', [option(1, 20)]);
    await settled();
    actor.send({ type: 'SELECT', level: 'grade', id: 1 });
    fakes.settle('loadOptions', 'error', new Error('offline'));
    await settled();
    expect(flashcardSetupViewOf(actor.getSnapshot())).toEqual({ screen: 'failed', listingBelow: false, starting: false });
  });
});
