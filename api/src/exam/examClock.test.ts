// docs/decisions.md#server-time: the server's clock decides. end_time = start + time per question × count;
// answers after end_time + 30 s are refused; time-up finishes the exam with what was saved, even
// when nobody submits; a scheduled exam starts in the future and shows no questions before.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { asLearner, chooseSubjects, createExam, questionSet, startedExam, subjectId, whole, type Auth } from '../test/examFixtures';
import { fakeClock, HOUR, MINUTE, type FakeClock } from '../test/fakeClock';
import { refusals } from './refusals';

const SECOND = 1000;

describe.each(stores)('exam time on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  let learner: Auth;
  let physics: number;
  beforeAll(async () => {
    clock = fakeClock(new Date('2026-05-10T06:00:00Z'));
    t = await startTestApi(store, { now: clock.now });
    learner = await asLearner(t);
    physics = await subjectId(t, learner, 'Physics');
  });
  afterAll(() => t.close());

  // Access tokens live 15 minutes by the same clock, so a long jump signs in again.
  const advance = async (ms: number) => {
    clock.advance(ms);
    learner = await asLearner(t);
  };

  const answer = (exam: number, question: number, choosed_options: number[]) =>
    t.call('PUT', '/api/exam/v1/exam-script/answer/', { exam, question, choosed_options }, learner);
  const result = (exam: number) => t.call('GET', `/api/exam/v1/exam/${exam}/`, undefined, learner);
  const firstTwo = async (exam: number) => {
    const [a, b] = await questionSet(t, learner, exam);
    if (!a || !b) throw new Error('no questions');
    return [a, b] as const;
  };

  test('time_remaining counts down from time per question × count by the server clock', async () => {
    const exam = await startedExam(t, learner, physics, 2);
    expect((await result(exam)).json).toMatchObject({ timelimit: 120, time_remaining: 120 });
    await advance(45 * SECOND);
    expect((await result(exam)).json).toMatchObject({ status: 'created', time_remaining: 75 });
    await advance(85 * SECOND);
    expect((await result(exam)).json).toMatchObject({ status: 'created', time_remaining: 0 });
    await advance(21 * SECOND);
    expect((await result(exam)).json).toMatchObject({ status: 'finished', time_remaining: 0 });
  });

  test('an answer within the 30 s grace is saved; one after it is refused and the exam finishes with what was saved', async () => {
    const exam = await startedExam(t, learner, physics, 2);
    const [a, b] = await firstTwo(exam);
    await advance(120 * SECOND + 30 * SECOND);
    expect((await answer(exam, a.question.id, [a.options[0]?.id ?? 0])).status).toBe(200);
    await advance(SECOND);
    const late = await answer(exam, b.question.id, [b.options[0]?.id ?? 0]);
    expect(late).toMatchObject({ status: 403, json: { detail: refusals.timeUp } });
    const res = await result(exam);
    expect(res.json).toMatchObject({ status: 'finished', time_remaining: 0, total_question: 2 });
    const counts = res.json.prev_subject_result as { right: number; wrong: number; not_answered: number };
    expect(counts.right + counts.wrong).toBe(1);
    expect(counts.not_answered).toBe(1);
  });

  test('a submit after the deadline finishes with the saved answers and ignores the late ones', async () => {
    const exam = await startedExam(t, learner, physics, 2);
    const [a, b] = await firstTwo(exam);
    await answer(exam, a.question.id, [a.options[0]?.id ?? 0]);
    await advance(HOUR);
    const res = await t.call('POST', '/api/exam/v1/exam-script/', [
      { exam, question: a.question.id, choosed_options: [] },
      { exam, question: b.question.id, choosed_options: [b.options[0]?.id ?? 0] },
    ], learner);
    expect(res).toMatchObject({ status: 200, json: { status: 'finished', time_remaining: 0, prev_subject_result: { not_answered: 1 } } });
    const script = await t.call('GET', `/api/exam/v1/exam-script/?exam=${exam}`, undefined, learner);
    expect(script.body).toEqual([expect.objectContaining({ question: a.question.id, choosed_options: [a.options[0]?.id] })]);
  });

  test('time-up finishes an exam lazily when the question set or the list is read', async () => {
    const viaSet = await startedExam(t, learner, physics, 1);
    const viaList = await startedExam(t, learner, physics, 1);
    await advance(61 * SECOND + 30 * SECOND);
    const set = await questionSet(t, learner, viaSet);
    expect(set[0]?.options.some((o) => o.is_answer === true)).toBe(true);
    const list = await t.call('GET', '/api/exam/v1/exam/?status=finished', undefined, learner);
    expect((list.body as { id: number }[]).map((e) => e.id)).toEqual(expect.arrayContaining([viaSet, viaList]));
  });

  test('a scheduled exam must start in the future and shows no questions before its start', async () => {
    const exam = await createExam(t, learner);
    const rows = [whole(physics, 3)];
    const minuteAgo = new Date(clock.now().getTime() - MINUTE).toISOString();
    const past = await chooseSubjects(t, learner, exam, rows, { is_scheduled: true, start_time: minuteAgo });
    expect(past).toMatchObject({ status: 400, json: { detail: refusals.startInPast } });
    const missing = await chooseSubjects(t, learner, exam, rows, { is_scheduled: true });
    expect(missing).toMatchObject({ status: 400, json: { detail: refusals.startRequired } });
    const start = new Date(clock.now().getTime() + HOUR);
    const ok = await chooseSubjects(t, learner, exam, rows, { is_scheduled: true, start_time: start.toISOString() });
    const end = new Date(start.getTime() + 180_000).toISOString();
    expect(ok).toMatchObject({ status: 201, json: { is_scheduled: true, start_time: start.toISOString(), end_time: end } });
    const early = await t.call('GET', `/api/exam/v1/question-set/?exam=${exam}`, undefined, learner);
    expect(early).toMatchObject({ status: 403, json: { detail: refusals.notStarted, code: 'NOT_STARTED' } });
    expect((await result(exam)).json).toMatchObject({ status: 'created', time_remaining: 180 });

    const today = `${clock.now().toISOString().slice(0, 10)}T00:00:00Z`;
    const query = `end_time__gte=${today}&is_scheduled=true&status=created`;
    const scheduled = await t.call('GET', `/api/exam/v1/exam/?${query}`, undefined, learner);
    expect((scheduled.body as { id: number }[]).map((e) => e.id)).toEqual([exam]);

    const later = new Date(start.getTime() + HOUR);
    const moved = await t.call('PATCH', `/api/exam/v1/exam-subject/${exam}/`, { start_time: later.toISOString() }, learner);
    expect(moved).toMatchObject({ status: 200, json: { start_time: later.toISOString() } });

    await advance(2 * HOUR);
    expect(await questionSet(t, learner, exam)).toHaveLength(3);
    const inAnHour = new Date(clock.now().getTime() + HOUR).toISOString();
    const tooLate = await t.call('PATCH', `/api/exam/v1/exam-subject/${exam}/`, { start_time: inAnHour }, learner);
    expect(tooLate).toMatchObject({ status: 409, json: { detail: refusals.notReschedulable } });
  });

  test('the list holds only the caller\'s exams; created_by of someone else lists none', async () => {
    const mine = await t.call('GET', '/api/exam/v1/exam/', undefined, learner);
    const all = mine.body as { id: number; created_by: number }[];
    expect(all.length).toBeGreaterThan(0);
    const me = all[0]?.created_by ?? 0;
    expect(all.every((e) => e.created_by === me)).toBe(true);
    expect((await t.call('GET', `/api/exam/v1/exam/?created_by=${me}`, undefined, learner)).body).toEqual(all);
    expect((await t.call('GET', `/api/exam/v1/exam/?created_by=${me + 1}`, undefined, learner)).body).toEqual([]);
  });
});
