// docs/exam.md#latest-choice (issue 26 item 2): each answer carries when it was chosen and the row
// keeps the newest; a time from the future counts as the server's now; the submit's script keeps the
// same rule. docs/api.md#error-codes (issue 26 item 1): the save's own refusals carry a code.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { asLearner, questionSet, startedExam, subjectId, type Auth } from '../test/examFixtures';
import { fakeClock, type FakeClock } from '../test/fakeClock';
import { refusals } from './refusals';

const SECOND = 1000;

describe.each(stores)('the latest choice wins on %s', (store) => {
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

  const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();
  const save = (exam: number, question: number, choosed_options: number[], chosen_at?: string) =>
    t.call('PUT', '/api/exam/v1/exam-script/answer/', { exam, question, choosed_options, ...(chosen_at === undefined ? {} : { chosen_at }) }, learner);
  const script = async (exam: number) => (await t.call('GET', `/api/exam/v1/exam-script/?exam=${exam}`, undefined, learner)).body as Array<{ question: number; choosed_options: number[] }>;
  const heldFor = async (exam: number, question: number) => (await script(exam)).find((row) => row.question === question)?.choosed_options;
  const firstQuestion = async (exam: number) => {
    const [first] = await questionSet(t, learner, exam);
    const [a, b] = first?.options ?? [];
    if (!first || !a || !b) throw new Error('no question with two options');
    return { question: first.question.id, a: a.id, b: b.id };
  };

  test('an older chosen_at arriving later does not overwrite a newer choice (a tab retrying after another chose again)', async () => {
    const exam = await startedExam(t, learner, physics, 2);
    const { question, a, b } = await firstQuestion(exam);
    const tab1ChoseA = at(-5 * SECOND);
    const tab2ChoseB = at(-2 * SECOND);
    expect((await save(exam, question, [b], tab2ChoseB)).status).toBe(200);
    // Tab 1's retry of A: answered as saved, with the choice the row holds, and nothing changes.
    const stale = await save(exam, question, [a], tab1ChoseA);
    expect(stale).toMatchObject({ status: 200, json: { question, choosed_options: [b] } });
    expect(await heldFor(exam, question)).toEqual([b]);
    // A newer choice still replaces it, and so does a clearing.
    expect(await save(exam, question, [a], at(-1 * SECOND))).toMatchObject({ status: 200, json: { choosed_options: [a] } });
    expect(await heldFor(exam, question)).toEqual([a]);
    expect(await save(exam, question, [], at(0))).toMatchObject({ status: 200, json: { choosed_options: [] } });
    expect(await heldFor(exam, question)).toEqual([]);
  });

  test('a chosen_at from the future counts as the server’s now, so a later choice still replaces it', async () => {
    const exam = await startedExam(t, learner, physics, 2);
    const { question, a, b } = await firstQuestion(exam);
    expect((await save(exam, question, [a], at(24 * 3600 * SECOND))).status).toBe(200);
    clock.advance(SECOND);
    expect((await save(exam, question, [b], at(0))).status).toBe(200);
    expect(await heldFor(exam, question)).toEqual([b]);
  });

  test('a save without chosen_at (an older client) counts as chosen when it arrives', async () => {
    const exam = await startedExam(t, learner, physics, 2);
    const { question, a, b } = await firstQuestion(exam);
    expect((await save(exam, question, [a], at(-10 * SECOND))).status).toBe(200);
    expect((await save(exam, question, [b])).status).toBe(200);
    expect(await heldFor(exam, question)).toEqual([b]);
    expect((await save(exam, question, [a], at(-SECOND))).json).toMatchObject({ choosed_options: [b] });
  });

  test('a submit’s script keeps a newer saved choice over its own older one, and writes its answers without chosen_at', async () => {
    const exam = await startedExam(t, learner, physics, 2);
    const [first, second] = await questionSet(t, learner, exam);
    if (!first || !second) throw new Error('no questions');
    const [a, b] = first.options;
    const [c] = second.options;
    if (!a || !b || !c) throw new Error('no options');
    expect((await save(exam, first.question.id, [b.id], at(-SECOND))).status).toBe(200);
    const submitted = await t.call('POST', '/api/exam/v1/exam-script/', [
      { exam, question: first.question.id, choosed_options: [a.id], chosen_at: at(-5 * SECOND) },
      { exam, question: second.question.id, choosed_options: [c.id] },
    ], learner);
    expect(submitted.status).toBe(200);
    expect(await heldFor(exam, first.question.id)).toEqual([b.id]);
    expect(await heldFor(exam, second.question.id)).toEqual([c.id]);
  });

  test('refuses with a machine-readable code: TIME_UP after the end plus the grace, FINISHED on a finished exam', async () => {
    const exam = await startedExam(t, learner, physics, 1);
    const { question, a } = await firstQuestion(exam);
    clock.advance(60 * SECOND + 31 * SECOND);
    learner = await asLearner(t);
    expect(await save(exam, question, [a], at(-40 * SECOND))).toMatchObject({ status: 403, json: { detail: refusals.timeUp, code: 'TIME_UP' } });
    const submittedExam = await startedExam(t, learner, physics, 1);
    const submitted = await firstQuestion(submittedExam);
    expect((await t.call('POST', '/api/exam/v1/exam-script/', [{ exam: submittedExam, question: submitted.question, choosed_options: [] }], learner)).status).toBe(200);
    expect(await save(submittedExam, submitted.question, [submitted.a])).toMatchObject({ status: 409, json: { detail: refusals.finished, code: 'FINISHED' } });
  });

  test('refuses a chosen_at that is not a time', async () => {
    const exam = await startedExam(t, learner, physics, 1);
    const { question, a } = await firstQuestion(exam);
    expect((await save(exam, question, [a], 'yesterday')).status).toBe(400);
  });
});
