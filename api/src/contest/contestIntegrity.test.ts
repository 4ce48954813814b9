// Issue 26 items 3, 4 and 5 replayed over HTTP: a contest's paper is a private draw, held from every
// learner's draws, views and scores until its results are out (docs/contest.md#held-for-everyone,
// docs/contest.md#private-paper), and a sitting is one per learner and contest, never deleted
// (docs/contest.md#one-sitting).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contestMessages } from '@proshno/engine';
import { createExam, questionSet, signIn, subjectId, whole, type Auth, type SetEntry } from '../test/examFixtures';
import { QUESTIONS_PER_SUBJECT } from '../test/fixtureBank';
import { DAY, fakeClock, HOUR, MINUTE } from '../test/fakeClock';
import { signedInAgain } from '../test/contestFixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { rightOptionOf, subscribedLearners, type FixtureEntry, type Learner } from '../test/progressFixtures';

type Template = { id: number; name: string; exam_Type: number; universities: { id: number; university: string; units: string[] }[] };
type Contest = { id: number; duration: number; total_question: number };
type Entry = SetEntry & FixtureEntry;

const base = '/api/contest/v1/contest';
const adminBase = '/api/contest/v1/admin/contest';
const MODEL = 'Engineering Admission Model Test';

describe.each(stores)('contest integrity on %s', (store) => {
  let t: TestApi;
  let admin: Auth;
  let learners: Learner[];
  let model: number;
  /** The public previous-year paper every contest below sits: University of Dhaka, unit A, 2019. */
  let paper: { template: number; university_id: number; unit: string; year: string };
  const clock = fakeClock(new Date('2026-09-01T02:00:00Z'));
  const count = { signIns: 1 };

  beforeAll(async () => {
    t = await startTestApi(store, { now: clock.now });
    learners = await subscribedLearners(t, 3);
    admin = await signIn(t, 'admin@example.com', 'Admin#2026');
    const templates = (await t.call('GET', '/api/exam/v1/exam-templates/?status=active', undefined, admin)).body as Template[];
    const previous = templates.find((x) => x.exam_Type === 3);
    const dhaka = previous?.universities.find((u) => u.university === 'University of Dhaka');
    const found = templates.find((x) => x.name === MODEL);
    if (!previous || !dhaka || !found) throw new Error('templates not seeded');
    model = found.id;
    paper = { template: previous.id, university_id: dhaka.id, unit: 'A', year: '2019' };
  });
  afterAll(() => t.close());

  const auth = (i: number): Auth => {
    const learner = learners[i];
    if (!learner) throw new Error(`no learner ${i}`);
    return learner.auth;
  };

  /** Moves the server's clock; tokens last 15 minutes, so everyone signs in again (as contests.test.ts does). */
  async function advance(ms: number): Promise<void> {
    clock.advance(ms);
    ({ admin, learners } = await signedInAgain(t, count, learners));
  }

  async function newContest(body: Record<string, unknown>, startsIn = HOUR): Promise<Contest> {
    const start = new Date(clock.now().getTime() + startsIn).toISOString();
    const res = await t.call('POST', `${adminBase}/`, { title: 'Dhaka A 2019 Live', start_time: start, ...body }, admin);
    if (res.status !== 201) throw new Error(`create contest: ${JSON.stringify(res.body)}`);
    return res.body as Contest;
  }
  const previousYearContest = (startsIn = HOUR) => newContest({ ...paper }, startsIn);
  const register = (contest: number, who: Auth) => t.call('POST', `${base}/${contest}/register/`, undefined, who);
  const join = (contest: number, who: Auth) => t.call('POST', `${base}/${contest}/join/`, undefined, who);
  const entries = async (exam: number, who: Auth) => (await questionSet(t, who, exam)) as Entry[];
  const ids = async (exam: number, who: Auth) => (await entries(exam, who)).map((e) => e.question.id);
  const publicPaper = (who: Auth) =>
    t.call('POST', '/api/exam/v1/exam-template-previous-year/create-exam/', { ...paper, start_time: clock.now().toISOString(), is_schedule: false }, who);
  /** Submits the exam with the right option of every question. */
  async function submitAllRight(exam: number, who: Auth) {
    const script = (await entries(exam, who)).map((e) => ({ exam, question: e.question.id, choosed_options: [rightOptionOf(e).id] }));
    return t.call('POST', '/api/exam/v1/exam-script/', script, who);
  }
  const answered = (e: SetEntry) => e.question.explanation_data !== undefined || e.options.some((o) => o.is_answer !== undefined);

  test('item 4: a contest on a previous-year paper is drawn privately; the public paper, sat and reviewed before, does not give it away', async () => {
    // Learner 0 sits the public paper and reviews it, answers and all, before any contest exists.
    const sat = await publicPaper(auth(0));
    expect(sat.status).toBe(201);
    const publicExam = Number(sat.json.id);
    expect((await submitAllRight(publicExam, auth(0))).status).toBe(200);
    const reviewed = await entries(publicExam, auth(0));
    expect(reviewed.every(answered)).toBe(true);
    const publicIds = reviewed.map((e) => e.question.id);

    const contest = await previousYearContest();
    expect(await register(contest.id, auth(0))).toMatchObject({ status: 201 });
    await advance(HOUR);
    const sitting = Number((await join(contest.id, auth(0))).json.id);
    const contestIds = await ids(sitting, auth(0));
    expect(contestIds).toHaveLength(40);
    // Not the public paper's seeded draw: knowing that paper is not knowing this one.
    expect([...contestIds].sort((a, b) => a - b)).not.toEqual([...publicIds].sort((a, b) => a - b));
    // Where the two meet, the public paper's review no longer tells the answer while the contest runs.
    const shared = new Set(contestIds);
    const again = await entries(publicExam, auth(0));
    expect(again.filter((e) => shared.has(e.question.id)).some(answered)).toBe(false);
    expect(again.filter((e) => !shared.has(e.question.id)).every(answered)).toBe(true);
    // The public paper drawn now leaves the contest's questions out and draws the rest of its order.
    const other = await publicPaper(auth(1));
    expect(other.status).toBe(201);
    expect((await ids(Number(other.json.id), auth(1))).filter((id) => shared.has(id))).toEqual([]);
    await t.call('DELETE', `/api/exam/v1/exam/${String(other.json.id)}/`, undefined, auth(1));
    await advance(contest.duration * 1000 + MINUTE);
    // Results are out: the review tells every answer again.
    expect((await entries(publicExam, auth(0))).every(answered)).toBe(true);
  });

  test("item 3: a finished contest's practice leaves out, and never scores, an upcoming or live contest's questions", async () => {
    await advance(DAY);
    const finished = await previousYearContest();
    await advance(HOUR + finished.duration * 1000 + MINUTE);
    // A second contest on the same paper, created after the first is over: its private draw may
    // share questions with the first's, which are public now.
    const upcoming = await previousYearContest();
    expect(await register(upcoming.id, auth(1))).toMatchObject({ status: 201 });

    /** Practice of the finished contest by `who`: none of `held` in it, and its submit scores only what it holds. */
    async function practise(who: Auth, held: Set<number>): Promise<number[]> {
      const practice = await t.call('POST', `${base}/${finished.id}/practice/`, undefined, who);
      expect(practice.status).toBe(201);
      const exam = Number(practice.json.id);
      const drawn = await ids(exam, who);
      expect(drawn.filter((id) => held.has(id))).toEqual([]);
      const result = await submitAllRight(exam, who);
      const counts = result.json.prev_subject_result as { right: number; wrong: number; not_answered: number };
      expect(counts).toMatchObject({ right: drawn.length, wrong: 0, not_answered: 0 });
      // Its sheet after the submit: every question it holds with its answer, none of the other contest's.
      expect((await entries(exam, who)).every(answered)).toBe(true);
      return drawn;
    }

    // While the second contest is upcoming: its paper is not readable yet, but a learner sitting it
    // later reads it; practice now must already leave it out.
    const beforeStart = await t.call('POST', `${base}/${finished.id}/practice/`, undefined, auth(2));
    expect(beforeStart.status).toBe(201);
    const practisedEarly = await ids(Number(beforeStart.json.id), auth(2));
    await advance(HOUR);
    const sitting = Number((await join(upcoming.id, auth(1))).json.id);
    const held = new Set(await ids(sitting, auth(1)));
    expect(practisedEarly.filter((id) => held.has(id))).toEqual([]);
    await t.call('DELETE', `/api/exam/v1/exam/${String(beforeStart.json.id)}/`, undefined, auth(2));
    // While it runs: any subscribed learner, the sitter too, practises the finished one without it.
    const practised = await practise(auth(2), held);
    await practise(auth(1), held);
    expect(practised.length).toBeLessThan(40);
    // The finished contest's review keeps the running one's answers too.
    const review = (await t.call('GET', `${base}/${finished.id}/review/`, undefined, auth(2))).body as SetEntry['question'][];
    const withAnswer = (q: SetEntry['question'] & { options?: { is_answer?: boolean }[] }) => q.explanation_data !== undefined;
    expect(review.filter((q) => held.has(q.id)).some(withAnswer)).toBe(false);
    await advance(upcoming.duration * 1000 + MINUTE);
  });

  test('items 3 and 4: two contests on one paper, held at once, share no question', async () => {
    await advance(DAY);
    const first = await previousYearContest();
    const second = await previousYearContest(2 * HOUR);
    await register(first.id, auth(0));
    await register(second.id, auth(0));
    await advance(HOUR);
    const firstIds = await ids(Number((await join(first.id, auth(0))).json.id), auth(0));
    await advance(HOUR);
    const secondIds = await ids(Number((await join(second.id, auth(0))).json.id), auth(0));
    expect(secondIds).toHaveLength(40);
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
    await advance(HOUR + second.duration * 1000);
  });

  test('item 3: an exam drawn before a contest was created scores none of its questions while the contest holds them', async () => {
    await advance(DAY);
    const physics = await subjectId(t, auth(2), 'Physics');
    const exam = await createExam(t, auth(2));
    const chosen = await t.call('POST', '/api/exam/v1/exam-subject/', { exam, subjects: [whole(physics, QUESTIONS_PER_SUBJECT)] }, auth(2));
    expect(chosen.status).toBe(201);
    // The model test's paper takes 15 of the 20 Physics questions, all of them in the running exam.
    const contest = await newContest({ template: model });
    const result = await submitAllRight(exam, auth(2));
    expect(result.status).toBe(200);
    expect(result.json.prev_subject_result).toEqual({ right: QUESTIONS_PER_SUBJECT - 15, wrong: 0, not_answered: 15 });
    expect((await entries(exam, auth(2))).filter(answered)).toHaveLength(QUESTIONS_PER_SUBJECT - 15);
    await advance(HOUR + contest.duration * 1000 + MINUTE);
  });

  test('item 5: a contest sitting cannot be deleted; joining again is the same sitting, and its time counts from the first join', async () => {
    await advance(DAY);
    const contest = await newContest({ template: model });
    expect(await register(contest.id, auth(0))).toMatchObject({ status: 201 });
    await advance(HOUR + 10 * MINUTE);
    const first = await join(contest.id, auth(0));
    const exam = Number(first.json.id);
    const order = async () => (await entries(exam, auth(0))).map((e) => e.options.map((o) => o.id).join(','));
    const firstOrder = await order();
    const kept = { status: 403, json: { detail: contestMessages.sittingKept, code: 'SITTING_KEPT' } };
    expect(await t.call('DELETE', `/api/exam/v1/exam/${exam}/`, undefined, auth(0))).toMatchObject(kept);
    await advance(5 * MINUTE);
    const again = await join(contest.id, auth(0));
    expect(again.json).toMatchObject({ id: exam, time_remaining: contest.duration - 15 * 60 });
    expect(await order()).toEqual(firstOrder);
    // Within the grace after the end: still kept, and still ranked.
    await advance(contest.duration * 1000 - 15 * MINUTE + 10_000);
    expect(await t.call('DELETE', `/api/exam/v1/exam/${exam}/`, undefined, auth(0))).toMatchObject(kept);
    await advance(MINUTE);
    const result = await t.call('GET', `${base}/${contest.id}/result/`, undefined, auth(0));
    expect(result).toMatchObject({ status: 200, json: { exam, rank: 1, time_used: contest.duration - 10 * 60 } });
    // A practice attempt is the learner's own exam: it can be cancelled.
    const practice = await t.call('POST', `${base}/${contest.id}/practice/`, undefined, auth(0));
    expect(await t.call('DELETE', `/api/exam/v1/exam/${String(practice.json.id)}/`, undefined, auth(0))).toMatchObject({ status: 204 });
  });
});
