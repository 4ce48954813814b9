// Contests over HTTP (docs/contest.md): the admin's rules and role, registration with the
// subscription every exam needs, joining on the server's clock with only the time left, options
// shuffled per learner, answers held until the end, results computed once (ties 1, 2, 2, 4),
// practice attempts that never change the merit list, and the mails of an edit and a cancel.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { waitForMailTo } from '../mail/outbox';
import { availableQuestionsOnly } from '@proshno/engine';
import { asNewbie, createExam, signIn, subjectId, whole, type Auth, type SetEntry } from '../test/examFixtures';
import { QUESTIONS_PER_SUBJECT } from '../test/fixtureBank';
import { DAY, fakeClock, HOUR, MINUTE } from '../test/fakeClock';
import { signedInAgain } from '../test/contestFixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { manualTimer } from '../test/jobTimer';
import { createApi } from '../index';
import { rightOptionOf, subscribedLearners, type FixtureEntry, type Learner } from '../test/progressFixtures';
import { MERIT_CSV_HEADER } from './adminContestRoutes';
import { contestRefusals } from './refusals';

type Template = { id: number; name: string; exam_Type: number; universities: { id: number; university: string; units: string[] }[] };
type Contest = { id: number; status: string; duration: number; total_question: number; registered_count: number; is_registered: boolean; start_time: string; end_time: string };
type Entry = SetEntry & FixtureEntry;

const MODEL = 'Engineering Admission Model Test';

describe.each(stores)('contests on %s', (store) => {
  let t: TestApi;
  let admin: Auth;
  let learners: Learner[];
  const clock = fakeClock(new Date('2026-08-01T02:00:00Z'));
  /** Every statement the api sends, as the injected query observer sees it. */
  const statements: string[] = [];
  /** The results job's timer, ticked by hand (docs/contest.md#results). */
  const job = manualTimer();
  /** Times the results of `contest` were computed (their ranking insert sent) since the start. */
  const computed = new Map<number, number>();
  const observe = (text: string, params: unknown[]) => {
    statements.push(text);
    if (onContestLoad !== null && /from "contests" where "contests"\."id" = \$1$/.test(text)) {
      const hook = onContestLoad;
      onContestLoad = null;
      hook();
    }
    if (/INSERT INTO contest_results\b/.test(text)) {
      const contest = params.find((p) => typeof p === 'number');
      if (typeof contest === 'number') computed.set(contest, (computed.get(contest) ?? 0) + 1);
    }
  };
  const computedFor = (contest: number) => computed.get(contest) ?? 0;
  /** Called once when a read next loads a contest (before it locks the row to compute), then cleared. */
  let onContestLoad: (() => void) | null = null;

  let modelTemplate: number;
  /** Sign-ins of each account since the api (re)started. */
  const count = { signIns: 1 };
  beforeAll(async () => {
    t = await startTestApi(store, { now: clock.now, onQuery: observe, resultsTimer: job.timer });
    learners = await subscribedLearners(t, 4);
    admin = await signIn(t, 'admin@example.com', 'Admin#2026');
    const list = (await t.call('GET', '/api/exam/v1/exam-templates/?status=active', undefined, admin)).body as Template[];
    const found = list.find((x) => x.name === MODEL);
    if (!found) throw new Error(`no template ${MODEL}`);
    modelTemplate = found.id;
  });
  afterAll(() => t.close());

  const auth = (i: number): Auth => {
    const learner = learners[i];
    if (!learner) throw new Error(`no learner ${i}`);
    return learner.auth;
  };
  const base = '/api/contest/v1/contest';
  const adminBase = '/api/contest/v1/admin/contest';

  /** Moves the server's clock; access tokens last 15 minutes, so everyone signs in again (signedInAgain). */
  async function advance(ms: number): Promise<void> {
    clock.advance(ms);
    ({ admin, learners } = await signedInAgain(t, count, learners));
  }
  // Every contest a test made is over before the next: the small test bank holds 20 questions a
  // subject, and a new contest's paper leaves out every question another held contest's paper has
  // (docs/contest.md#private-paper).
  afterEach(() => advance(DAY));

  async function newContest(extra: Record<string, unknown> = {}, startsIn = HOUR): Promise<Contest> {
    const start = new Date(clock.now().getTime() + startsIn).toISOString();
    const res = await t.call('POST', `${adminBase}/`, { template: modelTemplate, title: 'Weekly Engineering Mock', start_time: start, ...extra }, admin);
    if (res.status !== 201) throw new Error(`create contest: ${JSON.stringify(res.body)}`);
    return res.body as Contest;
  }

  const register = (contest: number, who: Auth) => t.call('POST', `${base}/${contest}/register/`, undefined, who);
  const join = (contest: number, who: Auth) => t.call('POST', `${base}/${contest}/join/`, undefined, who);
  const setOf = async (exam: number, who: Auth) =>
    (await t.call('GET', `/api/exam/v1/question-set/?exam=${exam}`, undefined, who)).body as Entry[];

  /** Submits `right` right answers and the rest blank. */
  async function sit(contest: number, who: Auth, right: number): Promise<number> {
    const exam = Number((await join(contest, who)).json.id);
    const entries = await setOf(exam, who);
    const script = entries.map((e, i) => ({ exam, question: e.question.id, choosed_options: i < right ? [rightOptionOf(e).id] : [] }));
    const submitted = await t.call('POST', '/api/exam/v1/exam-script/', script, who);
    expect(submitted.status).toBe(200);
    return exam;
  }

  test('only an admin creates a contest, from an active template, starting in the future', async () => {
    const template = modelTemplate;
    const body = { template, title: 'Weekly Engineering Mock', start_time: new Date(clock.now().getTime() + HOUR).toISOString() };
    expect(await t.call('POST', `${adminBase}/`, body, auth(0))).toMatchObject({ status: 403 });
    expect(await t.call('GET', `${adminBase}/`, undefined, auth(0))).toMatchObject({ status: 403 });
    const past = await t.call('POST', `${adminBase}/`, { ...body, start_time: new Date(clock.now().getTime() - MINUTE).toISOString() }, admin);
    expect(past).toMatchObject({ status: 400, json: { detail: contestRefusals.startInPast } });
    const created = await t.call('POST', `${adminBase}/`, body, admin);
    // The duration is the template's time per question × the questions (docs/contest.md#what).
    expect(created).toMatchObject({ status: 201, json: { status: 'upcoming', total_question: 45, duration: 45 * 36, registered_count: 0, exam_type: 2 } });
    const listed = (await t.call('GET', `${base}/?status=upcoming`, undefined, auth(0))).body as Contest[];
    expect(listed.map((c) => c.id)).toContain(Number(created.json.id));
  });

  test('registration needs the subscription every exam needs, and closes at the start', async () => {
    const contest = await newContest();
    const newbie = await asNewbie(t);
    const refused = await register(contest.id, newbie);
    expect(refused.status).toBe(403);
    expect(String(refused.json.detail)).toMatch(/^Your subscription does not cover /);
    expect(refused.json.code).toBe('NOT_COVERED');
    expect(await register(contest.id, auth(0))).toMatchObject({ status: 201 });
    // Registering again is the same registration.
    expect(await register(contest.id, auth(0))).toMatchObject({ status: 201 });
    expect(await t.call('GET', `${base}/${contest.id}/`, undefined, auth(0))).toMatchObject({ json: { registered_count: 1, is_registered: true } });
    await advance(HOUR);
    expect(await register(contest.id, auth(1))).toMatchObject({ status: 403, json: { detail: contestRefusals.registrationClosed, code: 'REGISTRATION_CLOSED' } });
  });

  test('a learner joins at the start on the server clock, late with only the time left, with options shuffled per learner', async () => {
    const contest = await newContest();
    await register(contest.id, auth(0));
    await register(contest.id, auth(1));
    expect(await join(contest.id, auth(0))).toMatchObject({ status: 403, json: { detail: contestRefusals.notStarted, code: 'NOT_STARTED' } });
    expect(await join(contest.id, auth(2))).toMatchObject({ status: 403, json: { detail: contestRefusals.notRegistered } });
    await advance(HOUR + 10 * MINUTE);
    const late = await join(contest.id, auth(0));
    expect(late).toMatchObject({ status: 200, json: { time_remaining: contest.duration - 600, end_time: contest.end_time, start_time: contest.start_time } });
    // Joining again is the same sitting.
    expect((await join(contest.id, auth(0))).json.id).toBe(late.json.id);
    const other = await join(contest.id, auth(1));
    const mine = await setOf(Number(late.json.id), auth(0));
    const theirs = await setOf(Number(other.json.id), auth(1));
    expect(theirs.map((e) => e.question.id)).toEqual(mine.map((e) => e.question.id));
    const order = (set: Entry[]) => set.map((e) => e.options.map((o) => o.id).join(','));
    const sorted = (set: Entry[]) => set.map((e) => e.options.map((o) => o.id).sort((a, b) => a - b).join(','));
    expect(sorted(theirs)).toEqual(sorted(mine));
    expect(order(theirs)).not.toEqual(order(mine));
    // The same learner always sees the same order.
    expect(order(await setOf(Number(late.json.id), auth(0)))).toEqual(order(mine));
    await advance(contest.duration * 1000);
    expect(await join(contest.id, auth(2))).toMatchObject({ status: 403 });
  });

  test('answers and review stay closed until the end; results rank ties 1, 2, 2, 4 once; practice never changes them', async () => {
    const contest = await newContest();
    for (let i = 0; i < 4; i += 1) expect(await register(contest.id, auth(i))).toMatchObject({ status: 201 });
    await advance(HOUR);
    const exams = [await sit(contest.id, auth(0), 10), await sit(contest.id, auth(1), 8), await sit(contest.id, auth(2), 8), await sit(contest.id, auth(3), 5)];
    // Submitted, but the contest runs on: no answers, no review, no results yet.
    const submitted = await setOf(exams[0] ?? 0, auth(0));
    expect(submitted.every((e) => e.options.every((o) => o.is_answer === undefined))).toBe(true);
    // Nor anywhere else: the flashcard draw leaves the paper's 15 Physics questions out until the end.
    const physics = await subjectId(t, auth(0), 'Physics');
    const flashcards = `/api/exam/v1/question/?subject=${physics}&limit=${QUESTIONS_PER_SUBJECT}`;
    expect(await t.call('GET', flashcards, undefined, auth(0))).toMatchObject({ status: 400, json: { detail: availableQuestionsOnly(QUESTIONS_PER_SUBJECT - 15) } });
    expect(await t.call('GET', `${base}/${contest.id}/review/`, undefined, auth(0))).toMatchObject({ status: 403, json: { detail: contestRefusals.notEnded, code: 'CONTEST_NOT_ENDED' } });
    expect(await t.call('GET', `${base}/${contest.id}/result/`, undefined, auth(0))).toMatchObject({ status: 409, json: { detail: contestRefusals.resultsNotReady, code: 'CONTEST_NOT_ENDED' } });

    // The export before the results holds the header only.
    const early = await t.call('GET', `${adminBase}/${contest.id}/merit-list/export/`, undefined, admin);
    expect(early.json.csv).toBe(`${MERIT_CSV_HEADER}\r\n`);
    const ready = async () => (await t.call('GET', `${base}/${contest.id}/`, undefined, auth(0))).json.results_ready;
    expect(await ready()).toBe(false);
    await advance(contest.duration * 1000 + MINUTE);
    // Ready to read once the end plus the grace has passed, before anyone has asked for them.
    expect(await ready()).toBe(true);

    expect(await t.call('GET', flashcards, undefined, auth(0))).toMatchObject({ status: 200 });
    const results = await Promise.all([0, 1, 2, 3].map((i) => t.call('GET', `${base}/${contest.id}/result/`, undefined, auth(i))));
    expect(results.map((r) => r.json.rank)).toEqual([1, 2, 2, 4]);
    expect(results.map((r) => r.json.score)).toEqual([10, 8, 8, 5]);
    expect(results.map((r) => r.json.percentile)).toEqual([100, 66.67, 66.67, 0]);
    expect(results[0]?.json).toMatchObject({ highest_score: 10, average_score: 7.75, ranked_count: 4, right: 10, wrong: 0, not_answered: 35 });
    const subjects = results[0]?.json.subject_result as { rank: number }[];
    expect(subjects.length).toBeGreaterThan(0);
    expect(subjects.every((s) => s.rank >= 1)).toBe(true);

    // docs/contest.md#rating: the sittings moved the leaderboard's rating like any finished exam.
    const board = (await t.call('GET', '/api/exam/v1/leaderboard/?start_date=2026-07-01&end_date=2026-09-30', undefined, auth(0))).body as { email: string; elo: number }[];
    const top = board.find((row) => row.email === learners[0]?.email);
    expect(top?.elo).toBeGreaterThan(1000);

    const merit = await t.call('GET', `${base}/${contest.id}/merit-list/`, undefined, auth(3));
    expect(merit.json).toMatchObject({ count: 4, page: 1, page_size: 100, me: { rank: 4, is_me: true } });
    expect((merit.json.results as { rank: number }[]).map((r) => r.rank)).toEqual([1, 2, 2, 4]);
    expect((merit.json.neighbourhood as unknown[]).length).toBe(4);
    expect(JSON.stringify(merit.body)).not.toContain('@');
    // Page 2 is past the last row; the caller's own row still comes with it.
    const second = await t.call('GET', `${base}/${contest.id}/merit-list/?page=2`, undefined, auth(3));
    expect(second.json).toMatchObject({ count: 4, page: 2, results: [], me: { rank: 4 } });

    // Review opens; a practice attempt afterwards leaves the merit list as it was.
    expect(await t.call('GET', `${base}/${contest.id}/review/`, undefined, await asNewbie(t))).toMatchObject({ status: 403 });
    const review = (await t.call('GET', `${base}/${contest.id}/review/`, undefined, auth(0))).body as { options: { is_answer?: boolean }[] }[];
    expect(review).toHaveLength(45);
    expect(review.every((q) => q.options.some((o) => o.is_answer === true))).toBe(true);
    const practice = await t.call('POST', `${base}/${contest.id}/practice/`, undefined, auth(3));
    expect(practice).toMatchObject({ status: 201, json: { time_remaining: contest.duration } });
    const practiceSet = await setOf(Number(practice.json.id), auth(3));
    const full = practiceSet.map((e, i) => ({ exam: Number(practice.json.id), question: e.question.id, choosed_options: i < 45 ? [rightOptionOf(e).id] : [] }));
    expect((await t.call('POST', '/api/exam/v1/exam-script/', full, auth(3))).status).toBe(200);
    const again = await t.call('GET', `${base}/${contest.id}/merit-list/`, undefined, auth(3));
    expect(again.body).toEqual(merit.body);

    const csv = await t.call('GET', `${adminBase}/${contest.id}/merit-list/export/`, undefined, admin);
    const lines = String(csv.json.csv).trim().split('\r\n');
    expect(lines[0]).toBe(MERIT_CSV_HEADER);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['1', '2', '2', '4']);
    expect(await t.call('GET', `${adminBase}/${contest.id}/merit-list/export/`, undefined, auth(0))).toMatchObject({ status: 403 });
  });

  test('an upcoming or live contest holds its paper from every learner, registered or not, until it ends (docs/contest.md#held-for-everyone)', async () => {
    const contest = await newContest();
    const outsider = () => auth(1);
    const physics = await subjectId(t, outsider(), 'Physics');
    const flashcards = `/api/exam/v1/question/?subject=${physics}&limit=${QUESTIONS_PER_SUBJECT}`;
    const leftOut = { status: 400, json: { detail: availableQuestionsOnly(QUESTIONS_PER_SUBJECT - 15) } };
    const randomTest = async () =>
      t.call('POST', '/api/exam/v1/exam-subject/', { exam: await createExam(t, outsider()), subjects: [whole(physics, QUESTIONS_PER_SUBJECT)] }, outsider());
    // Upcoming: not registered, yet neither flashcards nor a random test reach the paper's 15 Physics questions.
    expect(await t.call('GET', flashcards, undefined, outsider())).toMatchObject(leftOut);
    expect(await randomTest()).toMatchObject(leftOut);
    await advance(HOUR);
    expect(await t.call('GET', flashcards, undefined, outsider())).toMatchObject(leftOut);
    // Ended plus the grace: the paper is back in the bank.
    await advance(contest.duration * 1000 + MINUTE);
    expect(await t.call('GET', flashcards, undefined, outsider())).toMatchObject({ status: 200 });
    expect(await randomTest()).toMatchObject({ status: 201 });
  });

  test('with time_breaks_ties equal scores are ordered by the time used', async () => {
    const contest = await newContest({ time_breaks_ties: true });
    for (let i = 0; i < 3; i += 1) await register(contest.id, auth(i));
    await advance(HOUR);
    // All join at the start; the first submits a minute before the second with the same score.
    for (let i = 0; i < 3; i += 1) await join(contest.id, auth(i));
    await sit(contest.id, auth(0), 6);
    await advance(MINUTE);
    await sit(contest.id, auth(1), 6);
    await sit(contest.id, auth(2), 3);
    await advance(contest.duration * 1000 + MINUTE);
    const ranks = await Promise.all([0, 1, 2].map(async (i) => (await t.call('GET', `${base}/${contest.id}/result/`, undefined, auth(i))).json.rank));
    expect(ranks).toEqual([1, 2, 3]);
  });

  test('a sitting nobody submitted is finished with what was saved and ranked', async () => {
    const contest = await newContest();
    await register(contest.id, auth(0));
    await register(contest.id, auth(1));
    await advance(HOUR);
    const exam = Number((await join(contest.id, auth(0))).json.id);
    const [first] = await setOf(exam, auth(0));
    if (!first) throw new Error('no question');
    const saved = await t.call('PUT', '/api/exam/v1/exam-script/answer/', { exam, question: first.question.id, choosed_options: [rightOptionOf(first).id] }, auth(0));
    expect(saved.status).toBe(200);
    await advance(contest.duration * 1000 + MINUTE);
    const result = await t.call('GET', `${base}/${contest.id}/result/`, undefined, auth(0));
    expect(result).toMatchObject({ status: 200, json: { score: 1, rank: 1, ranked_count: 1 } });
    // Registered but never joined: no result.
    expect(await t.call('GET', `${base}/${contest.id}/result/`, undefined, auth(1))).toMatchObject({ status: 404, json: { detail: contestRefusals.noResult } });
  });

  test('the open sittings are finished together at results time: as many statements for three as for one', async () => {
    /** The statements computing the results sends, with `sitters` learners who joined, saved and never submitted. */
    async function resultsWithOpenSittings(sitters: number[]): Promise<{ sent: number; scores: unknown[] }> {
      const contest = await newContest();
      const missed = new Map<number, number>();
      for (const i of sitters) await register(contest.id, auth(i));
      await advance(HOUR);
      for (const [n, i] of sitters.entries()) {
        const exam = Number((await join(contest.id, auth(i))).json.id);
        const entries = await setOf(exam, auth(i));
        // Learner n saves n + 1 right answers and one wrong one.
        for (const e of entries.slice(0, n + 1)) {
          const saved = await t.call('PUT', '/api/exam/v1/exam-script/answer/', { exam, question: e.question.id, choosed_options: [rightOptionOf(e).id] }, auth(i));
          expect(saved.status).toBe(200);
        }
        const wrong = entries[n + 1];
        const other = wrong?.options.find((o) => o.id !== rightOptionOf(wrong).id);
        if (!wrong || !other) throw new Error('no wrong option');
        await t.call('PUT', '/api/exam/v1/exam-script/answer/', { exam, question: wrong.question.id, choosed_options: [other.id] }, auth(i));
        missed.set(i, wrong.question.id);
      }
      await advance(contest.duration * 1000 + MINUTE);
      const [first] = sitters;
      if (first === undefined) throw new Error('no sitter');
      statements.length = 0;
      const result = await t.call('GET', `${base}/${contest.id}/result/`, undefined, auth(first));
      expect(result.status).toBe(200);
      const sent = statements.length;
      const scores = await Promise.all(sitters.map(async (i) => (await t.call('GET', `${base}/${contest.id}/result/`, undefined, auth(i))).json));
      // Each sitter's miss is a card to review today, made with the results (docs/learning.md#cards).
      for (const i of sitters) {
        const deck = (await t.call('GET', '/api/learning/v1/reviews/?limit=100', undefined, auth(i))).body as { cards: { question: { id: number } }[] };
        expect(deck.cards.map((card) => card.question.id)).toContain(missed.get(i));
      }
      return { sent, scores };
    }
    const one = await resultsWithOpenSittings([0]);
    const three = await resultsWithOpenSittings([1, 2, 3]);
    expect(one.scores).toMatchObject([{ right: 1, wrong: 1, rank: 1 }]);
    expect(three.scores).toMatchObject([
      { right: 1, wrong: 1, rank: 3 },
      { right: 2, wrong: 1, rank: 2 },
      { right: 3, wrong: 1, rank: 1 },
    ]);
    // docs/contest.md#results: one statement for all the open sittings, not a transaction each.
    expect(three.sent).toBe(one.sent);
  });

  /** A contest sat by learners 0 (`right` right answers, submitted) and 1 (one right answer saved, never submitted), then over. */
  async function overContest(right: number): Promise<Contest> {
    const contest = await newContest();
    await register(contest.id, auth(0));
    await register(contest.id, auth(1));
    await advance(HOUR);
    await sit(contest.id, auth(0), right);
    const exam = Number((await join(contest.id, auth(1))).json.id);
    const [first] = await setOf(exam, auth(1));
    if (!first) throw new Error('no question');
    const saved = await t.call('PUT', '/api/exam/v1/exam-script/answer/', { exam, question: first.question.id, choosed_options: [rightOptionOf(first).id] }, auth(1));
    expect(saved.status).toBe(200);
    await advance(contest.duration * 1000);
    return contest;
  }

  test('the results job computes the results after the end plus the grace with no read; the reads then compute nothing', async () => {
    const contest = await overContest(5);
    // Ended, but within the grace: a tick leaves it.
    await job.tick();
    expect(computedFor(contest.id)).toBe(0);
    expect(await t.call('GET', `${base}/${contest.id}/result/`, undefined, auth(0))).toMatchObject({ status: 409, json: { detail: contestRefusals.resultsNotReady, code: 'CONTEST_NOT_ENDED' } });
    await advance(MINUTE);
    await job.tick();
    expect(computedFor(contest.id)).toBe(1);
    // Computed once, by the tick: every read after it finds them ready and computes nothing.
    statements.length = 0;
    const results = await Promise.all([0, 1].map((i) => t.call('GET', `${base}/${contest.id}/result/`, undefined, auth(i))));
    expect(results.map((r) => [r.json.rank, r.json.score])).toEqual([
      [1, 5],
      [2, 1],
    ]);
    expect(await t.call('GET', `${base}/${contest.id}/merit-list/`, undefined, auth(1))).toMatchObject({ status: 200, json: { count: 2, me: { rank: 2 } } });
    const csv = await t.call('GET', `${adminBase}/${contest.id}/merit-list/export/`, undefined, admin);
    expect(String(csv.json.csv).trim().split('\r\n')).toHaveLength(3);
    await job.tick();
    expect(computedFor(contest.id)).toBe(1);
    // Not even the contest's row is locked again.
    expect(statements.filter((q) => /for update/i.test(q) && /"contests"/.test(q))).toEqual([]);
  });

  test("the admin's list never computes results; it reports results_ready on the clock, and the first read then computes them", async () => {
    const contest = await overContest(4);
    await advance(MINUTE);
    const listed = (await t.call('GET', `${adminBase}/`, undefined, admin)).body as Array<{ id: number; status: string; results_ready: boolean }>;
    expect(listed.find((c) => c.id === contest.id)).toMatchObject({ status: 'finished', results_ready: true });
    expect(computedFor(contest.id)).toBe(0);
    // The job has not run: the learner's read joins the once-only computation, so it never says 'not ready'.
    expect(await t.call('GET', `${base}/${contest.id}/result/`, undefined, auth(1))).toMatchObject({ status: 200, json: { rank: 2, ranked_count: 2 } });
    expect(computedFor(contest.id)).toBe(1);
  });

  test('two ticks and reads at once compute the results once', async () => {
    const contest = await overContest(3);
    await advance(MINUTE);
    // The ticks start just as the first read has found the results not computed: one of them
    // computes, the rest wait on the contest's row or skip it, and find them done.
    const ticks: Promise<void>[] = [];
    onContestLoad = () => ticks.push(job.tick(), job.tick());
    const [mine, theirs, exported] = await Promise.all([
      t.call('GET', `${base}/${contest.id}/result/`, undefined, auth(0)),
      t.call('GET', `${base}/${contest.id}/merit-list/`, undefined, auth(1)),
      t.call('GET', `${adminBase}/${contest.id}/merit-list/export/`, undefined, admin),
    ]);
    expect(ticks).toHaveLength(2);
    await Promise.all(ticks);
    expect(mine).toMatchObject({ status: 200, json: { rank: 1, score: 3, ranked_count: 2 } });
    expect(theirs).toMatchObject({ status: 200, json: { count: 2, me: { rank: 2 } } });
    expect(String(exported.json.csv).trim().split('\r\n')).toHaveLength(3);
    expect(computedFor(contest.id)).toBe(1);
  });

  // Replicas share a database only on PostgreSQL (PGlite is one process's folder).
  if (store === 'postgres') {
    test('two api replicas ticking together compute the results once', async () => {
      const contest = await overContest(2);
      await advance(MINUTE);
      const other = manualTimer();
      const replica = await createApi({ ...t.config, onQuery: observe, resultsTimer: other.timer });
      try {
        await Promise.all([job.tick(), other.tick(), job.tick(), other.tick()]);
      } finally {
        await replica.close();
      }
      expect(computedFor(contest.id)).toBe(1);
      expect(await t.call('GET', `${base}/${contest.id}/result/`, undefined, auth(0))).toMatchObject({ status: 200, json: { rank: 1, score: 2 } });
      expect(computedFor(contest.id)).toBe(1);
    });
  }

  test('the results job starts and stops with the api', async () => {
    expect(job.running).toBe(true);
    let whileClosed: boolean | undefined;
    await t.restart(async () => {
      whileClosed = job.running;
    });
    expect(whileClosed).toBe(false);
    expect(job.running).toBe(true);
  });

  test('an edit and a cancel are mailed to the registered, each in their language; neither after the start', async () => {
    const contest = await newContest();
    await register(contest.id, auth(0));
    await register(contest.id, auth(1));
    expect(await t.call('PATCH', '/auth/v1/preferences/', { language: 'bn' }, auth(1))).toMatchObject({ status: 200 });
    const email = learners[0]?.email ?? '';
    const moved = new Date(clock.now().getTime() + 2 * HOUR).toISOString();
    expect(await t.call('PATCH', `${adminBase}/${contest.id}/`, { start_time: moved }, auth(0))).toMatchObject({ status: 403 });
    expect(await t.call('PATCH', `${adminBase}/${contest.id}/`, { start_time: moved }, admin)).toMatchObject({ status: 200, json: { start_time: moved } });
    const mailed = (subject: string) => waitForMailTo(t.config.dataDir, email, 10_000, (m) => m.subject === subject);
    const changed = await mailed('Contest changed: Weekly Engineering Mock');
    expect(changed.text.trim()).toMatch(/^The contest Weekly Engineering Mock has changed\. It starts at .+; equal scores share a rank\.$/);
    expect(await t.call('POST', `${adminBase}/${contest.id}/cancel/`, undefined, admin)).toMatchObject({ status: 200, json: { status: 'cancelled' } });
    const cancelled = await mailed('Contest cancelled: Weekly Engineering Mock');
    expect(cancelled.subject).toBe('Contest cancelled: Weekly Engineering Mock');
    // docs/i18n.md#mails: the learner who chose Bengali reads both in Bengali, the time in Bengali digits.
    const bangla = (subject: string) => waitForMailTo(t.config.dataDir, learners[1]?.email ?? '', 10_000, (m) => m.subject === subject);
    expect((await bangla('কনটেস্ট বদলেছে: Weekly Engineering Mock')).text).toMatch(/এটি শুরু হবে [০-৯/, :]+[^\s]*-এ; সমান নম্বর পেলে একই অবস্থান পাবেন।/);
    await bangla('কনটেস্ট বাতিল: Weekly Engineering Mock');
    expect(await t.call('GET', `${base}/${contest.id}/`, undefined, auth(0))).toMatchObject({ status: 404 });

    const started = await newContest();
    await advance(HOUR);
    expect(await t.call('POST', `${adminBase}/${started.id}/cancel/`, undefined, admin)).toMatchObject({ status: 409, json: { detail: contestRefusals.startedAlready, code: 'CONTEST_STARTED' } });
  });
});
