// A flashcard's grade through HTTP (docs/learning.md#flashcards): the grade makes the learner's card of
// the question when they have none (new, graded at once) or reviews the card they have, with FSRS's
// own four grades; it is taken at the device's time within [last review, now] and applied once per
// key; it waits while the question is in a running exam; a question the learner could not draw as a
// flashcard (no live subscription covers its subject) is 404 like one that does not exist; and every
// refused request leaves the cards as they were.
import { randomUUID } from 'node:crypto';
import { examEveOf, shiftDay } from '@proshno/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asStranger, questionSet, signIn, startedExam, subjectId, type Auth } from '../test/examFixtures';
import { DAY, fakeClock, HOUR, MINUTE, type FakeClock } from '../test/fakeClock';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { subscribedLearners, type Learner } from '../test/progressFixtures';
import { reviewRefusals } from './review';

type Memory = { due: string; state: string; reps: number; lapses: number; scheduled_days: number; last_review: string | null };
type Deck = { due_today: number; exam_eve: string | null; cards: { question: { id: number }; memory: Memory }[] };
type Outcome = { question: number; memory: Memory; replayed: boolean; exam_eve: string | null };

const URL = '/api/learning/v1/reviews/graded/';
// 10:00 in Dhaka: a quarter of an hour later is the same day there.
const START = new Date('2026-12-01T04:00:00.000Z');
const at = (ms: number) => new Date(ms).toISOString();

describe.each(stores)('graded flashcards on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  let learner: Learner;
  let other: Learner;
  /** Holds Physics only. */
  let partial: Learner;
  let physics: number;
  /** Physics questions drawn as flashcards, in the order the tests use them. */
  let drawn: number[] = [];
  /** Every statement the api sends, while `counting`. */
  const statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    clock = fakeClock(START);
    const onQuery = (sql: string) => {
      if (counting) statements.push(sql);
    };
    t = await startTestApi(store, { now: clock.now, onQuery });
    [learner, other] = (await subscribedLearners(t, 2)) as [Learner, Learner];
    [partial] = (await subscribedLearners(t, 1, [], ['Physics'])) as [Learner];
    learner.auth = await signIn(t, learner.email, learner.password);
    other.auth = await signIn(t, other.email, other.password);
    physics = await subjectId(t, learner.auth, 'Physics');
    drawn = await draw(learner.auth, physics, 10);
  });
  afterAll(() => t.close());

  const deck = async (auth: Auth = learner.auth): Promise<Deck> => {
    const reply = await t.call('GET', '/api/learning/v1/reviews/?limit=100', undefined, auth);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body as Deck;
  };
  const grade = (body: Record<string, unknown>, auth: Auth = learner.auth) => t.call('POST', URL, body, auth);
  const graded = (question: number, grade: string, extra: Record<string, unknown> = {}) => ({ key: randomUUID(), question, grade, ...extra });
  const outcomeOf = (reply: { status: number; json: Record<string, unknown> }): Outcome => {
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    return reply.json as Outcome;
  };
  /** The flashcards the learner may draw: a subject their subscription covers, else 403. */
  async function draw(auth: Auth, subject: number, limit: number): Promise<number[]> {
    const reply = await t.call('GET', `/api/exam/v1/question/?subject=${subject}&limit=${limit}`, undefined, auth);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return (reply.body as { id: number }[]).map((question) => question.id);
  }
  /** Moves the clock; access tokens follow it, so the learners sign in again. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    for (const who of [learner, other, partial]) who.auth = await signIn(t, who.email, who.password);
  };
  const now = () => clock.now().getTime();
  const question = (i: number) => {
    const id = drawn[i];
    if (id === undefined) throw new Error(`no flashcard ${i} drawn`);
    return id;
  };

  test('a flashcard graded without a card makes the card, graded at once: again and hard come back today, good and easy in days', async () => {
    expect(await deck()).toEqual({ due_today: 0, exam_eve: null, cards: [] });
    const outcomes = [];
    for (const [i, name] of ['again', 'hard', 'good', 'easy'].entries()) outcomes.push(outcomeOf(await grade(graded(question(i), name))));
    const [again, hard, good, easy] = outcomes as [Outcome, Outcome, Outcome, Outcome];
    const first = { reps: 1, lapses: 0, last_review: at(now()) };
    expect(again).toEqual({ question: question(0), replayed: false, exam_eve: null, memory: expect.objectContaining({ ...first, state: 'learning', due: at(now() + 10 * MINUTE) }) });
    expect(hard.memory).toMatchObject({ ...first, state: 'learning', due: at(now() + 15 * MINUTE) });
    expect(good.memory).toMatchObject({ ...first, state: 'review', scheduled_days: 2, due: at(now() + 2 * DAY) });
    expect(easy.memory).toMatchObject({ ...first, state: 'review', scheduled_days: 8, due: at(now() + 8 * DAY) });
    // Due today: the two that come back within minutes, most overdue first.
    const after = await deck();
    expect(after.due_today).toBe(2);
    expect(after.cards.map((card) => card.question.id)).toEqual([question(0), question(1)]);
    expect(after.cards[0]?.memory).toEqual(again.memory);
  });

  test("a graded card is reviewed with the next grade, once per key; a replay answers the card as it is; a key is one question's", async () => {
    await advance(20 * MINUTE);
    const body = graded(question(0), 'good');
    const first = outcomeOf(await grade(body));
    expect(first).toMatchObject({ replayed: false, memory: { state: 'review', reps: 2, due: at(now() + DAY), last_review: at(now()) } });
    const before = await deck();
    expect(outcomeOf(await grade(body))).toEqual({ ...first, replayed: true });
    // Sent again with another grade, the grade first applied stands.
    expect(outcomeOf(await grade({ ...body, grade: 'again' }))).toEqual({ ...first, replayed: true });
    expect(await grade({ ...body, question: question(1) })).toMatchObject({ status: 400, json: { detail: reviewRefusals.keyTaken } });
    expect(await deck()).toEqual(before);
  });

  test("another learner's keys and cards are their own: the same key and question make the other learner's card", async () => {
    const before = await deck();
    const body = graded(question(1), 'easy');
    outcomeOf(await grade(body));
    const theirs = outcomeOf(await grade({ ...body, grade: 'again' }, other.auth));
    expect(theirs).toMatchObject({ replayed: false, memory: { reps: 1, state: 'learning', due: at(now() + 10 * MINUTE) } });
    expect((await deck(other.auth)).cards.map((card) => card.question.id)).toEqual([question(1)]);
    // The learner's own card of it was graded easy: out of today's deck.
    expect((await deck()).cards.map((card) => card.question.id)).toEqual(before.cards.map((card) => card.question.id).filter((id) => id !== question(1)));
  });

  test('a grade is taken at the time the device made it, but never before the last review nor after now', async () => {
    const lastReview = now();
    outcomeOf(await grade(graded(question(4), 'again')));
    await advance(20 * MINUTE);
    // Made offline five minutes after the last review, sent now: placed when it was made.
    const offline = outcomeOf(await grade(graded(question(4), 'again', { reviewed_at: at(lastReview + 5 * MINUTE) })));
    expect(offline.memory).toMatchObject({ last_review: at(lastReview + 5 * MINUTE), due: at(lastReview + 15 * MINUTE) });
    // A clock behind: taken at the last review.
    const behind = outcomeOf(await grade(graded(question(4), 'again', { reviewed_at: at(lastReview - 3 * HOUR) })));
    expect(behind.memory).toMatchObject({ last_review: at(lastReview + 5 * MINUTE), due: at(lastReview + 15 * MINUTE) });
    // A clock ahead: taken now.
    const ahead = outcomeOf(await grade(graded(question(4), 'again', { reviewed_at: at(now() + 2 * DAY) })));
    expect(ahead.memory).toMatchObject({ last_review: at(now()), due: at(now() + 10 * MINUTE) });
    // A new card graded offline half an hour ago was met then; one from a clock ahead, now.
    const earlier = outcomeOf(await grade(graded(question(5), 'again', { reviewed_at: at(now() - 30 * MINUTE) })));
    expect(earlier.memory).toMatchObject({ reps: 1, last_review: at(now() - 30 * MINUTE), due: at(now() - 20 * MINUTE) });
    const later = outcomeOf(await grade(graded(question(6), 'hard', { reviewed_at: at(now() + HOUR) })));
    expect(later.memory).toMatchObject({ reps: 1, last_review: at(now()), due: at(now() + 15 * MINUTE) });
  });

  test('a question in an exam of the learner that can still take answers is HELD: nothing changes and the key is not taken', async () => {
    const chemistry = await subjectId(t, learner.auth, 'Chemistry');
    const exam = await startedExam(t, learner.auth, chemistry, 1);
    const [entry] = await questionSet(t, learner.auth, exam);
    if (!entry) throw new Error('no question');
    const before = await deck();
    const body = graded(entry.question.id, 'hard');
    expect(await grade(body)).toMatchObject({ status: 409, json: { code: 'HELD', detail: reviewRefusals.held } });
    expect(await deck()).toEqual(before);
    const submitted = await t.call('POST', '/api/exam/v1/exam-script/', [{ exam, question: entry.question.id, choosed_options: [] }], learner.auth);
    expect(submitted.status).toBe(200);
    expect(outcomeOf(await grade(body))).toMatchObject({ replayed: false, memory: { reps: 1, state: 'learning' } });
  });

  test('a question that does not exist, or of a subject no live subscription of the learner covers, is 404 and makes no card', async () => {
    const chemistry = await subjectId(t, learner.auth, 'Chemistry');
    const [chemical] = await draw(learner.auth, chemistry, 1);
    if (chemical === undefined) throw new Error('no Chemistry question');
    // The flashcard draw's own rule: Physics only, so no Chemistry flashcards.
    expect((await t.call('GET', `/api/exam/v1/question/?subject=${chemistry}&limit=1`, undefined, partial.auth)).status).toBe(403);
    expect(await grade(graded(chemical, 'good'), partial.auth)).toMatchObject({ status: 404, json: { detail: reviewRefusals.notFound } });
    const stranger = await asStranger(t);
    expect(await grade(graded(question(7), 'again'), stranger)).toMatchObject({ status: 404, json: { detail: reviewRefusals.notFound } });
    expect(await deck(stranger)).toEqual({ due_today: 0, exam_eve: null, cards: [] });
    expect(await grade(graded(999_999, 'again'))).toMatchObject({ status: 404, json: { detail: reviewRefusals.notFound } });
    expect(await deck(partial.auth)).toEqual({ due_today: 0, exam_eve: null, cards: [] });
    // What the subscription covers is graded.
    outcomeOf(await grade(graded(question(7), 'again'), partial.auth));
    expect((await deck(partial.auth)).cards.map((card) => card.question.id)).toEqual([question(7)]);
  });

  test('a malformed grade is refused with 400 or 413 and changes nothing', async () => {
    const before = await deck();
    const valid = graded(question(8), 'again');
    const refusals: Array<[string, unknown, number]> = [
      ['a grade FSRS does not have', { ...valid, grade: 'perfect' }, 400],
      ['a grade in capitals', { ...valid, grade: 'Again' }, 400],
      ['a grade as a number', { ...valid, grade: 1 }, 400],
      ['a NUL byte in the grade', { ...valid, grade: 'again\u0000' }, 400],
      ['no grade', { key: valid.key, question: valid.question }, 400],
      ['an option beside the grade', { ...valid, option: 1 }, 400],
      ['a key that is not a UUID', { ...valid, key: 'not-a-uuid' }, 400],
      ['a NUL byte in the key', { ...valid, key: `${valid.key.slice(0, 8)}\u0000` }, 400],
      ['no key', { question: valid.question, grade: valid.grade }, 400],
      ['question 0', { ...valid, question: 0 }, 400],
      ['a question past int4', { ...valid, question: 2_147_483_648 }, 400],
      ['an unknown field', { ...valid, right: true }, 400],
      ['a reviewed_at that is no date', { ...valid, reviewed_at: 'yesterday' }, 400],
      ['a body over 1 MiB', { ...valid, reviewed_at: 'x'.repeat(1_100_000) }, 413],
    ];
    for (const [why, body, status] of refusals) {
      const reply = await grade(body as Record<string, unknown>);
      expect({ why, status: reply.status, detail: typeof reply.json.detail }).toEqual({ why, status, detail: 'string' });
    }
    expect(await deck()).toEqual(before);
    // The valid request was never taken: it applies now.
    expect(outcomeOf(await grade(valid))).toMatchObject({ replayed: false, memory: { reps: 1 } });
  });

  test('two grades of a new card sent at once make one card graded twice; the same grade sent twice at once is applied once', async () => {
    const outcomes = (await Promise.all([grade(graded(question(9), 'good')), grade(graded(question(9), 'hard'))])).map((reply) => outcomeOf(reply));
    expect(outcomes.map((o) => o.replayed)).toEqual([false, false]);
    expect(outcomes.map((o) => o.memory.reps).sort()).toEqual([1, 2]);

    const [fresh] = await draw(other.auth, physics, 1);
    if (fresh === undefined) throw new Error('no question');
    const body = graded(fresh, 'again');
    const twice = await Promise.all([grade(body, other.auth), grade(body, other.auth)]);
    const answers = twice.map((reply) => outcomeOf(reply));
    expect(answers.map((o) => o.replayed).sort()).toEqual([false, true]);
    expect(answers.map((o) => o.memory)).toEqual([answers[0]?.memory, answers[0]?.memory]);
    expect(answers[0]?.memory.reps).toBe(1);
  });

  test("the answer names the eve of the learner's exam, by which the card comes back", async () => {
    const today = '2026-12-01';
    const examDate = shiftDay(today, 5);
    const set = await t.call('PUT', '/api/learning/v1/plan/', { name: 'DU Science Unit (Ka)', exam_date: examDate, daily_minutes: 60 }, other.auth);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const eve = examEveOf(examDate, clock.now());
    const outcome = outcomeOf(await grade(graded(question(3), 'easy'), other.auth));
    expect(outcome.exam_eve).toBe(eve?.toISOString());
    // Easy would bring it back in eight days; the eve is sooner.
    expect(Date.parse(outcome.memory.due)).toBeGreaterThan(Date.parse(outcome.exam_eve ?? ''));
  });

  test('a grade is written in two statements, of a new card as of one the learner has', async () => {
    const work = () => statements.filter((s) => !/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(s));
    const count = async (body: Record<string, unknown>) => {
      statements.length = 0;
      counting = true;
      outcomeOf(await grade(body));
      counting = false;
      return work().length;
    };
    const [fresh] = (await draw(learner.auth, physics, 20)).filter((id) => !drawn.includes(id));
    expect({ made: await count(graded(fresh ?? 0, 'good')), reviewed: await count(graded(question(2), 'good')) }).toEqual({ made: 2, reviewed: 2 });
  });
});
