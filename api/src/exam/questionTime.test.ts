// docs/exam.md#question-time (issue 32 item 1): each answer carries how long its question was on
// screen; the row keeps it with the choice it came with, never more than the time since the exam's
// start, and the history shows it per question. A study aid that no score depends on.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { asLearner, questionSet, startedExam, subjectId, type Auth } from '../test/examFixtures';
import { fakeClock, type FakeClock } from '../test/fakeClock';

const SECOND = 1000;

type HistoryRow = { question: { id: number }; choosed_options: number[]; time_spent_ms: number | null };

describe.each(stores)('the time on each question on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  let learner: Auth;
  let physics: number;
  beforeAll(async () => {
    clock = fakeClock(new Date('2026-05-11T06:00:00Z'));
    t = await startTestApi(store, { now: clock.now });
    learner = await asLearner(t);
    physics = await subjectId(t, learner, 'Physics');
  });
  afterAll(() => t.close());

  const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();
  const save = (body: Record<string, unknown>) => t.call('PUT', '/api/exam/v1/exam-script/answer/', body, learner);
  const submit = (rows: Array<Record<string, unknown>>) => t.call('POST', '/api/exam/v1/exam-script/', rows, learner);
  const history = async (exam: number) => {
    const res = await t.call('GET', `/api/exam/v1/exam-history/${exam}/`, undefined, learner);
    expect(res.status).toBe(200);
    const rows = (res.body as { questions: HistoryRow[] }).questions;
    return new Map(rows.map((row) => [row.question.id, row.time_spent_ms]));
  };
  const examOf = async (count: number) => {
    const exam = await startedExam(t, learner, physics, count);
    const set = await questionSet(t, learner, exam);
    const ids = set.map((entry) => ({ question: entry.question.id, option: entry.options[0]?.id ?? 0, other: entry.options[1]?.id ?? 0 }));
    return { exam, ids };
  };

  test('keeps the time a save carries and shows it in the history; an unanswered question has none', async () => {
    const { exam, ids } = await examOf(3);
    const [first, second, third] = ids;
    if (!first || !second || !third) throw new Error('three questions');
    clock.advance(50 * SECOND);
    expect((await save({ exam, question: first.question, choosed_options: [first.option], chosen_at: at(0), time_spent_ms: 42_300 })).status).toBe(200);
    // The script brings the time of a question no save delivered.
    expect((await submit([{ exam, question: second.question, choosed_options: [second.option], time_spent_ms: 7_000 }])).status).toBe(200);
    const times = await history(exam);
    expect(times.get(first.question)).toBe(42_300);
    expect(times.get(second.question)).toBe(7_000);
    expect(times.get(third.question)).toBeNull();
  });

  test('never keeps more than the time from the exam’s start to the choice', async () => {
    const { exam, ids } = await examOf(2);
    const [first] = ids;
    if (!first) throw new Error('a question');
    clock.advance(30 * SECOND);
    expect((await save({ exam, question: first.question, choosed_options: [first.option], chosen_at: at(-10 * SECOND), time_spent_ms: 3_600_000 })).status).toBe(200);
    expect((await submit([{ exam, question: first.question, choosed_options: [first.option] }])).status).toBe(200);
    expect((await history(exam)).get(first.question)).toBe(20_000);
  });

  test('an older choice arriving later keeps the newer choice’s time; a cleared answer has none', async () => {
    const { exam, ids } = await examOf(2);
    const [first, second] = ids;
    if (!first || !second) throw new Error('two questions');
    clock.advance(40 * SECOND);
    expect((await save({ exam, question: first.question, choosed_options: [first.other], chosen_at: at(-2 * SECOND), time_spent_ms: 30_000 })).status).toBe(200);
    expect((await save({ exam, question: first.question, choosed_options: [first.option], chosen_at: at(-5 * SECOND), time_spent_ms: 9_000 })).status).toBe(200);
    expect((await save({ exam, question: second.question, choosed_options: [second.option], chosen_at: at(-3 * SECOND), time_spent_ms: 5_000 })).status).toBe(200);
    expect((await save({ exam, question: second.question, choosed_options: [], chosen_at: at(-1 * SECOND), time_spent_ms: 6_000 })).status).toBe(200);
    expect((await submit([{ exam, question: second.question, choosed_options: [] }])).status).toBe(200);
    const times = await history(exam);
    expect(times.get(first.question)).toBe(30_000);
    expect(times.get(second.question)).toBeNull();
  });

  test('refuses a time that is negative, too large, fractional or not a number, and saves nothing', async () => {
    const { exam, ids } = await examOf(1);
    const [first] = ids;
    if (!first) throw new Error('a question');
    clock.advance(10 * SECOND);
    for (const time_spent_ms of [-1, 86_400_001, 1.5, '12', null]) {
      const res = await save({ exam, question: first.question, choosed_options: [first.option], time_spent_ms });
      expect(res.status, JSON.stringify(time_spent_ms)).toBe(400);
    }
    const script = await t.call('GET', `/api/exam/v1/exam-script/?exam=${exam}`, undefined, learner);
    expect(script.body).toEqual([]);
  });
});
