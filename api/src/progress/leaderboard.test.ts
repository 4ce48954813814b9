// The leaderboard's Elo rule (docs/decisions.md#elo) and its periods (docs/progress.md#leaderboard-periods, docs/progress.md#leaderboard-custom):
// a known answer sequence gives known ratings, a period adds up the changes of exams finished in
// it, a week is the last 7 days, and custom weeks are days 1–7, 8–14, … of the month.
import { customPeriod, presetPeriod } from '@proshno/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn, subjectId } from '../test/examFixtures';
import { fakeClock, type FakeClock } from '../test/fakeClock';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { finishedExam, placementsOf, subscribedLearners, type Learner } from '../test/progressFixtures';

type Row = { full_name: string; email: string; elo: number; rank: number; you: boolean };

// 2026-03-10 12:00 in Dhaka (UTC+6).
const START = new Date('2026-03-10T06:00:00Z');

describe.each(stores)('the leaderboard on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  let learners: Learner[];
  beforeAll(async () => {
    clock = fakeClock(START);
    t = await startTestApi(store, { now: clock.now });
    learners = await subscribedLearners(t, 4);
  });
  afterAll(() => t.close());

  /** Moves the clock to `at` and signs everyone in again (access tokens last 15 minutes). */
  async function moveTo(at: string): Promise<void> {
    clock.advance(new Date(at).getTime() - clock.now().getTime());
    for (const learner of learners) learner.auth = await signIn(t, learner.email, learner.password);
  }

  const board = (learner: Learner, start_date: string, end_date: string) =>
    t.call('GET', `/api/exam/v1/leaderboard/?start_date=${start_date}&end_date=${end_date}`, undefined, learner.auth);
  const rowOf = async (learner: Learner, start_date: string, end_date: string): Promise<Row | undefined> =>
    ((await board(learner, start_date, end_date)).body as Row[]).find((row) => row.email === learner.email);

  test('a known answer sequence gives known ratings, and the questions remember theirs', async () => {
    const [c, d] = learners;
    if (!c || !d) throw new Error('learners missing');
    const english = await subjectId(t, c.auth, 'English');
    const [first] = await placementsOf(t, c.auth, english);
    const subtopic = first?.subtopics[0];
    if (!first || subtopic === undefined) throw new Error('no English subtopic');
    // Five fresh questions at 1000, answered in the exam's order: right, right, wrong, blank, right.
    const byC = await finishedExam(t, c.auth, { subject: english, topic: first.topic, subtopic, count: 5 }, ['right', 'right', 'wrong', 'blank', 'right']);
    const lifetime = await rowOf(c, '2000-01-01', '2026-03-10');
    expect(lifetime?.elo).toBeCloseTo(1022.4003834519158, 9);
    // The first question lost 4 to C; D answers only it, right: 1000 + 24·(1 − E(1000, 996)).
    const target = byC.questions[0];
    const mine = await takeOnly(d, { subject: english, topic: first.topic, subtopic, count: 5 }, target ?? 0);
    expect(mine).toBe(true);
    expect((await rowOf(d, '2000-01-01', '2026-03-10'))?.elo).toBeCloseTo(1011.8618509981325, 9);
  });

  test('ranks best first, shows only the caller’s own e-mail whole, and lists only learners with exams', async () => {
    const [c, d, e] = learners;
    if (!c || !d || !e) throw new Error('learners missing');
    const rows = (await board(e, '2026-03-10', '2026-03-10')).body as Row[];
    expect(rows.map((row) => row.elo)).toEqual([...rows.map((row) => row.elo)].sort((a, b) => b - a));
    expect(rows.some((row) => row.email === e.email)).toBe(false);
    expect(rows.some((row) => row.email === c.email)).toBe(false);
    expect(rows.filter((row) => /^[^@]•••@[^@]+$/u.test(row.email)).length).toBe(rows.length);
    expect((await rowOf(c, '2026-03-10', '2026-03-10'))?.email).toBe(c.email);
  });

  test('a period counts the exams finished in it: custom weeks are days 1–7, 8–14, …; a week is the last 7 days', async () => {
    const [, , e, f] = learners;
    if (!e || !f) throw new Error('learners missing');
    // Different subjects, so F's questions are fresh whatever E drew.
    const biology = await subjectId(t, e.auth, 'Biology');
    const knowledge = await subjectId(t, f.auth, 'General Knowledge');
    // E finishes at 14 March 23:59 in Dhaka, F a minute later, on 15 March 00:00.
    await moveTo('2026-03-14T17:59:00Z');
    await finishedExam(t, e.auth, { subject: biology, count: 2 }, ['right', 'wrong']);
    await moveTo('2026-03-14T18:00:00Z');
    await finishedExam(t, f.auth, { subject: knowledge, count: 2 }, ['right', 'right']);
    const week = (n: number) => customPeriod({ year: 2026, month: 3, week: n });
    const listed = async (learner: Learner, period: ReturnType<typeof week>) => {
      if (!period.ok) throw new Error(period.error);
      return (await rowOf(learner, period.period.start_date, period.period.end_date)) !== undefined;
    };
    expect([await listed(e, week(2)), await listed(e, week(3))]).toEqual([true, false]);
    expect([await listed(f, week(2)), await listed(f, week(3))]).toEqual([false, true]);
    // On 22 March the last 7 days start on the 15th: F is in, E (the 14th) is out.
    await moveTo('2026-03-22T06:00:00Z');
    const thisWeek = presetPeriod('week', '2026-03-22');
    expect(thisWeek).toEqual({ start_date: '2026-03-15', end_date: '2026-03-22' });
    const [ef, ff] = await Promise.all([
      rowOf(e, thisWeek.start_date, thisWeek.end_date),
      rowOf(f, thisWeek.start_date, thisWeek.end_date),
    ]);
    expect(ef).toBeUndefined();
    // Two right answers from 1000 against fresh questions.
    const second = 1012 + 24 * (1 - 1 / (1 + 10 ** ((1000 - 1012) / 400)));
    expect(ff?.elo).toBeCloseTo(second, 9);
  });

  test('gives equal scores one rank and skips the next (1, 2, 2, 4), and marks only the caller’s own row', async () => {
    const fresh = await subscribedLearners(t, 4);
    clock.advance(new Date('2026-04-02T06:00:00Z').getTime() - clock.now().getTime());
    for (const learner of fresh) learner.auth = await signIn(t, learner.email, learner.password);
    const [w, x, y, z] = fresh;
    if (!w || !x || !y || !z) throw new Error('learners missing');
    const english = await subjectId(t, w.auth, 'English');
    // Two learners who answer nothing keep exactly 1000 each: a tie between a better and a worse one.
    await finishedExam(t, w.auth, { subject: english, count: 2 }, ['right', 'right']);
    await finishedExam(t, x.auth, { subject: english, count: 2 }, ['blank', 'blank']);
    await finishedExam(t, y.auth, { subject: english, count: 2 }, ['blank', 'blank']);
    await finishedExam(t, z.auth, { subject: english, count: 2 }, ['wrong', 'wrong']);
    const rows = (await board(y, '2026-04-02', '2026-04-02')).body as Row[];
    expect(rows.map((row) => [Math.round(row.elo) === 1000, row.rank])).toEqual([
      [false, 1],
      [true, 2],
      [true, 2],
      [false, 4],
    ]);
    expect(rows.filter((row) => row.you).map((row) => row.email)).toEqual([y.email]);
  });

  test('refuses impossible and reversed dates with a 400 detail', async () => {
    const [c] = learners;
    if (!c) throw new Error('learners missing');
    c.auth = await signIn(t, c.email, c.password);
    for (const query of ['start_date=2026-02-30&end_date=2026-03-01', 'start_date=2026-03-02&end_date=2026-03-01', 'start_date=2026-3-1&end_date=2026-03-01', 'end_date=2026-03-01']) {
      const res = await t.call('GET', `/api/exam/v1/leaderboard/?${query}`, undefined, c.auth);
      expect(res.status).toBe(400);
      expect(typeof res.json.detail).toBe('string');
    }
    expect((await t.call('GET', '/api/exam/v1/leaderboard/?start_date=2026-03-01&end_date=2026-03-02')).status).toBe(401);
  });

  test('never sends another learner’s address, however short: only its first character and its domain (issue 26)', async () => {
    const [short, viewer] = await subscribedLearners(t, 2, ['ab@example.org']);
    if (!short || !viewer) throw new Error('learners missing');
    const english = await subjectId(t, short.auth, 'English');
    await finishedExam(t, short.auth, { subject: english, count: 2 }, ['right', 'wrong']);
    await finishedExam(t, viewer.auth, { subject: english, count: 2 }, ['blank', 'blank']);
    const rows = (await board(viewer, '2000-01-01', '2030-12-31')).body as Row[];
    const others = rows.filter((row) => !row.you);
    expect(others.map((row) => row.email)).toContain('a•••@example.org');
    expect(others.filter((row) => row.email.includes('ab'))).toEqual([]);
    expect(others.filter((row) => !/^[^@]•••@[^@]+$/u.test(row.email))).toEqual([]);
    expect(rows.filter((row) => row.you).map((row) => row.email)).toEqual([viewer.email]);
  });

  /** An exam of the placement where only `question` is answered, right; false if it was not drawn. */
  async function takeOnly(learner: Learner, row: { subject: number; topic: number; subtopic: number; count: number }, question: number) {
    const created = await t.call('POST', '/api/exam/v1/exam/', { title: 'Random Test', type: 1 }, learner.auth);
    const exam = Number(created.json.id);
    const subjects = [{ subject: row.subject, topic: row.topic, subtopic: row.subtopic, no_of_questions: row.count }];
    await t.call('POST', '/api/exam/v1/exam-subject/', { exam, subjects }, learner.auth);
    const entries = (await t.call('GET', `/api/exam/v1/question-set/?exam=${exam}`, undefined, learner.auth)).body as {
      question: { id: number; question_data: { data: string }[] };
      options: { id: number; data: { data: string }[] }[];
    }[];
    const entry = entries.find((e) => e.question.id === question);
    if (!entry) return false;
    const asked = /what is (\d+) \+ (\d+)\?/.exec(entry.question.question_data.map((p) => p.data).join(' '));
    const sum = String(Number(asked?.[1]) + Number(asked?.[2]));
    const right = entry.options.find((o) => o.data.some((p) => p.data === sum));
    const script = entries.map((e) => ({ exam, question: e.question.id, choosed_options: e === entry && right ? [right.id] : [] }));
    return (await t.call('POST', '/api/exam/v1/exam-script/', script, learner.auth)).status === 200;
  }
});
