// Issue 4 (exam practice, api): create, choose subjects, answer, submit, result; answers stay on
// the server until the exam is finished; a finished exam is read-only; double submit is one result.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { availableQuestionsOnly, practiceMessages } from '@proshno/engine';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { asLearner, asNewbie, chooseSubjects, createExam, questionSet, startedExam, subjectId, whole, type Auth } from '../test/examFixtures';
import { QUESTIONS_PER_SUBJECT, QUESTIONS_PER_SUBTOPIC } from '../test/fixtureBank';
import { fakeClock, MINUTE, type FakeClock } from '../test/fakeClock';
import { subscribedLearners, type Learner } from '../test/progressFixtures';
import { refusals } from './refusals';

type Level = { id: number; questions_available: number };

describe.each(stores)('exam lifecycle on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  let learner: Auth;
  let physics: number;
  /** Another learner, who reads the right options as flashcards: the exam's own learner may not. */
  let reader: Learner;
  /**
   * A learner with no other exam: the bank's counts are theirs in full (the questions of a
   * learner's other running exams are never drawn again, exam/heldAnswers.ts).
   */
  let counter: Learner;
  beforeAll(async () => {
    clock = fakeClock(new Date('2026-04-01T04:00:00Z'));
    t = await startTestApi(store, { now: clock.now });
    [reader, counter] = (await subscribedLearners(t, 2)) as [Learner, Learner];
    learner = await asLearner(t);
    physics = await subjectId(t, learner, 'Physics');
  });
  afterAll(() => t.close());

  const result = (exam: number, auth = learner) => t.call('GET', `/api/exam/v1/exam/${exam}/`, undefined, auth);
  const answer = (exam: number, question: number, choosed_options: number[]) =>
    t.call('PUT', '/api/exam/v1/exam-script/answer/', { exam, question, choosed_options }, learner);
  const submit = (exam: number, rows: { question: number; choosed_options: number[] }[]) =>
    t.call('POST', '/api/exam/v1/exam-script/', rows.map((r) => ({ exam, ...r })), learner);

  test('a new exam is created, private and pausable, with the type time per question', async () => {
    const body = { title: 'Random Test', type: 1, status: 'created', visibility: 'private', start_time: '2026-04-01T10:00', is_pausable: true };
    const res = await t.call('POST', '/api/exam/v1/exam/', body, learner);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 'created', visibility: 'private', is_pausable: true, time_per_question: 60 });
    expect(res.json).toMatchObject({ start_time: null, total_question: 0, timelimit: 0 });
  });

  test('choosing subjects draws the questions and starts the clock at the server time', async () => {
    const exam = await createExam(t, learner);
    const res = await chooseSubjects(t, learner, exam, [whole(physics, 4)]);
    expect(res.status).toBe(201);
    const end = new Date(clock.now().getTime() + 240_000).toISOString();
    expect(res.json).toMatchObject({ exam, total_question: 4, timelimit: 240, is_scheduled: false });
    expect(res.json).toMatchObject({ start_time: clock.now().toISOString(), end_time: end });
    // The answer carries the exam as its own read gives it (docs/api.md#shape-exam-subject).
    const read = await t.call('GET', `/api/exam/v1/exam/${exam}/`, undefined, learner);
    const { subject_result: _r, prev_subject_result: _p, score: _s, ...examRead } = read.json as Record<string, unknown>;
    expect((res.json as { exam_detail: unknown }).exam_detail).toEqual(examRead);
    const again = await chooseSubjects(t, learner, exam, [whole(physics, 4)]);
    expect(again).toMatchObject({ status: 409, json: { detail: refusals.questionsChosen, code: 'QUESTIONS_CHOSEN' } });
    expect(await questionSet(t, learner, exam)).toHaveLength(4);
  });

  test('the question set of a running exam carries no answers and no explanations', async () => {
    const exam = await startedExam(t, learner, physics, 5);
    const set = await questionSet(t, learner, exam);
    expect(set).toHaveLength(5);
    for (const entry of set) {
      expect(entry.question.explanation_data).toBeUndefined();
      expect(entry.options).toHaveLength(4);
      for (const option of entry.options) expect(option.is_answer).toBeUndefined();
      expect(entry.choosed_options).toEqual([]);
    }
    expect(new Set(set.map((e) => e.question.id)).size).toBe(5);
  });

  test('an answer is saved idempotently, replaced, cleared, and shown in the question set and script', async () => {
    const exam = await startedExam(t, learner, physics, 3);
    const [first] = await questionSet(t, learner, exam);
    if (!first) throw new Error('no question');
    const [a, b] = first.options;
    if (!a || !b) throw new Error('no options');
    const once = await answer(exam, first.question.id, [a.id]);
    const twice = await answer(exam, first.question.id, [a.id]);
    expect(once.status).toBe(200);
    expect(twice.json).toEqual(once.json);
    expect((await answer(exam, first.question.id, [b.id])).json.choosed_options).toEqual([b.id]);
    expect((await questionSet(t, learner, exam))[0]?.choosed_options).toEqual([b.id]);
    expect((await answer(exam, first.question.id, [])).json.choosed_options).toEqual([]);
    const script = await t.call('GET', `/api/exam/v1/exam-script/?exam=${exam}`, undefined, learner);
    expect(script.body).toEqual([{ id: once.json.id, exam, question: first.question.id, user: once.json.user, choosed_options: [] }]);
  });

  test('an option of another question or a question of another exam is refused and nothing is saved', async () => {
    const exam = await startedExam(t, learner, physics, 2);
    const other = await startedExam(t, learner, physics, 2);
    const [q1, q2] = await questionSet(t, learner, exam);
    const [foreign] = await questionSet(t, learner, other);
    if (!q1 || !q2 || !foreign) throw new Error('no questions');
    const wrongOption = await answer(exam, q1.question.id, [q2.options[0]?.id ?? 0]);
    expect(wrongOption).toMatchObject({ status: 400, json: { detail: refusals.optionNotOfQuestion } });
    const outside = foreign.question.id === q1.question.id || foreign.question.id === q2.question.id ? null : foreign.question.id;
    if (outside !== null) {
      expect(await answer(exam, outside, [])).toMatchObject({ status: 400, json: { detail: refusals.questionNotInExam } });
    }
    expect((await t.call('GET', `/api/exam/v1/exam-script/?exam=${exam}`, undefined, learner)).body).toEqual([]);
  });

  test('submit finishes with the server counted score; a second submit returns the same result', async () => {
    const exam = await startedExam(t, learner, physics, 4);
    const set = await questionSet(t, learner, exam);
    const [q1, q2, q3] = set;
    if (!q1 || !q2 || !q3) throw new Error('no questions');
    const full = await t.call('GET', `/api/exam/v1/question/?subject=${physics}&limit=${QUESTIONS_PER_SUBJECT}`, undefined, reader.auth);
    const truth = new Map((full.body as { id: number; options: { id: number; is_answer: boolean }[] }[]).map((q) => [q.id, q.options]));
    const right = truth.get(q1.question.id)?.find((o) => o.is_answer)?.id ?? 0;
    const wrong = truth.get(q2.question.id)?.find((o) => !o.is_answer)?.id ?? 0;
    await answer(exam, q3.question.id, [truth.get(q3.question.id)?.find((o) => o.is_answer)?.id ?? 0]);
    clock.advance(MINUTE);
    // The script sent with the submit wins over what was saved before (q3 is cleared).
    const first = await submit(exam, [
      { question: q1.question.id, choosed_options: [right] },
      { question: q2.question.id, choosed_options: [wrong] },
      { question: q3.question.id, choosed_options: [] },
    ]);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      status: 'finished',
      prev_subject_result: { right: 1, wrong: 1, not_answered: 2 },
      subject_result: [{ subject: 'Physics', right: 1, wrong: 1, not_answered: 2 }],
      score: 0.75,
      total_question: 4,
      time_remaining: 180,
    });
    clock.advance(MINUTE);
    const second = await submit(exam, [{ question: q1.question.id, choosed_options: [] }]);
    expect(second).toMatchObject({ status: 200, json: first.json });
    expect((await result(exam)).json).toEqual(first.json);
  });

  test('two submits at once finish the exam once and answer the same result', async () => {
    const exam = await startedExam(t, learner, physics, 3);
    const [q1] = await questionSet(t, learner, exam);
    if (!q1) throw new Error('no question');
    const rows = [{ question: q1.question.id, choosed_options: [q1.options[0]?.id ?? 0] }];
    const [a, b] = await Promise.all([submit(exam, rows), submit(exam, rows)]);
    expect(a?.status).toBe(200);
    expect(b?.json).toEqual(a?.json);
    expect((a?.json.subject_result as unknown[]).length).toBe(1);
  });

  test('a finished exam is read-only and its question set now shows answers and explanations', async () => {
    // Biology: the learner's Physics exams left running above would hold their answers back.
    const exam = await startedExam(t, learner, await subjectId(t, learner, 'Biology'), 2);
    const [q1] = await questionSet(t, learner, exam);
    if (!q1) throw new Error('no question');
    await submit(exam, [{ question: q1.question.id, choosed_options: [] }]);
    const finished = { status: 409, json: { detail: refusals.finished, code: 'FINISHED' } };
    expect(await answer(exam, q1.question.id, [q1.options[0]?.id ?? 0])).toMatchObject(finished);
    expect(await t.call('DELETE', `/api/exam/v1/exam/${exam}/`, undefined, learner)).toMatchObject(finished);
    const set = await questionSet(t, learner, exam);
    for (const entry of set) {
      expect(Array.isArray(entry.question.explanation_data)).toBe(true);
      expect(entry.options.filter((o) => o.is_answer === true)).toHaveLength(1);
    }
  });

  test('asking for more questions than available gives the specification messages and draws nothing', async () => {
    const exam = await createExam(t, counter.auth);
    const too = await chooseSubjects(t, counter.auth, exam, [whole(physics, QUESTIONS_PER_SUBJECT + 1)]);
    expect(too).toMatchObject({ status: 400, json: { detail: availableQuestionsOnly(QUESTIONS_PER_SUBJECT) } });
    const topics = (await t.call('GET', `/api/exam/v1/topic/?subject=${physics}`, undefined, counter.auth)).body as { id: number }[];
    const topic = topics[0]?.id ?? 0;
    const subs = (await t.call('GET', `/api/exam/v1/sub-topic/?topic=${topic}`, undefined, counter.auth)).body as Level[];
    const sub = subs[0];
    if (!sub) throw new Error('no subtopic');
    expect(sub.questions_available).toBe(QUESTIONS_PER_SUBTOPIC);
    const row = { subject: physics, topic, subtopic: sub.id, no_of_questions: QUESTIONS_PER_SUBTOPIC - 1 };
    const summed = await chooseSubjects(t, counter.auth, exam, [row, { ...row, no_of_questions: 2 }]);
    expect(summed).toMatchObject({ status: 400, json: { detail: practiceMessages.totalAboveAvailable } });
    // Overlapping levels (the whole topic, then one of its subtopics) cannot share questions.
    const wholeTopic = { ...row, subtopic: null, no_of_questions: 2 * QUESTIONS_PER_SUBTOPIC };
    const overlap = await chooseSubjects(t, counter.auth, exam, [wholeTopic, { ...row, no_of_questions: 1 }]);
    expect(overlap).toMatchObject({ status: 400, json: { detail: practiceMessages.totalAboveAvailable } });
    expect(await questionSet(t, counter.auth, exam)).toEqual([]);
    const ok = await chooseSubjects(t, counter.auth, exam, [row]);
    expect(ok.status).toBe(201);
    const set = await questionSet(t, counter.auth, exam);
    expect(set).toHaveLength(QUESTIONS_PER_SUBTOPIC - 1);
  });

  test('a topic of another subject is refused', async () => {
    const exam = await createExam(t, learner);
    const chemistry = await subjectId(t, learner, 'Chemistry');
    const chemTopics = (await t.call('GET', `/api/exam/v1/topic/?subject=${chemistry}`, undefined, learner)).body as Level[];
    const res = await chooseSubjects(t, learner, exam, [{ ...whole(physics, 1), topic: chemTopics[0]?.id ?? 0 }]);
    expect(res).toMatchObject({ status: 400, json: { detail: refusals.topicNotOfSubject } });
  });

  test('a learner without a covering subscription is refused with 403 and no questions are drawn', async () => {
    const newbie = await asNewbie(t);
    const exam = await createExam(t, newbie);
    const res = await chooseSubjects(t, newbie, exam, [whole(physics, 2)]);
    expect(res).toMatchObject({ status: 403, json: { detail: 'Your subscription does not cover Physics.', code: 'NOT_COVERED' } });
    expect(await questionSet(t, newbie, exam)).toEqual([]);
    const cards = await t.call('GET', `/api/exam/v1/question/?subject=${physics}&limit=5`, undefined, newbie);
    expect(cards).toMatchObject({ status: 403, json: { detail: 'Your subscription does not cover Physics.', code: 'NOT_COVERED' } });
  });

  test('cancelling deletes a running exam', async () => {
    const exam = await startedExam(t, learner, physics, 2);
    expect((await t.call('DELETE', `/api/exam/v1/exam/${exam}/`, undefined, learner)).status).toBe(204);
    expect(await result(exam)).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
  });
});
