// The revision list (docs/progress.md#revision, docs/api.md#exam-paths, docs/progress.md#revision-messages): save ('Question saved for revision' / 'already
// saved'), list with subject/topic/subtopic filters, remove; only the caller's own items.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asLearner, asNewbie, questionSet, startedExam, subjectId, type Auth } from '../test/examFixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { revisionMessages } from './revisionRoutes';

type Card = { id: number; subject: number; topic: number; subtopic: number };
type Item = { id: number; question: Card & { explanation_data: unknown[] }; options: { is_answer: boolean }[] };

describe.each(stores)('revision on %s', (store) => {
  let t: TestApi;
  let learner: Auth;
  let cards: Card[];
  beforeAll(async () => {
    t = await startTestApi(store);
    learner = await asLearner(t);
    const chemistry = await subjectId(t, learner, 'Chemistry');
    cards = (await t.call('GET', `/api/exam/v1/question/?subject=${chemistry}&limit=4`, undefined, learner)).body as Card[];
  });
  afterAll(() => t.close());

  const save = (question: number, auth = learner) => t.call('POST', '/api/exam/v1/revision/', { question }, auth);
  const list = (query = '', auth = learner) => t.call('GET', `/api/exam/v1/revision/${query}`, undefined, auth);

  test('saving answers "saved", saving again answers "already saved" and keeps one item', async () => {
    const [card] = cards;
    if (!card) throw new Error('no card');
    const first = await save(card.id);
    expect(first).toMatchObject({ status: 201, json: { question: card.id, detail: revisionMessages.saved } });
    const second = await save(card.id);
    expect(second).toMatchObject({ status: 200, json: { id: first.json.id, detail: revisionMessages.alreadySaved } });
    const items = (await list()).body as Item[];
    expect(items.filter((i) => i.question.id === card.id)).toHaveLength(1);
    expect(items[0]?.options.filter((o) => o.is_answer)).toHaveLength(1);
    expect(items[0]?.question.explanation_data.length).toBeGreaterThan(0);
  });

  test('the list filters by subject, topic and subtopic', async () => {
    for (const card of cards) await save(card.id);
    const [card] = cards;
    if (!card) throw new Error('no card');
    const bySubtopic = (await list(`?question__subtopic=${card.subtopic}`)).body as Item[];
    expect(bySubtopic.length).toBeGreaterThan(0);
    expect(bySubtopic.every((i) => i.question.subtopic === card.subtopic)).toBe(true);
    const byTopic = (await list(`?question__subject=${card.subject}&question__topic=${card.topic}`)).body as Item[];
    expect(byTopic.every((i) => i.question.topic === card.topic)).toBe(true);
    expect((await list(`?question__subject=${card.subject}`)).body).toHaveLength(cards.length);
  });

  test('removing is for the owner only; another user gets 404 and sees none', async () => {
    const newbie = await asNewbie(t);
    const items = (await list()).body as Item[];
    const [item] = items;
    if (!item) throw new Error('no item');
    expect((await list('', newbie)).body).toEqual([]);
    const theirs = await t.call('DELETE', `/api/exam/v1/revision/${item.id}/`, undefined, newbie);
    expect(theirs).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
    expect((await t.call('DELETE', `/api/exam/v1/revision/${item.id}/`, undefined, learner)).status).toBe(204);
    expect((await list()).body).toHaveLength(items.length - 1);
    expect((await t.call('DELETE', `/api/exam/v1/revision/${item.id}/`, undefined, learner)).status).toBe(404);
  });

  test('a question of an uncovered subject cannot be saved, an unknown one is 404', async () => {
    const newbie = await asNewbie(t);
    expect(await save(cards[0]?.id ?? 0, newbie)).toMatchObject({ status: 403 });
    expect(await save(999_999)).toMatchObject({ status: 404 });
  });

  test('a question saved during a running exam shows its answer only after the exam', async () => {
    const physics = await subjectId(t, learner, 'Physics');
    const exam = await startedExam(t, learner, physics, 1);
    const [entry] = await questionSet(t, learner, exam);
    if (!entry) throw new Error('no question');
    expect((await save(entry.question.id)).status).toBe(201);
    expect(((await list()).body as Item[]).some((i) => i.question.id === entry.question.id)).toBe(false);
    await t.call('POST', '/api/exam/v1/exam-script/', [{ exam, question: entry.question.id, choosed_options: [] }], learner);
    expect(((await list()).body as Item[]).some((i) => i.question.id === entry.question.id)).toBe(true);
  });
});
