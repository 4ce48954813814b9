// The first start's demo data (docs/decisions.md#demo-data): the generated bank of over
// 2,000 questions, templates for its subjects, its images under /media, and a learner whose
// subscription covers every subject and who has some finished exams, and cards to review from them.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asLearner, type Auth } from '../test/examFixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { demoBank } from './demoBank';

describe.each(stores)('demo data on %s', (store) => {
  let t: TestApi;
  let learner: Auth;
  beforeAll(async () => {
    t = await startTestApi(store, { bank: demoBank });
    learner = await asLearner(t);
  });
  afterAll(() => t.close());
  const get = async (url: string) => (await t.call('GET', url, undefined, learner)).body;

  test('the bank holds over 2,000 questions and every template is offered', async () => {
    const grades = (await get('/api/exam/v1/grade/')) as { questions_available: number; subjects: { name: string }[] }[];
    expect(grades.reduce((n, g) => n + g.questions_available, 0)).toBeGreaterThanOrEqual(2000);
    const templates = (await get('/api/exam/v1/exam-templates/?status=active')) as { name: string }[];
    expect(templates.map((x) => x.name)).toEqual([
      'Engineering Admission Model Test',
      'Medical Admission Model Test',
      'HSC Science Model Test',
      'University Admission Test (Science)',
      'Medical College Admission Test',
    ]);
    const subscriptions = (await get('/api/study-plan/v1/subscribed-packages/')) as { details: unknown[] }[];
    expect(subscriptions[0]?.details).toHaveLength(grades.flatMap((g) => g.subjects).length);
  });

  test('the learner has three finished exams with server-counted results', async () => {
    const finished = (await get('/api/exam/v1/exam/?status=finished')) as { id: number; total_question: number }[];
    expect(finished).toHaveLength(3);
    for (const exam of finished) {
      const result = (await get(`/api/exam/v1/exam/${exam.id}/`)) as { prev_subject_result: Record<string, number> };
      const counts = { right: 0, wrong: 0, not_answered: 0, ...result.prev_subject_result };
      expect(counts.right + counts.wrong + counts.not_answered).toBe(exam.total_question);
      expect(counts.right).toBeGreaterThan(counts.wrong);
    }
  });

  test('the learner has cards to review today, from the questions missed in those exams', async () => {
    const deck = (await get('/api/learning/v1/reviews/')) as { due_today: number; cards: { memory: { state: string; reps: number } }[] };
    expect(deck.due_today).toBeGreaterThan(0);
    expect(deck.cards.length).toBe(Math.min(deck.due_today, 20));
    expect(deck.cards.every((card) => card.memory.state === 'learning' && card.memory.reps === 1)).toBe(true);
  });

  test('bank images are served under /media', async () => {
    const res = await t.api.app.inject({ url: '/media/bank/series-circuit.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});
