// Weak topics through HTTP (docs/learning.md#mastery): each topic a learner has answered in finished
// exams, with the counts and the level the engine's masteryOf gives from the questions' ratings and
// the learner's, weakest first; read in one statement; only the caller's own; nothing from a running
// exam or an unanswered question; an exam the clock has finished counted before the finish job
// writes it as after; and a question on the paper of a contest not yet over left out until it is.
import { ELO_START, masteryOf } from '@proshno/engine';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/connect';
import { questions, subjects, topics } from '../db/practiceSchema';
import { learnerRatings, questionRatings } from '../db/progressSchema';
import { users } from '../db/schema';
import { upcomingContestOf } from '../test/contestFixtures';
import { signIn, subjectId, type Auth } from '../test/examFixtures';
import { DAY, fakeClock, MINUTE, type FakeClock } from '../test/fakeClock';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { manualTimer, type ManualTimer } from '../test/jobTimer';
import { abandonedExam, finishedExam, placementsOf, subscribedLearners, type Learner, type Mark } from '../test/progressFixtures';

type Named = { id: number; name: string };
type TopicMastery = { subject: Named; topic: Named; answered: number; right: number; level: number; ability: number; sure: string };
/** One answer the learner gave in an exam that counts: its question and whether it was right. */
type Given = { question: number; right: boolean };

const URL = '/api/learning/v1/mastery/';

describe.each(stores)('weak topics on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  let job: ManualTimer;
  let learner: Learner;
  let other: Learner;
  let physics: number;
  let topicOne: number;
  let topicTwo: number;
  /** Every answer of the learner's that counts, as the tests give them. */
  const given: Given[] = [];
  /** The ratings and names of the questions in `given`, as stored after the last exam finished. */
  let stored: StoredRatings;
  const statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    clock = fakeClock(new Date('2026-12-01T04:00:00.000Z'));
    job = manualTimer();
    const onQuery = (sql: string) => {
      if (counting) statements.push(sql);
    };
    t = await startTestApi(store, { now: clock.now, finishTimer: job.timer, onQuery });
    [learner, other] = (await subscribedLearners(t, 2)) as [Learner, Learner];
    physics = await subjectId(t, learner.auth, 'Physics');
    [topicOne, topicTwo] = (await placementsOf(t, learner.auth, physics)).map((p) => p.topic) as [number, number];
  });
  afterAll(() => t.close());

  const mastery = async (auth: Auth = learner.auth): Promise<TopicMastery[]> => {
    const reply = await t.call('GET', URL, undefined, auth);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body as TopicMastery[];
  };
  /** Finishes an exam of the learner's and notes its answers. */
  const finished = async (row: { subject: number; topic?: number; count: number }, marks: Mark[]) => {
    const exam = await finishedExam(t, learner.auth, row, marks);
    given.push(...answersOf(exam.questions, marks));
    return exam;
  };
  /** Moves the clock; access tokens follow it, so both learners sign in again. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    for (const who of [learner, other]) who.auth = await signIn(t, who.email, who.password);
  };

  test('a learner who has finished no exam has no topics', async () => {
    expect(await mastery()).toEqual([]);
    expect(await mastery(other.auth)).toEqual([]);
  });

  test("a finished exam's answers count in their topics, weakest first, read in one statement", async () => {
    await finished({ subject: physics, topic: topicOne, count: 5 }, ['right', 'right', 'right', 'wrong', 'blank']);
    await finished({ subject: physics, topic: topicTwo, count: 4 }, ['wrong', 'wrong', 'right', 'blank']);
    counting = true;
    const read = await mastery();
    counting = false;
    expect(statements).toHaveLength(1);
    expect(read.map(({ topic, answered, right }) => ({ topic: topic.id, answered, right }))).toEqual([
      { topic: topicTwo, answered: 3, right: 1 },
      { topic: topicOne, answered: 4, right: 3 },
    ]);
    expect(read[0]).toMatchObject({ subject: { id: physics, name: 'Physics' }, topic: { name: 'Physics topic 2' } });
    expect(read[0]?.level).toBeLessThan(read[1]?.level ?? 0);
  });

  test('a question answered in several exams counts each time', async () => {
    // The whole of topic one: every question answered before comes again.
    await finished({ subject: physics, topic: topicOne, count: 10 }, Array.from({ length: 10 }, (): Mark => 'right'));
    const read = await mastery();
    expect(read.map(({ topic, answered, right }) => ({ topic: topic.id, answered, right }))).toEqual([
      { topic: topicTwo, answered: 3, right: 1 },
      { topic: topicOne, answered: 14, right: 13 },
    ]);
  });

  test("another learner sees only their own topics, and the learner's stay as they were", async () => {
    const before = await mastery();
    const chemistry = await subjectId(t, other.auth, 'Chemistry');
    await finishedExam(t, other.auth, { subject: chemistry, count: 3 }, ['right', 'wrong', 'wrong']);
    const theirs = await mastery(other.auth);
    expect(theirs.map((row) => row.subject.id)).toEqual(theirs.map(() => chemistry));
    expect(theirs.reduce((n, row) => n + row.answered, 0)).toBe(3);
    expect(await mastery()).toEqual(before);
  });

  test('a running exam counts nothing; one the clock has finished counts before the finish job writes it as after, as masteryOf says', async () => {
    const before = await mastery();
    const marks: Mark[] = ['right', 'wrong', 'blank'];
    const running = await abandonedExam(t, learner.auth, { subject: physics, count: 3 }, marks);
    expect(await mastery()).toEqual(before);
    // Past its end (three minutes) plus the grace; nothing has written it finished.
    await advance(10 * MINUTE);
    given.push(...answersOf(running.questions, marks));
    const read = await mastery();
    expect(read.reduce((n, row) => n + row.answered, 0)).toBe(before.reduce((n, row) => n + row.answered, 0) + 2);
    await job.tick();
    expect(await mastery()).toEqual(read);
    // Every answer so far, the repeated ones and the time-up exam's included, as masteryOf says.
    stored = await storedRatings(t, learner.email, given);
    expectMastery(read, masteryFrom(stored, given));
  });

  test('an answer to a question on the paper of a contest not yet over does not count until the contest is over', async () => {
    const before = await mastery();
    const [held, alsoHeld] = given.filter((answer) => !answer.right).map((answer) => answer.question) as [number, number];
    await upcomingContestOf(t, [held, alsoHeld], clock.now());
    const read = await mastery();
    const counted = given.filter((answer) => answer.question !== held && answer.question !== alsoHeld);
    expect(read.reduce((n, row) => n + row.answered, 0)).toBe(counted.length);
    expectMastery(read, masteryFrom(stored, counted));
    // Past its start, its duration and the grace: its paper is out, and the answers count again.
    await advance(2 * DAY);
    expect(await mastery()).toEqual(before);
  });
});

function answersOf(questionIds: readonly number[], marks: readonly Mark[]): Given[] {
  return questionIds.flatMap((question, i) => (marks[i] === 'right' || marks[i] === 'wrong' ? [{ question, right: marks[i] === 'right' }] : []));
}

type StoredRatings = {
  /** The learner's rating. */
  prior: number;
  questions: Map<number, { subject: Named; topic: Named; rating: number }>;
};

/** The learner's rating and the ratings and names of the answers' questions, read from the database (the api stopped meanwhile). */
async function storedRatings(t: TestApi, email: string, answers: readonly Given[]): Promise<StoredRatings> {
  const ids = [...new Set(answers.map((answer) => answer.question))];
  const stored: StoredRatings = { prior: ELO_START, questions: new Map() };
  await t.restart(async (config) => {
    const database = await openDatabase(config);
    try {
      const { db } = database;
      const rows = await db
        .select({ id: questions.id, subjectId: subjects.id, subject: subjects.name, topicId: topics.id, topic: topics.name, rating: questionRatings.rating })
        .from(questions)
        .innerJoin(subjects, eq(subjects.id, questions.subjectId))
        .innerJoin(topics, eq(topics.id, questions.topicId))
        .leftJoin(questionRatings, eq(questionRatings.questionId, questions.id))
        .where(inArray(questions.id, ids));
      for (const row of rows) {
        stored.questions.set(row.id, { subject: { id: row.subjectId, name: row.subject }, topic: { id: row.topicId, name: row.topic }, rating: row.rating ?? ELO_START });
      }
      const [learner] = await db
        .select({ rating: learnerRatings.rating })
        .from(learnerRatings)
        .innerJoin(users, eq(users.id, learnerRatings.userId))
        .where(eq(users.email, email));
      stored.prior = learner?.rating ?? ELO_START;
    } finally {
      await database.close();
    }
  });
  return stored;
}

/** What the read must answer for these answers: the engine's masteryOf per topic, lowest level first. */
function masteryFrom(stored: StoredRatings, answers: readonly Given[]): TopicMastery[] {
  const byTopic = new Map<number, { subject: Named; topic: Named; answers: { right: boolean; difficulty: number }[] }>();
  for (const { question, right } of answers) {
    const found = stored.questions.get(question);
    if (!found) throw new Error(`no question ${question}`);
    const topic = byTopic.get(found.topic.id) ?? { subject: found.subject, topic: found.topic, answers: [] };
    topic.answers.push({ right, difficulty: found.rating });
    byTopic.set(found.topic.id, topic);
  }
  return [...byTopic.values()]
    .map(({ subject, topic, answers: topicAnswers }) => ({ subject, topic, ...masteryOf(topicAnswers, stored.prior) }))
    .sort((a, b) => a.level - b.level || a.topic.id - b.topic.id);
}

/** The read equals the expected rows, its numbers within rounding (the answers are summed in another order). */
function expectMastery(read: readonly TopicMastery[], expected: readonly TopicMastery[]): void {
  const rounded = (rows: readonly TopicMastery[]) => rows.map((row) => ({ ...row, level: row.level.toFixed(9), ability: row.ability.toFixed(6) }));
  expect(rounded(read)).toEqual(rounded(expected));
}
