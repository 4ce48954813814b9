// Spaced repetition through HTTP (docs/learning.md): an exam's misses become cards due the same day,
// a saved question a new card; a review is judged by the server, scheduled by the engine's FSRS, taken
// at the device's time within [last review, now] and applied once per key; nobody reaches another's
// cards; a question still in a running exam waits; and every refused request leaves the cards as they were.
import { randomUUID } from 'node:crypto';
import { dhakaDayEnd } from '@proshno/engine';
import { isDueBy } from '@proshno/engine/learning';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asLearner, questionSet, signIn, startedExam, subjectId, type Auth } from '../test/examFixtures';
import { DAY, fakeClock, MINUTE, type FakeClock } from '../test/fakeClock';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { manualTimer, type ManualTimer } from '../test/jobTimer';
import { abandonedExam, finishedExam, subscribedLearners, type Learner } from '../test/progressFixtures';
import { reviewRefusals } from './review';

type Memory = { due: string; state: string; reps: number; lapses: number; last_review: string | null };
type Card = { question: { id: number; explanation_data: unknown[]; options: { id: number; is_answer: boolean }[] }; memory: Memory };
type Deck = { due_today: number; exam_eve: string | null; cards: Card[] };
type Outcome = { question: number; right: boolean; memory: Memory; replayed: boolean };

const URL = '/api/learning/v1/reviews/';
// 10:00 in Dhaka: ten minutes later is the same day there.
const START = new Date('2026-12-01T04:00:00.000Z');
const at = (ms: number) => new Date(ms).toISOString();

describe.each(stores)('review cards on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  let job: ManualTimer;
  let learner: Learner;
  let other: Learner;
  let physics: number;
  /** Every statement the api sends, while `counting`. */
  const statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    clock = fakeClock(START);
    job = manualTimer();
    const onQuery = (sql: string) => {
      if (counting) statements.push(sql);
    };
    t = await startTestApi(store, { now: clock.now, finishTimer: job.timer, onQuery });
    [learner, other] = (await subscribedLearners(t, 2)) as [Learner, Learner];
    physics = await subjectId(t, learner.auth, 'Physics');
  });
  afterAll(() => t.close());

  const deck = async (auth: Auth = learner.auth, query = ''): Promise<Deck> => {
    const reply = await t.call('GET', `${URL}${query}`, undefined, auth);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body as Deck;
  };
  const review = (body: Record<string, unknown>, auth: Auth = learner.auth) => t.call('POST', URL, body, auth);
  const answer = (card: Card, right: boolean, extra: Record<string, unknown> = {}) => ({
    key: randomUUID(),
    question: card.question.id,
    option: optionOf(card, right),
    ...extra,
  });
  /** Moves the clock; access tokens follow it, so both learners sign in again. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    for (const who of [learner, other]) who.auth = await signIn(t, who.email, who.password);
  };
  const now = () => clock.now().getTime();

  /** The learner's three cards of the exam finished first, by question id; filled by the first test. */
  let missed: Card[] = [];

  test('the demo learner starts with cards due from the questions missed in the demo exams', async () => {
    const demo = await deck(await asLearner(t));
    expect(demo.due_today).toBeGreaterThan(0);
    expect(demo.cards).toHaveLength(demo.due_today);
    for (const card of demo.cards) {
      expect(card.memory).toMatchObject({ state: 'learning', reps: 1, lapses: 0 });
      expect(Date.parse(card.memory.due)).toBeLessThan(now());
    }
  });

  test('finishing an exam makes a card of each wrong answer, due ten minutes later the same day; right answers make none', async () => {
    expect(await deck()).toEqual({ due_today: 0, exam_eve: null, cards: [] });
    const { questions } = await finishedExam(t, learner.auth, { subject: physics, count: 6 }, ['wrong', 'right', 'wrong', 'blank', 'wrong', 'right']);
    const wrong = [questions[0], questions[2], questions[4]].map(Number).sort((a, b) => a - b);
    const after = await deck();
    expect(after.due_today).toBe(3);
    expect(after.cards.map((card) => card.question.id)).toEqual(wrong);
    for (const card of after.cards) {
      expect(card.memory).toMatchObject({ due: at(now() + 10 * MINUTE), state: 'learning', reps: 1, lapses: 0, last_review: at(now()) });
      // With its answer and explanation: the exam is over.
      expect(card.question.explanation_data.length).toBeGreaterThan(0);
      expect(card.question.options.filter((o) => o.is_answer)).toHaveLength(1);
    }
    missed = after.cards;
  });

  test('a missed card answered right comes back in a day, answered wrong in ten minutes', async () => {
    await advance(15 * MINUTE);
    const [a, b] = missed as [Card, Card];
    const right = await review(answer(a, true));
    expect(right).toMatchObject({ status: 200, json: { question: a.question.id, right: true, replayed: false } });
    expect((right.json as Outcome).memory).toMatchObject({ due: at(now() + DAY), state: 'review', reps: 2, last_review: at(now()) });
    const wrong = await review(answer(b, false));
    expect(wrong).toMatchObject({ status: 200, json: { question: b.question.id, right: false, replayed: false } });
    expect((wrong.json as Outcome).memory).toMatchObject({ due: at(now() + 10 * MINUTE), state: 'learning', reps: 2 });
    // The card answered right is due tomorrow, no longer today; the rest most overdue first.
    const after = await deck();
    expect(after.due_today).toBe(2);
    expect(after.cards.map((card) => card.question.id)).toEqual([missed[2]?.question.id, b.question.id]);
  });

  test('a review sent again with its key changes nothing and says so; a key is one question\'s', async () => {
    const [, , c] = missed as [Card, Card, Card];
    const body = answer(c, true);
    const first = await review(body);
    expect(first).toMatchObject({ status: 200, json: { replayed: false, right: true } });
    const before = await deck();
    const again = await review(body);
    expect(again).toMatchObject({ status: 200, json: { question: c.question.id, right: true, replayed: true } });
    expect((again.json as Outcome).memory).toEqual((first.json as Outcome).memory);
    // Sent again with another option, the stored judgement stands.
    expect(await review({ ...body, option: optionOf(c, false) })).toMatchObject({ status: 200, json: { right: true, replayed: true } });
    const [, b] = missed as [Card, Card];
    const reused = await review({ ...answer(b, true), key: body.key });
    expect(reused).toMatchObject({ status: 400, json: { detail: reviewRefusals.keyTaken } });
    expect(await deck()).toEqual(before);
  });

  test('a review is taken at the time the device made it, but never before the last review nor after now', async () => {
    await advance(20 * MINUTE);
    const b = (await deck()).cards.find((card) => card.question.id === missed[1]?.question.id);
    if (!b) throw new Error('the card answered wrong is not due');
    const lastReview = Date.parse(b.memory.last_review ?? '');
    // Made offline five minutes after the last review, sent now: placed when it was made.
    const offline = await review(answer(b, false, { reviewed_at: at(lastReview + 5 * MINUTE) }));
    expect(offline).toMatchObject({ status: 200, json: { replayed: false } });
    expect((offline.json as Outcome).memory).toMatchObject({ last_review: at(lastReview + 5 * MINUTE), due: at(lastReview + 15 * MINUTE) });
    // A clock behind: taken at the last review.
    const behind = await review(answer(b, false, { reviewed_at: at(lastReview - 3 * 60 * MINUTE) }));
    expect((behind.json as Outcome).memory).toMatchObject({ last_review: at(lastReview + 5 * MINUTE), due: at(lastReview + 15 * MINUTE) });
    // A clock ahead: taken now.
    const ahead = await review(answer(b, false, { reviewed_at: at(now() + 2 * DAY) }));
    expect((ahead.json as Outcome).memory).toMatchObject({ last_review: at(now()), due: at(now() + 10 * MINUTE) });
  });

  test('a card due tomorrow is due today from midnight in Dhaka', async () => {
    // The card answered right was due a day after its review, at 10:15 in Dhaka.
    const [a] = missed as [Card];
    const midnight = Date.parse('2026-12-01T18:00:00.000Z');
    await advance(midnight - 1 - now());
    expect((await deck()).cards.map((card) => card.question.id)).not.toContain(a.question.id);
    await advance(1);
    expect((await deck()).cards.map((card) => card.question.id)).toContain(a.question.id);
  });

  test("another learner sees none of the learner's cards and gets 404 reviewing one", async () => {
    const before = await deck();
    const [card] = before.cards as [Card];
    expect(await deck(other.auth)).toEqual({ due_today: 0, exam_eve: null, cards: [] });
    const intruding = await review(answer(card, true), other.auth);
    expect(intruding).toMatchObject({ status: 404, json: { detail: reviewRefusals.notFound } });
    // A question the learner has no card of is the same 404.
    const none = await review({ ...answer(card, true), question: 999_999 });
    expect(none).toMatchObject({ status: 404, json: { detail: reviewRefusals.notFound } });
    expect(await deck()).toEqual(before);
  });

  test("an option that is not the question's is 400 and changes nothing", async () => {
    const before = await deck();
    const [first, second] = before.cards as [Card, Card];
    const refused = await review({ ...answer(first, true), option: optionOf(second, true) });
    expect(refused).toMatchObject({ status: 400, json: { detail: reviewRefusals.optionNotOfQuestion } });
    expect(await deck()).toEqual(before);
  });

  test('a question saved for revision during an exam is a new card, held until the exam is over', async () => {
    const chemistry = await subjectId(t, learner.auth, 'Chemistry');
    const exam = await startedExam(t, learner.auth, chemistry, 2);
    const [entry] = await questionSet(t, learner.auth, exam);
    if (!entry) throw new Error('no question');
    const before = await deck();
    expect((await t.call('POST', '/api/exam/v1/revision/', { question: entry.question.id }, learner.auth)).status).toBe(201);
    // Held: neither served nor counted, and a review of it waits.
    expect(await deck()).toEqual(before);
    const body = { key: randomUUID(), question: entry.question.id, option: entry.options[0]?.id };
    expect(await review(body)).toMatchObject({ status: 409, json: { code: 'HELD', detail: reviewRefusals.held } });
    const submitted = await t.call('POST', '/api/exam/v1/exam-script/', [{ exam, question: entry.question.id, choosed_options: [] }], learner.auth);
    expect(submitted.status).toBe(200);
    const after = await deck();
    expect(after.due_today).toBe(before.due_today + 1);
    const card = after.cards.find((c) => c.question.id === entry.question.id);
    expect(card?.memory).toEqual({ due: at(now()), stability: 0, difficulty: 0, scheduled_days: 0, learning_steps: 0, reps: 0, lapses: 0, state: 'new', last_review: null });
    // Saved again, the card stays as it is; the key the refused review carried was never taken.
    expect((await t.call('POST', '/api/exam/v1/revision/', { question: entry.question.id }, learner.auth)).status).toBe(200);
    expect(await review(body)).toMatchObject({ status: 200, json: { replayed: false } });
  });

  test('a malformed request is refused with 400 or 413 and changes nothing', async () => {
    const before = await deck();
    const [card] = before.cards as [Card];
    const valid = answer(card, false);
    const refusals: Array<[string, unknown, number]> = [
      ['a key that is not a UUID', { ...valid, key: 'not-a-uuid' }, 400],
      ['a NUL byte in the key', { ...valid, key: `${valid.key.slice(0, 8)}\u0000` }, 400],
      ['question 0', { ...valid, question: 0 }, 400],
      ['a question past int4', { ...valid, question: 2_147_483_648 }, 400],
      ['a negative option', { ...valid, option: -1 }, 400],
      ['an option as text', { ...valid, option: String(valid.option) }, 400],
      ['no key', { question: valid.question, option: valid.option }, 400],
      ['an unknown field', { ...valid, grade: 'easy' }, 400],
      ['a reviewed_at that is no date', { ...valid, reviewed_at: 'yesterday' }, 400],
      ['a body over 1 MiB', { ...valid, reviewed_at: 'x'.repeat(1_100_000) }, 413],
    ];
    for (const [why, body, status] of refusals) {
      const reply = await review(body as Record<string, unknown>);
      expect({ why, status: reply.status, detail: typeof reply.json.detail }).toEqual({ why, status, detail: 'string' });
    }
    for (const limit of ['101', '-1', 'x', '1.5']) {
      expect((await t.call('GET', `${URL}?limit=${limit}`, undefined, learner.auth)).status).toBe(400);
    }
    expect(await deck()).toEqual(before);
    // The valid request was never taken: it applies now.
    expect(await review(valid)).toMatchObject({ status: 200, json: { replayed: false } });
  });

  test('the deck sends up to `limit` cards, most overdue first, and counts them all', async () => {
    const all = await deck();
    expect(all.due_today).toBeGreaterThan(1);
    const dues = all.cards.map((card) => Date.parse(card.memory.due));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    expect(await deck(learner.auth, '?limit=1')).toEqual({ ...all, cards: all.cards.slice(0, 1) });
    expect(await deck(learner.auth, '?limit=0')).toEqual({ ...all, cards: [] });
  });

  test('an exam the clock finished reads in the deck as its finish will leave it, before the finish job writes it and after', async () => {
    const biology = await subjectId(t, learner.auth, 'Biology');
    const { questions } = await abandonedExam(t, learner.auth, { subject: biology, count: 3 }, ['wrong', 'right', 'wrong']);
    const before = await deck();
    // Past its end (three minutes) plus the grace; nothing has written it finished.
    await advance(10 * MINUTE);
    const read = await deck();
    expect(read.due_today).toBe(before.due_today + 2);
    const missedThere = read.cards.filter((card) => card.question.id === questions[0] || card.question.id === questions[2]);
    expect(missedThere.map((card) => card.memory.state)).toEqual(['learning', 'learning']);
    await job.tick();
    expect(await deck()).toEqual(read);

    // A review of a question of such an exam writes the exam's finish first (its miss is the card's
    // first review), then applies.
    const english = await subjectId(t, learner.auth, 'English');
    const late = await abandonedExam(t, learner.auth, { subject: english, count: 2 }, ['wrong', 'blank']);
    await advance(10 * MINUTE);
    const [virtual] = (await deck()).cards.filter((card) => card.question.id === late.questions[0]) as [Card];
    const reviewed = await review(answer(virtual, true));
    expect(reviewed).toMatchObject({ status: 200, json: { right: true, replayed: false } });
    expect((reviewed.json as Outcome).memory).toMatchObject({ reps: 2, state: 'review', due: at(now() + DAY) });
  });

  test('the deck is read in three statements, a review written in two', async () => {
    const [card] = (await deck()).cards as [Card];
    const work = () => statements.filter((s) => !/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(s));
    statements.length = 0;
    counting = true;
    await deck();
    const reads = work().length;
    statements.length = 0;
    await review(answer(card, true));
    const writes = work().length;
    counting = false;
    expect({ reads, writes }).toEqual({ reads: 3, writes: 2 });
  });

  test("a card due at midnight in Dhaka exactly is tomorrow's, as the engine's isDueBy says", async () => {
    // Missed at 23:50 in Dhaka: due at midnight, the first instant of the next day.
    await advance(Date.parse('2026-12-02T17:50:00.000Z') - now());
    const mathematics = await subjectId(t, learner.auth, 'Higher Mathematics');
    const { questions } = await finishedExam(t, learner.auth, { subject: mathematics, count: 1 }, ['wrong']);
    const missedAt = (await deck(learner.auth, '?limit=100')).cards.find((c) => c.question.id === questions[0]);
    expect(missedAt).toBeUndefined();
    expect(isDueBy({ due: '2026-12-02T18:00:00.000Z' }, dhakaDayEnd(clock.now()))).toBe(false);
    // At midnight it is today's.
    await advance(Date.parse('2026-12-02T18:00:00.000Z') - now());
    const card = (await deck(learner.auth, '?limit=100')).cards.find((c) => c.question.id === questions[0]);
    expect(card?.memory.due).toBe('2026-12-02T18:00:00.000Z');
    expect(isDueBy(card?.memory ?? { due: '' }, dhakaDayEnd(clock.now()))).toBe(true);
  });
});

/** The id of the card's right option, or of a wrong one. */
function optionOf(card: Card, right: boolean): number {
  const option = card.question.options.find((o) => o.is_answer === right);
  if (!option) throw new Error('no such option');
  return option.id;
}
