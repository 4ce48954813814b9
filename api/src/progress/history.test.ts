// The exam history (docs/progress.md#history-list, docs/progress.md#history-detail, docs/api.md#shape-history-row): only the caller's exams, counts and
// status per row, the review with answers only once finished, and each question's revision item.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asNewbie, createExam, subjectId } from '../test/examFixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { finishedExam, subscribedLearners, type Learner } from '../test/progressFixtures';

type HistoryRow = { id: number; title: string; total_question: number; right: number; wrong: number; score: number; status: string; updated_at: string; scheduled_start: string | null; in_progress: boolean };
type History = {
  exam: { id: number; status: string; prev_subject_result: { right: number; wrong: number; not_answered: number } };
  questions: {
    question: { id: number; explanation_data: unknown[]; options: { id: number; is_answer: boolean }[] };
    choosed_options: number[];
    revision: number | null;
  }[];
};

describe.each(stores)('exam history on %s', (store) => {
  let t: TestApi;
  let owner: Learner;
  let other: Learner;
  let finished: { exam: number; questions: number[] };
  beforeAll(async () => {
    t = await startTestApi(store);
    [owner, other] = (await subscribedLearners(t, 2)) as [Learner, Learner];
    const physics = await subjectId(t, owner.auth, 'Physics');
    finished = await finishedExam(t, owner.auth, { subject: physics, count: 4 }, ['right', 'wrong', 'blank', 'right']);
  });
  afterAll(() => t.close());

  const list = (learner: Learner) => t.call('GET', '/api/exam/v1/exam-history/', undefined, learner.auth);
  const detail = (learner: Learner, id: number | string) => t.call('GET', `/api/exam/v1/exam-history/${id}/`, undefined, learner.auth);

  test('lists the caller’s exams with questions newest first with total, right and status; one whose type was chosen and then left is not listed', async () => {
    const left = await createExam(t, owner.auth);
    // Biology: the unfinished exams here must not hold the finished Physics exam's questions.
    const biology = await subjectId(t, owner.auth, 'Biology');
    const drawn = await createExam(t, owner.auth);
    await t.call('POST', '/api/exam/v1/exam-subject/', { exam: drawn, subjects: [{ subject: biology, topic: null, subtopic: null, no_of_questions: 3 }] }, owner.auth);
    const rows = (await list(owner)).body as HistoryRow[];
    expect(rows.map((row) => row.id)).toEqual([drawn, finished.exam]);
    expect(rows.some((row) => row.id === left)).toBe(false);
    expect(rows[1]).toMatchObject({ title: 'Random Test', total_question: 4, right: 2, wrong: 1, status: 'finished', scheduled_start: null });
    expect(rows[0]).toMatchObject({ total_question: 3, right: 0, wrong: 0, score: 0, status: 'created', scheduled_start: null });
    expect((await list(other)).body).toEqual([]);
  });

  test('a row’s score is the result’s, negative marks taken off: 2 right and 1 wrong at 1 and −0.25 is 1.75, not 2 (issue 28)', async () => {
    const row = ((await list(owner)).body as HistoryRow[]).find((r) => r.id === finished.exam);
    const result = (await detail(owner, finished.exam)).body as { exam: { score: number } };
    expect(row?.score).toBe(1.75);
    expect(row?.score).toBe(result.exam.score);
  });

  test('a scheduled exam that has not begun carries its start time', async () => {
    const biology = await subjectId(t, owner.auth, 'Biology');
    const exam = await createExam(t, owner.auth);
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCSeconds(0, 0);
    const subjects = [{ subject: biology, topic: null, subtopic: null, no_of_questions: 2 }];
    const chosen = await t.call('POST', '/api/exam/v1/exam-subject/', { exam, subjects, is_scheduled: true, start_time: start.toISOString() }, owner.auth);
    expect(chosen.status).toBe(201);
    const row = ((await list(owner)).body as HistoryRow[]).find((r) => r.id === exam);
    expect(row).toMatchObject({ status: 'created', total_question: 2 });
    expect(row?.scheduled_start === null || row?.scheduled_start === undefined ? null : new Date(row.scheduled_start).getTime()).toBe(start.getTime());
    // Not begun: not in progress either (docs/progress.md#in-progress).
    expect(row?.in_progress).toBe(false);
  });

  test('an exam started and not finished is in progress; a finished one is not (docs/progress.md#in-progress)', async () => {
    const biology = await subjectId(t, owner.auth, 'Biology');
    const exam = await createExam(t, owner.auth);
    const subjects = [{ subject: biology, topic: null, subtopic: null, no_of_questions: 2 }];
    expect((await t.call('POST', '/api/exam/v1/exam-subject/', { exam, subjects }, owner.auth)).status).toBe(201);
    const rows = (await list(owner)).body as HistoryRow[];
    expect(rows.find((r) => r.id === exam)).toMatchObject({ status: 'created', in_progress: true });
    expect(rows.find((r) => r.id === finished.exam)).toMatchObject({ status: 'finished', in_progress: false });
  });

  test('the detail shows every question with the right option, the choice and the explanation', async () => {
    const res = await detail(owner, finished.exam);
    expect(res.status).toBe(200);
    const history = res.body as History;
    expect(history.exam.prev_subject_result).toEqual({ right: 2, wrong: 1, not_answered: 1 });
    expect(history.questions.map((q) => q.question.id)).toEqual(finished.questions);
    expect(history.questions.every((q) => q.question.explanation_data.length > 0)).toBe(true);
    expect(history.questions.every((q) => q.question.options.filter((o) => o.is_answer).length === 1)).toBe(true);
    expect(history.questions.map((q) => q.choosed_options.length)).toEqual([1, 1, 0, 1]);
    const [first] = history.questions;
    const chosenRight = first?.question.options.find((o) => o.id === first.choosed_options[0])?.is_answer;
    expect(chosenRight).toBe(true);
  });

  test('a question saved for revision carries its revision id, and loses it when removed', async () => {
    const question = finished.questions[2] ?? 0;
    const saved = await t.call('POST', '/api/exam/v1/revision/', { question }, owner.auth);
    const revisionOf = async () => ((await detail(owner, finished.exam)).body as History).questions[2]?.revision;
    expect(await revisionOf()).toBe(saved.json.id);
    await t.call('DELETE', `/api/exam/v1/revision/${String(saved.json.id)}/`, undefined, owner.auth);
    expect(await revisionOf()).toBeNull();
  });

  test('another learner’s exam is 404 like a missing one; so is an id that does not exist', async () => {
    expect(await detail(other, finished.exam)).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
    const newbie = await asNewbie(t);
    const res = await t.call('GET', `/api/exam/v1/exam-history/${finished.exam}/`, undefined, newbie);
    expect(res.status).toBe(404);
    expect((await detail(owner, 999_999)).status).toBe(404);
  });

  test('an exam that is not finished shows no questions, so no answer leaks', async () => {
    const physics = await subjectId(t, owner.auth, 'Physics');
    const exam = await createExam(t, owner.auth);
    const subjects = [{ subject: physics, topic: null, subtopic: null, no_of_questions: 2 }];
    await t.call('POST', '/api/exam/v1/exam-subject/', { exam, subjects }, owner.auth);
    const history = (await detail(owner, exam)).body as History;
    expect(history.exam.status).toBe('created');
    expect(history.questions).toEqual([]);
  });

  test('malformed ids are 400 and a missing token is 401', async () => {
    for (const id of ['abc', '0', '-1', '1.5']) expect((await detail(owner, id)).status).toBe(400);
    expect((await t.call('GET', '/api/exam/v1/exam-history/')).status).toBe(401);
  });
});
