// Review cards over GraphQL against the real api (PGlite): the demo learner's deck with its questions'
// subjects named, and days ahead passed on; a review applied once per key, and the api's refusals as
// coded errors; the weak topics, one REST call, named in the page's language; and the plan toward the
// exam, set, read and cleared.
import { randomUUID } from 'node:crypto';
import { daysFrom, dhakaDateOf, examEveOf, inLanguage, PLAN_LIMITS, serverWords, shiftDay } from '@proshno/engine';
import { bengaliTwins } from '@proshno/engine/bengali';
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

  it('counts the cards due today alone, as many as the deck says', async () => {
    const { reviewsDueToday } = dataOf(await stack.graphql<{ reviewsDueToday: number }>('{ reviewsDueToday }', {}, learner));
    expect(reviewsDueToday).toBe((await deckOf(learner, 1)).due_today);
  });

  it('refuses a deck of no cards or of more than 100 as a bad input', async () => {
    for (const limit of [0, -1, 101]) {
      const answer = await stack.graphql(DECK, { limit }, learner);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    }
  });

  it('passes the days ahead on: a card answered right today is sent by the end of its day, counted today no more', async () => {
    const AHEAD = `query($ahead: Int) { reviewDeck(limit: 100, ahead: $ahead) { due_today cards { question { id } } } }`;
    type Sent = { reviewDeck: { due_today: number; cards: { question: { id: number } }[] } };
    const sent = async (ahead?: number) => dataOf(await stack.graphql<Sent>(AHEAD, ahead === undefined ? {} : { ahead }, learner)).reviewDeck;
    const [card] = (await deckOf(learner, 1)).cards;
    if (!card) throw new Error('no card due');
    // Answered right, it comes back in days (docs/learning.md#schedule): the one it falls due on.
    const reviewed = dataOf(await stack.graphql<{ reviewQuestion: Outcome }>(REVIEW, { key: randomUUID(), question: card.question.id, option: optionOf(card, true) }, learner));
    const now = new Date().toISOString();
    const days = daysFrom(dhakaDateOf(now) ?? '', dhakaDateOf(reviewed.reviewQuestion.memory.due) ?? '');
    expect(days).toBeGreaterThanOrEqual(1);
    expect(days).toBeLessThanOrEqual(7);
    stack.restCalls.length = 0;
    const today = await sent();
    const before = await sent(days - 1);
    const then = await sent(days);
    expect(today.cards.map((c) => c.question.id)).not.toContain(card.question.id);
    expect(before.cards.map((c) => c.question.id)).not.toContain(card.question.id);
    expect(then.cards.map((c) => c.question.id)).toContain(card.question.id);
    expect([before.due_today, then.due_today]).toEqual([today.due_today, today.due_today]);
    expect(stack.restCalls.filter((call) => call.includes('/api/learning/'))).toEqual([
      'GET /api/learning/v1/reviews/?limit=100',
      `GET /api/learning/v1/reviews/?limit=100&ahead=${days - 1}`,
      `GET /api/learning/v1/reviews/?limit=100&ahead=${days}`,
    ]);
    // The days ahead are the contract's to check.
    for (const ahead of [-1, 8]) {
      expect((await stack.graphql(AHEAD, { ahead }, learner)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
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

const GRADE = `mutation($key: String!, $question: Int!, $grade: ReviewGrade!, $reviewedAt: String) {
  gradeQuestion(key: $key, question: $question, grade: $grade, reviewedAt: $reviewedAt) { question replayed exam_eve memory { due state reps last_review } }
}`;
type Graded = { question: number; replayed: boolean; exam_eve: string | null; memory: Memory };

describe("a flashcard's grade", () => {
  /** A question the token's learner draws as a flashcard. */
  const flashcard = async (token: string): Promise<number> => {
    const { subjects } = dataOf(await stack.graphql<{ subjects: { id: number; name: string }[] }>('{ subjects { id name } }', {}, token));
    const physics = subjects.find((subject) => subject.name === 'Physics')?.id ?? 0;
    const drawn = dataOf(await stack.graphql<{ flashcardQuestions: { id: number }[] }>('query($s: Int!) { flashcardQuestions(subject: $s, limit: 1) { id } }', { s: physics }, token));
    return drawn.flashcardQuestions[0]?.id ?? 0;
  };

  it("grades the learner's card of a flashcard's question and is applied once per key, in one REST call each", async () => {
    const question = await flashcard(learner);
    const variables = { key: randomUUID(), question, grade: 'good' };
    stack.restCalls.length = 0;
    const before = Date.now();
    const first = dataOf(await stack.graphql<{ gradeQuestion: Graded }>(GRADE, variables, learner)).gradeQuestion;
    // The demo learner may have a card of it already (a demo exam's miss): made or reviewed, it was reviewed now.
    expect(first).toMatchObject({ question, replayed: false, exam_eve: expect.any(String) });
    expect(first.memory.reps).toBeGreaterThanOrEqual(1);
    expect(Date.parse(first.memory.last_review ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const again = dataOf(await stack.graphql<{ gradeQuestion: Graded }>(GRADE, { ...variables, grade: 'again' }, learner)).gradeQuestion;
    expect(again).toEqual({ ...first, replayed: true });
    expect(stack.restCalls.filter((call) => call.includes('/api/learning/'))).toEqual([
      'POST /api/learning/v1/reviews/graded/',
      'POST /api/learning/v1/reviews/graded/',
    ]);
  });

  it("refuses a grade GraphQL does not know as a bad input, and passes the api's refusals on as coded errors", async () => {
    const question = await flashcard(learner);
    const refused = async (variables: Record<string, unknown>, token: string) =>
      (await stack.graphql(GRADE, { key: randomUUID(), question, grade: 'hard', ...variables }, token)).errors?.[0]?.extensions;
    expect(await refused({ grade: 'perfect' }, learner)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await refused({ key: 'not-a-uuid' }, learner)).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
    // A learner without a subscription could not draw it: the same 404 as a question that does not exist.
    const stranger = await verifiedNewcomer(stack, 'grading');
    expect(await refused({}, stranger.token)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await refused({ question: 999_999 }, learner)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

type TopicMastery = { subject: { id: number; name: string }; topic: { id: number; name: string }; answered: number; right: number; level: number; sure: string };

const MASTERY = '{ mastery { subject { id name } topic { id name } answered right level sure } }';

/** The caller's weak topics as a page in `language` asks for them. */
async function masteryIn(token: string, language: string): Promise<TopicMastery[]> {
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': language },
    body: JSON.stringify({ query: MASTERY }),
  });
  return dataOf((await response.json()) as { data?: { mastery: TopicMastery[] } }).mastery;
}

describe('the weak topics', () => {
  it("are the demo learner's topics, weakest first, in one REST call", async () => {
    stack.restCalls.length = 0;
    const topics = await masteryIn(learner, 'en');
    expect(stack.restCalls.filter((call) => call.includes('/api/learning/'))).toEqual(['GET /api/learning/v1/mastery/']);
    expect(topics.length).toBeGreaterThan(0);
    const levels = topics.map((topic) => topic.level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    for (const topic of topics) {
      expect(topic.answered).toBeGreaterThanOrEqual(topic.right);
      expect(topic.level).toBeGreaterThan(0);
      expect(topic.level).toBeLessThan(1);
      expect(['high', 'medium', 'low']).toContain(topic.sure);
    }
  });

  it("name their subjects and topics in Bengali on a Bengali page, as the catalogue's twins", async () => {
    const english = await masteryIn(learner, 'en');
    const bengali = await masteryIn(learner, 'bn');
    expect(bengali.map(({ subject, topic, level }) => ({ subject: subject.id, topic: topic.id, level }))).toEqual(
      english.map(({ subject, topic, level }) => ({ subject: subject.id, topic: topic.id, level })),
    );
    const twins = (await (await fetch(`${stack.restUrl}/api/exam/v1/name-twins/`, { headers: { authorization: `Bearer ${learner}` } })).json()) as { name: string; bengali: string }[];
    const twinOf = new Map(twins.map((twin) => [twin.name, twin.bengali]));
    expect(bengali.map((row) => [row.subject.name, row.topic.name])).toEqual(english.map((row) => [twinOf.get(row.subject.name), twinOf.get(row.topic.name)]));
    // Every name of the demo bank has its twin: nothing in Latin letters is left.
    expect(bengali.flatMap((row) => [row.subject.name, row.topic.name]).filter((name) => /[A-Za-z]{2,}/.test(name))).toEqual([]);
  });

  it('are none for a learner who has finished no exam', async () => {
    const newcomer = await verifiedNewcomer(stack, 'mastery');
    expect(await masteryIn(newcomer.token, 'en')).toEqual([]);
  });
});

type LearnerPlan = { target: { name: string; exam_date: string; daily_minutes: number } | null; today: string; streak: { days: number; studied_today: boolean; paused: boolean } };

const PLAN = '{ plan { target { name exam_date daily_minutes } today streak { days studied_today paused } } }';
const SET_PLAN = `mutation($name: String!, $examDate: String!, $dailyMinutes: Int!) {
  setPlan(name: $name, examDate: $examDate, dailyMinutes: $dailyMinutes) { name exam_date daily_minutes }
}`;

describe('the plan toward the exam', () => {
  const planOf = async (token: string) => dataOf(await stack.graphql<{ plan: LearnerPlan }>(PLAN, {}, token)).plan;

  it('is set, read with the streak, brings the deck to its eve and is cleared, each one REST call', async () => {
    const newcomer = await verifiedNewcomer(stack, 'plan');
    const today = dhakaDateOf(new Date().toISOString()) ?? '';
    stack.restCalls.length = 0;
    expect(await planOf(newcomer.token)).toEqual({ target: null, today, streak: { days: 0, studied_today: false, paused: false } });
    const examDate = shiftDay(today, 30);
    const set = dataOf(await stack.graphql<{ setPlan: unknown }>(SET_PLAN, { name: ' DU Science Unit ', examDate, dailyMinutes: 90 }, newcomer.token)).setPlan;
    expect(set).toEqual({ name: 'DU Science Unit', exam_date: examDate, daily_minutes: 90 });
    expect((await planOf(newcomer.token)).target).toEqual(set);
    const deck = dataOf(await stack.graphql<{ reviewDeck: { exam_eve: string | null } }>('{ reviewDeck { exam_eve } }', {}, newcomer.token)).reviewDeck;
    expect(deck.exam_eve).toBe(examEveOf(examDate, new Date())?.toISOString());
    expect(dataOf(await stack.graphql<{ clearPlan: boolean }>('mutation { clearPlan }', {}, newcomer.token)).clearPlan).toBe(true);
    expect((await planOf(newcomer.token)).target).toBeNull();
    expect(stack.restCalls.filter((call) => call.includes('/api/learning/'))).toEqual([
      'GET /api/learning/v1/plan/',
      'PUT /api/learning/v1/plan/',
      'GET /api/learning/v1/plan/',
      'GET /api/learning/v1/reviews/',
      'DELETE /api/learning/v1/plan/',
      'GET /api/learning/v1/plan/',
    ]);
  });

  it("refuses a bad target as a bad request in the api's words, Bengali ones beside them for a Bengali page", async () => {
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${learner}`, 'accept-language': 'bn-BD,bn;q=0.9' },
      body: JSON.stringify({ query: SET_PLAN, variables: { name: 'DU', examDate: shiftDay(dhakaDateOf(new Date().toISOString()) ?? '', 30), dailyMinutes: 4 } }),
    });
    const [refusal] = ((await response.json()) as { errors?: { message: string; extensions: Record<string, unknown> }[] }).errors ?? [];
    const sentence = serverWords.planMinutesTooFew(PLAN_LIMITS.minMinutes);
    expect(refusal).toMatchObject({ message: sentence, extensions: { code: 'BAD_REQUEST', status: 400 } });
    expect(refusal?.extensions.words).toEqual({ [sentence]: inLanguage('bn', () => bengaliTwins.server.planMinutesTooFew(PLAN_LIMITS.minMinutes)) });
  });

  it('is set for the demo learner, with a streak', async () => {
    const demo = await planOf(learner);
    expect(demo.target?.name).toBe('DU Science Unit (Ka)');
    expect(demo.streak.days).toBeGreaterThanOrEqual(4);
  });
});
