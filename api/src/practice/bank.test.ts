// Issue 4 question bank (api): grades, subjects, topics and subtopics with questions_available,
// exam types and templates, the learner's covered subjects, and flashcard questions with answers.
import { availableQuestionsOnly, PREVIOUS_YEAR_FIRST, PREVIOUS_YEAR_LAST } from '@proshno/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asLearner, subjectId, type Auth } from '../test/examFixtures';
import { FIXTURE_SUBJECTS, QUESTIONS_PER_SUBJECT, QUESTIONS_PER_SUBTOPIC } from '../test/fixtureBank';
import { startTestApi, stores, type TestApi } from '../test/harness';

type Level = { id: number; name: string; questions_available: number };

describe.each(stores)('question bank on %s', (store) => {
  let t: TestApi;
  let learner: Auth;
  beforeAll(async () => {
    t = await startTestApi(store);
    learner = await asLearner(t);
  });
  afterAll(() => t.close());
  const get = (url: string) => t.call('GET', url, undefined, learner);

  test('exam types are Random Test, Model Test (2) and Previous Year (3) with time per question and marks', async () => {
    const res = await get('/api/exam/v1/exam-type/');
    expect(res.body).toEqual([
      { id: 1, name: 'Random Test', time_per_question: 60, mark_per_qn: 1, negative_mark_per_qn: 0.25 },
      { id: 2, name: 'Model Test', time_per_question: 36, mark_per_qn: 1, negative_mark_per_qn: 0.25 },
      { id: 3, name: 'Previous Year', time_per_question: 36, mark_per_qn: 1, negative_mark_per_qn: 0.25 },
    ]);
  });

  test('each level counts the questions below it', async () => {
    const grades = (await get('/api/exam/v1/grade/')).body as (Level & { subjects: Level[] })[];
    expect(grades).toEqual([
      expect.objectContaining({ name: 'HSC', questions_available: FIXTURE_SUBJECTS.length * QUESTIONS_PER_SUBJECT }),
    ]);
    const subjects = (await get(`/api/exam/v1/subject/?grade=${grades[0]?.id}`)).body as (Level & { grade: string })[];
    expect(subjects.map((s) => s.name)).toEqual(FIXTURE_SUBJECTS);
    expect(subjects.every((s) => s.grade === 'HSC' && s.questions_available === QUESTIONS_PER_SUBJECT)).toBe(true);
    const physics = subjects[0]?.id ?? 0;
    const topics = (await get(`/api/exam/v1/topic/?subject=${physics}`)).body as Level[];
    expect(topics.map((x) => x.questions_available)).toEqual([2 * QUESTIONS_PER_SUBTOPIC, 2 * QUESTIONS_PER_SUBTOPIC]);
    const subtopics = (await get(`/api/exam/v1/sub-topic/?topic=${topics[0]?.id}`)).body as Level[];
    expect(subtopics.map((x) => x.questions_available)).toEqual([QUESTIONS_PER_SUBTOPIC, QUESTIONS_PER_SUBTOPIC]);
    expect((await get('/api/exam/v1/subject/?grade=999')).body).toEqual([]);
  });

  test('the learner\'s subscription lists every subject it covers', async () => {
    const res = await get('/api/study-plan/v1/subscribed-packages/');
    const [subscription] = res.body as { details: { grade: { name: string }; subject: { name: string } }[] }[];
    expect(subscription?.details.map((d) => d.subject.name)).toEqual(FIXTURE_SUBJECTS);
    expect(subscription?.details.every((d) => d.grade.name === 'HSC')).toBe(true);
  });

  test('model-test and previous-year templates carry subjects, counts, universities, units and years', async () => {
    const res = await get('/api/exam/v1/exam-templates/?status=active');
    const templates = res.body as {
      id: number;
      name: string;
      exam_Type: number;
      subjects: { subject: { name: string }; no_of_questions: number; count_for_pass: number }[];
      universities: { university: string; units: string[] }[];
      years: number[];
    }[];
    const engineering = templates.find((x) => x.name === 'Engineering Admission Model Test');
    expect(engineering).toMatchObject({ exam_Type: 2, exam_time_per_question: 36, universities: [], years: [] });
    expect(engineering?.subjects.map((s) => [s.subject.name, s.no_of_questions])).toEqual([
      ['Physics', 15],
      ['Chemistry', 15],
      ['Higher Mathematics', 15],
    ]);
    const previous = templates.find((x) => x.exam_Type === 3);
    expect(previous?.universities.find((u) => u.university === 'University of Dhaka')?.units).toEqual(['A', 'B', 'C']);
    expect(previous?.years).toHaveLength(PREVIOUS_YEAR_LAST - PREVIOUS_YEAR_FIRST + 1);
    // Newest first, as the year select lists them (docs/practice.md#previous-year).
    expect(previous?.years[0]).toBe(PREVIOUS_YEAR_LAST);
    expect(previous?.years.at(-1)).toBe(PREVIOUS_YEAR_FIRST);
    const one = await get(`/api/exam/v1/exam-template/${engineering?.id}/`);
    expect(one.body).toEqual(engineering);
    expect(await get('/api/exam/v1/exam-template/9999/')).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
    expect((await get('/api/exam/v1/exam-templates/?status=inactive')).body).toEqual([]);
  });

  test('flashcard questions come with answers and explanations, drawn from the chosen level', async () => {
    const physics = await subjectId(t, learner, 'Physics');
    const topic = ((await get(`/api/exam/v1/topic/?subject=${physics}`)).body as Level[])[1]?.id ?? 0;
    const res = await get(`/api/exam/v1/question/?subject=${physics}&topic=${topic}&limit=5`);
    expect(res.status).toBe(200);
    const cards = res.body as {
      id: number;
      topic: number;
      options: { is_answer: boolean }[];
      explanation_data: unknown[];
      question_data: { type: string }[];
    }[];
    expect(cards).toHaveLength(5);
    expect(new Set(cards.map((c) => c.id)).size).toBe(5);
    for (const card of cards) {
      expect(card.topic).toBe(topic);
      expect(card.options.filter((o) => o.is_answer)).toHaveLength(1);
      expect(card.explanation_data.length).toBeGreaterThan(0);
      expect(card.question_data.map((p) => p.type)).toEqual(['text', 'latex']);
    }
    const tooMany = await get(`/api/exam/v1/question/?subject=${physics}&topic=${topic}&limit=${2 * QUESTIONS_PER_SUBTOPIC + 1}`);
    expect(tooMany).toMatchObject({ status: 400, json: { detail: availableQuestionsOnly(2 * QUESTIONS_PER_SUBTOPIC) } });
    expect((await get(`/api/exam/v1/question/?subject=${physics}&limit=0`)).status).toBe(400);
  });

  test('bank levels need a token', async () => {
    for (const path of ['/api/exam/v1/exam-type/', '/api/exam/v1/grade/', '/api/exam/v1/subject/', '/api/exam/v1/exam-templates/']) {
      expect((await t.call('GET', path)).status).toBe(401);
    }
  });
});
