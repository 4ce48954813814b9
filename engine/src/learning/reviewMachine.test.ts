import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { NetworkError, ServerError } from '../access/serverError';
import { describeModel, fakePromises, settled, type FakePromises } from '../testing/modelTest';
import { reviewMachine, reviewViewOf, type PendingReview, type ReviewCard, type ReviewContext, type ReviewDeck } from './reviewMachine';
import { afterReview, freshMemory } from './schedule';

const text = (data: string) => [{ type: 'text' as const, data }];
/** The exam that made the cards finished at 10:00 UTC (16:00 in Dhaka); the review is at 10:30. */
const finishedAt = new Date('2026-12-01T10:00:00.000Z');
const at = '2026-12-01T10:30:00.000Z';
const missed = afterReview(freshMemory(finishedAt), 'again', finishedAt);

/** Question `id` with options id*10 (right) and id*10+1 (wrong). */
const card = (id: number): ReviewCard => ({
  question: {
    id,
    subject: 1,
    topic: 2,
    subtopic: 3,
    question_data: text(`q${id}`),
    explanation_data: text(`e${id}`),
    options: [
      { id: id * 10, data: text('right'), is_answer: true },
      { id: id * 10 + 1, data: text('wrong'), is_answer: false },
    ],
  },
  memory: missed,
});
const deck = (ids: number[], dueToday = ids.length): ReviewDeck => ({ dueToday, cards: ids.map(card) });
const choose = (option: number, key = `key-${option}`) => ({ type: 'CHOOSE' as const, option, at, key });

function provided(fakes: FakePromises) {
  return reviewMachine.provide({
    actors: { loadDeck: fakes.promise<ReviewDeck>('loadDeck'), sendReview: fakes.promise<unknown, PendingReview>('sendReview') },
  });
}

describeModel('reviewMachine', reviewMachine, {
  input: {},
  // Two answers at most, so a card missed again and again does not grow the model without end.
  events: (snapshot) => [
    { type: 'xstate.done.actor.loadDeck', output: deck([1, 2]) },
    { type: 'xstate.done.actor.loadDeck', output: deck([1], 3) },
    { type: 'xstate.done.actor.loadDeck', output: deck([]) },
    { type: 'xstate.error.actor.loadDeck', error: new Error('offline') },
    { type: 'RETRY' },
    ...((snapshot.context as ReviewContext).reviewed < 2 ? [choose(10), choose(11), choose(20), choose(21)] : []),
    { type: 'NEXT' },
    { type: 'xstate.done.actor.sendReview', output: {} },
    { type: 'xstate.error.actor.sendReview', error: new NetworkError() },
    { type: 'xstate.error.actor.sendReview', error: new ServerError({ detail: 'Not found.' }, undefined, 'NOT_FOUND') },
    { type: 'ONLINE' },
    { type: 'xstate.after.retryDelay.review.delivery.waiting' },
  ],
  start: (fakes, clock) => ({ actor: createActor(provided(fakes), { clock, input: {} }).start() }),
  invariant: (snapshot) => {
    const context = snapshot.context as ReviewContext;
    // A shown answer belongs to the card answered; nothing is delivered that was not answered.
    if (snapshot.matches({ session: 'told' })) expect(context.answer?.option).toBeDefined();
    expect(context.pending.length).toBeLessThanOrEqual(context.reviewed);
  },
});

describe('reviewMachine', () => {
  function start(pending: PendingReview[] = []) {
    const fakes = fakePromises();
    const kept: PendingReview[][] = [];
    const machine = provided(fakes).provide({ actions: { keepPending: (_, params) => void kept.push([...params.pending]) } });
    const actor = createActor(machine, { input: { pending } }).start();
    return { actor, fakes, kept, view: () => reviewViewOf(actor.getSnapshot()) };
  }

  async function asking(ids = [1, 2]) {
    const started = start();
    started.fakes.settle('loadDeck', 'done', deck(ids));
    await settled();
    return started;
  }

  it('shows the most overdue card first, then judges a wrong answer and brings it back today', async () => {
    const { actor, view, kept, fakes } = await asking();
    expect(view()).toMatchObject({ screen: 'asking', left: 2, unsent: 0 });
    expect(view().card?.question.id).toBe(1);
    actor.send(choose(11));
    const told = view();
    // Missed again, the card still counts among those left today.
    expect(told).toMatchObject({ screen: 'told', left: 2, unsent: 0, answer: { option: 11, right: false } });
    expect(told.answer?.memory.due).toBe('2026-12-01T10:40:00.000Z');
    // Missed again, it waits behind question 2.
    expect(actor.getSnapshot().context.queue.map((c) => c.question.id)).toEqual([2, 1]);
    expect(kept[0]).toEqual([{ key: 'key-11', question: 1, option: 11, reviewedAt: at }]);
    expect(fakes.calls.at(-1)).toEqual({ name: 'sendReview', input: { key: 'key-11', question: 1, option: 11, reviewedAt: at } });
  });

  it('sends a card answered right away for a day and ends the session when none are left', async () => {
    const { actor, view } = await asking([1]);
    actor.send(choose(10));
    expect(view().answer).toMatchObject({ right: true, memory: { due: '2026-12-02T10:30:00.000Z', state: 'review' } });
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ screen: 'done', left: 0 });
    expect(actor.getSnapshot().context.reviewed).toBe(1);
  });

  it('brings a card back by the eve of the learner’s exam, and keeps FSRS’s own memory', async () => {
    const { actor, view, fakes } = start();
    // A card well known: reviewed right three times, so FSRS would wait weeks.
    let memory = missed;
    for (const day of ['2026-11-02', '2026-11-05', '2026-11-15']) memory = afterReview(memory, 'good', new Date(`${day}T10:00:00Z`));
    const known = { ...card(1), memory };
    // The exam on 3 December: its eve begins at midnight in Dhaka, 18:00 UTC on the 1st.
    const eve = '2026-12-01T18:00:00.000Z';
    fakes.settle('loadDeck', 'done', { dueToday: 1, cards: [known], examEve: eve });
    await settled();
    actor.send(choose(10));
    const answer = view().answer;
    expect(Date.parse(answer?.memory.due ?? '')).toBeGreaterThan(Date.parse(eve));
    expect(answer?.due).toBe(eve);
    // Due at the eve's midnight is tomorrow's, not today's: the session does not ask it again.
    expect(actor.getSnapshot().context.queue).toEqual([]);
    // Without a target it is FSRS's own.
    const plain = start();
    plain.fakes.settle('loadDeck', 'done', { dueToday: 1, cards: [known] });
    await settled();
    plain.actor.send(choose(10));
    expect(plain.view().answer?.due).toBe(plain.view().answer?.memory.due);
  });

  it('keeps each card answered with its memory after its last answer here, for the device (keptDeck)', async () => {
    const { actor, view } = await asking();
    actor.send(choose(11));
    actor.send({ type: 'NEXT' });
    actor.send(choose(20));
    actor.send({ type: 'NEXT' });
    // Card 1 again, missed the first time and answered right now: kept once, as answered last.
    actor.send(choose(10));
    const right = view().answer?.memory;
    expect(actor.getSnapshot().context.reviewedCards.map((c) => [c.question.id, c.memory.state])).toEqual([
      [2, 'review'],
      [1, 'review'],
    ]);
    expect(actor.getSnapshot().context.reviewedCards[1]?.memory).toEqual(right);
  });

  it('ignores an option of another question', async () => {
    const { actor, view } = await asking();
    actor.send(choose(21));
    expect(view().screen).toBe('asking');
    expect(actor.getSnapshot().context.pending).toEqual([]);
  });

  it('says nothing is due for an empty deck, and offers a retry when the deck cannot load', async () => {
    const empty = start();
    empty.fakes.settle('loadDeck', 'done', deck([]));
    await settled();
    expect(empty.view().screen).toBe('nothingDue');

    const failing = start();
    failing.fakes.settle('loadDeck', 'error', new Error('offline'));
    await settled();
    expect(failing.view().screen).toBe('failed');
    failing.actor.send({ type: 'RETRY' });
    expect(failing.view().screen).toBe('loading');
    failing.fakes.settle('loadDeck', 'done', deck([3]));
    await settled();
    expect(failing.view().card?.question.id).toBe(3);
  });

  it('keeps a review that could not be sent, and sends it again when back online', async () => {
    const { actor, fakes, kept, view } = await asking();
    actor.send(choose(10));
    fakes.settle('sendReview', 'error', new NetworkError());
    await settled();
    expect(actor.getSnapshot().matches({ delivery: 'waiting' })).toBe(true);
    expect(view().unsent).toBe(1);
    actor.send({ type: 'NEXT' });
    actor.send(choose(20));
    actor.send({ type: 'ONLINE' });
    expect(fakes.calls.filter((c) => c.name === 'sendReview').map((c) => (c.input as PendingReview).key)).toEqual(['key-10', 'key-10']);
    fakes.settle('sendReview', 'done', {});
    await settled();
    // The second review goes next, oldest first; each delivery is written to the device.
    expect(fakes.calls.at(-1)).toMatchObject({ name: 'sendReview', input: { key: 'key-20' } });
    fakes.settle('sendReview', 'done', {});
    await settled();
    expect(view().unsent).toBe(0);
    expect(kept.at(-1)).toEqual([]);
  });

  it('drops a review the server refuses for good, and sends the next', async () => {
    const { actor, fakes, view } = await asking();
    actor.send(choose(10));
    actor.send({ type: 'NEXT' });
    actor.send(choose(20));
    fakes.settle('sendReview', 'error', new ServerError({ detail: 'Not found.' }, undefined, 'NOT_FOUND'));
    await settled();
    expect(fakes.calls.at(-1)).toMatchObject({ name: 'sendReview', input: { key: 'key-20' } });
    expect(actor.getSnapshot().context.pending.map((review) => review.key)).toEqual(['key-20']);
    // On its way, not yet failed: nothing to tell the learner.
    expect(view().unsent).toBe(0);
  });

  it('keeps a review the server holds back while an exam runs, to send later', async () => {
    const { actor, fakes } = await asking();
    actor.send(choose(10));
    fakes.settle('sendReview', 'error', new ServerError({ detail: 'held' }, undefined, 'HELD'));
    await settled();
    expect(actor.getSnapshot().matches({ delivery: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context.pending).toHaveLength(1);
  });

  it('sends the reviews a previous visit kept before anything else', () => {
    const earlier: PendingReview = { key: 'old', question: 9, option: 90, reviewedAt: at };
    const { fakes } = start([earlier]);
    expect(fakes.calls.find((c) => c.name === 'sendReview')?.input).toEqual(earlier);
  });

  it('loads again when the queue runs out while more cards are due, without the undelivered ones', async () => {
    const { actor, fakes, view } = start();
    fakes.settle('loadDeck', 'done', deck([1], 2));
    await settled();
    actor.send(choose(10));
    actor.send({ type: 'NEXT' });
    expect(view().screen).toBe('loading');
    fakes.settle('loadDeck', 'done', deck([1, 2]));
    await settled();
    expect(actor.getSnapshot().context.queue.map((c) => c.question.id)).toEqual([2]);
  });
});
