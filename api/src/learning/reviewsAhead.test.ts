// The deck a device keeps (docs/learning.md#offline) through HTTP: `ahead` days send the cards due by
// the end of that day in Dhaka as the engine's isDueBy says, by their due under the plan, while
// due_today counts today's alone; a value outside 0 to 7 is refused with 400 and changes nothing;
// and the deck is still read in three statements.
import { randomUUID } from 'node:crypto';
import { dhakaDayEnd } from '@proshno/engine';
import { isDueBy } from '@proshno/engine/learning';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn, subjectId } from '../test/examFixtures';
import { DAY, fakeClock, MINUTE, type FakeClock } from '../test/fakeClock';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { finishedExam, subscribedLearners, type Learner } from '../test/progressFixtures';

type Memory = { due: string; last_review: string | null };
type Card = { question: { id: number; options: { id: number; is_answer: boolean }[] }; memory: Memory };
type Deck = { due_today: number; exam_eve: string | null; cards: Card[] };

const URL = '/api/learning/v1/reviews/';
// 10:00 in Dhaka on 1 December.
const START = new Date('2026-12-01T04:00:00.000Z');

describe.each(stores)('the deck days ahead on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  let learner: Learner;
  const statements: string[] = [];
  let counting = false;
  /** The learner's cards: missed and still due today, due tomorrow, in two days, in eight. */
  const ids = { today: 0, tomorrow: 0, inTwo: 0, inEight: 0 };

  beforeAll(async () => {
    clock = fakeClock(START);
    const onQuery = (sql: string) => {
      if (counting) statements.push(sql);
    };
    t = await startTestApi(store, { now: clock.now, onQuery });
    [learner] = (await subscribedLearners(t, 1)) as [Learner];
    const physics = await subjectId(t, learner.auth, 'Physics');
    const { questions } = await finishedExam(t, learner.auth, { subject: physics, count: 4 }, ['wrong', 'wrong', 'right', 'right']);
    const [missedFirst, missedSecond, knownFirst, knownSecond] = questions.map(Number) as [number, number, number, number];
    // Access tokens follow the clock: the learner signs in again.
    clock.advance(15 * MINUTE);
    learner.auth = await signIn(t, learner.email, learner.password);
    // A miss answered right comes back tomorrow; new cards graded Good in 2 days, Easy in 8 (docs/learning.md#grades).
    const missed = (await deck('?limit=100')).cards.find((card) => card.question.id === missedFirst);
    const right = missed?.question.options.find((option) => option.is_answer)?.id;
    expect((await t.call('POST', URL, { key: randomUUID(), question: missedFirst, option: right }, learner.auth)).status).toBe(200);
    for (const [question, grade] of [[knownFirst, 'good'], [knownSecond, 'easy']] as const) {
      expect((await t.call('POST', `${URL}graded/`, { key: randomUUID(), question, grade }, learner.auth)).status).toBe(200);
    }
    Object.assign(ids, { today: missedSecond, tomorrow: missedFirst, inTwo: knownFirst, inEight: knownSecond });
  });
  afterAll(() => t.close());

  async function deck(query: string): Promise<Deck> {
    const reply = await t.call('GET', `${URL}${query}`, undefined, learner.auth);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body as Deck;
  }
  const questionsOf = (d: Deck) => d.cards.map((card) => card.question.id);

  test('sends the cards due by the end of the day `ahead` days after today, and counts today’s alone', async () => {
    const today = await deck('?limit=100');
    expect({ due_today: today.due_today, cards: questionsOf(today) }).toEqual({ due_today: 1, cards: [ids.today] });
    expect(await deck('?limit=100&ahead=0')).toEqual(today);
    expect(questionsOf(await deck('?limit=100&ahead=1'))).toEqual([ids.today, ids.tomorrow]);
    expect(questionsOf(await deck('?limit=100&ahead=2'))).toEqual([ids.today, ids.tomorrow, ids.inTwo]);
    // Each day as the engine's isDueBy says at that day's end; the card due in eight days never.
    const week = await deck('?limit=100&ahead=7');
    expect(questionsOf(week)).toEqual([ids.today, ids.tomorrow, ids.inTwo]);
    for (let ahead = 0; ahead <= 7; ahead += 1) {
      const sent = await deck(`?limit=100&ahead=${ahead}`);
      const end = dhakaDayEnd(new Date(clock.now().getTime() + ahead * DAY));
      expect({ ahead, due_today: sent.due_today, cards: sent.cards }).toEqual({ ahead, due_today: 1, cards: week.cards.filter((card) => isDueBy(card.memory, end)) });
    }
    // The limit still bounds the page, most overdue first.
    expect(await deck('?limit=2&ahead=7')).toEqual({ ...week, cards: week.cards.slice(0, 2) });
  });

  test('reaches a card the plan makes due on the exam’s eve when the eve is among the days, its memory as stored', async () => {
    // The exam on 4 December: its eve begins at midnight in Dhaka after 2 December, 18:00 UTC.
    expect((await t.call('PUT', '/api/learning/v1/plan/', { name: 'Admission', exam_date: '2026-12-04', daily_minutes: 60 }, learner.auth)).status).toBe(200);
    const eve = '2026-12-02T18:00:00.000Z';
    expect(await deck('?limit=100&ahead=1')).toMatchObject({ due_today: 1, exam_eve: eve });
    expect(questionsOf(await deck('?limit=100&ahead=1'))).toEqual([ids.today, ids.tomorrow]);
    const two = await deck('?limit=100&ahead=2');
    expect(two.due_today).toBe(1);
    expect(questionsOf(two)).toEqual([ids.today, ids.tomorrow, ...[ids.inTwo, ids.inEight].sort((a, b) => a - b)]);
    const eight = two.cards.find((card) => card.question.id === ids.inEight);
    expect(Date.parse(eight?.memory.due ?? '')).toBeGreaterThan(Date.parse(eve) + 5 * DAY);
    expect((await t.call('DELETE', '/api/learning/v1/plan/', undefined, learner.auth)).status).toBe(204);
  });

  test('refuses days ahead outside 0 to 7 with 400 and changes nothing', async () => {
    const before = await deck('?limit=100&ahead=7');
    for (const ahead of ['8', '-1', 'x', '1.5', '01', '']) {
      const reply = await t.call('GET', `${URL}?ahead=${ahead}`, undefined, learner.auth);
      expect({ ahead, status: reply.status, detail: typeof reply.json.detail }).toEqual({ ahead, status: 400, detail: 'string' });
    }
    expect(await deck('?limit=100&ahead=7')).toEqual(before);
  });

  test('is read in three statements days ahead too', async () => {
    const work = () => statements.filter((s) => !/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(s));
    statements.length = 0;
    counting = true;
    await deck('?limit=100&ahead=3');
    counting = false;
    expect(work()).toHaveLength(3);
  });
});
