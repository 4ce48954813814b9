// Rating farming (issue 26 item 6; docs/decisions.md#elo-repeats): a previous-year paper is the same on
// every sitting, so a learner who read its key in history could re-sit it and gain on every
// sitting. A question counts for the rating once in ELO_REPEAT_WINDOW_DAYS; a contest's practice
// never counts (docs/contest.md#practice).
import { ELO_REPEAT_WINDOW_DAYS, ELO_START } from '@proshno/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { endedContestOf } from '../test/contestFixtures';
import { signIn, subjectId } from '../test/examFixtures';
import { DAY, fakeClock } from '../test/fakeClock';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { finishedExam, rightOptionOf, subscribedLearners, type FixtureEntry, type Learner } from '../test/progressFixtures';

type Template = { id: number; exam_Type: number; universities: { id: number; university: string }[] };
type Reviewed = { questions: { question: { id: number; options: { id: number; is_answer?: boolean }[] } }[] };
type Totals = { right: number; wrong: number; not_answered: number };

describe.each(stores)('rating a question answered again on %s', (store) => {
  let t: TestApi;
  const clock = fakeClock(new Date('2026-07-01T02:00:00Z'));
  let paper: Record<string, unknown>;
  let resitter: Learner;
  let drawer: Learner;
  let practiser: Learner;
  beforeAll(async () => {
    t = await startTestApi(store, { now: clock.now });
    // Every learner at once: each call restarts the api to write their subscriptions.
    const learners = await subscribedLearners(t, 3);
    const [a, b, c] = learners;
    if (!a || !b || !c) throw new Error('no learners');
    [resitter, drawer, practiser] = [a, b, c];
    const templates = (await t.call('GET', '/api/exam/v1/exam-templates/?status=active', undefined, resitter.auth)).body as Template[];
    const template = templates.find((x) => x.exam_Type === 3);
    const dhaka = template?.universities.find((u) => u.university === 'University of Dhaka');
    if (!template || !dhaka) throw new Error('no previous-year template');
    paper = { template: template.id, university_id: dhaka.id, unit: 'A', year: '2019' };
  });
  afterAll(() => t.close());

  /** The learner's Lifetime score, from their own row of the leaderboard. */
  async function ratingOf(learner: Learner): Promise<number> {
    const rows = (await t.call('GET', '/api/exam/v1/leaderboard/?start_date=2000-01-01&end_date=2030-12-31', undefined, learner.auth)).body as {
      elo: number;
      you: boolean;
    }[];
    const mine = rows.find((row) => row.you);
    if (!mine) throw new Error('the learner is not on the leaderboard');
    return mine.elo;
  }

  async function entriesOf(learner: Learner, exam: number): Promise<FixtureEntry[]> {
    const res = await t.call('GET', `/api/exam/v1/question-set/?exam=${exam}`, undefined, learner.auth);
    if (res.status !== 200) throw new Error(`question-set: ${JSON.stringify(res.body)}`);
    return res.body as FixtureEntry[];
  }

  /** Sits the paper now, choosing what `choose` picks for each question (nothing: left blank); answers the exam id and its totals. */
  async function sit(learner: Learner, choose: (entry: FixtureEntry, index: number) => number | null): Promise<{ exam: number; totals: Totals }> {
    const created = await t.call(
      'POST',
      '/api/exam/v1/exam-template-previous-year/create-exam/',
      { start_time: clock.now().toISOString(), is_schedule: false, ...paper },
      learner.auth,
    );
    if (created.status !== 201) throw new Error(`previous-year: ${JSON.stringify(created.body)}`);
    const exam = Number(created.json.id);
    const entries = await entriesOf(learner, exam);
    const script = entries.map((entry, i) => {
      const option = choose(entry, i);
      return { exam, question: entry.question.id, choosed_options: option === null ? [] : [option] };
    });
    const submitted = await t.call('POST', '/api/exam/v1/exam-script/', script, learner.auth);
    if (submitted.status !== 200) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
    return { exam, totals: submitted.json.prev_subject_result as Totals };
  }

  test('re-sitting a previous-year paper with the key read from history moves the rating only as the first sitting did', async () => {
    const learner = resitter;
    // The first sitting: the learner knows the first half of the paper and leaves the rest blank.
    const first = await sit(learner, (entry, i) => (i % 2 === 0 ? rightOptionOf(entry).id : null));
    const afterFirst = await ratingOf(learner);
    expect(afterFirst).toBeGreaterThan(ELO_START);
    // The key of every question, the blank ones too, read from the history review.
    const review = (await t.call('GET', `/api/exam/v1/exam-history/${first.exam}/`, undefined, learner.auth)).body as Reviewed;
    const key = new Map(review.questions.map(({ question }) => [question.id, question.options.find((o) => o.is_answer)?.id ?? null]));
    const size = first.totals.right + first.totals.wrong + first.totals.not_answered;
    // Three re-sits, every answer right from the key: the attack works, and gains nothing.
    const after: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const again = await sit(learner, (entry) => key.get(entry.question.id) ?? null);
      expect(again.totals).toEqual({ right: size, wrong: 0, not_answered: 0 });
      after.push(await ratingOf(learner));
    }
    expect(after).toEqual([afterFirst, afterFirst, afterFirst]);
    // Once the window has passed, the paper counts again, as a first attempt would.
    clock.advance(ELO_REPEAT_WINDOW_DAYS * DAY);
    learner.auth = await signIn(t, learner.email, learner.password);
    await sit(learner, (entry) => key.get(entry.question.id) ?? null);
    expect(await ratingOf(learner)).toBeGreaterThan(afterFirst);
  });

  test('a contest’s practice is never rated, even with every answer right', async () => {
    const learner = practiser;
    drawer.auth = await signIn(t, drawer.email, drawer.password);
    // Questions the practising learner has never seen, drawn by someone else for the contest's paper.
    const chemistry = await subjectId(t, drawer.auth, 'Chemistry');
    const { questions } = await finishedExam(t, drawer.auth, { subject: chemistry, count: 4 }, ['blank', 'blank', 'blank', 'blank']);
    const contest = await endedContestOf(t, questions, clock.now());
    learner.auth = await signIn(t, learner.email, learner.password);
    const practice = await t.call('POST', `/api/contest/v1/contest/${contest}/practice/`, undefined, learner.auth);
    expect(practice.status).toBe(201);
    const exam = Number(practice.json.id);
    const entries = await entriesOf(learner, exam);
    const script = entries.map((entry) => ({ exam, question: entry.question.id, choosed_options: [rightOptionOf(entry).id] }));
    const submitted = await t.call('POST', '/api/exam/v1/exam-script/', script, learner.auth);
    expect(submitted.json.prev_subject_result).toEqual({ right: questions.length, wrong: 0, not_answered: 0 });
    expect(await ratingOf(learner)).toBe(ELO_START);
  });
});
