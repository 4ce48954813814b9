import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { NetworkError, ServerError } from '../access/serverError';
import { describeModel, fakePromises, settled, type FakePromises } from '../testing/modelTest';
import { flashcardMessages } from './flashcardMessages';
import {
  canGoBack,
  canGoNext,
  currentCard,
  flashcardMachine,
  flashcardViewOf,
  flashcardSubjectLine,
  flashcardSummary,
  flushLabel,
  isRevealed,
  type Card,
  type FlashcardContext,
  type FlashcardRequest,
} from './flashcardMachine';
import type { GradeSent } from './flashcardGrades';
import type { GradedReview, ReviewGrade } from '../learning/pendingReviews';

const text = (id: number, data: string) => ({ id, type: 'text' as const, data });
// Card 1: 11 correct, 12 wrong. Card 2: 21 wrong, 22 correct.
const card1: Card = {
  id: 1,
  question: [text(1, 'Speed of light?')],
  options: [
    { id: 11, data: [text(2, '3e8 m/s')], is_answer: true },
    { id: 12, data: [text(3, '3e5 m/s')], is_answer: false },
  ],
  explanation: [text(4, 'c')],
};
const card2: Card = {
  id: 2,
  question: [text(5, 'H2O is?')],
  options: [
    { id: 21, data: [text(6, 'Salt')], is_answer: false },
    { id: 22, data: [text(7, 'Water')], is_answer: true },
  ],
};
const request: FlashcardRequest = { subject: 7, topic: 3, subtopic: null, noOfQuestion: 2 };

const at = '2026-12-01T10:30:00.000Z';
const grade = (name: ReviewGrade, key = `0f8fad5b-d9cb-469f-a165-70867728950${name.length}`) => ({ type: 'GRADE' as const, grade: name, at, key });
/** What the server answers a grade: due in two days, no plan. */
const sent: GradeSent = { due: '2026-12-03T10:30:00.000Z', lastReview: at, examEve: null };

function start(fakes: FakePromises, clock?: SimulatedClock, record: Record<string, ReviewGrade> = {}) {
  const machine = flashcardMachine.provide({
    actors: { loadFlashcards: fakes.promise<Card[], FlashcardRequest>('loadFlashcards'), sendGrade: fakes.promise<GradeSent, GradedReview>('sendGrade') },
    // The device's record of reviews waiting to be sent, as the web keeps it.
    actions: {
      keepGrade: (_, { review }) => {
        record[review.key] = review.grade;
      },
      forgetGrade: (_, { key }) => {
        delete record[key];
      },
    },
  });
  return createActor(machine, { input: request, ...(clock === undefined ? {} : { clock }) }).start();
}

describeModel('flashcardMachine', flashcardMachine, {
  input: request,
  events: (snapshot) => {
    const context = snapshot.context as FlashcardContext;
    // Once a card is graded, its delivery every way it can go, and the moves that leave the card;
    // the session's other paths were walked before the grade (so the model stays small).
    if (context.grades.length > 0) {
      return [
        { type: 'xstate.done.actor.sendGrade', output: sent },
        { type: 'xstate.error.actor.sendGrade', error: new NetworkError() },
        { type: 'xstate.error.actor.sendGrade', error: new ServerError({ detail: 'Not found.' }, undefined, 'NOT_FOUND') },
        { type: 'ONLINE' },
        { type: 'xstate.after.retryDelay.flashcard.delivery.waiting' },
        { type: 'NEXT' },
        { type: 'FINISHED' },
        { type: 'AGAIN' },
        grade('easy'),
      ];
    }
    return [
      { type: 'xstate.done.actor.loadFlashcards', output: [card1, card2] },
      { type: 'xstate.done.actor.loadFlashcards', output: [] },
      { type: 'xstate.error.actor.loadFlashcards', error: new Error('network') },
      { type: 'xstate.error.actor.loadFlashcards', error: new ServerError({ detail: 'Unknown subject.' }, undefined, 'BAD_REQUEST') },
      { type: 'RETRY' },
      { type: 'FLIP', optionId: 11 },
      { type: 'FLIP', optionId: 12 },
      { type: 'FLIP', optionId: 21 },
      { type: 'FLIP', optionId: 22 },
      { type: 'FLUSH' },
      { type: 'UNFLUSH' },
      { type: 'NEXT' },
      { type: 'BACK' },
      { type: 'FINISHED' },
      { type: 'AGAIN' },
      // Graded on the first card only, before the second is seen, after its first flip (and once
      // before any, which the guard refuses).
      ...(context.index === 0 && context.results[1] === 'unseen' && context.flipped.length <= 1 && !context.flushed ? [grade('good'), grade('again')] : []),
    ];
  },
  start: (fakes, clock) => ({ actor: start(fakes, clock) }),
  invariant: (snapshot) => {
    const context = snapshot.context as Parameters<typeof currentCard>[0];
    // Flips and feedback only ever belong to the card on screen.
    const ids = (currentCard(context)?.options ?? []).map((o) => o.id);
    for (const id of context.flipped) expect(ids).toContain(id);
    if (context.flipped.length === 0) expect(context.feedback).toBeNull();
    else expect(context.feedback).not.toBeNull();
    expect(context.index).toBeGreaterThanOrEqual(0);
    expect(context.index).toBeLessThanOrEqual(Math.max(0, context.cards.length - 1));
    // One result a card; the card on screen is seen; the summary's parts add up.
    expect(context.results).toHaveLength(context.cards.length);
    if (context.cards.length > 0) expect(context.results[context.index]).not.toBe('unseen');
    const summary = flashcardSummary(context);
    expect(summary.right + summary.wrong + summary.unanswered).toBe(summary.seen);
    expect(summary.seen).toBeLessThanOrEqual(summary.total);
    // A grade a card, of a card of the session; a grade being sent is one not yet delivered.
    const graded = context.grades.map((given) => given.review.question);
    expect(new Set(graded).size).toBe(graded.length);
    for (const question of graded) expect(context.cards.map((card) => card.id)).toContain(question);
    if (snapshot.matches({ delivery: 'sending' })) expect(context.grades.some((given) => given.due === null && !given.refused)).toBe(true);
  },
});

async function studying() {
  const fakes = fakePromises();
  const actor = start(fakes);
  fakes.settle('loadFlashcards', 'done', [card1, card2]);
  await settled();
  return { actor, fakes };
}

describe('flashcardMachine', () => {
  it('loads the cards with the subject, topic, subtopic and count of the page query', async () => {
    const { actor, fakes } = await studying();
    expect(fakes.calls).toEqual([{ name: 'loadFlashcards', input: request }]);
    expect(actor.getSnapshot().value).toEqual({ session: 'studying', delivery: 'idle' });
    expect(currentCard(actor.getSnapshot().context)).toEqual(card1);
  });

  it("a failed load shows 'Something went wrong, Please Reload.' and RETRY loads again", async () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    fakes.settle('loadFlashcards', 'error', new Error('network'));
    await settled();
    expect(actor.getSnapshot().value).toEqual({ session: 'failed', delivery: 'idle' });
    expect(actor.getSnapshot().context.error).toBe('Something went wrong, Please Reload.');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toEqual({ session: 'loading', delivery: 'idle' });
    expect(actor.getSnapshot().context.error).toBeNull();
    fakes.settle('loadFlashcards', 'done', [card1]);
    await settled();
    expect(actor.getSnapshot().value).toEqual({ session: 'studying', delivery: 'idle' });
    expect(fakes.calls).toHaveLength(2);
  });

  it('a subject the bank does not have is said as such, and a reload is not offered', async () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    fakes.settle('loadFlashcards', 'error', new ServerError({ detail: 'Unknown subject.' }, undefined, 'BAD_REQUEST'));
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ error: flashcardMessages.notFound, retryable: false });
    actor.send({ type: 'RETRY' });
    expect(fakes.calls).toHaveLength(1);
  });

  it("no questions shows 'No Exam Question Found'", async () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    fakes.settle('loadFlashcards', 'done', []);
    await settled();
    expect(actor.getSnapshot().value).toEqual({ session: 'empty', delivery: 'idle' });
    expect(actor.getSnapshot().context.error).toBe('No Exam Question Found');
  });

  it("flipping a correct option shows 'Congrats!' and a wrong one 'Oops!', per the latest flip", async () => {
    const { actor } = await studying();
    actor.send({ type: 'FLIP', optionId: 11 });
    expect(actor.getSnapshot().context.feedback).toBe('Congrats!');
    actor.send({ type: 'FLIP', optionId: 12 });
    expect(actor.getSnapshot().context.feedback).toBe('Oops!');
    expect(actor.getSnapshot().context.flipped).toEqual([11, 12]);
  });

  it('a flipped option stays flipped and tapping it again changes nothing', async () => {
    const { actor } = await studying();
    actor.send({ type: 'FLIP', optionId: 12 });
    actor.send({ type: 'FLIP', optionId: 11 });
    const before = actor.getSnapshot().context;
    actor.send({ type: 'FLIP', optionId: 12 });
    expect(actor.getSnapshot().context).toEqual(before);
    expect(before.feedback).toBe('Congrats!');
  });

  it('an option of another card cannot be flipped', async () => {
    const { actor } = await studying();
    actor.send({ type: 'FLIP', optionId: 22 });
    expect(actor.getSnapshot().context.flipped).toEqual([]);
    expect(actor.getSnapshot().context.feedback).toBeNull();
  });

  it('Flush reveals every correct answer of the current card and the button then reads Unflush', async () => {
    const { actor } = await studying();
    expect(flushLabel(actor.getSnapshot().context)).toBe('Flush');
    actor.send({ type: 'FLUSH' });
    const context = actor.getSnapshot().context;
    expect(isRevealed(context, 11)).toBe(true);
    expect(isRevealed(context, 12)).toBe(false);
    expect(flushLabel(context)).toBe('Unflush');
    expect(context.feedback).toBeNull();
  });

  it('Unflush hides the revealed answers again but keeps what the learner flipped and the feedback', async () => {
    const { actor } = await studying();
    actor.send({ type: 'FLIP', optionId: 12 });
    actor.send({ type: 'FLUSH' });
    actor.send({ type: 'UNFLUSH' });
    const context = actor.getSnapshot().context;
    expect(isRevealed(context, 11)).toBe(false);
    expect(isRevealed(context, 12)).toBe(true);
    expect(context.feedback).toBe('Oops!');
    expect(flushLabel(context)).toBe('Flush');
  });

  it('Next and Back move between cards and start the new card with nothing flipped, flushed or said', async () => {
    const { actor } = await studying();
    actor.send({ type: 'FLIP', optionId: 11 });
    actor.send({ type: 'FLUSH' });
    actor.send({ type: 'NEXT' });
    let context = actor.getSnapshot().context;
    expect(currentCard(context)).toEqual(card2);
    expect(context).toMatchObject({ flipped: [], flushed: false, feedback: null });
    actor.send({ type: 'FLIP', optionId: 21 });
    actor.send({ type: 'BACK' });
    context = actor.getSnapshot().context;
    expect(currentCard(context)).toEqual(card1);
    expect(context).toMatchObject({ flipped: [], flushed: false, feedback: null });
  });

  it('Back is disabled on the first card and Next on the last', async () => {
    const { actor } = await studying();
    expect(canGoBack(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'FLIP', optionId: 11 });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, flipped: [11] });
    actor.send({ type: 'NEXT' });
    expect(canGoNext(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'FLIP', optionId: 22 });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, flipped: [22] });
  });

  it('Finished shows the summary on any card: nothing answered yet is one card seen, none right or wrong', async () => {
    const { actor } = await studying();
    actor.send({ type: 'FINISHED' });
    expect(actor.getSnapshot().value).toEqual({ session: 'finished', delivery: 'idle' });
    expect(flashcardSummary(actor.getSnapshot().context)).toEqual({ total: 2, seen: 1, right: 0, wrong: 0, unanswered: 1 });
  });

  it("the summary counts each card by the learner's first flip, before Flush, whatever comes after", async () => {
    const { actor } = await studying();
    // Card 1: wrong first, then right: it stays wrong.
    actor.send({ type: 'FLIP', optionId: 12 });
    actor.send({ type: 'FLIP', optionId: 11 });
    actor.send({ type: 'NEXT' });
    // Card 2: right; coming back to it and flipping the wrong one changes nothing.
    actor.send({ type: 'FLIP', optionId: 22 });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'FLIP', optionId: 11 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'FLIP', optionId: 21 });
    actor.send({ type: 'FINISHED' });
    expect(actor.getSnapshot().context.results).toEqual(['wrong', 'right']);
    expect(flashcardSummary(actor.getSnapshot().context)).toEqual({ total: 2, seen: 2, right: 1, wrong: 1, unanswered: 0 });
  });

  it('a card whose answer Flush showed before any flip is seen but not answered, and a card never reached is not seen', async () => {
    const { actor } = await studying();
    actor.send({ type: 'FLUSH' });
    actor.send({ type: 'FLIP', optionId: 11 });
    actor.send({ type: 'FINISHED' });
    expect(actor.getSnapshot().context.results).toEqual(['shown', 'unseen']);
    expect(flashcardSummary(actor.getSnapshot().context)).toEqual({ total: 2, seen: 1, right: 0, wrong: 0, unanswered: 1 });
  });

  it('Again from the summary practises the same cards from the first, with nothing counted', async () => {
    const { actor, fakes } = await studying();
    actor.send({ type: 'FLIP', optionId: 11 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'FINISHED' });
    actor.send({ type: 'AGAIN' });
    const context = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toEqual({ session: 'studying', delivery: 'idle' });
    expect(context).toMatchObject({ index: 0, flipped: [], flushed: false, feedback: null, results: ['seen', 'unseen'] });
    expect(currentCard(context)).toEqual(card1);
    expect(fakes.calls).toHaveLength(1);
  });

  it('the summary names the subject and topic the cards carry, or nothing when they carry none', async () => {
    const { actor } = await studying();
    expect(flashcardSubjectLine(actor.getSnapshot().context)).toBeNull();
    const named = { ...actor.getSnapshot().context, cards: [{ ...card1, subject: 'Chemistry', topic: 'Periodic Table' }] };
    expect(flashcardSubjectLine(named)).toBe('Chemistry · Periodic Table');
    expect(flashcardSubjectLine({ ...named, cards: [{ ...card1, subject: 'Physics' }] })).toBe('Physics');
  });

  it('the spec strings are exact', () => {
    expect(flashcardMessages).toEqual({
      congrats: 'Congrats!',
      oops: 'Oops!',
      flush: 'Flush',
      unflush: 'Unflush',
      loadFailed: 'Something went wrong, Please Reload.',
      noQuestions: 'No Exam Question Found',
      notFound: flashcardMessages.notFound,
      gradeQuestion: 'How well did you know it?',
      grades: flashcardMessages.grades,
      gradeSuggested: 'Suggested',
      gradeSending: flashcardMessages.gradeSending,
      gradeKept: flashcardMessages.gradeKept,
      gradeRefused: flashcardMessages.gradeRefused,
      gradeLine: flashcardMessages.gradeLine,
    });
    expect(flashcardMessages.gradeLine('Hard', 'Comes back in 15 minutes.')).toBe('Hard. Comes back in 15 minutes.');
    expect(Object.values(flashcardMessages.grades).map((button) => button.name)).toEqual(['Again', 'Hard', 'Good', 'Easy']);
  });
});

describe('grading a flashcard', () => {
  async function graded(record: Record<string, ReviewGrade> = {}, clock?: SimulatedClock) {
    const fakes = fakePromises();
    const actor = start(fakes, clock, record);
    fakes.settle('loadFlashcards', 'done', [card1, card2]);
    await settled();
    return { actor, fakes };
  }
  const grading = (actor: ReturnType<typeof start>) => flashcardViewOf(actor.getSnapshot()).grading;

  it('offers the grades once the card is turned, suggesting Good after a right first flip and Again after a wrong one', async () => {
    const { actor } = await graded();
    expect(grading(actor)).toBeNull();
    actor.send({ type: 'FLIP', optionId: 11 });
    expect(grading(actor)).toEqual({ suggested: 'good', chosen: null, status: 'choose', due: null });
    // A later wrong flip is practice: the first flip's suggestion stands.
    actor.send({ type: 'FLIP', optionId: 12 });
    expect(grading(actor)?.suggested).toBe('good');
    actor.send({ type: 'NEXT' });
    expect(grading(actor)).toBeNull();
    actor.send({ type: 'FLIP', optionId: 21 });
    expect(grading(actor)).toEqual({ suggested: 'again', chosen: null, status: 'choose', due: null });
  });

  it('offers them after Flush too, suggesting nothing: the learner saw the answer before choosing', async () => {
    const { actor } = await graded();
    actor.send(grade('good'));
    expect(actor.getSnapshot().context.grades).toEqual([]);
    actor.send({ type: 'FLUSH' });
    expect(grading(actor)).toEqual({ suggested: null, chosen: null, status: 'choose', due: null });
  });

  it('takes one grade a card, keeps it on the device until the server has it, then says when the card comes back', async () => {
    const record: Record<string, ReviewGrade> = {};
    const { actor, fakes } = await graded(record);
    actor.send({ type: 'FLIP', optionId: 12 });
    // The learner may choose other than the suggestion.
    actor.send(grade('hard', '7c9e6679-7425-40de-944b-e07fc1f90ae7'));
    expect(record).toEqual({ '7c9e6679-7425-40de-944b-e07fc1f90ae7': 'hard' });
    expect(fakes.calls.at(-1)).toEqual({ name: 'sendGrade', input: { key: '7c9e6679-7425-40de-944b-e07fc1f90ae7', question: 1, grade: 'hard', reviewedAt: at } });
    expect(grading(actor)).toEqual({ suggested: 'again', chosen: 'hard', status: 'sending', due: null });
    // Later taps change nothing.
    actor.send(grade('easy'));
    actor.send({ type: 'FLIP', optionId: 11 });
    actor.send(grade('good'));
    expect(actor.getSnapshot().context.grades).toHaveLength(1);
    fakes.settle('sendGrade', 'done', sent);
    await settled();
    expect(grading(actor)).toEqual({ suggested: 'again', chosen: 'hard', status: 'sent', due: sent.due });
    expect(record).toEqual({});
    expect(fakes.calls.filter((call) => call.name === 'sendGrade')).toHaveLength(1);
  });

  it('keeps a grade sent without a network on the phone and sends it again when the network is back, or five seconds later', async () => {
    const clock = new SimulatedClock();
    const record: Record<string, ReviewGrade> = {};
    const { actor, fakes } = await graded(record, clock);
    actor.send({ type: 'FLIP', optionId: 11 });
    actor.send(grade('good'));
    fakes.settle('sendGrade', 'error', new NetworkError());
    await settled();
    expect(grading(actor)?.status).toBe('kept');
    expect(Object.values(record)).toEqual(['good']);
    actor.send({ type: 'ONLINE' });
    expect(grading(actor)?.status).toBe('sending');
    fakes.settle('sendGrade', 'error', new NetworkError());
    await settled();
    clock.increment(4_999);
    expect(fakes.calls.filter((call) => call.name === 'sendGrade')).toHaveLength(2);
    clock.increment(1);
    expect(fakes.calls.filter((call) => call.name === 'sendGrade')).toHaveLength(3);
    fakes.settle('sendGrade', 'done', sent);
    await settled();
    expect(grading(actor)?.status).toBe('sent');
    expect(record).toEqual({});
  });

  it('drops a grade the server refuses for good, says so, and goes on with the next', async () => {
    const record: Record<string, ReviewGrade> = {};
    const { actor, fakes } = await graded(record);
    actor.send({ type: 'FLIP', optionId: 11 });
    actor.send(grade('good', '7c9e6679-7425-40de-944b-e07fc1f90ae7'));
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'FLIP', optionId: 22 });
    actor.send(grade('easy', '0f8fad5b-d9cb-469f-a165-70867728950e'));
    // One at a time, oldest first.
    expect(fakes.calls.filter((call) => call.name === 'sendGrade')).toHaveLength(1);
    fakes.settle('sendGrade', 'error', new ServerError({ detail: 'Not found.' }, undefined, 'NOT_FOUND'));
    await settled();
    expect(record).toEqual({ '0f8fad5b-d9cb-469f-a165-70867728950e': 'easy' });
    expect(fakes.calls.at(-1)?.input).toMatchObject({ question: 2, grade: 'easy' });
    fakes.settle('sendGrade', 'done', sent);
    await settled();
    expect(grading(actor)?.status).toBe('sent');
    actor.send({ type: 'BACK' });
    expect(grading(actor)).toEqual({ suggested: 'good', chosen: 'good', status: 'refused', due: null });
  });

  it("says the card comes back by the eve of the learner's exam when that is sooner than FSRS's due", async () => {
    const { actor, fakes } = await graded();
    actor.send({ type: 'FLIP', optionId: 11 });
    actor.send(grade('easy'));
    fakes.settle('sendGrade', 'done', { due: '2026-12-09T10:30:00.000Z', lastReview: at, examEve: '2026-12-04T18:00:00.000Z' });
    await settled();
    expect(grading(actor)?.due).toBe('2026-12-04T18:00:00.000Z');
  });

  it('keeps the grades through Practise again: a graded card shows its grade and takes no other', async () => {
    const { actor, fakes } = await graded();
    actor.send({ type: 'FLIP', optionId: 12 });
    actor.send(grade('again'));
    fakes.settle('sendGrade', 'done', sent);
    await settled();
    actor.send({ type: 'FINISHED' });
    expect(flashcardViewOf(actor.getSnapshot()).grading).toBeNull();
    actor.send({ type: 'AGAIN' });
    // Shown before the card is turned again: the grade is the card's for this session.
    expect(grading(actor)).toEqual({ suggested: null, chosen: 'again', status: 'sent', due: sent.due });
    actor.send({ type: 'FLIP', optionId: 11 });
    actor.send(grade('easy'));
    expect(actor.getSnapshot().context.grades.map((given) => given.review.grade)).toEqual(['again']);
  });
});

describe('flashcardViewOf', () => {
  it('shows the spinner, then a card, then the summary, and a card again on Again', async () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    expect(flashcardViewOf(actor.getSnapshot())).toEqual({ screen: 'loading', grading: null });
    fakes.settle('loadFlashcards', 'done', [card1, card2]);
    await settled();
    expect(flashcardViewOf(actor.getSnapshot())).toEqual({ screen: 'studying', grading: null });
    actor.send({ type: 'FINISHED' });
    expect(flashcardViewOf(actor.getSnapshot())).toEqual({ screen: 'finished', grading: null });
    actor.send({ type: 'AGAIN' });
    expect(flashcardViewOf(actor.getSnapshot())).toEqual({ screen: 'studying', grading: null });
  });

  it('says no cards came, or that the load failed', async () => {
    const empty = fakePromises();
    const none = start(empty);
    empty.settle('loadFlashcards', 'done', []);
    await settled();
    expect(flashcardViewOf(none.getSnapshot())).toEqual({ screen: 'empty', grading: null });
    const failing = fakePromises();
    const failed = start(failing);
    failing.settle('loadFlashcards', 'error', new Error('network'));
    await settled();
    expect(flashcardViewOf(failed.getSnapshot())).toEqual({ screen: 'failed', grading: null });
  });
});
