// docs/exam.md#bookmarks-on-server (issue 28 item 14): a bookmark is kept on the server with the
// exam, so the question set read on another device has it; only the exam's owner sets it, only on a
// question of the exam, and a refused call changes nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { asLearner, asNewbie, questionSet, startedExam, subjectId, type Auth } from '../test/examFixtures';
import { refusals } from './refusals';

describe.each(stores)('bookmarks kept with the exam on %s', (store) => {
  let t: TestApi;
  let learner: Auth;
  let newbie: Auth;
  let exam: number;
  let questions: number[];
  beforeAll(async () => {
    t = await startTestApi(store);
    learner = await asLearner(t);
    newbie = await asNewbie(t);
    exam = await startedExam(t, learner, await subjectId(t, learner, 'Physics'), 4);
    questions = (await questionSet(t, learner, exam)).map((entry) => entry.question.id);
  });
  afterAll(() => t.close());

  const bookmark = (question: number, bookmarked: boolean, auth: Auth = learner, onExam: number = exam) =>
    t.call('PUT', '/api/exam/v1/exam-script/bookmark/', { exam: onExam, question, bookmarked }, auth);
  const bookmarked = async () => (await questionSet(t, learner, exam)).filter((entry) => entry.bookmarked).map((entry) => entry.question.id);
  const third = () => questions[2] ?? 0;

  test('a bookmark set comes back with the question set, and clearing it (twice) takes it away', async () => {
    expect(await bookmarked()).toEqual([]);
    expect(await bookmark(third(), true)).toMatchObject({ status: 200, json: { exam, question: third(), bookmarked: true } });
    expect(await bookmark(third(), true)).toMatchObject({ status: 200, json: { bookmarked: true } });
    expect(await bookmarked()).toEqual([third()]);
    expect((await questionSet(t, learner, exam)).every((entry) => typeof entry.bookmarked === 'boolean')).toBe(true);
    expect(await bookmark(third(), false)).toMatchObject({ status: 200, json: { bookmarked: false } });
    expect(await bookmark(third(), false)).toMatchObject({ status: 200, json: { bookmarked: false } });
    expect(await bookmarked()).toEqual([]);
    await bookmark(third(), true);
  });

  test("another learner is refused on the learner's exam and changes nothing", async () => {
    const before = await bookmarked();
    const first = questions[0] ?? 0;
    expect(await bookmark(first, true, newbie)).toMatchObject({ status: 404, json: { detail: refusals.notFound } });
    expect(await bookmark(third(), false, newbie)).toMatchObject({ status: 404 });
    expect(await bookmarked()).toEqual(before);
  });

  test('a question that is not one of the exam’s, or a bad body, is a 400 and changes nothing', async () => {
    const before = await bookmarked();
    const other = await startedExam(t, learner, await subjectId(t, learner, 'Chemistry'), 2);
    const foreign = (await questionSet(t, learner, other)).map((entry) => entry.question.id).find((id) => !questions.includes(id)) ?? 0;
    expect(await bookmark(foreign, true)).toMatchObject({ status: 400, json: { detail: refusals.questionNotInExam } });
    expect(await bookmark(99_999_999, true)).toMatchObject({ status: 400, json: { detail: refusals.questionNotInExam } });
    expect((await t.call('PUT', '/api/exam/v1/exam-script/bookmark/', { exam, question: questions[0] }, learner)).status).toBe(400);
    expect((await t.call('PUT', '/api/exam/v1/exam-script/bookmark/', { exam, question: questions[0], bookmarked: 'yes' }, learner)).status).toBe(400);
    expect((await t.call('PUT', '/api/exam/v1/exam-script/bookmark/', { exam: 'x', question: questions[0], bookmarked: true }, learner)).status).toBe(400);
    expect((await t.call('PUT', '/api/exam/v1/exam-script/bookmark/', { exam, question: questions[0], bookmarked: true })).status).toBe(401);
    expect(await bookmarked()).toEqual(before);
    expect((await questionSet(t, learner, other)).filter((entry) => entry.bookmarked)).toEqual([]);
  });
});
