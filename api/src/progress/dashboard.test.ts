// The home dashboard's numbers (docs/api.md#shape-user-stats, docs/api.md#shape-daily-stats, docs/constants.md#stats-window): the last 3 days, Dhaka
// calendar days, only the caller's finished exams.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn, subjectId } from '../test/examFixtures';
import { DAY, fakeClock, HOUR, type FakeClock } from '../test/fakeClock';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { finishedExam, subscribedLearners, type Learner } from '../test/progressFixtures';

type Tiles = { exams: number; total_qn: number; correct_ratio: number };
type Day = { date: string; total_question: number; right: number; wrong: number; not_answered: number };

// 2026-05-20 23:30 in Dhaka is 17:30 UTC: a finish then belongs to the 20th in Dhaka, not the 21st.
const START = new Date('2026-05-20T17:30:00Z');

describe.each(stores)('the dashboard on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  let learner: Learner;
  let other: Learner;
  beforeAll(async () => {
    clock = fakeClock(START);
    t = await startTestApi(store, { now: clock.now });
    [learner, other] = (await subscribedLearners(t, 2)) as [Learner, Learner];
    const chemistry = await subjectId(t, learner.auth, 'Chemistry');
    await finishedExam(t, learner.auth, { subject: chemistry, count: 4 }, ['right', 'right', 'wrong', 'blank']);
    clock.advance(4 * DAY);
    learner.auth = await signIn(t, learner.email, learner.password);
    await finishedExam(t, learner.auth, { subject: chemistry, count: 4 }, ['right', 'wrong', 'wrong', 'blank']);
    clock.advance(HOUR);
    learner.auth = await signIn(t, learner.email, learner.password);
    other.auth = await signIn(t, other.email, other.password);
  });
  afterAll(() => t.close());

  test('the tiles count the exams of the last 3 days only; a question left blank is not attempted, and the percentage is the accuracy (issue 28)', async () => {
    const tiles = (await t.call('GET', '/api/exam/v1/exam-tiles/', undefined, learner.auth)).body as Tiles;
    expect(tiles.exams).toBe(1);
    // 1 right, 2 wrong, 1 blank: 3 attempted, 1 of them right.
    expect(tiles.total_qn).toBe(3);
    expect(tiles.correct_ratio).toBeCloseTo(100 / 3, 9);
    expect((await t.call('GET', '/api/exam/v1/exam-tiles/', undefined, other.auth)).body).toEqual({ exams: 0, total_qn: 0, correct_ratio: 0 });
  });

  test('the graph gives every Dhaka day of the window, zeros included', async () => {
    const res = await t.call('GET', '/api/exam/v1/performance-graph/?from_date=2026-05-19&to_date=2026-05-25', undefined, learner.auth);
    const days = res.body as Day[];
    expect(days.map((day) => day.date)).toEqual(['2026-05-19', '2026-05-20', '2026-05-21', '2026-05-22', '2026-05-23', '2026-05-24', '2026-05-25']);
    expect(days[1]).toEqual({ date: '2026-05-20', total_question: 4, right: 2, wrong: 1, not_answered: 1 });
    expect(days[2]?.total_question).toBe(0);
    expect(days[5]).toEqual({ date: '2026-05-24', total_question: 4, right: 1, wrong: 2, not_answered: 1 });
    const theirs = (await t.call('GET', '/api/exam/v1/performance-graph/?from_date=2026-05-19&to_date=2026-05-25', undefined, other.auth)).body as Day[];
    expect(theirs.every((day) => day.total_question === 0)).toBe(true);
  });

  test('a reversed, impossible, missing or over-long range is a 400 detail', async () => {
    for (const query of ['from_date=2026-05-25&to_date=2026-05-19', 'from_date=2026-02-30&to_date=2026-03-01', 'from_date=2026-05-19', 'from_date=2025-01-01&to_date=2026-05-25', 'from_date=19-05-2026&to_date=2026-05-25']) {
      const res = await t.call('GET', `/api/exam/v1/performance-graph/?${query}`, undefined, learner.auth);
      expect(res.status).toBe(400);
      expect(typeof res.json.detail).toBe('string');
    }
  });
});
