// Review cards over GraphQL against the real api (PGlite): the demo learner's deck with its questions'
// subjects named, a review applied once per key, and the api's refusals as coded errors.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOf, dataOf, startLiveStack, verifiedNewcomer, type LiveStack } from '../liveStack';

type Memory = { due: string; state: string; reps: number; scheduled_days: number; last_review: string | null };
type Card = { question: { id: number; subject: { id: number; name: string }; explanation_data: unknown[]; options: { id: number; is_answer: boolean }[] }; memory: Memory };
type Outcome = { question: number; right: boolean; replayed: boolean; memory: Memory };

const DECK = `query($limit: Int) { reviewDeck(limit: $limit) {
  due_today
  cards { question { id subject { id name } explanation_data { type data } options { id is_answer } } memory { due stability difficulty scheduled_days learning_steps reps lapses state last_review } }
} }`;
const REVIEW = `mutation($key: String!, $question: Int!, $option: Int!, $reviewedAt: String) {
  reviewQuestion(key: $key, question: $question, option: $option, reviewedAt: $reviewedAt) { question right replayed memory { due state reps last_review } }
}`;

let stack: LiveStack;
let learner: string;

beforeAll(async () => {
  stack = await startLiveStack();
  learner = await accessOf(stack, 'learner@example.com', 'Learner#2026');
});
afterAll(async () => {
  await stack?.close();
});

const deckOf = async (token: string, limit?: number) =>
  dataOf(await stack.graphql<{ reviewDeck: { due_today: number; cards: Card[] } }>(DECK, limit === undefined ? {} : { limit }, token)).reviewDeck;
const optionOf = (card: Card, right: boolean) => card.question.options.find((o) => o.is_answer === right)?.id ?? 0;

describe('the review deck', () => {
  it("serves the demo learner's due cards with their questions, subjects named, answers and explanations", async () => {
    const deck = await deckOf(learner, 2);
    expect(deck.due_today).toBeGreaterThan(0);
    expect(deck.cards).toHaveLength(Math.min(2, deck.due_today));
    for (const card of deck.cards) {
      expect(card.question.subject.name.length).toBeGreaterThan(0);
      expect(card.question.explanation_data.length).toBeGreaterThan(0);
      expect(card.question.options.filter((o) => o.is_answer)).toHaveLength(1);
      expect(card.memory).toMatchObject({ state: 'learning', reps: 1 });
    }
  });

  it('is empty for a learner with no cards', async () => {
    const newcomer = await verifiedNewcomer(stack, 'learning');
    expect(await deckOf(newcomer.token)).toEqual({ due_today: 0, cards: [] });
  });
});

describe('a review', () => {
  it('is judged by the server, scheduled, and applied once per key', async () => {
    const [card] = (await deckOf(learner, 1)).cards;
    if (!card) throw new Error('no card due');
    const variables = { key: randomUUID(), question: card.question.id, option: optionOf(card, true) };
    const first = dataOf(await stack.graphql<{ reviewQuestion: Outcome }>(REVIEW, variables, learner)).reviewQuestion;
    expect(first).toMatchObject({ question: card.question.id, right: true, replayed: false, memory: { state: 'review', reps: 2 } });
    const again = dataOf(await stack.graphql<{ reviewQuestion: Outcome }>(REVIEW, variables, learner)).reviewQuestion;
    expect(again).toEqual({ ...first, replayed: true });
  });

  it('takes reviewedAt as the time the device made it, never later than now', async () => {
    const [card] = (await deckOf(learner, 1)).cards;
    if (!card) throw new Error('no card due');
    const reviewedAt = new Date(Date.now() + 86_400_000).toISOString();
    const answer = await stack.graphql<{ reviewQuestion: Outcome }>(REVIEW, { key: randomUUID(), question: card.question.id, option: optionOf(card, false), reviewedAt }, learner);
    const { memory } = dataOf(answer).reviewQuestion;
    expect(Date.parse(memory.last_review ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it("passes the api's refusals on as coded errors", async () => {
    const [card, other] = (await deckOf(learner, 2)).cards;
    if (!card || !other) throw new Error('two cards due');
    const stranger = await verifiedNewcomer(stack, 'learning');
    const refused = async (variables: Record<string, unknown>, token: string) =>
      (await stack.graphql(REVIEW, { key: randomUUID(), question: card.question.id, option: optionOf(card, true), ...variables }, token)).errors?.[0]?.extensions;
    expect(await refused({}, stranger.token)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await refused({ option: optionOf(other, true) }, learner)).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
    expect(await refused({ key: 'not-a-uuid' }, learner)).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
  });

  it('is HELD while the question is in an exam of the learner that can still take answers', async () => {
    const rest = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${stack.restUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${learner}` },
        body: JSON.stringify(body),
      });
      return (await response.json()) as Record<string, unknown>;
    };
    const subjects = (await (await fetch(`${stack.restUrl}/api/exam/v1/subject/`, { headers: { authorization: `Bearer ${learner}` } })).json()) as { id: number }[];
    const exam = Number((await rest('POST', '/api/exam/v1/exam/', { title: 'Random Test', type: 1 })).id);
    await rest('POST', '/api/exam/v1/exam-subject/', { exam, subjects: [{ subject: subjects[0]?.id, topic: null, subtopic: null, no_of_questions: 1 }] });
    const set = (await (await fetch(`${stack.restUrl}/api/exam/v1/question-set/?exam=${exam}`, { headers: { authorization: `Bearer ${learner}` } })).json()) as {
      question: { id: number };
      options: { id: number }[];
    }[];
    const [entry] = set;
    if (!entry) throw new Error('no question drawn');
    await rest('POST', '/api/exam/v1/revision/', { question: entry.question.id });
    const answer = await stack.graphql(REVIEW, { key: randomUUID(), question: entry.question.id, option: entry.options[0]?.id ?? 0 }, learner);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'HELD', status: 409 });
  });
});
