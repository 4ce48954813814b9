// The finish job (docs/exam.md#finish-job): it writes the exams the clock has finished, once each,
// as at the close of their answers, and leaves running and submitted exams alone; api replicas
// ticking together on one PostgreSQL finish each exam exactly once.
import { ANSWER_GRACE_MS } from '@proshno/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../index';
import { subjectId, signIn } from '../test/examFixtures';
import { fakeClock, HOUR, MINUTE, type FakeClock } from '../test/fakeClock';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { manualTimer, type ManualTimer } from '../test/jobTimer';
import { abandonedExam, finishedExam, subscribedLearners, type Learner } from '../test/progressFixtures';
import { tableDigests } from '../test/tableDigests';

/** An exam's own SQL statement that marks it finished, as the api sends it. */
const finishing = /^update "exams" set "status" = \$1,.*"finished_at"/i;

describe.each(stores)('the exam finish job on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  let job: ManualTimer;
  let learners: Learner[];
  let physics: number;
  /** Exam id → how many statements marked it finished. */
  const finishes = new Map<number, number>();

  beforeAll(async () => {
    clock = fakeClock(new Date('2026-06-01T04:00:00Z'));
    job = manualTimer();
    const observe = (sql: string, params: unknown[]) => {
      const id = params.at(-1);
      if (finishing.test(sql) && typeof id === 'number') finishes.set(id, (finishes.get(id) ?? 0) + 1);
    };
    t = await startTestApi(store, { now: clock.now, finishTimer: job.timer, onQuery: observe });
    learners = await subscribedLearners(t, 3);
    physics = await subjectId(t, learners[0]?.auth ?? {}, 'Physics');
  });
  afterAll(() => t.close());

  /** Moves the clock and signs the learners in again (access tokens follow the clock). */
  async function advance(ms: number): Promise<void> {
    clock.advance(ms);
    for (const learner of learners) learner.auth = await signIn(t, learner.email, learner.password);
  }

  const result = (exam: number, learner: Learner) => t.call('GET', `/api/exam/v1/exam/${exam}/`, undefined, learner.auth);

  test('finishes an exam past its grace once, as at its close, and leaves running and submitted exams alone', async () => {
    const [a] = learners as [Learner];
    const left = (await abandonedExam(t, a.auth, { subject: physics, count: 3 }, ['right', 'wrong'])).exam;
    const submitted = (await finishedExam(t, a.auth, { subject: physics, count: 2 }, ['right'])).exam;
    const end = new Date(String((await result(left, a)).json.end_time));
    // At the end plus the grace the exam still takes answers: the job leaves it.
    clock.advance(end.getTime() + ANSWER_GRACE_MS - clock.now().getTime());
    await job.tick();
    expect(finishes.get(left)).toBeUndefined();
    await advance(1);
    const running = (await abandonedExam(t, a.auth, { subject: physics, count: 2 }, ['right'])).exam;
    const before = await result(left, a);
    await job.tick();
    await job.tick();
    expect(finishes.get(left)).toBe(1);
    expect(finishes.get(submitted)).toBe(1);
    expect(finishes.get(running)).toBeUndefined();
    const after = await result(left, a);
    expect(after.json).toEqual(before.json);
    expect(after.json).toMatchObject({ status: 'finished', time_remaining: 0, updated_at: new Date(end.getTime() + ANSWER_GRACE_MS).toISOString() });
    expect(after.json).toMatchObject({ prev_subject_result: { right: 1, wrong: 1, not_answered: 1 } });
    expect((await result(running, a)).json).toMatchObject({ status: 'created' });
  });

  test('a look finds nothing to do once every exam past its grace is written, and changes nothing', async () => {
    await advance(HOUR);
    await job.tick();
    let before: Record<string, string> = {};
    await t.restart(async (config) => {
      before = await tableDigests(config);
    });
    await job.tick();
    let after: Record<string, string> = {};
    await t.restart(async (config) => {
      after = await tableDigests(config);
    });
    expect(after).toEqual(before);
  });

  // Replicas share a database only on PostgreSQL (PGlite is one process's folder).
  if (store === 'postgres') {
    test('two api replicas ticking together finish each exam exactly once', async () => {
      const exams: number[] = [];
      for (const learner of learners)
        for (let i = 0; i < 3; i += 1) exams.push((await abandonedExam(t, learner.auth, { subject: physics, count: 2 }, ['right', 'wrong'])).exam);
      await advance(10 * MINUTE);
      const other = manualTimer();
      const seen = new Map<number, number>();
      const replica = await createApi({
        ...t.config,
        finishTimer: other.timer,
        onQuery: (sql, params) => {
          const id = params.at(-1);
          if (finishing.test(sql) && typeof id === 'number') seen.set(id, (seen.get(id) ?? 0) + 1);
        },
      });
      try {
        await Promise.all([job.tick(), other.tick(), job.tick(), other.tick()]);
      } finally {
        await replica.close();
      }
      expect(exams.map((id) => (finishes.get(id) ?? 0) + (seen.get(id) ?? 0))).toEqual(exams.map(() => 1));
      for (const [n, learner] of learners.entries())
        for (const exam of exams.slice(n * 3, n * 3 + 3))
          expect((await result(exam, learner)).json).toMatchObject({ status: 'finished', prev_subject_result: { right: 1, wrong: 1, not_answered: 0 } });
    });
  }
});
