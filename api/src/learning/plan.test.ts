// The plan toward the learner's exam through HTTP (docs/learning.md#plan): a target set, read, replaced
// and removed by its learner alone; every rule of a target refused with its own sentence and nothing
// changed; the streak from real exam finishes and reviews, by Dhaka day; and the review deck toward the
// date, a card due after the exam brought forward to its eve until it is reviewed there.
import { randomUUID } from 'node:crypto';
import { PLAN_LIMITS, shiftDay } from '@proshno/engine';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/connect';
import { contract } from '../http/openapi';
import { asLearner, signIn, subjectId, type Auth } from '../test/examFixtures';
import { DAY, HOUR, fakeClock, MINUTE, type FakeClock } from '../test/fakeClock';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { manualTimer, type ManualTimer } from '../test/jobTimer';
import { abandonedExam, finishedExam, subscribedLearners, type Learner } from '../test/progressFixtures';
import { DEMO_TARGET } from './demoPlan';
import { planRefusals } from './plan';

type Target = { name: string; exam_date: string; daily_minutes: number };
type Plan = { target: Target | null; today: string; streak: { days: number; studied_today: boolean; paused: boolean } };
type Card = { question: { id: number; options: { id: number; is_answer: boolean }[] }; memory: { due: string; last_review: string | null } };
type Deck = { due_today: number; exam_eve: string | null; cards: Card[] };

const PLAN = '/api/learning/v1/plan/';
const DECK = '/api/learning/v1/reviews/?limit=100';
// 00:30 on 1 December in Dhaka, still 30 November in UTC.
const START = new Date('2026-11-30T18:30:00.000Z');
const TODAY = '2026-12-01';
/** The instant of a Dhaka wall clock: Dhaka is UTC+6 all year. */
const dhaka = (day: string, time: string) => new Date(`${day}T${time}:00+06:00`);

describe.each(stores)('the plan toward the exam on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  let job: ManualTimer;
  let learners: Learner[];
  let learner: Learner;
  let other: Learner;

  beforeAll(async () => {
    clock = fakeClock(START);
    job = manualTimer();
    t = await startTestApi(store, { now: clock.now, finishTimer: job.timer });
    learners = await subscribedLearners(t, 4);
    [learner, other] = learners as [Learner, Learner];
  });
  afterAll(() => t.close());

  const plan = async (auth: Auth = learner.auth): Promise<Plan> => {
    const reply = await t.call('GET', PLAN, undefined, auth);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body as Plan;
  };
  const deck = async (auth: Auth): Promise<Deck> => {
    const reply = await t.call('GET', DECK, undefined, auth);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body as Deck;
  };
  const put = (body: unknown, auth: Auth = learner.auth) => t.call('PUT', PLAN, body, auth);
  const review = (card: Card, auth: Auth) =>
    t.call('POST', '/api/learning/v1/reviews/', { key: randomUUID(), question: card.question.id, option: card.question.options.find((o) => o.is_answer)?.id }, auth);
  /** Moves the clock to `at`; access tokens follow it, so every learner signs in again. */
  const moveTo = async (at: Date) => {
    expect(at.getTime()).toBeGreaterThanOrEqual(clock.now().getTime());
    clock.advance(at.getTime() - clock.now().getTime());
    for (const who of learners) who.auth = await signIn(t, who.email, who.password);
  };

  test('the demo learner has a target 60 days ahead and a streak of at least four days', async () => {
    const demo = await plan(await asLearner(t));
    expect(demo.target).toEqual({ name: DEMO_TARGET.name, exam_date: shiftDay(TODAY, 60), daily_minutes: 60 });
    expect(demo.streak.days).toBeGreaterThanOrEqual(4);
    expect(demo.streak.paused).toBe(false);
  });

  test('a learner without a plan has none, today in Dhaka and no streak', async () => {
    expect(await plan()).toEqual({ target: null, today: TODAY, streak: { days: 0, studied_today: false, paused: false } });
  });

  test('a target set is read back, its name trimmed; set again, it replaces the first', async () => {
    const first = await put({ name: '  DU Science Unit  ', exam_date: '2027-01-24', daily_minutes: 90 });
    expect(first).toMatchObject({ status: 200, json: { name: 'DU Science Unit', exam_date: '2027-01-24', daily_minutes: 90 } });
    expect((await plan()).target).toEqual({ name: 'DU Science Unit', exam_date: '2027-01-24', daily_minutes: 90 });
    // Today is the earliest day, 1096 days ahead the latest; a name of 80 characters, Bengali ones too.
    const name = 'ঢাকা'.repeat(20);
    expect(await put({ name, exam_date: TODAY, daily_minutes: PLAN_LIMITS.minMinutes })).toMatchObject({ status: 200 });
    const last = { name: 'x'.repeat(PLAN_LIMITS.nameLength), exam_date: shiftDay(TODAY, PLAN_LIMITS.maxDaysAhead), daily_minutes: PLAN_LIMITS.maxMinutes };
    expect(await put(last)).toMatchObject({ status: 200, json: last });
    expect((await plan()).target).toEqual(last);
  });

  test('every rule of a target is refused with a 400 and its sentence, and nothing changes', async () => {
    const before = await plan();
    const valid = { name: 'DU Science Unit', exam_date: '2027-01-24', daily_minutes: 60 };
    const refusals: Array<[string, unknown, string | null]> = [
      ['an empty name', { ...valid, name: '' }, planRefusals.nameMissing],
      ['a name of spaces', { ...valid, name: ' \t ' }, planRefusals.nameMissing],
      ['a name of 81 characters', { ...valid, name: 'x'.repeat(81) }, planRefusals.nameTooLong],
      ['a name with a control character', { ...valid, name: 'DU\u0007Science' }, planRefusals.nameControl],
      // The contract refuses NUL in every text with its own sentence (http/openapi.ts NUL_TEXT_RULE).
      ['a name with a NUL byte', { ...valid, name: 'DU\u0000Science' }, null],
      ['yesterday in Dhaka, today in UTC', { ...valid, exam_date: '2026-11-30' }, planRefusals.datePast],
      ['30 February', { ...valid, exam_date: '2027-02-30' }, planRefusals.dateInvalid],
      ['a date that is no date', { ...valid, exam_date: '24/01/2027' }, planRefusals.dateInvalid],
      ['a day too far ahead', { ...valid, exam_date: shiftDay(TODAY, PLAN_LIMITS.maxDaysAhead + 1) }, planRefusals.dateTooFar],
      ['4 minutes', { ...valid, daily_minutes: 4 }, planRefusals.minutesTooFew],
      ['601 minutes', { ...valid, daily_minutes: 601 }, planRefusals.minutesTooMany],
      ['minutes as text', { ...valid, daily_minutes: '60' }, null],
      ['minutes not whole', { ...valid, daily_minutes: 60.5 }, null],
      ['no name', { exam_date: valid.exam_date, daily_minutes: 60 }, null],
      ['an unknown field', { ...valid, hours: 1 }, null],
    ];
    for (const [why, body, detail] of refusals) {
      const reply = await put(body);
      expect({ why, status: reply.status }).toEqual({ why, status: 400 });
      if (detail === null) expect(typeof reply.json.detail).toBe('string');
      else expect({ why, detail: reply.json.detail }).toEqual({ why, detail });
    }
    expect(await plan()).toEqual(before);
  });

  test("the contract's PlanTarget holds the engine's limits", () => {
    const schemas = (contract.components as { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> }).schemas;
    const target = schemas.PlanTarget?.properties ?? {};
    expect(target.name).toMatchObject({ minLength: 1, maxLength: PLAN_LIMITS.nameLength });
    expect(target.daily_minutes).toMatchObject({ minimum: PLAN_LIMITS.minMinutes, maximum: PLAN_LIMITS.maxMinutes });
  });

  test("another learner neither sees nor changes the learner's plan", async () => {
    const before = await plan();
    expect((await plan(other.auth)).target).toBeNull();
    expect(await put({ name: 'Medical', exam_date: '2027-03-01', daily_minutes: 30 }, other.auth)).toMatchObject({ status: 200 });
    expect((await t.call('DELETE', PLAN, undefined, other.auth)).status).toBe(204);
    expect(await plan()).toEqual(before);
  });

  test('a plan removed is gone, and removing none is no error', async () => {
    expect((await t.call('DELETE', PLAN, undefined, learner.auth)).status).toBe(204);
    expect((await plan()).target).toBeNull();
    expect((await t.call('DELETE', PLAN, undefined, learner.auth)).status).toBe(204);
  });

  test('the streak counts Dhaka days of finished exams and reviews; two missed days pause it, a third ends it', async () => {
    const [, , studying] = learners as [Learner, Learner, Learner];
    const physics = await subjectId(t, studying.auth, 'Physics');
    // An exam finished at 23:30 in Dhaka and a review at 00:30 there: two days.
    await moveTo(dhaka(TODAY, '23:30'));
    await finishedExam(t, studying.auth, { subject: physics, count: 3 }, ['wrong', 'wrong', 'right']);
    await moveTo(dhaka('2026-12-02', '00:30'));
    const [first, second] = (await deck(studying.auth)).cards as [Card, Card];
    expect((await review(first, studying.auth)).status).toBe(200);
    expect(await plan(studying.auth)).toEqual({ target: null, today: '2026-12-02', streak: { days: 2, studied_today: true, paused: false } });

    // 3 December missed: on the 4th the streak waits, then goes on.
    await moveTo(dhaka('2026-12-04', '10:00'));
    expect((await plan(studying.auth)).streak).toEqual({ days: 2, studied_today: false, paused: true });
    expect((await review(second, studying.auth)).status).toBe(200);
    expect((await plan(studying.auth)).streak).toEqual({ days: 3, studied_today: true, paused: false });

    // 5, 6 and 7 December missed: it is over.
    await moveTo(dhaka('2026-12-08', '10:00'));
    expect((await plan(studying.auth)).streak).toEqual({ days: 0, studied_today: false, paused: false });
    // An exam the clock has finished counts before the finish job writes it, and after.
    await abandonedExam(t, studying.auth, { subject: physics, count: 2 }, ['right', 'wrong']);
    await moveTo(new Date(clock.now().getTime() + 10 * MINUTE));
    const started = (await plan(studying.auth)).streak;
    expect(started).toEqual({ days: 1, studied_today: true, paused: false });
    await job.tick();
    expect((await plan(studying.auth)).streak).toEqual(started);
  });

  test('under a plan, a card due after the exam is due on its eve until reviewed there; without the plan it is not', async () => {
    const [, , , planning] = learners as [Learner, Learner, Learner, Learner];
    const chemistry = await subjectId(t, planning.auth, 'Chemistry');
    const today = '2026-12-08';
    const { questions } = await finishedExam(t, planning.auth, { subject: chemistry, count: 1 }, ['wrong']);
    // The card as if reviewed well for weeks: due in 30 days.
    const due = new Date(clock.now().getTime() + 30 * DAY).toISOString();
    await t.restart(async (config) => {
      const database = await openDatabase(config);
      try {
        await database.db.execute(sql`
          UPDATE review_cards SET due = ${due}::timestamptz, state = 'review', reps = 5, scheduled_days = 30, stability = 40
          WHERE question_id = ${questions[0]} AND user_id = (SELECT id FROM users WHERE email = ${planning.email})`);
      } finally {
        await database.close();
      }
    });
    planning.auth = await signIn(t, planning.email, planning.password);
    expect(await deck(planning.auth)).toEqual({ due_today: 0, exam_eve: null, cards: [] });

    // The exam in five days: its eve is the first instant of the day before it.
    const examDate = shiftDay(today, 5);
    const eve = dhaka(shiftDay(examDate, -1), '00:00');
    expect(await put({ name: 'HSC', exam_date: examDate, daily_minutes: 60 }, planning.auth)).toMatchObject({ status: 200 });
    expect(await deck(planning.auth)).toEqual({ due_today: 0, exam_eve: eve.toISOString(), cards: [] });

    // Not the day before the eve (due at its end, midnight, is the eve's); on the eve it is due,
    // its memory FSRS's, unchanged.
    await moveTo(new Date(eve.getTime() - 14 * HOUR));
    expect((await deck(planning.auth)).due_today).toBe(0);
    await moveTo(new Date(eve.getTime() + HOUR));
    const onTheDay = await deck(planning.auth);
    expect(onTheDay.due_today).toBe(1);
    expect(onTheDay.cards.map((card) => [card.question.id, card.memory.due])).toEqual([[questions[0], due]]);

    // Removing the plan returns the card to its own due; setting it again brings it back.
    expect((await t.call('DELETE', PLAN, undefined, planning.auth)).status).toBe(204);
    expect(await deck(planning.auth)).toEqual({ due_today: 0, exam_eve: null, cards: [] });
    expect(await put({ name: 'HSC', exam_date: examDate, daily_minutes: 60 }, planning.auth)).toMatchObject({ status: 200 });

    // Reviewed on the eve (still an hour into it), it is due again by FSRS alone.
    const [card] = (await deck(planning.auth)).cards as [Card];
    expect((await review(card, planning.auth)).status).toBe(200);
    expect(await deck(planning.auth)).toMatchObject({ due_today: 0, exam_eve: eve.toISOString(), cards: [] });

    // Once the exam day is over there is no eve.
    await moveTo(dhaka(shiftDay(examDate, 1), '00:00'));
    expect((await deck(planning.auth)).exam_eve).toBeNull();
  });
});
