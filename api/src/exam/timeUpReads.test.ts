// Issue 30 item 2: reads only read (docs/exam.md#time-up-finish). With exams past their end plus the
// grace that nobody submitted, every GET of the contract leaves the database as it was, and each
// answers the same before the finish job has written those exams as after.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contractOperations, urlOf, type ContractOperation } from '../security/contractOperations';
import { signIn, subjectId, type Auth } from '../test/examFixtures';
import { fakeClock, HOUR, type FakeClock } from '../test/fakeClock';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { manualTimer, type ManualTimer } from '../test/jobTimer';
import { abandonedExam, finishedExam, subscribedLearners, type Learner } from '../test/progressFixtures';
import { tableDigests } from '../test/tableDigests';

describe.each(stores)('reads of exams past their grace on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  let job: ManualTimer;
  let learner: Learner;
  let auth: Auth;
  let admin: Auth;
  /** The learner's exam left running with a right, a wrong and a blank answer, and one left untouched. */
  let abandoned: number;
  let untouched: number;
  let submitted: number;

  beforeAll(async () => {
    clock = fakeClock(new Date('2026-06-01T04:00:00Z'));
    job = manualTimer();
    t = await startTestApi(store, { now: clock.now, finishTimer: job.timer });
    [learner] = (await subscribedLearners(t, 1)) as [Learner];
    auth = learner.auth;
    const physics = await subjectId(t, auth, 'Physics');
    submitted = (await finishedExam(t, auth, { subject: physics, count: 3 }, ['right', 'wrong', 'blank'])).exam;
    abandoned = (await abandonedExam(t, auth, { subject: physics, count: 4 }, ['right', 'wrong', 'blank', 'right'])).exam;
    untouched = (await abandonedExam(t, auth, { subject: physics, count: 2 }, ['blank', 'blank'])).exam;
    // Far past every end plus the grace; access tokens follow the same clock, so sign in again.
    clock.advance(HOUR);
    auth = await signIn(t, learner.email, learner.password);
    admin = await signIn(t, 'admin@example.com', 'Admin#2026');
  });
  afterAll(() => t.close());

  /** Every GET of the contract, with each exam wherever an exam goes, as each of `readers`. */
  async function readEverything(readers: readonly (readonly ['learner' | 'admin', Auth])[]): Promise<Record<string, unknown>> {
    const answers: Record<string, unknown> = {};
    for (const op of contractOperations().filter((o) => o.method === 'get')) {
      for (const exam of [abandoned, untouched, submitted]) {
        for (const [who, headers] of readers) {
          const url = urlOf(op, { id: String(exam) }, queryOf(op, exam));
          const reply = await t.call('GET', url, undefined, headers);
          expect(reply.status, `${who} GET ${url}`).toBeLessThan(500);
          // Flashcards are drawn at random on every read (docs/practice.md): only their status compares.
          answers[`${who} GET ${url}`] = op.operationId === 'listFlashcardQuestions' ? { status: reply.status } : { status: reply.status, body: reply.body };
        }
      }
    }
    return answers;
  }

  test('every GET of the contract leaves the database as it was, and shows the exams past their grace finished', async () => {
    const before = await digestsOf(t);
    const answers = await readEverything([['learner', auth], ['admin', admin]]);
    expect(await digestsOf(t)).toEqual(before);
    // The reads did see those exams finished, not running.
    expect(answers[`learner GET /api/exam/v1/exam/${abandoned}/`]).toMatchObject({ status: 200, body: { status: 'finished', time_remaining: 0, prev_subject_result: { right: 2, wrong: 1, not_answered: 1 } } });
    expect(answers[`learner GET /api/exam/v1/exam/${untouched}/`]).toMatchObject({ status: 200, body: { status: 'finished', prev_subject_result: { right: 0, wrong: 0, not_answered: 2 } } });
  });

  // The learner's own reads: another learner's leaderboard counts this learner's time-up exams once
  // the job has written them (docs/exam.md#time-up-finish).
  test('a read before the finish job has written an exam answers as the same read after it', async () => {
    const before = await readEverything([['learner', auth]]);
    const stored = await digestsOf(t);
    await job.tick();
    // The job did write the finishes the reads had shown.
    expect((await digestsOf(t)).exams).not.toBe(stored.exams);
    expect(await readEverything([['learner', auth]])).toEqual(before);
  });
});

async function digestsOf(t: TestApi): Promise<Record<string, string>> {
  let digests: Record<string, string> = {};
  await t.restart(async (config) => {
    digests = await tableDigests(config);
  });
  return digests;
}

/** The query a read takes: the exam where one goes, a period around the test's clock, else nothing. */
function queryOf(op: ContractOperation, exam: number): Record<string, string> {
  const byOperation: Record<string, Record<string, string>> = {
    getQuestionSet: { exam: String(exam) },
    listExamScript: { exam: String(exam) },
    getPerformanceGraph: { from_date: '2026-05-25', to_date: '2026-06-07' },
    getLeaderboard: { start_date: '2026-05-25', end_date: '2026-06-07' },
    listFlashcardQuestions: { subject: '1', limit: '10' },
    previewPurchase: { package: '1' },
    verifyEmail: { token: 'not-a-token' },
    // The list by the status a read shows, both ways, and whole.
    listExams: exam % 3 === 0 ? { status: 'finished' } : exam % 3 === 1 ? { status: 'created' } : {},
  };
  return byOperation[op.operationId] ?? {};
}
